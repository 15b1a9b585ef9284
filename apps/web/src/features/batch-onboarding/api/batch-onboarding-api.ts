import {
  BATCH_ONBOARDING_PAGE,
  BATCH_ONBOARDING_POLL_MS,
  BATCH_ONBOARDING_TEMPLATE_NAME,
  batchOnboardingPreviewSchema,
  batchOnboardingProgressSchema,
  batchOnboardingSummarySchema,
  currentBatchOnboardingSchema,
} from '@aml/contracts';
import { createUploadBatchApi, itemStatusParams } from '../../upload-batch/api/upload-batch-api';
import { onboardingStartToast } from '../../upload-batch/api/upload-batch-errors';

/**
 * Individual batch onboarding (issue 14; decision 111), below /api/IndividualUser/batch: the workbook checked with
 * the rules of spec 2 §5.3, then onboarded row by row by a server job. A refused file (on preview or start) is
 * shown on the screen; a balance short of the records (402) is the screen's dialog; other start failures (503 no
 * list loaded …) are toasts in the server's words.
 */
export const batchOnboardingApi = createUploadBatchApi({
  basePath: '/api/IndividualUser/batch',
  queryKey: 'batch-onboarding',
  schemas: {
    summary: batchOnboardingSummarySchema,
    current: currentBatchOnboardingSchema,
    progress: batchOnboardingProgressSchema,
    preview: batchOnboardingPreviewSchema,
  },
  pageSize: BATCH_ONBOARDING_PAGE.defaultSize,
  // Ours (contract): polled every second while the job runs.
  pollMs: BATCH_ONBOARDING_POLL_MS,
  filterParams: itemStatusParams,
  fileNames: { template: BATCH_ONBOARDING_TEMPLATE_NAME, results: 'BatchOnboardingResults.xlsx' },
  startRefusalsOnScreen: true,
  startFailureToast: onboardingStartToast,
});
