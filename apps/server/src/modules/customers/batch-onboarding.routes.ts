import {
  BATCH_ONBOARDING_FILE,
  BATCH_ONBOARDING_MESSAGES,
  BATCH_ONBOARDING_TEMPLATE_NAME,
  batchOnboardingPreviewSchema,
  batchOnboardingProgressSchema,
  batchOnboardingQuerySchema,
  batchOnboardingSummarySchema,
  currentBatchOnboardingSchema,
  INDIVIDUAL_BATCH_MESSAGES,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { registerUploadBatchRoutes } from '../jobs/upload-batch.routes';
import {
  batchOnboardingReads,
  previewBatchOnboarding,
  registerBatchOnboarding,
  startBatchOnboarding,
} from './batch-onboarding.service';
import { onboardingResultsWorkbook, onboardingTemplate } from './batch-onboarding-workbook';

/**
 * Individual batch onboarding (issue 14; spec 2 §2.6, §2.7, §4.7, §5.3; decision 111): the workbook is uploaded,
 * checked, and onboarded by a job of the job runner, one quick onboarding per row. The calls are the shared ones
 * of an upload batch (jobs/upload-batch.routes.ts) below /api/IndividualUser/batch.
 */
export const batchOnboardingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerBatchOnboarding(deps);
    await registerUploadBatchRoutes(app, deps, {
      base: '/api/IndividualUser/batch',
      tags: ['IndividualUser'],
      itemNoun: 'row',
      maxBytes: BATCH_ONBOARDING_FILE.maxBytes,
      uploadMessages: {
        noFile: BATCH_ONBOARDING_MESSAGES.noFile,
        tooLarge: INDIVIDUAL_BATCH_MESSAGES.parseError(BATCH_ONBOARDING_MESSAGES.tooLarge),
      },
      reads: batchOnboardingReads,
      schemas: {
        summary: batchOnboardingSummarySchema,
        current: currentBatchOnboardingSchema,
        progress: batchOnboardingProgressSchema,
        query: batchOnboardingQuerySchema,
      },
      preview: {
        schema: batchOnboardingPreviewSchema,
        description: 'Check an individual onboarding workbook (spec 2 §5.3) and preview its records; nothing is stored',
        run: (ctx, file) => previewBatchOnboarding(deps, ctx, file),
      },
      start: {
        description:
          'Start an individual batch onboarding job: the workbook is checked again, each row quick-onboarded (screened, charged) once',
        run: (ctx, { file }) => startBatchOnboarding(deps, ctx, file),
      },
      template: {
        fileName: BATCH_ONBOARDING_TEMPLATE_NAME,
        build: onboardingTemplate,
        description: 'The individual onboarding template: the 13 headers of spec 2 §5.3',
      },
      resultsWorkbook: onboardingResultsWorkbook,
    });
  };
