import { messageResultSchema, NEWS_MESSAGES } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { blogPostsQueryKey } from './get-blog-posts';

/** PUT /api/BlogPost/{blogPostId}/toggle-status with the bare new status as the JSON body (spec 1 §7). */
export function setBlogPostStatus({ blogPostId, status }: { blogPostId: string; status: number }) {
  return apiRequest(`/api/BlogPost/${encodeURIComponent(blogPostId)}/toggle-status`, {
    method: 'PUT',
    body: status,
    schema: messageResultSchema,
    failureToast: serverMessageOr(NEWS_MESSAGES.statusFailed),
  });
}

export function useSetBlogPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlogPostStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}
