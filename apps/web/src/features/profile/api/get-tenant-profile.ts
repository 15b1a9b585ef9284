import { type Tenant, tenantSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API_MESSAGES, ApiError, apiRequest } from '../../../lib/api-client';
import { tenantUserDetailsQueryOptions } from '../../tenant/api/get-tenant-user-details';

/** Whatever the call answers: the profile screen tells an empty answer apart from a broken one (spec 1 §8). */
const anyAnswer = z.unknown();

const isEmptyAnswer = (value: unknown) =>
  value == null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * GET api/ClientDetails/tenant-user-details for the Profile screen (spec 1 §2.5): the tenant with its users,
 * or null when the answer is empty ('No data returned from the API.'). Quiet: the screen shows its own
 * 'Error Loading Profile' with Retry, so no toast repeats it.
 */
export async function getTenantProfile(signal?: AbortSignal): Promise<Tenant | null> {
  const answer = await apiRequest('/api/ClientDetails/tenant-user-details', { schema: anyAnswer, quiet: true, signal });
  if (isEmptyAnswer(answer)) return null;
  const parsed = tenantSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, 'INVALID_RESPONSE', API_MESSAGES.generic);
  return parsed.data;
}

/**
 * Under the tenant-user-details key, so that invalidating that call (a profile save, an onboarding's
 * refresh) refreshes the profile too.
 */
export const tenantProfileQueryKey = [...tenantUserDetailsQueryOptions().queryKey, 'profile'] as const;

export const tenantProfileQueryOptions = () =>
  queryOptions({ queryKey: tenantProfileQueryKey, queryFn: ({ signal }) => getTenantProfile(signal) });

export function useTenantProfile() {
  return useQuery(tenantProfileQueryOptions());
}
