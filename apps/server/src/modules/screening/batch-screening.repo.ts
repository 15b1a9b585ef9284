import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jobBatches, jobBatchItems } from '../../db/schema';
import type { BatchItemRow, BatchRow } from '../jobs/batches.repo';

/** Batch screening's reads of the job runner's tables (the runner itself writes them: batches.repo.ts). */

const hasHits = sql`coalesce((${jobBatchItems.result}->>'totalHits')::int, 0) > 0`;

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

/** Records done with at least one hit. */
export async function countMatched(db: DbOrTx, batchId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobBatchItems)
    .where(and(eq(jobBatchItems.batchId, batchId), eq(jobBatchItems.status, 'done'), hasHits));
  return row?.n ?? 0;
}

export async function listRecords(
  db: DbOrTx,
  tenantId: string,
  batchId: string,
  page: { page: number; pageSize: number; matched?: boolean | undefined },
): Promise<{ total: number; rows: BatchItemRow[] }> {
  const where = and(
    eq(jobBatchItems.batchId, batchId),
    eq(jobBatchItems.tenantId, tenantId),
    page.matched === undefined
      ? undefined
      : page.matched
        ? and(eq(jobBatchItems.status, 'done'), hasHits)
        : sql`not (${jobBatchItems.status} = 'done' and ${hasHits})`,
  );
  const [counted] = await db.select({ n: count() }).from(jobBatchItems).where(where);
  const rows = await db
    .select()
    .from(jobBatchItems)
    .where(where)
    .orderBy(asc(jobBatchItems.seq))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { total: counted?.n ?? 0, rows };
}

/** Every record of the batch, in order (a batch holds at most 1000). */
export async function allRecords(db: DbOrTx, tenantId: string, batchId: string): Promise<BatchItemRow[]> {
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
