import {
  apiErrorSchema,
  BATCH_ONBOARDING_FILE,
  BATCH_ONBOARDING_MESSAGES,
  BATCH_ONBOARDING_TEMPLATE_NAME,
  batchOnboardingParamsSchema,
  batchOnboardingPreviewSchema,
  batchOnboardingProgressSchema,
  batchOnboardingQuerySchema,
  batchOnboardingSummarySchema,
  currentBatchOnboardingSchema,
  INDIVIDUAL_BATCH_MESSAGES,
} from '@aml/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { contentDisposition } from '../../lib/content-disposition';
import { readSingleFileUpload } from '../../lib/upload-file';
import { TENANT_STAFF } from '../../plugins/access';
import {
  batchOnboardingProgress,
  batchOnboardingRows,
  currentBatchOnboarding,
  discardBatchOnboarding,
  previewBatchOnboarding,
  registerBatchOnboarding,
  startBatchOnboarding,
} from './batch-onboarding.service';
import { onboardingResultsWorkbook, onboardingTemplate } from './batch-onboarding-workbook';

const tags = ['IndividualUser'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Individual batch onboarding (issue 14; spec 2 §2.6, §2.7, §4.7, §5.3; decision 111): the workbook is uploaded,
 * checked, and onboarded by a job of the job runner, one quick onboarding per row. Tenant staff only, like the
 * onboarding calls; a batch is read in the caller's tenant only (another tenant's batch is 404).
 */
export const batchOnboardingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerBatchOnboarding(deps);
    await app.register(multipart, {
      limits: { fileSize: BATCH_ONBOARDING_FILE.maxBytes, files: 1, fields: 2, parts: 3 },
      throwFileSizeLimit: true,
    });

    const readUpload = async (request: FastifyRequest) =>
      (
        await readSingleFileUpload(app, request, {
          noFile: BATCH_ONBOARDING_MESSAGES.noFile,
          tooLarge: INDIVIDUAL_BATCH_MESSAGES.parseError(BATCH_ONBOARDING_MESSAGES.tooLarge),
        })
      ).file;

    app.post(
      '/api/IndividualUser/batch/preview',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Check an individual onboarding workbook (spec 2 §5.3) and preview its records; nothing is stored',
          consumes: ['multipart/form-data'],
          response: { 200: batchOnboardingPreviewSchema, 400: apiErrorSchema },
        },
      },
      async (request) => previewBatchOnboarding(deps, tenantContextOf(request), await readUpload(request)),
    );

    app.post(
      '/api/IndividualUser/batch',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary:
            'Start an individual batch onboarding job: the workbook is checked again, each row quick-onboarded (screened, charged) once',
          consumes: ['multipart/form-data'],
          response: {
            201: batchOnboardingSummarySchema,
            400: apiErrorSchema,
            402: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const summary = await startBatchOnboarding(deps, tenantContextOf(request), await readUpload(request));
        return reply.code(201).send(summary);
      },
    );

    app.get(
      '/api/IndividualUser/batch/template',
      {
        config: { access: TENANT_STAFF },
        schema: { tags, summary: 'The individual onboarding template: the 13 headers of spec 2 §5.3' },
      },
      async (_request, reply) =>
        reply
          .header('Content-Type', XLSX)
          .header('Content-Disposition', contentDisposition(BATCH_ONBOARDING_TEMPLATE_NAME))
          .send(await onboardingTemplate()),
    );

    app.get(
      '/api/IndividualUser/batch/current',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "The caller's onboarding batch still running, or started in the last 24 hours and not discarded",
          response: { 200: currentBatchOnboardingSchema },
        },
      },
      async (request) => currentBatchOnboarding(deps, tenantContextOf(request)),
    );

    app.get(
      '/api/IndividualUser/batch/:id',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "An onboarding batch's progress and one page of its rows with their outcome",
          params: batchOnboardingParamsSchema,
          querystring: batchOnboardingQuerySchema,
          response: { 200: batchOnboardingProgressSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => batchOnboardingProgress(deps, tenantContextOf(request), request.params.id, request.query),
    );

    app.post(
      '/api/IndividualUser/batch/:id/discard',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Perform Another Batch: stop a running batch (its remaining rows are not onboarded) and close it',
          params: batchOnboardingParamsSchema,
          response: { 200: batchOnboardingSummarySchema, 404: apiErrorSchema },
        },
      },
      async (request) => discardBatchOnboarding(deps, tenantContextOf(request), request.params.id),
    );

    app.get(
      '/api/IndividualUser/batch/:id/results.xlsx',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'The results workbook: one row per record with its outcome and customer',
          params: batchOnboardingParamsSchema,
        },
      },
      async (request, reply) => {
        const { batch, items } = await batchOnboardingRows(deps, tenantContextOf(request), request.params.id);
        const base = batch.fileName.replace(/\.xlsx$/i, '') || 'batch';
        return reply
          .header('Content-Type', XLSX)
          .header('Content-Disposition', contentDisposition(`${base}_results.xlsx`))
          .header('Cache-Control', 'private, no-store')
          .send(await onboardingResultsWorkbook(items));
      },
    );
  };
