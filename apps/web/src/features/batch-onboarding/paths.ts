/** Spec 2 §2.4: the batch entry's child routes of the Quick Onboarding hub. */
export const BATCH_ONBOARD_PATH = '/dashboard/quick-onboard/batch-onboard';

export const batchOnboardResultsPath = (id: string) =>
  `/dashboard/quick-onboard/batch-onboard-results?id=${encodeURIComponent(id)}`;
