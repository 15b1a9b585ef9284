import {
  apiErrorSchema,
  BATCH_SCREENING_FILE,
  BATCH_SCREENING_MESSAGES,
  batchScreeningParamsSchema,
  batchScreeningPreviewSchema,
  batchScreeningProgressSchema,
  batchScreeningQuerySchema,
  batchScreeningSummarySchema,
  currentBatchScreeningSchema,
} from '@aml/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { invalidField } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { readSingleFileUpload } from '../../lib/upload-file';
import { TENANT_STAFF } from '../../plugins/access';
import {
  batchScreeningProgress,
  batchScreeningRecords,
  currentBatchScreening,
  discardBatchScreening,
  previewBatchScreening,
  registerBatchScreening,
  startBatchScreening,
} from './batch-screening.service';
import { batchResultsWorkbook, screeningTemplate } from './batch-screening-workbook';

const tags = ['Scan'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Batch screening (issue 13; spec 3 §2, §4, §5): the workbook is uploaded, checked, and screened by a job of
 * the job runner. Tenant staff only, like every screening call (spec 3 §6); a batch is read in the caller's
 * tenant only (another tenant's batch is 404).
 */
export const batchScreeningRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerBatchScreening(deps);
    await app.register(multipart, {
      limits: { fileSize: BATCH_SCREENING_FILE.maxBytes, files: 1, fields: 2, parts: 3 },
      throwFileSizeLimit: true,
    });

    /** The one file part and the optional `limit` field of a batch upload. */
    async function readUpload(request: FastifyRequest) {
      const { file, fields } = await readSingleFileUpload(app, request, {
        noFile: BATCH_SCREENING_MESSAGES.noFile,
        tooLarge: BATCH_SCREENING_MESSAGES.parseError(BATCH_SCREENING_MESSAGES.tooLarge),
      });
      let limit: number | undefined;
      if (fields.limit !== undefined) {
        const value = Number(fields.limit);
        if (!Number.isInteger(value) || value < 1) throw invalidField('limit', BATCH_SCREENING_MESSAGES.limitInvalid);
        limit = value;
      }
      return { file, limit };
    }

    app.post(
      '/api/Scan/batch/preview',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Check a batch screening workbook (spec 3 §5) and preview its records; nothing is charged',
          consumes: ['multipart/form-data'],
          response: { 200: batchScreeningPreviewSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const { file } = await readUpload(request);
        return previewBatchScreening(deps, tenantContextOf(request), file);
      },
    );

    app.post(
      '/api/Scan/batch',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Start a batch screening job: the workbook is checked again, each record screened and charged once',
          consumes: ['multipart/form-data'],
          response: { 201: batchScreeningSummarySchema, 400: apiErrorSchema, 402: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { file, limit } = await readUpload(request);
        const summary = await startBatchScreening(deps, tenantContextOf(request), file, limit);
        return reply.code(201).send(summary);
      },
    );

    app.get(
      '/api/Scan/batch/template',
      {
        config: { access: TENANT_STAFF },
        schema: { tags, summary: 'ScreeningTemplate.xlsx: the five headers of spec 3 §5' },
      },
      async (_request, reply) =>
        reply
          .header('Content-Type', XLSX)
          .header('Content-Disposition', contentDisposition('ScreeningTemplate.xlsx'))
          .send(await screeningTemplate()),
    );

    app.get(
      '/api/Scan/batch/current',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "The caller's batch still running, or finished in the last 24 hours and not discarded",
          response: { 200: currentBatchScreeningSchema },
        },
      },
      async (request) => currentBatchScreening(deps, tenantContextOf(request)),
    );

    app.get(
      '/api/Scan/batch/:id',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "A batch's progress and one page of its records with their results",
          params: batchScreeningParamsSchema,
          querystring: batchScreeningQuerySchema,
          response: { 200: batchScreeningProgressSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => batchScreeningProgress(deps, tenantContextOf(request), request.params.id, request.query),
    );

    app.post(
      '/api/Scan/batch/:id/discard',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Stop a running batch (its remaining records are not screened nor charged) and close it',
          params: batchScreeningParamsSchema,
          response: { 200: batchScreeningSummarySchema, 404: apiErrorSchema },
        },
      },
      async (request) => discardBatchScreening(deps, tenantContextOf(request), request.params.id),
    );

    app.get(
      '/api/Scan/batch/:id/results.xlsx',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'The results workbook: one row per record with its hit count and top hits',
          params: batchScreeningParamsSchema,
        },
      },
      async (request, reply) => {
        const { batch, items } = await batchScreeningRecords(deps, tenantContextOf(request), request.params.id);
        const base = batch.fileName.replace(/\.xlsx$/i, '') || 'batch';
        return reply
          .header('Content-Type', XLSX)
          .header('Content-Disposition', contentDisposition(`${base}_results.xlsx`))
          .header('Cache-Control', 'private, no-store')
          .send(await batchResultsWorkbook(items));
      },
    );
  };
