import {
  BATCH_ONBOARDING_PAGE,
  BATCH_ONBOARDING_POLL_MS,
  type BatchOnboardingProgress,
  batchOnboardingProgressSchema,
  type JobBatchItemStatus,
} from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isBatchActive } from '../../batch-screening/api/get-batch';
import { batchOnboardingQueryKey } from './get-current-batch-onboarding';

/** The rows shown: all, or only those in one state (the failed ones, to see what to fix). */
export type BatchOnboardingFilter = 'all' | JobBatchItemStatus;

export interface BatchOnboardingPageQuery {
  id: string;
  page: number;
  filter: BatchOnboardingFilter;
}

function batchPath({ id, page, filter }: BatchOnboardingPageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(BATCH_ONBOARDING_PAGE.defaultSize) });
  if (filter !== 'all') params.set('status', filter);
  return `/api/IndividualUser/batch/${encodeURIComponent(id)}?${params}`;
}

/**
 * GET /api/IndividualUser/batch/{id}?page&pageSize&status (issue 14): the batch's progress and one page of its
 * rows. Quiet: the results screen shows a missing batch as 'Batch state expired' and other failures as an alert.
 */
export function getBatchOnboarding(
  query: BatchOnboardingPageQuery,
  signal?: AbortSignal,
): Promise<BatchOnboardingProgress> {
  return apiRequest(batchPath(query), { schema: batchOnboardingProgressSchema, quiet: true, signal });
}

export const batchOnboardingBatchKey = (id: string) => [...batchOnboardingQueryKey, 'batch', id] as const;

export const batchOnboardingQueryOptions = (query: BatchOnboardingPageQuery) =>
  queryOptions({
    queryKey: [...batchOnboardingBatchKey(query.id), { page: query.page, filter: query.filter }] as const,
    queryFn: ({ signal }) => getBatchOnboarding(query, signal),
    // Ours (contract): polled every second while the job runs; a finished batch no longer changes.
    refetchInterval: (q) => (isBatchActive(q.state.data?.status) ? BATCH_ONBOARDING_POLL_MS : false),
    staleTime: 0,
    // Another page or filter keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useBatchOnboarding(query: BatchOnboardingPageQuery) {
  return useQuery(batchOnboardingQueryOptions(query));
}
