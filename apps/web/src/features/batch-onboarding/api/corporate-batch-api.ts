import {
  CORPORATE_BATCH_POLL_MS,
  CORPORATE_BATCH_TEMPLATE_NAME,
  corporateBatchPreviewSchema,
  corporateBatchProgressSchema,
  corporateBatchSummarySchema,
  currentCorporateBatchSchema,
  UPLOAD_BATCH_PAGE,
} from '@aml/contracts';
import { createUploadBatchApi, itemStatusParams } from '../../upload-batch/api/upload-batch-api';
import { onboardingStartToast } from '../../upload-batch/api/upload-batch-errors';

/**
 * Corporate batch onboarding (issue 14; decision 111), below /api/CorporateUser/batch: the workbook checked with
 * the rules of spec 2 §5.7, then each company registered once by a server job, a failure other than a duplicate
 * retried once (§4.8). A refused file (on preview or start) is shown on the screen in the server's words; a
 * balance short of the screenings needed (402: each company and each partner takes one) is the screen's dialog;
 * other start failures (503 no list loaded …) are toasts in the server's words.
 */
export const corporateBatchApi = createUploadBatchApi({
  basePath: '/api/CorporateUser/batch',
  queryKey: 'corporate-batch-onboarding',
  schemas: {
    summary: corporateBatchSummarySchema,
    current: currentCorporateBatchSchema,
    progress: corporateBatchProgressSchema,
    preview: corporateBatchPreviewSchema,
  },
  pageSize: UPLOAD_BATCH_PAGE.defaultSize,
  pollMs: CORPORATE_BATCH_POLL_MS,
  filterParams: itemStatusParams,
  fileNames: { template: CORPORATE_BATCH_TEMPLATE_NAME, results: 'CorporateBatchOnboardingResults.xlsx' },
  startRefusalsOnScreen: true,
  startFailureToast: onboardingStartToast,
});
