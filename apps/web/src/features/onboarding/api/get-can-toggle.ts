import { canToggleSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type MonitoredCustomerType = 'individual' | 'corporate';

const PATHS: Record<MonitoredCustomerType, string> = {
  individual: '/api/IndividualUser/ongoing-monitoring/can-toggle',
  corporate: '/api/CorporateUser/ongoing-monitoring/can-toggle-corporate',
};

export interface CanToggleInput {
  customerType: MonitoredCustomerType;
  customerId: string;
  /** Spec 2 §7 sends it; the server takes the tenant from the token. */
  tenantId: string;
}

/**
 * GET …/ongoing-monitoring/can-toggle(-corporate)?userId&tenantId (spec 2 §7): whether monitoring may be
 * switched off now (spec 2 §4.3: not within 24 hours of switching it on). Quiet: a failed check is told
 * by the monitoring field in the spec's words, and toggling is then allowed.
 */
export async function getCanToggle({ customerType, customerId, tenantId }: CanToggleInput): Promise<boolean> {
  const query = new URLSearchParams({ userId: customerId, tenantId });
  const answer = await apiRequest(`${PATHS[customerType]}?${query}`, { schema: canToggleSchema, quiet: true });
  return answer.canToggle;
}

export const canToggleQueryOptions = (input: CanToggleInput) =>
  queryOptions({
    queryKey: ['ongoing-monitoring', 'can-toggle', input.customerType, input.customerId],
    queryFn: () => getCanToggle(input),
    retry: false,
    // The lock ends 24 hours after switching on; an answer older than a minute is asked again.
    staleTime: 60_000,
  });

export function useCanToggle(input: CanToggleInput, enabled: boolean) {
  return useQuery({ ...canToggleQueryOptions(input), enabled });
}
