import { BATCH_ONBOARDING_MESSAGES, type BatchOnboardingProgress } from '@aml/contracts';
import type { ItemStatusFilter } from '../upload-batch/api/upload-batch-api';
import { type ResultsScreen, UploadBatchResultsPage } from '../upload-batch/upload-batch-results-page';
import { batchOnboardingApi } from './api/batch-onboarding-api';
import { BatchOnboardAccordion } from './components/batch-onboard-accordion';
import { itemInProgress, ONBOARDING_FILTERS, onboardingProgressText, RESULTS_READY_NOTE } from './onboarding-results';
import { BATCH_ONBOARD_PATH } from './paths';

const M = BATCH_ONBOARDING_MESSAGES;

export const STILL_RUNNING_QUESTION =
  'The batch is still running. Stop it and start another batch? The customers already onboarded are kept.';

/** Spec 2 §2.7: 'Processing {first} {last} (n of total)...' while the job runs; a finished batch gives its counts. */
export const progressText = (batch: BatchOnboardingProgress) =>
  onboardingProgressText(batch, ({ record }, n, total) => M.progress(record.firstName, record.lastName, n, total), [
    `Onboarded ${batch.done} of ${batch.total} records`,
    `${batch.inReview} In Review`,
  ]);

const SCREEN: ResultsScreen<BatchOnboardingProgress, ItemStatusFilter> = {
  title: 'Batch Onboarding Results',
  level: 2,
  back: { path: BATCH_ONBOARD_PATH, label: 'Back to Batch Onboarding' },
  messages: { noRecords: M.noRecords, expired: M.expired, completed: M.completed },
  filters: ONBOARDING_FILTERS,
  progress: {
    line: progressText,
    failed: 'The batch stopped on an unexpected error. The customers already onboarded are kept.',
    cancelled:
      'The batch was stopped before all its records were onboarded; the records not onboarded were not charged.',
  },
  performAnother: { label: M.performAnother, question: STILL_RUNNING_QUESTION },
  readyNote: RESULTS_READY_NOTE,
  useContent: (batch) => ({
    items: <BatchOnboardAccordion items={batch.items.rows} inProgressSeq={itemInProgress(batch)?.seq ?? null} />,
  }),
};

/**
 * Spec 2 §2.7 Batch Onboarding Results (/dashboard/quick-onboard/batch-onboard-results?id=…): the batch run by a
 * server job (issue 14, decision 111), polled every second while it runs, its rows a page at a time.
 */
export function BatchOnboardResultsPage() {
  return <UploadBatchResultsPage api={batchOnboardingApi} screen={SCREEN} />;
}
