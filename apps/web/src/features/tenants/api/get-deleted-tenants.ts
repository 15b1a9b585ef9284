import { type DeletedTenant, deletedTenantListSchema, TENANT_MESSAGES } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/TenantUser/deleted-tenant-users (decision 105): the soft-deleted tenants, for the super user. */
export function getDeletedTenants(): Promise<DeletedTenant[]> {
  return apiRequest('/api/TenantUser/deleted-tenant-users', {
    schema: deletedTenantListSchema,
    failureToast: () => TENANT_MESSAGES.fetchFailed,
  });
}

export const deletedTenantsQueryKey = ['tenant-user', 'deleted-tenant-users'] as const;

export const deletedTenantsQueryOptions = () =>
  queryOptions({ queryKey: deletedTenantsQueryKey, queryFn: getDeletedTenants });

/** Loaded only while the list shows deleted tenants. */
export function useDeletedTenants(enabled: boolean) {
  return useQuery({ ...deletedTenantsQueryOptions(), enabled });
}
