import {
  apiErrorSchema,
  batchScanReportRequestSchema,
  quickScanReportRequestSchema,
  scanReportRequestSchema,
  scanReportResponseSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { invalid } from '../../lib/app-error';
import { TENANT_STAFF } from '../../plugins/access';
import { scanReport } from './scan-report.service';

const tags = ['Scan'];

/**
 * A quick screening's answer carries up to 500 found records with their explanations: more than the app's
 * 1 MB default body.
 */
const BODY_LIMIT = 8 * 1024 * 1024;

/**
 * POST api/Scan/report (spec 3 §7): a screening's Summarized or Complete PDF. Tenant staff only (spec 3 §6).
 * Read-only, so no audit event; the body (names and dates of birth) is never logged (app.ts: pino logs method
 * and URL only).
 */
export const scanReportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Scan/report',
      {
        bodyLimit: BODY_LIMIT,
        // Laying out a long PDF takes the CPU for a while: a client looping on it must not starve the others.
        config: { access: TENANT_STAFF, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: "A screening's Summarized or Complete PDF report (a quick screening's answer, or a batch's)",
          body: scanReportRequestSchema,
          response: { 200: scanReportResponseSchema, 404: apiErrorSchema },
        },
        // The body is one of two forms; a union's refusal says only "Invalid input". The form is told by its
        // batchId, and a refusal names the fields of that form.
        preValidation: async (request) => {
          const body = request.body;
          const form =
            typeof body === 'object' && body !== null && 'batchId' in body
              ? batchScanReportRequestSchema
              : quickScanReportRequestSchema;
          const parsed = form.safeParse(body);
          if (!parsed.success)
            throw invalid(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
        },
      },
      async (request) => scanReport(deps, tenantContextOf(request), request.body),
    );
  };
