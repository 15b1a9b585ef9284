import { type Tenant, tenantSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET api/ClientDetails/tenant-user-details: the caller's own tenant with its users (non-super users only). */
export function getTenantUserDetails(): Promise<Tenant> {
  return apiRequest('/api/ClientDetails/tenant-user-details', { schema: tenantSchema });
}

export const tenantUserDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['client-details', 'tenant-user-details'], queryFn: getTenantUserDetails });

export function useTenantUserDetails() {
  return useQuery(tenantUserDetailsQueryOptions());
}
