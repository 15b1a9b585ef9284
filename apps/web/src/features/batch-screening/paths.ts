/** Spec 1 §2.2 and spec 3 §2: the batch screening upload and its results. */
export const BATCH_SCREENING_PATH = '/dashboard/batch-screening';

export const batchResultsPath = (id: string) => `/dashboard/batch-results?id=${encodeURIComponent(id)}`;
