import { TENANT_MESSAGES, type TenantList, tenantListSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/TenantUser/tenant-users: every live tenant with its users (super user only). */
export function getTenants(): Promise<TenantList> {
  return apiRequest('/api/TenantUser/tenant-users', {
    schema: tenantListSchema,
    failureToast: () => TENANT_MESSAGES.fetchFailed,
  });
}

/** The prefix of every tenant administration list (live and deleted), invalidated together. */
export const tenantAdminQueryKey = ['tenant-user'] as const;
export const tenantsQueryKey = ['tenant-user', 'tenant-users'] as const;

export const tenantsQueryOptions = () => queryOptions({ queryKey: tenantsQueryKey, queryFn: getTenants });

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}
