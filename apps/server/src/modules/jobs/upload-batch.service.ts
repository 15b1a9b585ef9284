import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import type { BatchItemRow, BatchRow } from './batches.repo';
import type { BatchDeps } from './batches.service';
import { allItems } from './kind-batches.repo';
import {
  currentKindBatch,
  discardKindBatch,
  expireKindBatches,
  kindBatchSummary,
  mustFindKindBatch,
  type UploadBatchKind,
} from './kind-batches.service';

/**
 * The reads every upload batch answers the same way (batch screening, individual and corporate batch onboarding;
 * decisions 110 and 111): the current batch, a page of items, every item, Discard and the hourly expiry. A kind
 * gives its own counts, item shape and filter; preview and start stay the kind's own.
 */
export interface UploadBatchSpec<S, I, Q> {
  of: UploadBatchKind;
  /** The kind's own counts beside the shared summary (matched, inReview …). */
  counts(tx: DbOrTx, batch: BatchRow): Promise<Omit<S, keyof ReturnType<typeof kindBatchSummary>>>;
  itemOf(row: BatchItemRow): I;
  /** One page of items, filtered by the kind's own query. */
  page(tx: DbOrTx, tenantId: string, batchId: string, query: Q): Promise<{ total: number; rows: BatchItemRow[] }>;
}

export interface UploadBatchReads<S, I, Q> {
  summaryOf(tx: DbOrTx, batch: BatchRow): Promise<S>;
  /** A batch of this kind in the caller's tenant, or the kind's 404. */
  summary(tx: DbOrTx, ctx: TenantContext, id: string): Promise<S>;
  current(deps: Pick<BatchDeps, 'db'>, ctx: TenantContext): Promise<{ batch: S | null }>;
  progress(
    deps: Pick<BatchDeps, 'db'>,
    ctx: TenantContext,
    id: string,
    query: Q & { page: number; pageSize: number },
  ): Promise<S & { items: { page: number; pageSize: number; total: number; rows: I[] } }>;
  /** Every item with its outcome (the results workbook, the batch report). */
  all(deps: Pick<BatchDeps, 'db'>, ctx: TenantContext, id: string): Promise<{ batch: S; items: I[] }>;
  /** Perform Another … / Discard (kind-batches.service.ts discardKindBatch). */
  discard(deps: BatchDeps, ctx: TenantContext, id: string): Promise<S>;
  /** Removes the finished batches past their keeping time (hourly job). */
  expire(db: Db, now?: Date): Promise<number>;
}

export function uploadBatchReads<S, I, Q>(spec: UploadBatchSpec<S, I, Q>): UploadBatchReads<S, I, Q> {
  const summaryOf = async (tx: DbOrTx, batch: BatchRow) =>
    ({ ...kindBatchSummary(batch, spec.of), ...(await spec.counts(tx, batch)) }) as S;
  return {
    summaryOf,
    summary: async (tx, ctx, id) => summaryOf(tx, await mustFindKindBatch(tx, ctx, spec.of, id)),
    current: (deps, ctx) =>
      withTenant(deps.db, ctx, async (tx) => {
        const batch = await currentKindBatch(tx, ctx, spec.of);
        return { batch: batch ? await summaryOf(tx, batch) : null };
      }),
    progress: (deps, ctx, id, query) =>
      withTenant(deps.db, ctx, async (tx) => {
        const batch = await mustFindKindBatch(tx, ctx, spec.of, id);
        const page = await spec.page(tx, ctx.tenantId, id, query);
        return {
          ...(await summaryOf(tx, batch)),
          items: { page: query.page, pageSize: query.pageSize, total: page.total, rows: page.rows.map(spec.itemOf) },
        };
      }),
    all: (deps, ctx, id) =>
      withTenant(deps.db, ctx, async (tx) => {
        const batch = await mustFindKindBatch(tx, ctx, spec.of, id);
        const rows = await allItems(tx, ctx.tenantId, id);
        return { batch: await summaryOf(tx, batch), items: rows.map(spec.itemOf) };
      }),
    discard: async (deps, ctx, id) => {
      const dismissed = await discardKindBatch(deps, ctx, spec.of, id);
      return withTenant(deps.db, ctx, (tx) => summaryOf(tx, dismissed));
    },
    expire: (db, now = new Date()) => expireKindBatches(db, spec.of, now),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored item → the wire item: the payload's row and record, the result read with the kind's schema. */
export function uploadBatchItem<R, O>(
  row: BatchItemRow,
  payloadSchema: z.ZodType<{ row: number; record: R }>,
  resultSchema: z.ZodType<O>,
) {
  const payload = payloadSchema.parse(row.payload);
  return {
    seq: row.seq,
    row: payload.row,
    record: payload.record,
    status: row.status,
    result: row.result === null ? null : resultSchema.parse(row.result),
    error: row.error,
    finishedAt: iso(row.finishedAt),
  };
}
