import {
  apiErrorSchema,
  CUSTOMER_CSV_FILENAME,
  corporateCustomerSchema,
  customerFilterSchema,
  customerHistoryEntrySchema,
  customerKindParamsSchema,
  customerListPageSchema,
  customerListQuerySchema,
  individualCustomerSchema,
} from '@aml/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { contentDisposition } from '../../lib/content-disposition';
import { TENANT_STAFF } from '../../plugins/access';
import { listAllCorporates } from './corporates.service';
import {
  bulkCustomerReport,
  exportCustomersCsv,
  getCustomerHistory,
  isPagedQuery,
  listCustomerPage,
  singleCustomerReport,
} from './customer-list.service';
import { listAllIndividuals } from './individuals.service';

const sendPdf = (reply: FastifyReply, report: { filename: string; pdf: Buffer }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(report.filename))
    .header('Cache-Control', 'private, no-store')
    .send(report.pdf);

/**
 * The customer lists of spec 2 §2.10 and §7, their History, CSV and PDF exports (issue 12, decision 109).
 * Tenant staff (MLRO and FLA) read them; the tenant comes from the token only.
 */
export const customerListRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Customers'];

    app.get(
      '/api/customers',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'One page of the customer list: individuals and corporates, filtered, sorted, paged',
          querystring: customerListQuerySchema,
          response: { 200: customerListPageSchema, 400: apiErrorSchema },
        },
      },
      async (request) => listCustomerPage(deps, tenantContextOf(request), request.query),
    );

    // Spec 2 §7 list calls: the plain array without parameters; the page of their kind with any.
    app.get(
      '/api/IndividualUser/tenant-onboarded-users',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags: ['IndividualUser'],
          summary: 'Individual customers: every one (no parameters) or one page (the /api/customers parameters)',
          querystring: customerListQuerySchema.omit({ type: true }),
          response: { 200: z.union([z.array(individualCustomerSchema), customerListPageSchema]), 400: apiErrorSchema },
        },
      },
      async (request) =>
        isPagedQuery(request.query)
          ? listCustomerPage(deps, tenantContextOf(request), { ...request.query, type: 'individual' })
          : listAllIndividuals(deps, tenantContextOf(request)),
    );

    app.get(
      '/api/CorporateUser/tenant-onboarded-corporateUsers',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags: ['CorporateUser'],
          summary: 'Corporate customers: every one (no parameters) or one page (the /api/customers parameters)',
          querystring: customerListQuerySchema.omit({ type: true }),
          response: { 200: z.union([z.array(corporateCustomerSchema), customerListPageSchema]), 400: apiErrorSchema },
        },
      },
      async (request) =>
        isPagedQuery(request.query)
          ? listCustomerPage(deps, tenantContextOf(request), { ...request.query, type: 'corporate' })
          : listAllCorporates(deps, tenantContextOf(request)),
    );

    app.get(
      '/api/customers/export.csv',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: `${CUSTOMER_CSV_FILENAME}: every customer of the filter (spec 2 §9.6)`,
          querystring: customerFilterSchema,
        },
      },
      async (request, reply) =>
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(CUSTOMER_CSV_FILENAME))
          .header('Cache-Control', 'private, no-store')
          .send(await exportCustomersCsv(deps, tenantContextOf(request), request.query)),
    );

    app.get(
      '/api/customers/report.pdf',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Bulk PDF report of the filter, Quick Onboarded customers left out (spec 2 §9.6)',
          querystring: customerFilterSchema,
          response: { 400: apiErrorSchema },
        },
      },
      async (request, reply) => sendPdf(reply, await bulkCustomerReport(deps, tenantContextOf(request), request.query)),
    );

    app.get(
      '/api/customers/:kind/:id/report.pdf',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "One customer's PDF report, named after the customer (spec 2 §9.6)",
          params: customerKindParamsSchema,
          response: { 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await singleCustomerReport(deps, tenantContextOf(request), request.params.kind, request.params.id),
        ),
    );

    app.get(
      '/api/customers/:kind/:id/history',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "A customer's History: its audit events (and its partners'), newest first",
          params: customerKindParamsSchema,
          response: { 200: z.array(customerHistoryEntrySchema), 404: apiErrorSchema },
        },
      },
      async (request) => getCustomerHistory(deps, tenantContextOf(request), request.params.kind, request.params.id),
    );
  };
