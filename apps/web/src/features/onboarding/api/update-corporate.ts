import { type CorporateCustomer, type CorporateRegistration, corporateCustomerSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingFailureToast } from '../submit-outcome';
import { corporateCustomerQueryKey, corporateUserQueryKey } from './get-corporate';

export interface UpdateCorporateInput {
  id: string;
  body: CorporateRegistration;
}

/**
 * PUT /api/CorporateUser/corporate-user/{id} (spec 2 §7) with the same payload as a registration; a saved
 * partner left out of `partners` is removed.
 */
export function updateCorporate({ id, body }: UpdateCorporateInput): Promise<CorporateCustomer> {
  return apiRequest(`/api/CorporateUser/corporate-user/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: corporateCustomerSchema,
    failureToast: onboardingFailureToast,
  });
}

export function useUpdateCorporate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCorporate,
    onSuccess: (customer) => {
      // The answer is the saved record: the edit screen shows it at once, the lists refetch.
      queryClient.setQueryData(corporateCustomerQueryKey(customer.corporateUserId), customer);
      return queryClient.invalidateQueries({ queryKey: corporateUserQueryKey });
    },
  });
}
