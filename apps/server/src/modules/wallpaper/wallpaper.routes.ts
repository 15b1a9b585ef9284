import {
  activeWallpaperSchema,
  IMAGE_FILES,
  messageResultSchema,
  WALLPAPER_LIST_MESSAGES,
  wallpaperListQuerySchema,
  wallpaperPageSchema,
  wallpaperRequestSchema,
  wallpaperSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorContextOf } from '../../lib/actor-context';
import { imageBodyLimit } from '../../lib/image-content';
import { SUPER_USER } from '../../plugins/access';
import {
  activeWallpaper,
  createWallpaper,
  deleteWallpaper,
  listWallpapers,
  publicWallpaperImage,
  updateWallpaper,
  wallpaperImage,
} from './wallpaper.service';

const tags = ['Wallpaper'];
const idParams = z.object({ id: z.uuid() });

export const wallpaperRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Wallpaper/active',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The login-page wallpaper; 404 when none is active (the page shows the logo and title)',
          response: { 200: activeWallpaperSchema },
        },
      },
      async () => activeWallpaper(deps.db),
    );

    app.get(
      '/api/Wallpaper/file/:id',
      {
        // Public because the login page shows it before anyone signs in; only active images are served.
        config: { access: 'public' },
        schema: { tags, summary: 'An active wallpaper image', params: z.object({ id: z.uuid() }) },
      },
      async (request, reply) => {
        const image = await publicWallpaperImage(deps.db, request.params.id);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .send(image.data);
      },
    );

    // Spec 1 §2.10 and §7: the super user's wallpaper management.
    app.get(
      '/api/Wallpaper',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'A page of wallpapers, newest first, optionally of one status',
          querystring: wallpaperListQuerySchema,
          response: { 200: wallpaperPageSchema },
        },
      },
      async (request) => listWallpapers(deps.db, request.query),
    );

    app.get(
      '/api/Wallpaper/:id/file',
      {
        config: { access: SUPER_USER },
        schema: { tags, summary: 'Any wallpaper image, for the management screen', params: idParams },
      },
      async (request, reply) => {
        const image = await wallpaperImage(deps.db, request.params.id);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(image.data);
      },
    );

    app.post(
      '/api/Wallpaper',
      {
        config: { access: SUPER_USER },
        bodyLimit: imageBodyLimit(1, IMAGE_FILES.maxBytes),
        schema: {
          tags,
          summary: 'Adds a wallpaper (JPG, PNG or GIF by content, at most 10MB)',
          body: wallpaperRequestSchema('create'),
          response: { 200: wallpaperSchema },
        },
      },
      async (request) => createWallpaper(deps.db, actorContextOf(request), request.body),
    );

    app.put(
      '/api/Wallpaper/:id',
      {
        config: { access: SUPER_USER },
        bodyLimit: imageBodyLimit(1, IMAGE_FILES.maxBytes),
        schema: {
          tags,
          summary: 'Sets the status, and replaces the image when one is sent',
          params: idParams,
          body: wallpaperRequestSchema('edit'),
          response: { 200: wallpaperSchema },
        },
      },
      async (request) => updateWallpaper(deps.db, actorContextOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/Wallpaper/:id',
      {
        config: { access: SUPER_USER },
        schema: { tags, summary: 'Deletes a wallpaper', params: idParams, response: { 200: messageResultSchema } },
      },
      async (request) => {
        await deleteWallpaper(deps.db, actorContextOf(request), request.params.id);
        return { message: WALLPAPER_LIST_MESSAGES.deleted };
      },
    );
  };
