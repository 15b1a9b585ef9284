import {
  blogPostListQuerySchema,
  blogPostPageSchema,
  blogPostRequestSchema,
  blogPostSaveResultSchema,
  blogPostSchema,
  IMAGE_FILES,
  messageResultSchema,
  newsRoomQuerySchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorContextOf } from '../../lib/actor-context';
import { imageBodyLimit } from '../../lib/image-content';
import { SUPER_USER } from '../../plugins/access';
import {
  createBlogPost,
  deleteBlogPost,
  getNewsRoomArticle,
  listBlogPosts,
  listNewsRoom,
  setBlogPostStatus,
  updateBlogPost,
} from './blog.service';

const tags = ['BlogPost'];
const idParams = z.object({ id: z.uuid() });
// Spec 1 §5: a post may carry up to 5 images of 10 MB each, sent as base64.
const postBodyLimit = imageBodyLimit(IMAGE_FILES.maxFiles, IMAGE_FILES.maxBytes);

/** Spec 1 §2.9 and §7: news and articles, written by the super user; the public News Room reads them. */
export const blogRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/BlogPost/tenant-posts',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'A page of posts, newest first, optionally of one status',
          querystring: blogPostListQuerySchema,
          response: { 200: blogPostPageSchema },
        },
      },
      async (request) => listBlogPosts(deps.db, request.query),
    );

    app.post(
      '/api/BlogPost',
      {
        config: { access: SUPER_USER },
        bodyLimit: postBodyLimit,
        schema: {
          tags,
          summary: 'Creates a post (body sanitised)',
          body: blogPostRequestSchema,
          response: { 200: blogPostSaveResultSchema },
        },
      },
      async (request) => createBlogPost(deps.db, actorContextOf(request), request.body),
    );

    app.put(
      '/api/BlogPost/:id',
      {
        config: { access: SUPER_USER },
        bodyLimit: postBodyLimit,
        schema: {
          tags,
          summary: 'Updates a post (body sanitised)',
          params: idParams,
          body: blogPostRequestSchema,
          response: { 200: blogPostSaveResultSchema },
        },
      },
      async (request) => updateBlogPost(deps.db, actorContextOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/BlogPost/:id',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Deletes a post and its files',
          params: idParams,
          response: { 200: messageResultSchema },
        },
      },
      async (request) => deleteBlogPost(deps.db, actorContextOf(request), request.params.id),
    );

    app.put(
      '/api/BlogPost/:id/toggle-status',
      {
        config: { access: SUPER_USER },
        // Spec 1 §7: the JSON body is the bare new status, e.g. `2`.
        schema: {
          tags,
          summary: 'Sets the status (0 Draft, 1 Active, 2 Archived)',
          params: idParams,
          body: z.number(),
          response: { 200: messageResultSchema },
        },
      },
      async (request) => setBlogPostStatus(deps.db, actorContextOf(request), request.params.id, request.body),
    );

    app.get(
      '/api/NewsRoom/posts',
      {
        config: { access: 'public' },
        schema: {
          tags: ['NewsRoom'],
          summary: 'Active articles, newest first',
          querystring: newsRoomQuerySchema,
          response: { 200: blogPostPageSchema },
        },
      },
      async (request) => listNewsRoom(deps.db, request.query),
    );

    app.get(
      '/api/NewsRoom/posts/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['NewsRoom'],
          summary: 'One Active article; Draft and Archived are 404',
          params: idParams,
          response: { 200: blogPostSchema },
        },
      },
      async (request) => getNewsRoomArticle(deps.db, request.params.id),
    );
  };
