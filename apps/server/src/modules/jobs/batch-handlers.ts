import type { Tx } from '../../db/database';
import type { TenantContext } from '../../db/tenant-scope';

/** One item as its handler receives it. */
export interface BatchItem<P = unknown> {
  id: string;
  seq: number;
  idempotencyKey: string;
  payload: P;
  /** Earlier attempts that reached an outcome (a retried failure counts; a crash rolled back does not). */
  attempts: number;
}

/** The batch's tenant, and as actor the staff member who started the batch (audit events of the item name them). */
export interface BatchContext extends TenantContext {
  batchId: string;
  kind: string;
}

/**
 * Processes one item inside the transaction that also marks it done (scoped to the batch's tenant), so the
 * item's effects and its mark commit together or not at all. Throw an AppError to fail the item with a
 * message the tenant's staff may read; any other error fails it with a generic message and is logged.
 * The returned value (JSON) is kept as the item's result.
 */
export type BatchItemHandler<P = unknown, R = unknown> = (item: BatchItem<P>, tx: Tx, ctx: BatchContext) => Promise<R>;

/**
 * The handlers by batch kind ("screening", "onboarding", "monitoring"…). Modules register theirs when the app
 * is built; a batch of a kind with no handler is refused when created.
 */
export class BatchHandlers {
  private readonly handlers = new Map<string, BatchItemHandler>();

  register<P, R>(kind: string, handler: BatchItemHandler<P, R>): void {
    if (this.handlers.has(kind)) throw new Error(`A batch handler for "${kind}" is already registered`);
    this.handlers.set(kind, handler as BatchItemHandler);
  }

  get(kind: string): BatchItemHandler | undefined {
    return this.handlers.get(kind);
  }

  has(kind: string): boolean {
    return this.handlers.has(kind);
  }
}
