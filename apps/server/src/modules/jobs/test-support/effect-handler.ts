import { and, count, eq, like } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../db/database';
import { auditEvents } from '../../../db/schema';
import { withPlatform } from '../../../db/tenant-scope';
import { AppError } from '../../../lib/app-error';
import { appendAudit } from '../../audit/audit.repo';
import type { BatchItemHandler } from '../batch-handlers';

/** The kind of the test batches: each item writes one "effect" (an audit event naming the item). */
export const EFFECT_KIND = 'test-effect';

export interface EffectPayload {
  /** Write the effect, then fail with a message for staff on the first attempt. */
  failFirstAttempt?: boolean;
  /** Write the effect, then throw a programming error (not an AppError). */
  crash?: boolean;
}

export interface EffectHandlerOptions {
  /** Called after the effect of an item is written, inside its transaction (the crash test waits there). */
  afterWrite?: (key: string) => Promise<void>;
}

/**
 * The effect is an ordinary write of the item's transaction, so a rolled-back item leaves none and an item
 * processed twice leaves two: counting them proves "each exactly once".
 */
export function effectHandler(options: EffectHandlerOptions = {}): BatchItemHandler<EffectPayload, { key: string }> {
  return async (item, tx, ctx) => {
    await appendAudit(tx, {
      tenantId: ctx.tenantId,
      actorId: ctx.actorId,
      action: 'test.effect',
      entityType: 'test_item',
      entityId: `${ctx.batchId}:${item.idempotencyKey}`,
    });
    await options.afterWrite?.(item.idempotencyKey);
    if (item.payload?.failFirstAttempt && item.attempts === 0)
      throw new AppError('VALIDATION', 422, `Item ${item.idempotencyKey} could not be screened: list unavailable`);
    if (item.payload?.crash) throw new Error('internal detail that staff must not see');
    return { key: item.idempotencyKey };
  };
}

/** Effects per item key of a batch (every tenant: read on the named platform path). */
export async function effectsOf(db: Db, batchId: string): Promise<Record<string, number>> {
  const rows = await withPlatform(db, 'test reads effects', (tx) =>
    tx
      .select({ entityId: auditEvents.entityId, n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'test.effect'), like(auditEvents.entityId, `${batchId}:%`)))
      .groupBy(auditEvents.entityId),
  );
  return Object.fromEntries(rows.map((r) => [String(r.entityId).slice(batchId.length + 1), r.n]));
}

/**
 * A count on the owner connection: graphile's schema and other sessions' activity are not visible to the
 * restricted request role the app's pool runs as.
 */
export async function ownerCount(databaseUrl: string, query: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(query, values);
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
