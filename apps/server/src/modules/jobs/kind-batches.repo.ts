import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jobBatches, jobBatchItems } from '../../db/schema';
import type { BatchItemRow, BatchRow } from './batches.repo';

/**
 * Reads and closings of the job runner's tables shared by the upload batches a staff member starts from a screen
 * (batch screening, batch onboarding; decisions 110 and 111): each keyed by the batch kind, so that one screen
 * never sees the other's batches. The runner itself writes the tables (batches.repo.ts).
 */

/** The batch when it is the tenant's and of this kind; a batch of another kind is as good as absent here. */
export async function findKindBatch(
  db: DbOrTx,
  tenantId: string,
  kind: string,
  id: string,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(jobBatches)
    .where(and(eq(jobBatches.id, id), eq(jobBatches.tenantId, tenantId), eq(jobBatches.kind, kind)));
  return row;
}

/** The staff member's latest batch still open to them: running, or started since `since`, and not dismissed. */
export async function latestOpenBatch(
  db: DbOrTx,
  tenantId: string,
  kind: string,
  userId: string,
  since: Date,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(jobBatches)
    .where(
      and(
        eq(jobBatches.tenantId, tenantId),
        eq(jobBatches.kind, kind),
        eq(jobBatches.createdBy, userId),
        isNull(jobBatches.dismissedAt),
        or(gt(jobBatches.createdAt, since), inArray(jobBatches.status, ['queued', 'running'])),
      ),
    )
    .orderBy(desc(jobBatches.createdAt))
    .limit(1);
  return row;
}

/** Items of the batch done whose result satisfies `resultIs` (a screening with hits, a customer In Review). */
export async function countDoneWhere(db: DbOrTx, batchId: string, resultIs: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobBatchItems)
    .where(and(eq(jobBatchItems.batchId, batchId), eq(jobBatchItems.status, 'done'), resultIs));
  return row?.n ?? 0;
}

/** One page of the batch's items in order, optionally narrowed by `where`. */
export async function pageItems(
  db: DbOrTx,
  tenantId: string,
  batchId: string,
  page: { page: number; pageSize: number },
  where?: SQL,
): Promise<{ total: number; rows: BatchItemRow[] }> {
  const condition = and(eq(jobBatchItems.batchId, batchId), eq(jobBatchItems.tenantId, tenantId), where);
  const [counted] = await db.select({ n: count() }).from(jobBatchItems).where(condition);
  const rows = await db
    .select()
    .from(jobBatchItems)
    .where(condition)
    .orderBy(asc(jobBatchItems.seq))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { total: counted?.n ?? 0, rows };
}

/** Every item of the batch, in order (an upload batch holds at most 1000). */
export async function allItems(db: DbOrTx, tenantId: string, batchId: string): Promise<BatchItemRow[]> {
  return db
    .select()
    .from(jobBatchItems)
    .where(and(eq(jobBatchItems.batchId, batchId), eq(jobBatchItems.tenantId, tenantId)))
    .orderBy(asc(jobBatchItems.seq));
}

export async function markDismissed(db: DbOrTx, tenantId: string, id: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .update(jobBatches)
    .set({ dismissedAt: sql`coalesce(${jobBatches.dismissedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(jobBatches.id, id), eq(jobBatches.tenantId, tenantId)))
    .returning();
  return row;
}

/**
 * Removes the finished batches of this kind started before `before`, with their items (every tenant: the
 * expiry job's platform path). Returns what was removed, for the audit trail.
 */
export async function deleteFinishedBefore(
  db: DbOrTx,
  kind: string,
  before: Date,
): Promise<Pick<BatchRow, 'id' | 'tenantId' | 'label' | 'total' | 'doneCount' | 'failedCount' | 'createdAt'>[]> {
  return db
    .delete(jobBatches)
    .where(
      and(
        eq(jobBatches.kind, kind),
        lt(jobBatches.createdAt, before),
        notInArray(jobBatches.status, ['queued', 'running']),
      ),
    )
    .returning({
      id: jobBatches.id,
      tenantId: jobBatches.tenantId,
      label: jobBatches.label,
      total: jobBatches.total,
      doneCount: jobBatches.doneCount,
      failedCount: jobBatches.failedCount,
      createdAt: jobBatches.createdAt,
    });
}
