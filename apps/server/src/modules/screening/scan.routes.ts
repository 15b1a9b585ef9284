import {
  apiErrorSchema,
  screeningCountSchema,
  screeningLogCsvFileName,
  screeningLogFilterSchema,
  screeningLogPageSchema,
  screeningLogQuerySchema,
  screeningLogsSchema,
  screeningRequestSchema,
  screeningResponseSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { contentDisposition } from '../../lib/content-disposition';
import { TENANT_STAFF } from '../../plugins/access';
import {
  exportScreeningLogsCsv,
  isScreeningLogPageQuery,
  screeningCount,
  screeningLogPage,
  screeningLogs,
  searchScreening,
} from './scan.service';

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

    // Spec 1 §7: the plain array without parameters; one page of the filtered, sorted logs with any (issue 13).
    app.get(
      '/api/Scan/screening-logs',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "The tenant's screening logs: every one, newest first (no parameters), or one page",
          querystring: screeningLogQuerySchema,
          response: { 200: z.union([screeningLogsSchema, screeningLogPageSchema]), 400: apiErrorSchema },
        },
      },
      async (request) =>
        isScreeningLogPageQuery(request.query)
          ? screeningLogPage(deps.db, tenantContextOf(request), request.query)
          : screeningLogs(deps.db, tenantContextOf(request)),
    );

    app.get(
      '/api/Scan/screening-logs/export.csv',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'screening_logs_<date-time>.csv: every screening log of the filter, in list order (spec 1 §7)',
          querystring: screeningLogFilterSchema,
        },
      },
      async (request, reply) => {
        const csv = await exportScreeningLogsCsv(deps.db, tenantContextOf(request), request.query);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(screeningLogCsvFileName()))
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );
  };
