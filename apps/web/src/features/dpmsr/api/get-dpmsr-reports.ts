import { DPMSR_PATHS, type DpmsrReportRecord, dpmsrReportListSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The prefix of every DPMSR query; a submit, update, delete or XML generation invalidates it. */
export const dpmsrQueryKey = ['dpmsr'] as const;

/**
 * GET /api/Dpmsr (spec 3 §7): the tenant's reports, newest first, customer embedded. Quiet: the list shows
 * 'Failed to fetch DPMSR reports. Please try again.' itself (spec 3 §8).
 */
export function getDpmsrReports(signal?: AbortSignal): Promise<DpmsrReportRecord[]> {
  return apiRequest(DPMSR_PATHS.list, { schema: dpmsrReportListSchema, quiet: true, signal });
}

export const dpmsrReportsQueryOptions = () =>
  queryOptions({ queryKey: [...dpmsrQueryKey, 'list'], queryFn: ({ signal }) => getDpmsrReports(signal) });

export function useDpmsrReports() {
  return useQuery(dpmsrReportsQueryOptions());
}
