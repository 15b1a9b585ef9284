import { ID_CARD_SCAN, ID_SCAN_MESSAGES, idScanResultSchema } from '@aml/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { uploadFileName } from '../../lib/upload-name';
import { TENANT_STAFF, tenantOf } from '../../plugins/access';
import { createIdScanService, type IdScanService, uploadRefused } from './id-scan.service';

const tags = ['ID scan'];

export interface IdScanRouteOptions {
  /** Tests may pass their own service (a short timeout, say); the app builds the default one. */
  service?: IdScanService;
}

/**
 * POST /api/id-scan (issue 7; spec 2 §2.5, §4.6, §5.2): one JPG, PNG or PDF (at most 2 pages) of at
 * most 5 MB in the multipart field `file`; answers the fields that pre-fill quick onboarding. The
 * upload lives in memory for the scan only: it is neither stored nor logged.
 */
export const idScanRoutes =
  (_deps: AppDeps, options: IdScanRouteOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const service = options.service ?? createIdScanService({ logger: app.log });
    // Warm the OCR engine when the real server starts listening, not in every test that builds the app.
    app.addHook('onListen', async () => service.warm());
    app.addHook('onClose', async () => service.close());

    // Multipart for this scope only: one file, 5 MB, a few small fields.
    await app.register(multipart, {
      limits: { fileSize: ID_CARD_SCAN.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      throwFileSizeLimit: true,
    });

    app.post(
      '/api/id-scan',
      {
        // OCR is the most expensive call there is: a user scanning cards one by one stays far below this.
        config: { access: TENANT_STAFF, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Read a passport, Emirates ID or GCC ID (image or PDF) to pre-fill quick onboarding',
          consumes: ['multipart/form-data'],
          response: { 200: idScanResultSchema },
        },
      },
      async (request) => {
        tenantOf(request);
        let part: Awaited<ReturnType<typeof request.file>>;
        try {
          part = await request.file();
        } catch (error) {
          if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError)
            throw uploadRefused(ID_SCAN_MESSAGES.noFile);
          throw error;
        }
        if (part?.fieldname !== 'file') throw uploadRefused(ID_SCAN_MESSAGES.noFile);
        uploadFileName(part.filename);
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError)
            throw uploadRefused(ID_SCAN_MESSAGES.tooLarge(part.filename));
          throw error;
        }
        return service.scan({ bytes, filename: part.filename });
      },
    );
  };
