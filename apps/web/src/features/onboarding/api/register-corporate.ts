import { type CorporateCustomer, type CorporateRegistration, corporateCustomerSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingFailureToast } from '../submit-outcome';
import { corporateUserQueryKey } from './get-corporate';

/**
 * POST /api/CorporateUser/register-corporate-user (spec 2 §7): the corporate payload of §3.5. The server
 * validates it with the form's schema, so a 400 names the form's own paths.
 */
export function registerCorporate(body: CorporateRegistration): Promise<CorporateCustomer> {
  return apiRequest('/api/CorporateUser/register-corporate-user', {
    method: 'POST',
    body,
    schema: corporateCustomerSchema,
    failureToast: onboardingFailureToast,
  });
}

export function useRegisterCorporate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCorporate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporateUserQueryKey }),
  });
}
