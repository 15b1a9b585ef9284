import type { JobBatchItemStatus, JobBatchStatus, uploadBatchSummaryBase } from '@aml/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType, z } from 'zod';
import { ApiError, apiFile, apiRequest, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';
import { FILE_REFUSALS, shortBalance } from './upload-batch-errors';

/** What every batch kind reports (contracts upload-batch.ts); each adds its own counts. */
export type UploadBatchSummary = z.infer<typeof uploadBatchSummaryBase>;

/** GET …/batch/{id}: the summary and one page of the batch's items. */
export type UploadBatchProgress<Item> = UploadBatchSummary & {
  items: { page: number; pageSize: number; total: number; rows: Item[] };
};

/** A preview as the upload screen reads it: the valid records and the balance to check them against. */
export interface UploadBatchPreview {
  records: readonly unknown[];
  maxScreeningCount: number;
  /** Screenings the batch needs when a record takes more than one (a company and its partners). */
  screeningsNeeded?: number;
}

export interface BatchPageQuery<F extends string> {
  id: string;
  page: number;
  /** 'all', or a kind's own filter (hits, item state). */
  filter: F;
}

export interface StartBatchInput {
  file: File;
  /** Spec 3 §4: only the first N valid records (batch screening, when the balance is short). */
  limit?: number;
}

/** A batch the job runner may still change: the screens keep polling it. */
export const isBatchActive = (status: JobBatchStatus | undefined) => status === 'queued' || status === 'running';

export const RESULTS_DOWNLOAD_FAILED = 'The results workbook could not be downloaded. Please try again.';
export const TEMPLATE_DOWNLOAD_FAILED = 'The template could not be downloaded. Please try again.';

export interface UploadBatchApiConfig<S extends UploadBatchSummary, P, V, F extends string> {
  /** Where the kind's calls live: '/api/Scan/batch', '/api/IndividualUser/batch' … */
  basePath: string;
  /** The first part of every query key of the kind. */
  queryKey: string;
  schemas: { summary: ZodType<S>; current: ZodType<{ batch: S | null }>; progress: ZodType<P>; preview: ZodType<V> };
  pageSize: number;
  pollMs: number;
  /** The query parameters that narrow the items to a filter ({} for 'all'). */
  filterParams: (filter: F) => Record<string, string>;
  /** Download names when the server's Content-Disposition gives none. */
  fileNames: { template: string; results: string };
  /**
   * Start's refusal of the file (400, 413, 415): shown on the screen like the preview's (true), or a toast in
   * `startFailureToast`'s words (false, batch screening's 'Batch processing failed: ...').
   */
  startRefusalsOnScreen: boolean;
  /** The toast of a start failure; a short balance (402) is the screen's dialog and never reaches here. */
  startFailureToast: (error: ApiError) => string | null;
}

/**
 * The calls of one kind of batch started from an uploaded workbook (batch screening, individual and corporate
 * batch onboarding; decisions 110 and 111). The kinds differ only in paths, schemas and filter, so one factory
 * makes each kind's fetchers, query options and hooks instead of one file per endpoint and kind: preview (POST
 * multipart `file`, nothing stored), start (POST, 201 summary), current (the user's batch to reopen), one page
 * of a batch polled while it runs, discard (Perform Another …), the results workbook and the template.
 */
export function createUploadBatchApi<S extends UploadBatchSummary, P extends UploadBatchSummary, V, F extends string>(
  config: UploadBatchApiConfig<S, P, V, F>,
) {
  const { basePath, schemas } = config;
  const batchPath = (id: string) => `${basePath}/${encodeURIComponent(id)}`;

  const queryKey = [config.queryKey] as const;
  const currentQueryKey = [...queryKey, 'current'] as const;
  const batchKey = (id: string) => [...queryKey, 'batch', id] as const;

  /** Quiet: the upload screen stays usable on a failure, the results screen shows an alert with Retry. */
  const getCurrent = (signal?: AbortSignal) =>
    apiRequest(`${basePath}/current`, { schema: schemas.current, quiet: true, signal });

  const currentQueryOptions = () =>
    queryOptions({
      queryKey: currentQueryKey,
      queryFn: ({ signal }) => getCurrent(signal),
      // Opening the screen decides the redirect, so a cached answer from an earlier visit is not enough.
      refetchOnMount: 'always',
      refetchOnWindowFocus: false,
    });

  /** Quiet: the results screen shows a missing batch as 'Batch state expired' and other failures as an alert. */
  const getBatch = ({ id, page, filter }: BatchPageQuery<F>, signal?: AbortSignal) => {
    const params = new URLSearchParams({ page: String(page), pageSize: String(config.pageSize) });
    for (const [name, value] of Object.entries(config.filterParams(filter))) params.set(name, value);
    return apiRequest(`${batchPath(id)}?${params}`, { schema: schemas.progress, quiet: true, signal });
  };

  const batchQueryOptions = (query: BatchPageQuery<F>) =>
    queryOptions({
      queryKey: [...batchKey(query.id), { page: query.page, filter: query.filter }] as const,
      queryFn: ({ signal }) => getBatch(query, signal),
      // Polled while the job runs (spec 3 §4 step 4: every second); a finished batch no longer changes.
      refetchInterval: (q) => (isBatchActive(q.state.data?.status) ? config.pollMs : false),
      staleTime: 0,
      // Another page or filter keeps the items on screen until the next ones arrive.
      placeholderData: keepPreviousData,
    });

  const upload = (file: File, limit?: number) => {
    const form = new FormData();
    form.append('file', file, file.name);
    if (limit !== undefined) form.append('limit', String(limit));
    return form;
  };

  /** A refused workbook is shown on the screen; anything else takes the usual toast. */
  const preview = (file: File) =>
    apiRequest(`${basePath}/preview`, {
      method: 'POST',
      body: upload(file),
      schema: schemas.preview,
      quiet: FILE_REFUSALS,
    });

  const start = ({ file, limit }: StartBatchInput) =>
    apiRequest(basePath, {
      method: 'POST',
      body: upload(file, limit),
      schema: schemas.summary,
      quiet: config.startRefusalsOnScreen ? FILE_REFUSALS : undefined,
      failureToast: (error) => (shortBalance(error) === null ? config.startFailureToast(error) : null),
    });

  /** A batch already gone (404: expired, or discarded in another tab) is what the user asked for. */
  const discard = async (id: string) => {
    try {
      await apiRequest(`${batchPath(id)}/discard`, { method: 'POST', quiet: [404] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return;
      throw error;
    }
  };

  const download = async (path: string, fallbackName: string, failed: string) => {
    const { blob, fileName } = await apiFile(path, { failureToast: serverMessageOr(failed) });
    const name = fileName ?? fallbackName;
    saveBlob(blob, name);
    return name;
  };

  return {
    queryKey,
    currentQueryKey,
    batchKey,
    getCurrent,
    currentQueryOptions,
    getBatch,
    batchQueryOptions,
    preview,
    start,
    discard,
    /** Whether the upload screen shows start's file refusals itself (see the config). */
    startRefusalsOnScreen: config.startRefusalsOnScreen,

    useCurrent: (options: { enabled?: boolean } = {}) =>
      useQuery({ ...currentQueryOptions(), enabled: options.enabled ?? true }),
    useBatch: (query: BatchPageQuery<F>) => useQuery(batchQueryOptions(query)),
    usePreview: () => useMutation({ mutationFn: preview }),
    useStart: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: start,
        onSuccess: (batch) => queryClient.setQueryData(currentQueryKey, { batch }),
      });
    },
    useDiscard: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: discard,
        onSuccess: (_, id) => {
          // The upload screen must not send the user straight back here from a cached answer.
          queryClient.setQueryData(currentQueryKey, { batch: null });
          queryClient.removeQueries({ queryKey: batchKey(id) });
        },
      });
    },
    useDownloadResults: () =>
      useMutation({
        mutationFn: (id: string) =>
          download(`${batchPath(id)}/results.xlsx`, config.fileNames.results, RESULTS_DOWNLOAD_FAILED),
      }),
    useDownloadTemplate: () =>
      useMutation({
        mutationFn: () => download(`${basePath}/template`, config.fileNames.template, TEMPLATE_DOWNLOAD_FAILED),
      }),
  };
}

export type UploadBatchApi<
  S extends UploadBatchSummary,
  P extends UploadBatchSummary,
  V,
  F extends string,
> = ReturnType<typeof createUploadBatchApi<S, P, V, F>>;

/** The onboarding kinds' filter: all items, or only those in one state (the failed ones, to see what to fix). */
export type ItemStatusFilter = 'all' | JobBatchItemStatus;

export const itemStatusParams = (filter: ItemStatusFilter): Record<string, string> =>
  filter === 'all' ? {} : { status: filter };
