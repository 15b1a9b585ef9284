import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { batchQueryKey } from './get-batch';
import { currentBatchQueryKey } from './get-current-batch';

/**
 * POST /api/Scan/batch/{id}/discard (issue 13; spec 3 §4 step 6): stops a running batch and hides it from the
 * screens. A batch already gone (404: expired or discarded in another tab) is what the user asked for, so
 * it is not reported as a failure.
 */
export async function discardBatch(id: string): Promise<void> {
  try {
    await apiRequest(`/api/Scan/batch/${encodeURIComponent(id)}/discard`, { method: 'POST', quiet: [404] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useDiscardBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardBatch,
    onSuccess: (_, id) => {
      // The upload screen must not send the user straight back here from a cached answer.
      queryClient.setQueryData(currentBatchQueryKey, { batch: null });
      queryClient.removeQueries({ queryKey: batchQueryKey(id) });
    },
  });
}
