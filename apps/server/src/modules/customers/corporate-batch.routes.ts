import {
  CORPORATE_BATCH_FILE,
  CORPORATE_BATCH_ONBOARDING_MESSAGES,
  CORPORATE_BATCH_TEMPLATE_NAME,
  corporateBatchPreviewSchema,
  corporateBatchProgressSchema,
  corporateBatchQuerySchema,
  corporateBatchSummarySchema,
  currentCorporateBatchSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { registerUploadBatchRoutes } from '../jobs/upload-batch.routes';
import {
  corporateBatchReads,
  previewCorporateBatch,
  registerCorporateBatch,
  startCorporateBatch,
} from './corporate-batch.service';
import { corporateResultsWorkbook, corporateTemplate } from './corporate-batch-workbook';

/**
 * Corporate batch onboarding (issue 14; spec 2 §2.8, §2.9, §4.8, §5.7; decision 111): the workbook is uploaded,
 * checked, and registered by a job of the job runner, one company with its partners per row. The calls are the
 * shared ones of an upload batch (jobs/upload-batch.routes.ts) below /api/CorporateUser/batch.
 */
export const corporateBatchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerCorporateBatch(deps);
    await registerUploadBatchRoutes(app, deps, {
      base: '/api/CorporateUser/batch',
      tags: ['CorporateUser'],
      itemNoun: 'company',
      maxBytes: CORPORATE_BATCH_FILE.maxBytes,
      uploadMessages: {
        noFile: CORPORATE_BATCH_ONBOARDING_MESSAGES.noFile,
        tooLarge: CORPORATE_BATCH_ONBOARDING_MESSAGES.tooLarge,
      },
      reads: corporateBatchReads,
      schemas: {
        summary: corporateBatchSummarySchema,
        current: currentCorporateBatchSchema,
        progress: corporateBatchProgressSchema,
        query: corporateBatchQuerySchema,
      },
      preview: {
        schema: corporateBatchPreviewSchema,
        description: 'Check a corporate onboarding workbook (spec 2 §5.7) and preview its companies; nothing is stored',
        run: (ctx, file) => previewCorporateBatch(deps, ctx, file),
      },
      start: {
        description:
          'Start a corporate batch onboarding job: the workbook is checked again, each company registered with its partners (screened, charged) once, a failure other than a duplicate retried once',
        run: (ctx, { file }) => startCorporateBatch(deps, ctx, file),
      },
      template: {
        fileName: CORPORATE_BATCH_TEMPLATE_NAME,
        build: corporateTemplate,
        description: 'The corporate onboarding template: the 34 company columns of spec 2 §5.7 and five partners',
      },
      resultsWorkbook: corporateResultsWorkbook,
    });
  };
