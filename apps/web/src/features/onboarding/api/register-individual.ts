import { type IndividualCustomer, type IndividualRegistration, individualCustomerSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingFailureToast } from '../submit-outcome';
import { individualUserQueryKey } from './get-individual';

/**
 * POST /api/IndividualUser/register-individual-user (spec 2 §7): the full form's payload of §3.2. The
 * server validates it with the form's schema, so a 400 names the form's own paths.
 */
export function registerIndividual(body: IndividualRegistration): Promise<IndividualCustomer> {
  return apiRequest('/api/IndividualUser/register-individual-user', {
    method: 'POST',
    body,
    schema: individualCustomerSchema,
    failureToast: onboardingFailureToast,
  });
}

export function useRegisterIndividual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerIndividual,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: individualUserQueryKey }),
  });
}
