import { CORPORATE_BATCH_ONBOARDING_MESSAGES, type CorporateBatchProgress } from '@aml/contracts';
import type { ItemStatusFilter } from '../upload-batch/api/upload-batch-api';
import { type ResultsScreen, UploadBatchResultsPage } from '../upload-batch/upload-batch-results-page';
import { corporateBatchApi } from './api/corporate-batch-api';
import { CorporateBatchAccordion } from './components/corporate-batch-accordion';
import {
  itemInProgress,
  ONBOARDING_FILTERS,
  onboardingProgressText,
  positionInBatch,
  RESULTS_READY_NOTE,
} from './onboarding-results';
import { CORPORATE_BATCH_PATH } from './paths';

const M = CORPORATE_BATCH_ONBOARDING_MESSAGES;

export const STILL_RUNNING_QUESTION =
  'The batch is still running. Stop it and start another batch? The companies already onboarded are kept.';

/**
 * Spec 2 §4.8: 'Processing {company} (n of total)...' while the job runs; a finished batch gives its counts, the
 * companies registered on their one retry among them.
 */
export const corporateProgressText = (batch: CorporateBatchProgress) =>
  onboardingProgressText(batch, ({ record }, n, total) => M.progress(record.companyName, n, total), [
    `Onboarded ${batch.done} of ${batch.total} companies`,
    `${batch.inReview} In Review`,
    ...(batch.retried > 0 ? [`${batch.retried} retried`] : []),
  ]);

function companies(batch: CorporateBatchProgress) {
  const current = itemInProgress(batch);
  return {
    items: (
      <CorporateBatchAccordion
        items={batch.items.rows}
        inProgress={current && { seq: current.seq, n: positionInBatch(batch), total: batch.total }}
      />
    ),
  };
}

const SCREEN: ResultsScreen<CorporateBatchProgress, ItemStatusFilter> = {
  title: 'Corporate Batch Onboarding Results',
  level: 2,
  back: { path: CORPORATE_BATCH_PATH, label: 'Back to Corporate Batch Onboarding' },
  messages: { noRecords: M.noRecords, expired: M.expired, completed: M.completed },
  filters: ONBOARDING_FILTERS,
  progress: {
    line: corporateProgressText,
    failed: 'The batch stopped on an unexpected error. The companies already onboarded are kept.',
    cancelled:
      'The batch was stopped before all its companies were onboarded; the companies not onboarded were not charged.',
  },
  performAnother: { label: M.performAnother, question: STILL_RUNNING_QUESTION },
  readyNote: RESULTS_READY_NOTE,
  useContent: companies,
};

/**
 * Spec 2 §2.9 Corporate Batch Onboarding Results (/dashboard/quick-onboard/corporate-batch-onboard-results?id=…):
 * the batch run by a server job (issue 14, decision 111), polled every second while it runs, its companies a page
 * at a time. Without an id it opens the user's current corporate batch.
 */
export function CorporateBatchResultsPage() {
  return <UploadBatchResultsPage api={corporateBatchApi} screen={SCREEN} />;
}
