import { type ClientUserRole, clientUserRoleSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET api/ClientDetails/loggedin-client-userRole: the tenant business role of a ClientUser (MLRO or FLA). */
export function getClientUserRole(): Promise<ClientUserRole> {
  return apiRequest('/api/ClientDetails/loggedin-client-userRole', { schema: clientUserRoleSchema });
}

export const clientUserRoleQueryOptions = () =>
  queryOptions({ queryKey: ['client-details', 'user-role'], queryFn: getClientUserRole });

export function useClientUserRole() {
  return useQuery(clientUserRoleQueryOptions());
}
