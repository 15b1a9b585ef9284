import { BATCH_ONBOARDING_MESSAGES } from '@aml/contracts';
import { type ItemStatusFilter, isBatchActive, type UploadBatchProgress } from '../upload-batch/api/upload-batch-api';
import type { ResultsFilter } from '../upload-batch/upload-batch-results-page';
import type { OnboardingItem } from './components/onboarding-accordion';

/** What the results of both onboarding batches (individual, corporate) filter by: the items' state. */
export const ONBOARDING_FILTERS: readonly [ResultsFilter<ItemStatusFilter>, ...ResultsFilter<ItemStatusFilter>[]] = [
  { value: 'all', label: 'All', empty: BATCH_ONBOARDING_MESSAGES.noRecords },
  { value: 'done', label: 'Onboarded', empty: 'No records onboarded' },
  { value: 'failed', label: 'Failed', empty: 'No records failed' },
  { value: 'pending', label: 'Pending', empty: 'No records pending' },
];

/** Said beside Download Results while an onboarding batch runs. */
export const RESULTS_READY_NOTE = 'The results workbook is ready when the batch completes.';

/** The item the job is on now: the first pending one of a running batch, when it is on the page shown. */
export function itemInProgress<I extends OnboardingItem>(batch: UploadBatchProgress<I>): I | null {
  return isBatchActive(batch.status) ? (batch.items.rows.find((item) => item.status === 'pending') ?? null) : null;
}

/** The place in the batch of the item in progress: the items finished, plus one. */
export const positionInBatch = (batch: UploadBatchProgress<unknown>) =>
  Math.min(batch.done + batch.failed + 1, batch.total);

/**
 * Spec 2 §2.7 and §4.8: 'Processing {name} (n of total)...' while the job runs; when the item in progress is not
 * on the page shown, the line names its place only. A finished batch gives its counts (the kind's, then the
 * failed ones when there are any).
 */
export function onboardingProgressText<I extends OnboardingItem>(
  batch: UploadBatchProgress<I>,
  processing: (item: I, n: number, total: number) => string,
  counts: readonly string[],
): string {
  if (!isBatchActive(batch.status))
    return [...counts, ...(batch.failed > 0 ? [`${batch.failed} failed`] : [])].join(' · ');
  const n = positionInBatch(batch);
  const item = itemInProgress(batch);
  return item ? processing(item, n, batch.total) : `Processing record ${n} of ${batch.total}...`;
}
