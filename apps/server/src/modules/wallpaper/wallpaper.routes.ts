import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import { findActiveWallpaper, findWallpaperImage, WALLPAPER_ACTIVE } from './wallpaper.repo';

const tags = ['Wallpaper'];

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
          response: { 200: z.object({ filePath: z.string() }) },
        },
      },
      async () => {
        const active = await findActiveWallpaper(deps.db);
        if (!active) throw notFound('No active wallpaper');
        return { filePath: `/api/Wallpaper/file/${active.id}` };
      },
    );

    app.get(
      '/api/Wallpaper/file/:id',
      {
        // Public because the login page shows it before anyone signs in; only active images are served.
        config: { access: 'public' },
        schema: { tags, summary: 'An active wallpaper image', params: z.object({ id: z.uuid() }) },
      },
      async (request, reply) => {
        const image = await findWallpaperImage(deps.db, request.params.id);
        if (!image || image.status !== WALLPAPER_ACTIVE) throw notFound('No such wallpaper');
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .send(image.data);
      },
    );
  };
