import { TENANT_MESSAGES, type TenantArchiveSummary, tenantArchiveListSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/tenants/archives (decision 102): the hard-deleted tenants whose records are kept as a
 * read-only archive, newest first, each with the date the retention purge may remove it. Super user only.
 */
export function getTenantArchives(): Promise<TenantArchiveSummary[]> {
  return apiRequest('/api/tenants/archives', {
    schema: tenantArchiveListSchema,
    failureToast: () => TENANT_MESSAGES.archivesFetchFailed,
  });
}

export const tenantArchivesQueryKey = ['tenants', 'archives'] as const;

export const tenantArchivesQueryOptions = () =>
  queryOptions({ queryKey: tenantArchivesQueryKey, queryFn: getTenantArchives });

/** Loaded only while the screen shows the archived tenants. */
export function useTenantArchives(enabled: boolean) {
  return useQuery({ ...tenantArchivesQueryOptions(), enabled });
}
