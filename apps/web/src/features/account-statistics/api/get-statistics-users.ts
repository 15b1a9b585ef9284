import { type StatisticsUsersPage, type StatisticsUsersQuery, statisticsUsersPageSchema } from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountStatisticsQueryKey } from './get-account-statistics';

/** The query parameters of the users call; an empty search is left out. */
export function statisticsUsersParams(query: StatisticsUsersQuery): URLSearchParams {
  const params = new URLSearchParams({ card: query.card });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  return params;
}

/**
 * GET /api/account-statistics/users (spec 1 §2.6, issue 15): one page of the users behind a figure,
 * searched, sorted and paged on the server. The dialog shows its own error, so no toast repeats it.
 */
export function getStatisticsUsers(query: StatisticsUsersQuery, signal?: AbortSignal): Promise<StatisticsUsersPage> {
  return apiRequest(`/api/account-statistics/users?${statisticsUsersParams(query)}`, {
    schema: statisticsUsersPageSchema,
    quiet: true,
    signal,
  });
}

export const statisticsUsersQueryOptions = (query: StatisticsUsersQuery) =>
  queryOptions({
    queryKey: [...accountStatisticsQueryKey, 'users', query] as const,
    queryFn: ({ signal }) => getStatisticsUsers(query, signal),
    // The page on screen stays while the next one loads: paging, sorting and typing do not flash the table.
    placeholderData: keepPreviousData,
  });

export function useStatisticsUsers(query: StatisticsUsersQuery, enabled = true) {
  return useQuery({ ...statisticsUsersQueryOptions(query), enabled });
}
