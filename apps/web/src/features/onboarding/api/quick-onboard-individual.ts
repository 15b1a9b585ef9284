import type { QuickOnboardRequest } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingFailureToast } from '../submit-outcome';
import { individualUserQueryKey } from './get-individual';

/**
 * POST /api/IndividualUser/quick-onboard (spec 2 §7): the quick form's payload of §3.3, built by the
 * contracts' toQuickOnboardRequest. The server validates it with the same form schema, so a 400 names the
 * form's own paths. The answer's content is not used: success is the status (spec 2 §7).
 */
export function quickOnboardIndividual(body: QuickOnboardRequest): Promise<void> {
  return apiRequest('/api/IndividualUser/quick-onboard', {
    method: 'POST',
    body,
    failureToast: onboardingFailureToast,
  });
}

export function useQuickOnboardIndividual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickOnboardIndividual,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: individualUserQueryKey }),
  });
}
