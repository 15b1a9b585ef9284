import { IMAGE_FILES, uploadImageRequestSchema, uploadImageResultSchema } from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorContextOf } from '../../lib/actor-context';
import { imageBodyLimit } from '../../lib/image-content';
import { SUPER_USER } from '../../plugins/access';
import { getImage, uploadImage } from './images.service';

const tags = ['Images'];

export const imagesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/upload-image',
      {
        config: { access: SUPER_USER },
        // One base64 image of up to 10 MB; the app-wide JSON limit is 1 MB.
        bodyLimit: imageBodyLimit(1, IMAGE_FILES.maxBytes),
        schema: {
          tags,
          summary: 'Stores an article image (JPG, PNG or GIF by content, at most 10MB) and answers its address',
          body: uploadImageRequestSchema,
          response: { 200: uploadImageResultSchema },
        },
      },
      async (request) => uploadImage(deps.db, actorContextOf(request), request.body),
    );

    app.get(
      '/api/images/:id',
      {
        // Public: the News Room shows article images to anonymous readers. Addresses are random UUIDs.
        config: { access: 'public' },
        schema: { tags, summary: 'An article image', params: z.object({ id: z.uuid() }) },
      },
      async (request, reply) => {
        const image = await getImage(deps.db, request.params.id);
        return (
          reply
            .header('content-type', image.contentType)
            // An image never changes under its address.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(image.data)
        );
      },
    );
  };
