import { type BlogPost, blogPostSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/NewsRoom/posts/{id}: one Active article; Draft and Archived answer 404. */
export function getNewsRoomArticle(id: string): Promise<BlogPost> {
  return apiRequest(`/api/NewsRoom/posts/${encodeURIComponent(id)}`, {
    schema: blogPostSchema,
    auth: false,
    quiet: true,
  });
}

export const newsRoomArticleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['news-room', 'article', id], queryFn: () => getNewsRoomArticle(id) });

export function useNewsRoomArticle(id: string) {
  return useQuery(newsRoomArticleQueryOptions(id));
}
