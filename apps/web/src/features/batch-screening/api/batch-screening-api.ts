import {
  BATCH_SCREENING_MESSAGES,
  BATCH_SCREENING_PAGE,
  BATCH_SCREENING_POLL_MS,
  batchScreeningPreviewSchema,
  batchScreeningProgressSchema,
  batchScreeningSummarySchema,
  currentBatchScreeningSchema,
} from '@aml/contracts';
import { createUploadBatchApi } from '../../upload-batch/api/upload-batch-api';

export type BatchRecordFilter = 'all' | 'matched' | 'unmatched';

/** Spec 3 §2: the template's file name. */
export const BATCH_TEMPLATE_FILENAME = 'ScreeningTemplate.xlsx';

/**
 * Batch screening (issue 13; decision 110), below /api/Scan/batch: the workbook checked with the rules of spec 3
 * §5, then screened record by record by a server job. Start takes an optional `limit` (spec 3 §4: only the first
 * N records); its refusal is a toast 'Batch processing failed: ...' (spec 3 §8), except a short balance (402),
 * which offers the Insufficient Screening Count choice again.
 */
export const batchScreeningApi = createUploadBatchApi({
  basePath: '/api/Scan/batch',
  queryKey: 'batch-screening',
  schemas: {
    summary: batchScreeningSummarySchema,
    current: currentBatchScreeningSchema,
    progress: batchScreeningProgressSchema,
    preview: batchScreeningPreviewSchema,
  },
  pageSize: BATCH_SCREENING_PAGE.defaultSize,
  // Spec 3 §4 step 4: the state is polled every second.
  pollMs: BATCH_SCREENING_POLL_MS,
  filterParams: (filter: BatchRecordFilter): Record<string, string> =>
    filter === 'all' ? {} : { matched: filter === 'matched' ? 'true' : 'false' },
  fileNames: { template: BATCH_TEMPLATE_FILENAME, results: 'BatchScreeningResults.xlsx' },
  startRefusalsOnScreen: false,
  // A 4xx (and the 503 of no list loaded) says what to fix; a 500 says nothing useful.
  startFailureToast: (error) =>
    error.status !== 500 && error.body !== undefined && error.message
      ? BATCH_SCREENING_MESSAGES.processingFailed(error.message)
      : BATCH_SCREENING_MESSAGES.unexpected,
});
