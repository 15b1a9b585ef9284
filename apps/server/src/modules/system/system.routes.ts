import { appConfigSchema, healthSchema } from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { healthReport, publicConfig } from './system.service';

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
        const { ok, health } = await healthReport(deps);
        return reply.status(ok ? 200 : 503).send(health);
      },
    );

    app.get(
      '/api/config',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Public settings the browser needs before sign-in',
          response: { 200: appConfigSchema },
        },
      },
      async () => publicConfig(deps),
    );
  };
