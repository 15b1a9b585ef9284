import { TENANT_MESSAGES, type Tenant, tenantSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { tenantAdminQueryKey } from './get-tenants';

/**
 * PUT /api/TenantUser/restore-tenant-user/{id} (decision 105): undoes a soft delete; the tenant's users
 * can sign in again. A 400 says why it cannot (another tenant took its email meanwhile).
 */
export function restoreTenant(id: string): Promise<Tenant> {
  return apiRequest(`/api/TenantUser/restore-tenant-user/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: tenantSchema,
    failureToast: serverMessageOr(TENANT_MESSAGES.restoreFailed),
  });
}

export function useRestoreTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTenant,
    // Both lists change: the tenant leaves the deleted ones and joins the live ones.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantAdminQueryKey }),
  });
}
