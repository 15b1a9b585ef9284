import { type MonitoringRunPage, type MonitoringRunQuery, monitoringRunPageSchema } from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/monitoring/runs?page&pageSize (issue 17): one page of the monitoring runs as this tenant saw
 * them, paged on the server. The screen shows its own 'Error fetching monitoring runs', so no toast
 * repeats it.
 */
export function getMonitoringRuns(query: MonitoringRunQuery, signal?: AbortSignal): Promise<MonitoringRunPage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  return apiRequest(`/api/monitoring/runs?${params}`, { schema: monitoringRunPageSchema, quiet: true, signal });
}

export const monitoringRunsQueryKey = ['monitoring-runs'] as const;
export const monitoringRunPageQueryKey = (query: MonitoringRunQuery) =>
  [...monitoringRunsQueryKey, 'page', query] as const;

export const monitoringRunPageQueryOptions = (query: MonitoringRunQuery) =>
  queryOptions({
    queryKey: monitoringRunPageQueryKey(query),
    queryFn: ({ signal }) => getMonitoringRuns(query, signal),
    // The page on screen stays while the next one loads: paging does not flash the table.
    placeholderData: keepPreviousData,
  });

export function useMonitoringRuns(query: MonitoringRunQuery) {
  return useQuery(monitoringRunPageQueryOptions(query));
}
