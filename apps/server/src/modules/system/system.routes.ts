import { healthSchema, listAgeDays } from '@aml/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { versionLabel } from '../screening/watchlist-index';

const tags = ['System'];

export const systemRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Liveness, database mode, version and the watchlist versions in force',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        let dbOk = true;
        try {
          await deps.db.execute(sql`select 1`);
        } catch {
          dbOk = false;
        }
        // The list versions in force, named as every screening result names them; [] means none is loaded.
        // Issue 10: with each list's publication date and age, so monitoring can alert on stale lists.
        const now = new Date();
        const lists = deps.screening.versions.map((row) => ({
          source: row.listKey,
          version: versionLabel(row),
          entries: row.entryCount,
          publishedAt: row.publishedAt,
          ageDays: listAgeDays(row.publishedAt, row.importedAt, now),
        }));
        const body = {
          status: dbOk ? ('ok' as const) : ('degraded' as const),
          db: deps.dbMode,
          version: deps.version,
          lists,
        };
        return reply.status(dbOk ? 200 : 503).send(body);
      },
    );

    app.get(
      '/api/config',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Public settings the browser needs before sign-in',
          response: {
            200: z.object({ productTitle: z.string(), supportWhatsApp: z.string().nullable(), version: z.string() }),
          },
        },
      },
      async () => ({
        productTitle: deps.config.productTitle,
        supportWhatsApp: deps.config.supportWhatsApp,
        version: deps.version,
      }),
    );
  };
