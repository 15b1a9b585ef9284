import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { batchOnboardingBatchKey } from './get-batch-onboarding';
import { currentBatchOnboardingQueryKey } from './get-current-batch-onboarding';

/**
 * POST /api/IndividualUser/batch/{id}/discard (spec 2 §4.7 'Perform Another Batch'): stops a running batch (the
 * row in progress finishes; the customers onboarded stay) and hides it. A batch already gone (404: expired, or
 * discarded in another tab) is what the user asked for, so it is not a failure.
 */
export async function discardBatchOnboarding(id: string): Promise<void> {
  try {
    await apiRequest(`/api/IndividualUser/batch/${encodeURIComponent(id)}/discard`, { method: 'POST', quiet: [404] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useDiscardBatchOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardBatchOnboarding,
    onSuccess: (_, id) => {
      // The upload screen must not send the user straight back here from a cached answer.
      queryClient.setQueryData(currentBatchOnboardingQueryKey, { batch: null });
      queryClient.removeQueries({ queryKey: batchOnboardingBatchKey(id) });
    },
  });
}
