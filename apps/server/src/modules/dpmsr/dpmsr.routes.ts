import {
  apiErrorSchema,
  DPMSR_PATHS,
  DPMSR_XML_HEADERS,
  dpmsrCorporateCustomersSchema,
  dpmsrIdParamsSchema,
  dpmsrIndividualCustomersSchema,
  dpmsrReportListSchema,
  dpmsrReportRecordSchema,
  dpmsrReportSchema,
  dpmsrResultSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { contentDisposition } from '../../lib/content-disposition';
import { TENANT_STAFF } from '../../plugins/access';
import {
  deleteDpmsrReport,
  generateDpmsrXml,
  getDpmsrReport,
  listDpmsrCorporates,
  listDpmsrIndividuals,
  listDpmsrReports,
  submitDpmsrReport,
  updateDpmsrReport,
} from './dpmsr.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * The DPMSR calls of spec 3 §7 (issue 16, decision 114) and the goAML file, which the spec builds in the
 * browser and this product builds on the server. Spec 3 §6: tenant staff, no role distinctions.
 */
export const dpmsrRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Dpmsr'];
    const config = { access: TENANT_STAFF };

    app.get(
      DPMSR_PATHS.list,
      {
        config,
        schema: {
          tags,
          summary: 'Every DPMSR report of the tenant, newest first',
          response: { 200: dpmsrReportListSchema },
        },
      },
      async (request) => listDpmsrReports(deps, tenantContextOf(request)),
    );

    app.post(
      DPMSR_PATHS.submit,
      {
        config,
        schema: {
          tags,
          summary: 'Store a DPMSR report (the 55,000 AED rule applies)',
          body: dpmsrReportSchema,
          response: { 200: dpmsrResultSchema, ...errors },
        },
      },
      async (request) => submitDpmsrReport(deps, tenantContextOf(request), request.body),
    );

    app.get(
      '/api/Dpmsr/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One DPMSR report with its customer',
          params: dpmsrIdParamsSchema,
          response: { 200: dpmsrReportRecordSchema, ...errors },
        },
      },
      async (request) => getDpmsrReport(deps, tenantContextOf(request), request.params.id),
    );

    app.put(
      '/api/Dpmsr/:id',
      {
        config,
        schema: {
          tags,
          summary: "Replace a DPMSR report's fields (TenantId in the body is ignored for the token's tenant)",
          params: dpmsrIdParamsSchema,
          body: dpmsrReportSchema,
          response: { 200: dpmsrResultSchema, ...errors },
        },
      },
      async (request) => updateDpmsrReport(deps, tenantContextOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/Dpmsr/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Delete a DPMSR report: hidden from every screen, kept with an audit event',
          params: dpmsrIdParamsSchema,
          response: { 200: dpmsrResultSchema, ...errors },
        },
      },
      async (request) => deleteDpmsrReport(deps, tenantContextOf(request), request.params.id),
    );

    app.post(
      '/api/Dpmsr/:id/xml',
      {
        config,
        schema: {
          tags,
          summary: 'Build the goAML file of a report (UAE FIU goAML 5.0.2); 422 names the fields to complete',
          description:
            'Answers the XML as an attachment named by spec 3 §9 (entity reference, customer name, date), with ' +
            `${DPMSR_XML_HEADERS.sha256} (hex SHA-256 of the bytes, also in the audit trail) and ` +
            `${DPMSR_XML_HEADERS.indicator} (DPMSI, DPMSN or DPMSJ). A 422 (dpmsrXmlRefusalSchema) names every ` +
            'field to complete, or carries the not-eligible text.',
          // No response schemas: the 200 is the file itself; the 404 and 422 bodies are apiErrorSchema and
          // dpmsrXmlRefusalSchema of @aml/contracts, written by the error handler.
          params: dpmsrIdParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await generateDpmsrXml(deps, tenantContextOf(request), request.params.id);
        return reply
          .header('Content-Type', 'application/xml; charset=utf-8')
          .header('Content-Disposition', contentDisposition(file.fileName))
          .header('Cache-Control', 'private, no-store')
          .header(DPMSR_XML_HEADERS.sha256, file.sha256)
          .header(DPMSR_XML_HEADERS.indicator, file.indicator)
          .send(file.xml);
      },
    );

    app.get(
      DPMSR_PATHS.individuals,
      {
        config,
        schema: {
          tags,
          summary: 'Individual customers to report on; 404 when there are none (spec 3 §7)',
          response: { 200: dpmsrIndividualCustomersSchema, 404: apiErrorSchema },
        },
      },
      async (request) => listDpmsrIndividuals(deps, tenantContextOf(request)),
    );

    app.get(
      DPMSR_PATHS.corporates,
      {
        config,
        schema: {
          tags,
          summary: 'Corporate customers to report on, with their partners; 404 when there are none (spec 3 §7)',
          response: { 200: dpmsrCorporateCustomersSchema, 404: apiErrorSchema },
        },
      },
      async (request) => listDpmsrCorporates(deps, tenantContextOf(request)),
    );
  };
