import { type Tenant, tenantSchema, type UpdateTenantDetailsRequest } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantUserDetailsQueryOptions } from '../../tenant/api/get-tenant-user-details';
import { tenantProfileQueryKey } from './get-tenant-profile';

/**
 * PUT api/ClientDetails/update-tenant-details (spec 1 §7; MLRO only, decision 112): the profile fields with
 * the five colon-joined address fields, empty values as null; answers the saved tenant. Quiet: the Edit
 * Tenant Details modal shows the failure itself (spec 1 §7: server title, else message, else its own text).
 */
export function updateTenantDetails(body: UpdateTenantDetailsRequest): Promise<Tenant> {
  return apiRequest('/api/ClientDetails/update-tenant-details', {
    method: 'PUT',
    body,
    schema: tenantSchema,
    quiet: true,
  });
}

export function useUpdateTenantDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenantDetails,
    onSuccess: async (tenant) => {
      // The answer is the saved tenant: shown at once, then the profile is fetched again (spec 1 §2.5).
      queryClient.setQueryData(tenantProfileQueryKey, tenant);
      await queryClient.invalidateQueries({ queryKey: tenantUserDetailsQueryOptions().queryKey });
    },
  });
}
