import {
  apiErrorSchema,
  screeningCountSchema,
  screeningLogsSchema,
  screeningRequestSchema,
  screeningResponseSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { TENANT_STAFF } from '../../plugins/access';
import { screeningCount, screeningLogs, searchScreening } from './scan.service';

const tags = ['Scan'];

/** Spec 3 §7 (search, screening count) and spec 1 §7 (screening logs); tenant staff only (spec 3 §6). */
export const scanRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (request) =>
        searchScreening(
          deps,
          tenantContextOf(request),
          request.body,
          request.body.isBatch ? 'BatchScreening' : 'QuickScreening',
        ),
    );

    // Spec 3 §7 spells this path with a lower-case "scan"; it is kept exactly.
    app.get(
      '/api/scan/screening-count',
      {
        config: { access: TENANT_STAFF },
        schema: { tags, summary: "The tenant's remaining screenings", response: { 200: screeningCountSchema } },
      },
      async (request) => screeningCount(deps.db, tenantContextOf(request)),
    );

    app.get(
      '/api/Scan/screening-logs',
      {
        config: { access: TENANT_STAFF },
        schema: { tags, summary: "The tenant's screening logs, newest first", response: { 200: screeningLogsSchema } },
      },
      async (request) => screeningLogs(deps.db, tenantContextOf(request)),
    );
  };
