import { z } from 'zod';

/**
 * Batches of the job runner (issue 10): batch screening, batch onboarding and ongoing monitoring each run as
 * a batch of items processed one by one. Not in the spec's call tables; the shape is ours, read by the
 * screens that start a batch to show its progress.
 */
export const JOB_BATCH_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobBatchStatus = (typeof JOB_BATCH_STATUSES)[number];

export const JOB_BATCH_ITEM_STATUSES = ['pending', 'done', 'failed'] as const;
export type JobBatchItemStatus = (typeof JOB_BATCH_ITEM_STATUSES)[number];

/** Items per page of GET /api/jobs/batches/{id}. */
export const JOB_BATCH_PAGE = { defaultSize: 50, maxSize: 200, maxPage: 100_000 } as const;

export const JOB_MESSAGES = {
  batchNotFound: 'Batch not found',
  batchId: 'The batch id must be a UUID',
} as const;

export const jobBatchParamsSchema = z.object({ id: z.uuid({ message: JOB_MESSAGES.batchId }) });

export const jobBatchQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(JOB_BATCH_PAGE.maxPage, `page must be at most ${JOB_BATCH_PAGE.maxPage}`)
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(JOB_BATCH_PAGE.maxSize, `pageSize must be at most ${JOB_BATCH_PAGE.maxSize}`)
    .default(JOB_BATCH_PAGE.defaultSize),
  /** Only the items in this state (for example the failed ones, to retry them). */
  status: z.enum(JOB_BATCH_ITEM_STATUSES, { message: 'status must be pending, done or failed' }).optional(),
});
export type JobBatchQuery = z.infer<typeof jobBatchQuerySchema>;

export const jobBatchItemSchema = z.object({
  /** Position in the batch, from 1, in the order the items were given. */
  seq: z.number().int(),
  /** The caller's key of the item (a row number, a customer id): unique in the batch. */
  idempotencyKey: z.string(),
  status: z.enum(JOB_BATCH_ITEM_STATUSES),
  attempts: z.number().int(),
  /** What the item's handler returned (for a screening: the hits), once done. */
  result: z.unknown().nullable(),
  /** Why the item failed, in the user's terms. */
  error: z.string().nullable(),
  /** ISO date-time, UTC; null while pending. */
  finishedAt: z.string().nullable(),
});
export type JobBatchItem = z.infer<typeof jobBatchItemSchema>;

/** GET /api/jobs/batches/{id}: a batch's progress and one page of its items. */
export const jobBatchProgressSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_BATCH_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** Why the batch as a whole could not run; item errors are on the items. */
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** ISO date-times, UTC. */
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  items: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Items matching the status filter (all items without one). */
    total: z.number().int(),
    rows: z.array(jobBatchItemSchema),
  }),
});
export type JobBatchProgress = z.infer<typeof jobBatchProgressSchema>;
