import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { verifyDocumentLink } from './document-links';
import { documentForDownload } from './documents.repo';

const linkQuerySchema = z.object({
  tenant: z.uuid(),
  expires: z.string().max(20),
  signature: z.string().max(100),
});

/**
 * The signed download link of a customer document (spec 2 §3.7 sasUrl; issue 11). The link is the
 * credential: it names the tenant, the document and an expiry, signed with the server's key, so it works
 * in a plain <a href> for a few minutes. A wrong, altered or expired link, another tenant's document, or
 * a document marked deleted are all the same 404.
 */
export const documentsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/documents/:id/download',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Documents'],
          summary: 'Download a customer document through its signed, short-lived link',
          params: z.object({ id: z.uuid() }),
          querystring: linkQuerySchema,
        },
      },
      async (request, reply) => {
        const target = verifyDocumentLink(deps.tokens, { documentId: request.params.id, ...request.query });
        if (!target) throw notFound();
        const document = await withTenant(deps.db, { tenantId: target.tenantId }, (tx) =>
          documentForDownload(tx, target.documentId),
        );
        if (!document) throw notFound();
        return reply
          .header('Content-Type', document.contentType)
          .header('Content-Disposition', contentDisposition(document.filename))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(document.content);
      },
    );
  };
