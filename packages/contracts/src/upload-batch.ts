import { z } from 'zod';
import { JOB_BATCH_ITEM_STATUSES, JOB_BATCH_STATUSES, jobBatchParamsSchema } from './jobs';

/**
 * What the batches started from an uploaded workbook share (batch screening, individual and corporate batch
 * onboarding; decisions 110 and 111): the summary of a batch, one item as the screens read it, a page of items,
 * the current-batch answer. Each kind adds its own counts, record and result.
 */

/** The summary fields every kind answers; a kind extends it with its own counts (matched, inReview …). */
export const uploadBatchSummaryBase = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(JOB_BATCH_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  createdBy: z.string().nullable(),
  /** ISO date-times, UTC. */
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When the results are removed: 24 hours after the batch was started (spec 2 §9.1, spec 3 §9). */
  expiresAt: z.string(),
});

/** One item of a kind: its record as submitted and, once done, what became of it. */
export function uploadBatchItemSchema<R extends z.ZodType, O extends z.ZodType>(record: R, result: O) {
  return z.object({
    /** Position in the file's valid records, from 1. */
    seq: z.number().int(),
    /** The workbook row the record came from. */
    row: z.number().int(),
    record,
    status: z.enum(JOB_BATCH_ITEM_STATUSES),
    result: result.nullable(),
    /** Why the record was not processed, in the user's words. */
    error: z.string().nullable(),
    finishedAt: z.string().nullable(),
  });
}

/** What each batch item stores (the job's payload): the record and the workbook row it came from. */
export function uploadBatchPayloadSchema<R extends z.ZodType>(record: R) {
  return z.object({ row: z.number().int(), record });
}

/** GET …/batch/{id}: the summary and one page of items. */
export function uploadBatchProgressSchema<S extends z.ZodRawShape, I extends z.ZodType>(
  summary: z.ZodObject<S>,
  item: I,
) {
  const items = z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    rows: z.array(item),
  });
  return z.object({ ...summary.shape, items });
}

/** GET …/batch/current: the caller's latest batch still running or kept and not discarded, else null. */
export function currentUploadBatchSchema<S extends z.ZodType>(summary: S) {
  return z.object({ batch: summary.nullable() });
}

export const UPLOAD_BATCH_PAGE = { defaultSize: 50, maxSize: 200 } as const;

/** page and pageSize of GET …/batch/{id}; a kind adds its own filter. */
export const uploadBatchPageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(UPLOAD_BATCH_PAGE.maxSize).default(UPLOAD_BATCH_PAGE.defaultSize),
});

export const uploadBatchParamsSchema = jobBatchParamsSchema;
