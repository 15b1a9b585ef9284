import { screeningCountSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const screeningCountQueryKey = ['scan', 'screening-count'] as const;

/**
 * GET /api/scan/screening-count (spec 3 §3, §7): the tenant's remaining screenings. A side note on the
 * screen, so a failure shows nothing rather than a toast; the search itself reports a refusal.
 */
export function getScreeningCount(signal?: AbortSignal) {
  return apiRequest('/api/scan/screening-count', { schema: screeningCountSchema, quiet: true, signal });
}

export const screeningCountQueryOptions = () =>
  queryOptions({ queryKey: screeningCountQueryKey, queryFn: ({ signal }) => getScreeningCount(signal) });

export function useScreeningCount() {
  return useQuery(screeningCountQueryOptions());
}
