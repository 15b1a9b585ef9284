import { type BlogPostPage, blogPostPageSchema, FIXED_PAGE_SIZE } from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/NewsRoom/posts: the Active articles, newest first; public, no token sent. */
export function getNewsRoomPosts(page: number): Promise<BlogPostPage> {
  return apiRequest(`/api/NewsRoom/posts?page=${page}&pageSize=${FIXED_PAGE_SIZE}`, {
    schema: blogPostPageSchema,
    auth: false,
    // The page shows its own error state.
    quiet: true,
  });
}

export const newsRoomPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['news-room', 'posts', page],
    queryFn: () => getNewsRoomPosts(page),
    placeholderData: keepPreviousData,
  });

export function useNewsRoomPosts(page: number) {
  return useQuery(newsRoomPostsQueryOptions(page));
}
