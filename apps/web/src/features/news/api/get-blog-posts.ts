import { type BlogPostPage, blogPostPageSchema, FIXED_PAGE_SIZE, NEWS_MESSAGES } from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';

export interface BlogPostListParams {
  page: number;
  /** 0 Draft, 1 Active, 2 Archived; undefined for all. */
  status?: number;
}

/** GET /api/BlogPost/tenant-posts?page={n}&pageSize=10[&status={0|1|2}] (spec 1 §7). */
export function getBlogPosts({ page, status }: BlogPostListParams): Promise<BlogPostPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(FIXED_PAGE_SIZE) });
  if (status !== undefined) query.set('status', String(status));
  return apiRequest(`/api/BlogPost/tenant-posts?${query}`, {
    schema: blogPostPageSchema,
    failureToast: serverMessageOr(NEWS_MESSAGES.fetchFailed),
  });
}

/** Every list page lives under this key, so a save or delete refreshes them all. */
export const blogPostsQueryKey = ['blog-post', 'tenant-posts'] as const;

export const blogPostsQueryOptions = (params: BlogPostListParams) =>
  queryOptions({
    queryKey: [...blogPostsQueryKey, params],
    queryFn: () => getBlogPosts(params),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useBlogPosts(params: BlogPostListParams) {
  return useQuery(blogPostsQueryOptions(params));
}
