import {
  BATCH_SCREENING_PAGE,
  BATCH_SCREENING_POLL_MS,
  type BatchScreeningProgress,
  batchScreeningProgressSchema,
  type JobBatchStatus,
} from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { batchScreeningQueryKey } from './get-current-batch';

export type BatchRecordFilter = 'all' | 'matched' | 'unmatched';

export interface BatchPageQuery {
  id: string;
  page: number;
  filter: BatchRecordFilter;
}

/** A batch the job runner may still change: the screen keeps polling it. */
export const isBatchActive = (status: JobBatchStatus | undefined) => status === 'queued' || status === 'running';

function batchPath({ id, page, filter }: BatchPageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(BATCH_SCREENING_PAGE.defaultSize) });
  if (filter !== 'all') params.set('matched', filter === 'matched' ? 'true' : 'false');
  return `/api/Scan/batch/${encodeURIComponent(id)}?${params}`;
}

/**
 * GET /api/Scan/batch/{id}?page&pageSize&matched (issue 13): the batch's progress and one page of its records.
 * Quiet: the results screen shows a missing batch as 'Batch state expired' and other failures as an alert.
 */
export function getBatch(query: BatchPageQuery, signal?: AbortSignal): Promise<BatchScreeningProgress> {
  return apiRequest(batchPath(query), { schema: batchScreeningProgressSchema, quiet: true, signal });
}

export const batchQueryKey = (id: string) => [...batchScreeningQueryKey, 'batch', id] as const;

export const batchQueryOptions = (query: BatchPageQuery) =>
  queryOptions({
    queryKey: [...batchQueryKey(query.id), { page: query.page, filter: query.filter }] as const,
    queryFn: ({ signal }) => getBatch(query, signal),
    // Spec 3 §4 step 4: the state is polled every second while the job runs; a finished batch no longer changes.
    refetchInterval: (q) => (isBatchActive(q.state.data?.status) ? BATCH_SCREENING_POLL_MS : false),
    staleTime: 0,
    // Another page or filter keeps the records on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useBatch(query: BatchPageQuery) {
  return useQuery(batchQueryOptions(query));
}
