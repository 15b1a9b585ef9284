import { type ScreeningLogPage, type ScreeningLogQuery, screeningLogPageSchema } from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { screeningLogQueryParams, withParams } from '../screening-log-params';

/**
 * GET /api/Scan/screening-logs with parameters (spec 1 §2.7, issue 13): one page of the tenant's logs,
 * searched, sorted and paged on the server. The screen shows its own 'Failed to fetch screening logs'
 * (spec 1 §8), so no toast repeats it.
 */
export function getScreeningLogs(query: ScreeningLogQuery, signal?: AbortSignal): Promise<ScreeningLogPage> {
  return apiRequest(withParams('/api/Scan/screening-logs', screeningLogQueryParams(query)), {
    schema: screeningLogPageSchema,
    quiet: true,
    signal,
  });
}

export const screeningLogsQueryKey = ['screening-logs'] as const;
export const screeningLogPageQueryKey = (query: ScreeningLogQuery) =>
  [...screeningLogsQueryKey, 'page', query] as const;

export const screeningLogPageQueryOptions = (query: ScreeningLogQuery) =>
  queryOptions({
    queryKey: screeningLogPageQueryKey(query),
    queryFn: ({ signal }) => getScreeningLogs(query, signal),
    // The page on screen stays while the next one loads: paging, sorting and typing do not flash the table.
    placeholderData: keepPreviousData,
  });

export function useScreeningLogs(query: ScreeningLogQuery) {
  return useQuery(screeningLogPageQueryOptions(query));
}
