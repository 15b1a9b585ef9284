import { ERROR_CODES, JOB_MESSAGES, type JobBatchProgress, type JobBatchQuery } from '@aml/contracts';
import type { Db } from '../../db/database';
import { type TenantContext, withPlatform, withTenant } from '../../db/tenant-scope';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import type { BatchContext, BatchHandlers } from './batch-handlers';
import {
  type BatchItemRow,
  type BatchRow,
  claimNextItem,
  countPending,
  findBatch,
  findBatchForRunner,
  insertBatch,
  insertItems,
  listItems,
  lockBatchForItem,
  markBatchRunning,
  markItemDone,
  markItemFailed,
  resetFailedItems,
  setBatchStatus,
  unfinishedBatchIds,
} from './batches.repo';
import type { JobLog } from './graphile-logger';
import type { JobQueue } from './job-runner';

/**
 * "A batch of items processed one by one, each exactly once" (issue 10; docs/decisions/100-job-runner.md).
 *
 * - createBatch stores the batch and its items, then enqueues ONE graphile job whose job key is the batch id,
 *   so enqueueing again (a retry, the resume sweep) never makes a second pending job.
 * - runBatch (the job) takes the pending items in order. Each item runs in its own transaction in the batch's
 *   tenant scope: the handler's effects and the item's "done" mark commit together, so a crash rolls both
 *   back and the resumed job does the item again from scratch, never twice. The item row is locked FOR UPDATE
 *   SKIP LOCKED in that transaction, so even two jobs of one batch never process the same item.
 * - A failed item records its error in a separate transaction after the rollback, and the batch goes on.
 * - retryItem / retryFailed put failed items back to pending and enqueue the batch again.
 */
export interface BatchDeps {
  db: Db;
  jobs: JobQueue;
  batchHandlers: BatchHandlers;
}

export interface NewBatchItem {
  /** The caller's key of the item, unique in the batch (a row number, a customer id). */
  idempotencyKey: string;
  payload: unknown;
}

/** Most items one batch takes (a batch upload of the spec is far smaller; this bounds one insert). */
export const MAX_BATCH_ITEMS = 100_000;
const MAX_KEY_LENGTH = 200;
const MAX_ERROR_LENGTH = 2000;
/** A queued or running batch that has not moved for this long is enqueued again by the resume sweep. */
export const BATCH_STALE_AFTER_MS = 15 * 60 * 1000;
const UNEXPECTED_ITEM_ERROR = 'This item could not be processed because of an unexpected error.';

const batchJob = (batchId: string) => ({ batchId }) as const;
const enqueueBatch = (jobs: JobQueue, batchId: string) =>
  jobs.enqueue('batch-run', batchJob(batchId), { jobKey: batchId });

export async function createBatch(
  deps: BatchDeps,
  ctx: TenantContext,
  input: { kind: string; items: readonly NewBatchItem[]; label?: string },
): Promise<{ id: string; total: number }> {
  if (!deps.batchHandlers.has(input.kind)) throw new Error(`No batch handler is registered for "${input.kind}"`);
  const problems = checkItems(input.items);
  if (problems.length > 0) throw invalid(problems);

  const batch = await withTenant(deps.db, ctx, async (tx) => {
    const row = await insertBatch(tx, {
      tenantId: ctx.tenantId,
      kind: input.kind,
      label: input.label ?? null,
      total: input.items.length,
      createdBy: ctx.actorId,
      createdByEmail: ctx.actorEmail,
    });
    await insertItems(tx, row, input.items);
    await appendAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'job_batch.created',
      entityType: 'job_batch',
      entityId: row.id,
      after: { kind: row.kind, total: row.total, ...(row.label ? { label: row.label } : {}) },
    });
    return row;
  });
  // After the commit: a job must never point at a batch that does not exist. If this enqueue fails, the batch
  // waits as queued and the resume sweep (start-up and every few minutes) enqueues it.
  await enqueueBatch(deps.jobs, batch.id);
  return { id: batch.id, total: batch.total };
}

function checkItems(items: readonly NewBatchItem[]) {
  const problems: { path: string; message: string }[] = [];
  if (items.length === 0) problems.push({ path: 'items', message: 'A batch needs at least one item' });
  if (items.length > MAX_BATCH_ITEMS)
    problems.push({ path: 'items', message: `A batch takes at most ${MAX_BATCH_ITEMS} items` });
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = item.idempotencyKey;
    if (!key || key.length > MAX_KEY_LENGTH)
      problems.push({ path: `items.${i}.idempotencyKey`, message: `Item ${i + 1} needs a key of 1 to 200 characters` });
    else if (seen.has(key))
      problems.push({ path: `items.${i}.idempotencyKey`, message: `Item ${i + 1} repeats the key "${key}"` });
    seen.add(key);
  });
  return problems.slice(0, 20);
}

/** Thrown by runBatch when the app shuts down between two items: graphile fails the job and retries it. */
export class BatchInterrupted extends Error {
  constructor(batchId: string) {
    super(`Batch ${batchId} interrupted by shutdown; it resumes at the next pending item`);
    this.name = 'BatchInterrupted';
  }
}

/** The body of the `batch-run` job. */
export async function runBatch(
  deps: BatchDeps,
  batchId: string,
  job: { signal?: AbortSignal; log: JobLog },
): Promise<void> {
  const batch = await withPlatform(deps.db, 'job runner reads the batch it runs', (tx) =>
    findBatchForRunner(tx, batchId),
  );
  if (!batch || batch.status === 'completed' || batch.status === 'failed' || batch.status === 'cancelled') return;
  const scope = { tenantId: batch.tenantId };
  const ctx: BatchContext = {
    tenantId: batch.tenantId,
    actorId: batch.createdBy,
    actorEmail: batch.createdByEmail,
    ip: null,
    batchId,
    kind: batch.kind,
  };

  const handler = deps.batchHandlers.get(batch.kind);
  if (!handler) {
    await withTenant(deps.db, scope, async (tx) => {
      const failed = await setBatchStatus(tx, batch.tenantId, batchId, ['queued', 'running'], {
        status: 'failed',
        error: `This server has no handler for batches of kind "${batch.kind}".`,
        finished: true,
      });
      if (failed) await auditBatch(tx, batch, 'job_batch.failed', { error: failed.error });
    });
    job.log.error({ batchId, kind: batch.kind }, 'batch kind has no handler');
    return;
  }

  if (batch.status === 'queued') {
    await withTenant(deps.db, scope, async (tx) => {
      const started = await markBatchRunning(tx, batch.tenantId, batchId);
      if (started) await auditBatch(tx, batch, 'job_batch.started', { total: started.total });
    });
  }

  for (;;) {
    if (job.signal?.aborted) throw new BatchInterrupted(batchId);
    let claimed: BatchItemRow | undefined;
    try {
      const processed = await withTenant(deps.db, scope, async (tx) => {
        if (!(await lockBatchForItem(tx, batchId))) return 'taken' as const;
        claimed = await claimNextItem(tx, batch.tenantId, batchId);
        if (!claimed) return false;
        const { id, seq, idempotencyKey, payload, attempts } = claimed;
        const result = await handler({ id, seq, idempotencyKey, payload, attempts }, tx, ctx);
        await markItemDone(tx, claimed, result);
        return true;
      });
      // Another job of this batch is mid-item: it goes on with the rest and finishes the batch.
      if (processed === 'taken') return;
      if (!processed) break;
    } catch (error) {
      // No item claimed: the database itself failed. The job fails and graphile retries it later.
      if (!claimed) throw error;
      await recordItemFailure(deps, batch, claimed, error, job.log);
    }
  }
  await finishIfDone(deps, batch);
}

async function recordItemFailure(
  deps: BatchDeps,
  batch: BatchRow,
  item: BatchItemRow,
  error: unknown,
  log: JobLog,
): Promise<void> {
  const known = error instanceof AppError;
  if (!known) log.error({ err: error, batchId: batch.id, seq: item.seq }, 'batch item failed unexpectedly');
  const message = (known ? error.message : UNEXPECTED_ITEM_ERROR).slice(0, MAX_ERROR_LENGTH);
  // Its own transaction: the item's transaction was rolled back with everything the handler wrote.
  await withTenant(deps.db, { tenantId: batch.tenantId }, (tx) => markItemFailed(tx, item, message));
}

/** Completes the batch when no item is pending; items still locked by another job are left to that job. */
async function finishIfDone(deps: BatchDeps, batch: BatchRow): Promise<void> {
  await withTenant(deps.db, { tenantId: batch.tenantId }, async (tx) => {
    if ((await countPending(tx, batch.id)) > 0) return;
    const finished = await setBatchStatus(tx, batch.tenantId, batch.id, ['running'], {
      status: 'completed',
      finished: true,
    });
    if (finished)
      await auditBatch(tx, batch, 'job_batch.completed', {
        total: finished.total,
        done: finished.doneCount,
        failed: finished.failedCount,
      });
  });
}

/** Events the runner writes: the system acts, on behalf of the staff member who started the batch. */
async function auditBatch(tx: Parameters<typeof appendAudit>[0], batch: BatchRow, action: string, after: unknown) {
  await appendAudit(tx, {
    tenantId: batch.tenantId,
    actorId: null,
    actorEmail: null,
    action,
    entityType: 'job_batch',
    entityId: batch.id,
    after,
  });
}

/** Puts one failed item (by its seq) back to pending and enqueues the batch. */
export async function retryItem(deps: BatchDeps, ctx: TenantContext, batchId: string, seq: number) {
  return retry(deps, ctx, batchId, seq);
}

/** Puts every failed item of the batch back to pending and enqueues the batch. */
export async function retryFailed(deps: BatchDeps, ctx: TenantContext, batchId: string) {
  return retry(deps, ctx, batchId);
}

async function retry(
  deps: BatchDeps,
  ctx: TenantContext,
  batchId: string,
  seq?: number,
): Promise<{ retried: number[] }> {
  const retried = await withTenant(deps.db, ctx, async (tx) => {
    const batch = await findBatch(tx, ctx.tenantId, batchId);
    if (!batch) throw notFound(JOB_MESSAGES.batchNotFound);
    if (batch.status === 'cancelled' || batch.status === 'failed')
      throw new AppError(ERROR_CODES.conflict, 409, 'This batch was stopped; its items cannot be retried.');
    const seqs = await resetFailedItems(tx, ctx.tenantId, batchId, seq);
    if (seqs.length === 0)
      throw new AppError(
        ERROR_CODES.conflict,
        409,
        seq === undefined ? 'This batch has no failed items.' : `Item ${seq} has not failed.`,
      );
    // A completed batch runs again for the items put back; a running one picks them up as it goes.
    await setBatchStatus(tx, ctx.tenantId, batchId, ['completed'], { status: 'queued' });
    await appendAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'job_batch.retried',
      entityType: 'job_batch',
      entityId: batchId,
      after: { items: seqs },
    });
    return seqs;
  });
  await enqueueBatch(deps.jobs, batchId);
  return { retried };
}

/** Stops a queued or running batch: the item in progress finishes, pending items stay pending and are not run. */
export async function cancelBatch(deps: BatchDeps, ctx: TenantContext, batchId: string): Promise<void> {
  await withTenant(deps.db, ctx, async (tx) => {
    const batch = await findBatch(tx, ctx.tenantId, batchId);
    if (!batch) throw notFound(JOB_MESSAGES.batchNotFound);
    const cancelled = await setBatchStatus(tx, ctx.tenantId, batchId, ['queued', 'running'], {
      status: 'cancelled',
      finished: true,
    });
    if (!cancelled) throw new AppError(ERROR_CODES.conflict, 409, 'This batch has already finished.');
    await appendAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'job_batch.cancelled',
      entityType: 'job_batch',
      entityId: batchId,
      before: { status: batch.status },
      after: { status: 'cancelled', done: cancelled.doneCount, failed: cancelled.failedCount },
    });
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Progress of the tenant's batch and one page of its items; another tenant's batch is not found. */
export async function batchProgress(
  deps: Pick<BatchDeps, 'db'>,
  tenantId: string,
  batchId: string,
  query: JobBatchQuery,
): Promise<JobBatchProgress> {
  return withTenant(deps.db, { tenantId }, async (tx) => {
    const batch = await findBatch(tx, tenantId, batchId);
    if (!batch) throw notFound(JOB_MESSAGES.batchNotFound);
    const items = await listItems(tx, tenantId, batchId, query);
    return {
      id: batch.id,
      kind: batch.kind,
      status: batch.status,
      total: batch.total,
      done: batch.doneCount,
      failed: batch.failedCount,
      pending: batch.total - batch.doneCount - batch.failedCount,
      error: batch.error,
      createdBy: batch.createdByEmail,
      createdAt: batch.createdAt.toISOString(),
      startedAt: iso(batch.startedAt),
      finishedAt: iso(batch.finishedAt),
      items: {
        page: query.page,
        pageSize: query.pageSize,
        total: items.total,
        rows: items.rows.map((row) => ({
          seq: row.seq,
          idempotencyKey: row.idempotencyKey,
          status: row.status,
          attempts: row.attempts,
          result: row.result ?? null,
          error: row.error,
          finishedAt: iso(row.finishedAt),
        })),
      },
    };
  });
}

/**
 * Enqueues every queued or running batch that has not moved for `staleAfterMs` (0 at start-up: after a crash
 * the dead instance's job stays locked by graphile for four hours; a new job of the same key runs at once, and
 * the item locks keep it from doubling any work of a job that is in fact still alive elsewhere).
 */
export async function resumeBatches(deps: BatchDeps, staleAfterMs: number): Promise<number> {
  const ids = await withPlatform(deps.db, 'job runner resumes unfinished batches', (tx) =>
    unfinishedBatchIds(tx, new Date(Date.now() - staleAfterMs)),
  );
  for (const id of ids) await enqueueBatch(deps.jobs, id);
  return ids.length;
}
