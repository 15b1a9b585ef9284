import { apiErrorSchema, jobBatchParamsSchema, jobBatchProgressSchema, jobBatchQuerySchema } from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { TENANT_STAFF, tenantOf } from '../../plugins/access';
import { batchProgress } from './batches.service';

const tags = ['Jobs'];

/** Progress of a batch (batch screening, batch onboarding, monitoring) for its own tenant's staff; read-only. */
export const jobsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/jobs/batches/:id',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "A batch's progress (total, done, failed, pending, status) and one page of its items' results",
          params: jobBatchParamsSchema,
          querystring: jobBatchQuerySchema,
          response: { 200: jobBatchProgressSchema, 404: apiErrorSchema },
        },
      },
      async (request) => batchProgress(deps, tenantOf(request).tenantId, request.params.id, request.query),
    );
  };
