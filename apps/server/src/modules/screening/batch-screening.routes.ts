import {
  BATCH_SCREENING_FILE,
  BATCH_SCREENING_MESSAGES,
  batchScreeningPreviewSchema,
  batchScreeningProgressSchema,
  batchScreeningQuerySchema,
  batchScreeningSummarySchema,
  currentBatchScreeningSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { invalidField } from '../../lib/app-error';
import { registerUploadBatchRoutes } from '../jobs/upload-batch.routes';
import {
  batchScreeningReads,
  previewBatchScreening,
  registerBatchScreening,
  startBatchScreening,
} from './batch-screening.service';
import { batchResultsWorkbook, screeningTemplate } from './batch-screening-workbook';

/** The optional `limit` field of a start: process only the first N records (spec 3 §4). */
function limitOf(fields: Record<string, string>): number | undefined {
  if (fields.limit === undefined) return undefined;
  const value = Number(fields.limit);
  if (!Number.isInteger(value) || value < 1) throw invalidField('limit', BATCH_SCREENING_MESSAGES.limitInvalid);
  return value;
}

/**
 * Batch screening (issue 13; spec 3 §2, §4, §5): the workbook is uploaded, checked, and screened by a job of the
 * job runner. Tenant staff only, like every screening call (spec 3 §6). The calls are the shared ones of an upload
 * batch (jobs/upload-batch.routes.ts) below /api/Scan/batch.
 */
export const batchScreeningRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerBatchScreening(deps);
    await registerUploadBatchRoutes(app, deps, {
      base: '/api/Scan/batch',
      tags: ['Scan'],
      itemNoun: 'record',
      maxBytes: BATCH_SCREENING_FILE.maxBytes,
      uploadMessages: {
        noFile: BATCH_SCREENING_MESSAGES.noFile,
        tooLarge: BATCH_SCREENING_MESSAGES.parseError(BATCH_SCREENING_MESSAGES.tooLarge),
      },
      reads: batchScreeningReads,
      schemas: {
        summary: batchScreeningSummarySchema,
        current: currentBatchScreeningSchema,
        progress: batchScreeningProgressSchema,
        query: batchScreeningQuerySchema,
      },
      preview: {
        schema: batchScreeningPreviewSchema,
        description: 'Check a batch screening workbook (spec 3 §5) and preview its records; nothing is charged',
        run: (ctx, file) => previewBatchScreening(deps, ctx, file),
      },
      start: {
        description:
          'Start a batch screening job: the workbook is checked again, each record screened and charged once',
        run: (ctx, { file, fields }) => startBatchScreening(deps, ctx, file, limitOf(fields)),
      },
      template: {
        fileName: 'ScreeningTemplate.xlsx',
        build: screeningTemplate,
        description: 'ScreeningTemplate.xlsx: the five headers of spec 3 §5',
      },
      resultsWorkbook: batchResultsWorkbook,
    });
  };
