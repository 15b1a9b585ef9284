import type { Db, DbOrTx } from '../../db/database';
import { type TenantContext, withPlatform, withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import type { BatchRow } from './batches.repo';
import { type BatchDeps, cancelBatch } from './batches.service';
import { deleteFinishedBefore, findKindBatch, latestOpenBatch, markDismissed } from './kind-batches.repo';

/**
 * What the upload batches started from a screen share (batch screening, batch onboarding; decisions 110 and 111):
 * a batch is read in its kind and tenant only, the screen reopens the staff member's latest batch for as long as
 * its results are kept, Discard closes it, and the hourly expiry removes it afterwards.
 */
export interface UploadBatchKind {
  kind: string;
  /** How long the results are kept after the batch started (spec 2 §9.1, spec 3 §9: 24 hours). */
  keepMs: number;
  /** The 404 of a batch that is not the tenant's, not of this kind, or expired. */
  notFoundMessage: string;
}

export async function mustFindKindBatch(tx: DbOrTx, ctx: TenantContext, of: UploadBatchKind, id: string) {
  const batch = await findKindBatch(tx, ctx.tenantId, of.kind, id);
  if (!batch) throw notFound(of.notFoundMessage);
  return batch;
}

/** The caller's batch still running, or started within the keeping time and not discarded. */
export async function currentKindBatch(tx: DbOrTx, ctx: TenantContext, of: UploadBatchKind) {
  if (!ctx.actorId) return undefined;
  return latestOpenBatch(tx, ctx.tenantId, of.kind, ctx.actorId, new Date(Date.now() - of.keepMs));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The summary fields both kinds answer (the kind adds its own counts). */
export function kindBatchSummary(batch: BatchRow, of: UploadBatchKind) {
  return {
    id: batch.id,
    fileName: batch.label ?? '',
    status: batch.status,
    total: batch.total,
    done: batch.doneCount,
    failed: batch.failedCount,
    pending: batch.total - batch.doneCount - batch.failedCount,
    createdBy: batch.createdByEmail,
    createdAt: batch.createdAt.toISOString(),
    startedAt: iso(batch.startedAt),
    finishedAt: iso(batch.finishedAt),
    expiresAt: new Date(batch.createdAt.getTime() + of.keepMs).toISOString(),
  };
}

/**
 * Perform Another … / Discard: a running batch stops (the item in progress finishes, the rest are never run)
 * and the batch no longer opens by itself. What the items already did stays. Audited once.
 */
export async function discardKindBatch(
  deps: BatchDeps,
  ctx: TenantContext,
  of: UploadBatchKind,
  id: string,
): Promise<BatchRow> {
  const batch = await withTenant(deps.db, ctx, (tx) => mustFindKindBatch(tx, ctx, of, id));
  if (batch.status === 'queued' || batch.status === 'running') {
    await cancelBatch(deps, ctx, id).catch((error: unknown) => {
      // It finished between the read and the cancel: nothing left to stop.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    });
  }
  return withTenant(deps.db, ctx, async (tx) => {
    const dismissed = await markDismissed(tx, ctx.tenantId, id);
    if (!dismissed) throw notFound(of.notFoundMessage);
    if (!batch.dismissedAt)
      await appendAudit(tx, {
        tenantId: ctx.tenantId,
        actorId: ctx.actorId,
        actorEmail: ctx.actorEmail,
        ip: ctx.ip,
        action: 'job_batch.dismissed',
        entityType: 'job_batch',
        entityId: id,
        after: { status: dismissed.status, done: dismissed.doneCount, failed: dismissed.failedCount },
      });
    return dismissed;
  });
}

/**
 * Removes the finished batches of this kind started longer ago than the keeping time, with their items (every
 * tenant). What the items did (logs, charges, customers) and the batch's audit events stay; the removal is itself
 * an audit event. Runs hourly as a job (runtime.ts `batchResultsExpiry`).
 */
export async function expireKindBatches(db: Db, of: UploadBatchKind, now = new Date()): Promise<number> {
  return withPlatform(db, `${of.kind} results expire after their keeping time`, async (tx) => {
    const removed = await deleteFinishedBefore(tx, of.kind, new Date(now.getTime() - of.keepMs));
    for (const batch of removed) {
      await appendAudit(tx, {
        tenantId: batch.tenantId,
        actorId: null,
        actorEmail: null,
        action: 'job_batch.expired',
        entityType: 'job_batch',
        entityId: batch.id,
        after: { label: batch.label, total: batch.total, done: batch.doneCount, failed: batch.failedCount },
      });
    }
    return removed.length;
  });
}
