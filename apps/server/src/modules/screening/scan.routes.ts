import {
  apiErrorSchema,
  screeningCountSchema,
  screeningLogsSchema,
  screeningRequestSchema,
  screeningResponseSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { TENANT_STAFF, tenantOf } from '../../plugins/access';
import { createScanService } from './scan.service';

const tags = ['Scan'];

/** Spec 3 §7 (search, screening count) and spec 1 §7 (screening logs); tenant staff only (spec 3 §6). */
export const scanRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createScanService(deps);

    app.post(
      '/api/Scan/search',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Screen one name against the watchlists in force; charges one screening and writes a screening log',
          body: screeningRequestSchema,
          response: { 200: screeningResponseSchema, 402: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request) => {
        const { tenantId, actor } = tenantOf(request);
        return service.search(
          { tenantId, actorId: actor.userId, actorEmail: actor.email },
          request.body,
          request.body.isBatch ? 'BatchScreening' : 'QuickScreening',
        );
      },
    );

    // Spec 3 §7 spells this path with a lower-case "scan"; it is kept exactly.
    app.get(
      '/api/scan/screening-count',
      {
        config: { access: TENANT_STAFF },
        schema: { tags, summary: "The tenant's remaining screenings", response: { 200: screeningCountSchema } },
      },
      async (request) => service.screeningCount(tenantOf(request).tenantId),
    );

    app.get(
      '/api/Scan/screening-logs',
      {
        config: { access: TENANT_STAFF },
        schema: { tags, summary: "The tenant's screening logs, newest first", response: { 200: screeningLogsSchema } },
      },
      async (request) => service.screeningLogs(tenantOf(request).tenantId),
    );
  };
