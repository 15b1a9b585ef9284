import { DPMSR_PATHS, type DpmsrReportRecord, dpmsrReportRecordSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { dpmsrQueryKey } from './get-dpmsr-reports';

/**
 * GET /api/Dpmsr/{id} (spec 3 §7): one report with its customer embedded; null when there is no such report
 * for this tenant (404, or an id that is no report id), which the screens show as 'Report not found or already
 * expired.'. Quiet: the screens show 'Failed to fetch report data. Please try again.' for other failures.
 */
export async function getDpmsrReport(id: string, signal?: AbortSignal): Promise<DpmsrReportRecord | null> {
  try {
    return await apiRequest(DPMSR_PATHS.one(id), { schema: dpmsrReportRecordSchema, quiet: true, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const dpmsrReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...dpmsrQueryKey, 'one', id], queryFn: ({ signal }) => getDpmsrReport(id, signal) });

export function useDpmsrReport(id: string) {
  return useQuery(dpmsrReportQueryOptions(id));
}
