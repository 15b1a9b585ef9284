import { deleteResultSchema, TENANT_MESSAGES } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantArchivesQueryKey } from './get-tenant-archives';
import { tenantAdminQueryKey } from './get-tenants';

/** DELETE /api/TenantUser/soft-delete-tenant-user/{id}: hidden, users signed out, records kept. */
export async function softDeleteTenant(id: string): Promise<void> {
  await apiRequest(`/api/TenantUser/soft-delete-tenant-user/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deleteResultSchema,
    failureToast: () => TENANT_MESSAGES.deleteFailed,
  });
}

/** DELETE /api/TenantUser/hard-delete-tenant-user/{id}: permanent; 403 has its own message (spec 1 §8). */
export async function hardDeleteTenant(id: string): Promise<void> {
  await apiRequest(`/api/TenantUser/hard-delete-tenant-user/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deleteResultSchema,
    failureToast: (error) => (error.status === 403 ? TENANT_MESSAGES.forbidden : TENANT_MESSAGES.hardDeleteFailed),
  });
}

export function useDeleteTenant(kind: 'soft' | 'hard') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kind === 'soft' ? softDeleteTenant : hardDeleteTenant,
    // A soft-deleted tenant moves to the deleted list; a hard-deleted one leaves either and becomes an
    // archive (decision 102).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantAdminQueryKey }),
        kind === 'hard' ? queryClient.invalidateQueries({ queryKey: tenantArchivesQueryKey }) : undefined,
      ]),
  });
}
