import { type BlogFormInput, type BlogPostSaveResult, blogPostSaveResultSchema, NEWS_MESSAGES } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { blogPostsQueryKey } from './get-blog-posts';

export interface SaveBlogPostInput {
  /** Absent for Create Post. */
  blogPostId?: string;
  values: BlogFormInput;
}

/**
 * POST /api/BlogPost or PUT /api/BlogPost/{blogPostId} (spec 1 §7): summary and tags are omitted when
 * empty. Images are already in the body by address (uploaded through /api/upload-image).
 */
export function saveBlogPost({ blogPostId, values }: SaveBlogPostInput): Promise<BlogPostSaveResult> {
  const body = {
    title: values.title,
    body: values.body,
    status: values.status,
    ...(values.summary?.trim() ? { summary: values.summary } : {}),
    ...(values.tags?.trim() ? { tags: values.tags } : {}),
  };
  return apiRequest(blogPostId ? `/api/BlogPost/${encodeURIComponent(blogPostId)}` : '/api/BlogPost', {
    method: blogPostId ? 'PUT' : 'POST',
    body,
    schema: blogPostSaveResultSchema,
    failureToast: serverMessageOr(NEWS_MESSAGES.saveFailed),
  });
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}
