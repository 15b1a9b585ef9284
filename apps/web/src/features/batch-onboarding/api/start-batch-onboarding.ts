import { type BatchOnboardingSummary, batchOnboardingSummarySchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { shortBalance } from '../../batch-screening/api/start-batch';
import { currentBatchOnboardingQueryKey } from './get-current-batch-onboarding';

export const START_FAILED = 'The batch could not be started. Please try again.';

/**
 * POST /api/IndividualUser/batch (multipart `file`; issue 14): the workbook checked again and started as a job.
 * A balance short of the records (402 with `maxScreeningCount`) is the screen's dialog; a refused file (400) is
 * shown on the screen; the others (503 no list loaded, ...) are toasts in the server's words.
 */
export function startBatchOnboarding(file: File): Promise<BatchOnboardingSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('/api/IndividualUser/batch', {
    method: 'POST',
    body: form,
    schema: batchOnboardingSummarySchema,
    quiet: [400, 413, 415],
    failureToast: (error) => {
      if (shortBalance(error) !== null) return null;
      // The 503 of no list loaded says what to do; a 500 says nothing useful.
      if (error.status === 503 && error.body !== undefined && error.message) return error.message;
      return serverMessageOr(START_FAILED)(error);
    },
  });
}

export function useStartBatchOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBatchOnboarding,
    onSuccess: (batch) => queryClient.setQueryData(currentBatchOnboardingQueryKey, { batch }),
  });
}
