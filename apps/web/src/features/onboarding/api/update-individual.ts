import { type IndividualCustomer, type IndividualRegistration, individualCustomerSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingFailureToast } from '../submit-outcome';
import { individualCustomerQueryKey, individualUserQueryKey } from './get-individual';

export interface UpdateIndividualInput {
  id: string;
  /** The registration payload with userID set to `id` (spec 2 §3.2). */
  body: IndividualRegistration;
}

/** PUT /api/IndividualUser/individual-user/{id} (spec 2 §7) with the same payload as a registration. */
export function updateIndividual({ id, body }: UpdateIndividualInput): Promise<IndividualCustomer> {
  return apiRequest(`/api/IndividualUser/individual-user/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: individualCustomerSchema,
    failureToast: onboardingFailureToast,
  });
}

export function useUpdateIndividual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndividual,
    onSuccess: (customer) => {
      // The answer is the saved record: the edit screen shows it at once, the lists refetch.
      queryClient.setQueryData(individualCustomerQueryKey(customer.userId), customer);
      return queryClient.invalidateQueries({ queryKey: individualUserQueryKey });
    },
  });
}
