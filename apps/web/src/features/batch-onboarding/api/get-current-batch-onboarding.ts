import { currentBatchOnboardingSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/IndividualUser/batch/current (issue 14; decision 111): the caller's onboarding batch still running, or
 * started within 24 hours and not discarded; `batch` is null otherwise. Quiet: the upload screen stays usable
 * on a failure, the results screen shows an alert with Retry.
 */
export function getCurrentBatchOnboarding(signal?: AbortSignal) {
  return apiRequest('/api/IndividualUser/batch/current', { schema: currentBatchOnboardingSchema, quiet: true, signal });
}

/** The prefix of every batch onboarding query. */
export const batchOnboardingQueryKey = ['batch-onboarding'] as const;
export const currentBatchOnboardingQueryKey = [...batchOnboardingQueryKey, 'current'] as const;

export const currentBatchOnboardingQueryOptions = () =>
  queryOptions({
    queryKey: currentBatchOnboardingQueryKey,
    queryFn: ({ signal }) => getCurrentBatchOnboarding(signal),
    // Spec 2 §4.7: opening the screen decides the redirect, so a cached answer from an earlier visit is not enough.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

export function useCurrentBatchOnboarding(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentBatchOnboardingQueryOptions(), enabled: options.enabled ?? true });
}
