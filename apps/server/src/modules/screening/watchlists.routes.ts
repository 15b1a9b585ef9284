import {
  apiErrorSchema,
  listsInForceSchema,
  WATCHLIST_MESSAGES,
  WATCHLIST_UPLOAD,
  watchlistHeldSchema,
  watchlistOverviewSchema,
  watchlistRejectionSchema,
  watchlistUploadResultSchema,
} from '@aml/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { invalidField } from '../../lib/app-error';
import { uploadFileName } from '../../lib/upload-name';
import { actorOf, SUPER_USER, TENANT_STAFF } from '../../plugins/access';
import type { ListFileInput } from './watchlist-import';
import { confirmHeldImport, listsInForce, uploadWatchlist, watchlistOverview } from './watchlists.service';

const tags = ['Watchlists'];

const validation = (message: string, path = 'files') => invalidField(path, message);

/** The super user's Watchlists screen (issue 3): lists in force, import history, and upload of a list file. */
export const watchlistRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart for this scope only: one list (or the files of one OFAC CSV set).
    await app.register(multipart, {
      limits: {
        fileSize: WATCHLIST_UPLOAD.maxBytes,
        files: WATCHLIST_UPLOAD.maxFiles,
        fields: 2,
        parts: WATCHLIST_UPLOAD.maxFiles + 2,
      },
      throwFileSizeLimit: true,
    });

    app.get(
      '/api/watchlists',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Watchlist versions in force, recent imports and the list sources',
          response: { 200: watchlistOverviewSchema },
        },
      },
      async () => watchlistOverview(deps),
    );

    app.post(
      '/api/watchlists/upload',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Import a list file (any supported format; several files for an OFAC CSV set) as a new version',
          consumes: ['multipart/form-data'],
          response: {
            200: watchlistUploadResultSchema,
            400: apiErrorSchema,
            409: watchlistHeldSchema,
            422: watchlistRejectionSchema,
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const files: ListFileInput[] = [];
        let confirm = false;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              // Issue 10: "confirm" imports a file that would be held (sharp drop, no end marker).
              if (part.fieldname === 'confirm') {
                if (part.value !== 'true' && part.value !== 'false')
                  throw validation('confirm must be "true" or "false".', 'confirm');
                confirm = part.value === 'true';
              }
              continue;
            }
            if (part.fieldname !== 'files' && part.fieldname !== 'file') {
              await part.toBuffer();
              continue;
            }
            try {
              files.push({
                fileName: uploadFileName(part.filename, 'files'),
                bytes: new Uint8Array(await part.toBuffer()),
              });
            } catch (error) {
              if (error instanceof app.multipartErrors.RequestFileTooLargeError)
                throw validation(WATCHLIST_MESSAGES.tooLarge(part.filename));
              throw error;
            }
          }
        } catch (error) {
          if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError)
            throw validation(WATCHLIST_MESSAGES.noFile);
          if (error instanceof app.multipartErrors.FilesLimitError) throw validation(WATCHLIST_MESSAGES.tooManyFiles);
          throw error;
        }
        if (files.length === 0) throw validation(WATCHLIST_MESSAGES.noFile);

        return uploadWatchlist(deps, { id: actor.userId, email: actor.email }, files, { confirm });
      },
    );
    app.post(
      '/api/watchlists/imports/:id/confirm',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Import a held list file after all (issue 10): the super user confirms it explicitly',
          params: z.object({ id: z.uuid({ message: 'Not a valid import id.' }) }),
          response: {
            200: watchlistUploadResultSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: watchlistRejectionSchema,
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return confirmHeldImport(deps, request.params.id, { id: actor.userId, email: actor.email });
      },
    );

    app.get(
      '/api/watchlists/in-force',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "The lists and versions the tenant's screenings run against, with their age (read-only)",
          response: { 200: listsInForceSchema },
        },
      },
      async () => listsInForce(deps),
    );
  };
