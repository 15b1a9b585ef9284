import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jobBatches, jobBatchItems } from '../../db/schema';

export type BatchRow = typeof jobBatches.$inferSelect;
export type BatchItemRow = typeof jobBatchItems.$inferSelect;

// PostgreSQL takes at most 65,535 parameters per statement; an item row binds five.
const INSERT_CHUNK = 2000;

export async function insertBatch(
  db: DbOrTx,
  values: {
    tenantId: string;
    kind: string;
    label: string | null;
    total: number;
    createdBy: string | null;
    createdByEmail: string | null;
  },
): Promise<BatchRow> {
  const [row] = await db.insert(jobBatches).values(values).returning();
  if (!row) throw new Error('batch not created');
  return row;
}

export async function insertItems(
  db: DbOrTx,
  batch: { id: string; tenantId: string },
  items: readonly { idempotencyKey: string; payload: unknown }[],
): Promise<void> {
  for (let start = 0; start < items.length; start += INSERT_CHUNK) {
    await db.insert(jobBatchItems).values(
      items.slice(start, start + INSERT_CHUNK).map((item, i) => ({
        batchId: batch.id,
        tenantId: batch.tenantId,
        seq: start + i + 1,
        idempotencyKey: item.idempotencyKey,
        // The column is NOT NULL: an item without a payload (its key says it all) stores {}.
        payload: item.payload ?? {},
      })),
    );
  }
}

/** The batch, when it belongs to the tenant (every tenant read filters by tenant; RLS is the second wall). */
export async function findBatch(db: DbOrTx, tenantId: string, id: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(jobBatches)
    .where(and(eq(jobBatches.id, id), eq(jobBatches.tenantId, tenantId)));
  return row;
}

/** The batch whatever its tenant: only for the job runner, on its named platform path. */
export async function findBatchForRunner(db: DbOrTx, id: string): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(jobBatches).where(eq(jobBatches.id, id));
  return row;
}

/** A batch about to run: running from now (first start kept). Returns the row when it changed state. */
export async function markBatchRunning(db: DbOrTx, tenantId: string, id: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .update(jobBatches)
    .set({ status: 'running', startedAt: sql`coalesce(${jobBatches.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(jobBatches.id, id), eq(jobBatches.tenantId, tenantId), eq(jobBatches.status, 'queued')))
    .returning();
  return row;
}

/**
 * Takes the batch for the length of one item's transaction. Items are processed one by one and in order:
 * a second job of the same batch (a resume enqueued while the first job runs) finds the batch taken and
 * leaves it to the job that holds it. The lock ends with the item's transaction, a crash included.
 */
export async function lockBatchForItem(db: DbOrTx, batchId: string): Promise<boolean> {
  // An advisory lock, not a row lock: a cancel or a progress update of the batch row never waits for an item.
  // synchronous_commit off for this transaction only: the item's commit does not wait for its WAL to reach
  // the disk (a few milliseconds per item, most of a 1000-record batch's time). A database crash can then
  // lose the last items' commits, but whole: the item is pending again together with everything its handler
  // wrote, and the resumed job does it once more. Never an effect without its mark (decision 110).
  const result = await db.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${batchId}::text, 0)) as taken,
               set_config('synchronous_commit', 'off', true)`,
  );
  return result.rows[0]?.taken === true;
}

/**
 * Locks the next pending item of a running batch for this transaction. SKIP LOCKED: an item another worker
 * is processing (a second job of the same batch) is passed over, never processed twice; the lock ends with
 * the transaction that marks the item, so a crash releases it with the rollback.
 */
export async function claimNextItem(db: DbOrTx, tenantId: string, batchId: string): Promise<BatchItemRow | undefined> {
  const rows = await db
    .select()
    .from(jobBatchItems)
    .where(
      and(
        eq(jobBatchItems.batchId, batchId),
        eq(jobBatchItems.tenantId, tenantId),
        eq(jobBatchItems.status, 'pending'),
        sql`exists (select 1 from ${jobBatches} b where b.id = ${jobBatchItems.batchId} and b.status = 'running')`,
      ),
    )
    .orderBy(asc(jobBatchItems.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function markItemDone(db: DbOrTx, item: BatchItemRow, result: unknown): Promise<void> {
  await db
    .update(jobBatchItems)
    .set({
      status: 'done',
      result: result ?? null,
      error: null,
      attempts: sql`${jobBatchItems.attempts} + 1`,
      updatedAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .where(eq(jobBatchItems.id, item.id));
  await moveCounters(db, item.batchId, { done: 1 });
}

/** Records a failure; only an item still pending (not done meanwhile by another worker). */
export async function markItemFailed(db: DbOrTx, item: BatchItemRow, error: string): Promise<boolean> {
  const rows = await db
    .update(jobBatchItems)
    .set({
      status: 'failed',
      error,
      attempts: sql`${jobBatchItems.attempts} + 1`,
      updatedAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .where(and(eq(jobBatchItems.id, item.id), eq(jobBatchItems.status, 'pending')))
    .returning({ id: jobBatchItems.id });
  if (rows.length === 0) return false;
  await moveCounters(db, item.batchId, { failed: 1 });
  return true;
}

/** Puts failed items back to pending (all of the batch's, or one by its seq); returns their seqs. */
export async function resetFailedItems(db: DbOrTx, tenantId: string, batchId: string, seq?: number): Promise<number[]> {
  const rows = await db
    .update(jobBatchItems)
    .set({ status: 'pending', error: null, result: null, updatedAt: sql`now()`, finishedAt: null })
    .where(
      and(
        eq(jobBatchItems.batchId, batchId),
        eq(jobBatchItems.tenantId, tenantId),
        eq(jobBatchItems.status, 'failed'),
        seq === undefined ? undefined : eq(jobBatchItems.seq, seq),
      ),
    )
    .returning({ seq: jobBatchItems.seq });
  if (rows.length > 0) await moveCounters(db, batchId, { failed: -rows.length });
  return rows.map((r) => r.seq).sort((a, b) => a - b);
}

async function moveCounters(db: DbOrTx, batchId: string, by: { done?: number; failed?: number }): Promise<void> {
  await db
    .update(jobBatches)
    .set({
      doneCount: sql`${jobBatches.doneCount} + ${by.done ?? 0}`,
      failedCount: sql`${jobBatches.failedCount} + ${by.failed ?? 0}`,
      updatedAt: sql`now()`,
    })
    .where(eq(jobBatches.id, batchId));
}

export async function setBatchStatus(
  db: DbOrTx,
  tenantId: string,
  id: string,
  from: readonly BatchRow['status'][],
  values: Partial<Pick<BatchRow, 'status' | 'error'>> & { finished?: boolean },
): Promise<BatchRow | undefined> {
  const [row] = await db
    .update(jobBatches)
    .set({
      ...(values.status ? { status: values.status } : {}),
      ...(values.error !== undefined ? { error: values.error } : {}),
      finishedAt: values.finished ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobBatches.id, id), eq(jobBatches.tenantId, tenantId), inArray(jobBatches.status, [...from])))
    .returning();
  return row;
}

/** Items still pending, those locked by another worker included. */
export async function countPending(db: DbOrTx, batchId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobBatchItems)
    .where(and(eq(jobBatchItems.batchId, batchId), eq(jobBatchItems.status, 'pending')));
  return row?.n ?? 0;
}

export async function listItems(
  db: DbOrTx,
  tenantId: string,
  batchId: string,
  page: { page: number; pageSize: number; status?: BatchItemRow['status'] | undefined },
): Promise<{ total: number; rows: BatchItemRow[] }> {
  const where = and(
    eq(jobBatchItems.batchId, batchId),
    eq(jobBatchItems.tenantId, tenantId),
    page.status ? eq(jobBatchItems.status, page.status) : undefined,
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

/** Queued or running batches that have not moved since `before` (every tenant: the runner's platform path). */
export async function unfinishedBatchIds(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: jobBatches.id })
    .from(jobBatches)
    .where(and(inArray(jobBatches.status, ['queued', 'running']), lt(jobBatches.updatedAt, before)))
    .orderBy(asc(jobBatches.createdAt));
  return rows.map((r) => r.id);
}
