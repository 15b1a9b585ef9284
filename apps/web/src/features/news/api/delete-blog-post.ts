import { messageResultSchema, NEWS_MESSAGES } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { blogPostsQueryKey } from './get-blog-posts';

/** DELETE /api/BlogPost/{id}. */
export function deleteBlogPost(id: string) {
  return apiRequest(`/api/BlogPost/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResultSchema,
    failureToast: serverMessageOr(NEWS_MESSAGES.deleteFailed),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}
