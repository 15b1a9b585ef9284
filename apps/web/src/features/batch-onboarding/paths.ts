/** Spec 2 §2.4: the batch entry's child routes of the Quick Onboarding hub. */
export const BATCH_ONBOARD_PATH = '/dashboard/quick-onboard/batch-onboard';

export const batchOnboardResultsPath = (id: string) =>
  `/dashboard/quick-onboard/batch-onboard-results?id=${encodeURIComponent(id)}`;

/** Spec 2 §2.4: the corporate batch's child routes, hidden from the hub's cards. */
export const CORPORATE_BATCH_PATH = '/dashboard/quick-onboard/corporate-batch';

export const corporateBatchResultsPath = (id: string) =>
  `/dashboard/quick-onboard/corporate-batch-onboard-results?id=${encodeURIComponent(id)}`;
