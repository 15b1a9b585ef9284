import { type AccountStatistics, accountStatisticsSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/account-statistics (spec 1 §2.6, issue 15): every figure of the screen, counted by the server.
 * The screen shows its own Error box (spec 1 §8), so no toast repeats it.
 */
export function getAccountStatistics(signal?: AbortSignal): Promise<AccountStatistics> {
  return apiRequest('/api/account-statistics', { schema: accountStatisticsSchema, quiet: true, signal });
}

/** The prefix of the figures and of every dialog page: a change to customers may invalidate it. */
export const accountStatisticsQueryKey = ['account-statistics'] as const;

export const accountStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: [...accountStatisticsQueryKey, 'figures'] as const,
    queryFn: ({ signal }) => getAccountStatistics(signal),
  });

export function useAccountStatistics() {
  return useQuery(accountStatisticsQueryOptions());
}
