import { currentBatchScreeningSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/Scan/batch/current (issue 13): the caller's batch that is still running, or finished within 24 hours
 * and not discarded; `batch` is null otherwise. Quiet: each screen decides what a failure means (the upload
 * screen stays usable, the results screen shows an alert with Retry).
 */
export function getCurrentBatch(signal?: AbortSignal) {
  return apiRequest('/api/Scan/batch/current', { schema: currentBatchScreeningSchema, quiet: true, signal });
}

/** The prefix of every batch screening query. */
export const batchScreeningQueryKey = ['batch-screening'] as const;
export const currentBatchQueryKey = [...batchScreeningQueryKey, 'current'] as const;

export const currentBatchQueryOptions = () =>
  queryOptions({
    queryKey: currentBatchQueryKey,
    queryFn: ({ signal }) => getCurrentBatch(signal),
    // Spec 3 §2: opening the screen decides the redirect, so a cached answer from an earlier visit is not enough.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

export function useCurrentBatch(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentBatchQueryOptions(), enabled: options.enabled ?? true });
}
