import {
  apiErrorSchema,
  monitoringAlertParamsSchema,
  monitoringAlertsSchema,
  monitoringRunPageSchema,
  monitoringRunQuerySchema,
  monitoringRunsCsvFileName,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { contentDisposition } from '../../lib/content-disposition';
import { TENANT_MLRO, TENANT_STAFF } from '../../plugins/access';
import { customerAlerts, exportMonitoringRunsCsv, monitoringRunPage } from './monitoring.service';

const tags = ['Monitoring'];

/**
 * Ongoing monitoring's evidence (issue 17): the Monitoring Runs screen and its CSV are the MLRO's (the Review
 * group, spec 1 §2.3); a customer's alerts are read by whoever may open the customer (tenant staff).
 */
export const monitoringRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/monitoring/runs',
      {
        config: { access: TENANT_MLRO },
        schema: {
          tags,
          summary: "The tenant's share of every monitoring run, newest first, one page",
          querystring: monitoringRunQuerySchema,
          response: { 200: monitoringRunPageSchema },
        },
      },
      async (request) => monitoringRunPage(deps.db, tenantContextOf(request), request.query),
    );

    app.get(
      '/api/monitoring/runs/export.csv',
      {
        config: { access: TENANT_MLRO },
        schema: { tags, summary: 'monitoring_runs_<date-time>.csv: every monitoring run of the tenant, newest first' },
      },
      async (request, reply) => {
        const csv = await exportMonitoringRunsCsv(deps.db, tenantContextOf(request));
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(monitoringRunsCsvFileName()))
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );

    app.get(
      '/api/monitoring/alerts/:kind/:id',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "A customer's monitoring alerts and notes, newest first",
          params: monitoringAlertParamsSchema,
          response: { 200: monitoringAlertsSchema, 404: apiErrorSchema },
        },
      },
      async (request) => customerAlerts(deps.db, tenantContextOf(request), request.params.kind, request.params.id),
    );
  };
