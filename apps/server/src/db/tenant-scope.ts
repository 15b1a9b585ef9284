import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database';

/** Who acts for which tenant: taken by every service that touches tenant data. */
export interface TenantContext {
  tenantId: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
}

/**
 * Runs fn in one transaction whose RLS scope is the tenant (set_config('app.tenant_id', id, true)).
 * The setting is transaction-local, so a pooled connection carries nothing to the next request, and
 * a query outside any scope sees no tenant row at all (decision 101).
 */
export function withTenant<T>(db: Db, ctx: Pick<TenantContext, 'tenantId'>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${ctx.tenantId}, true)`);
    return fn(tx);
  });
}

/**
 * The explicit, named cross-tenant path (super user screens, sign-in, jobs): set_config('app.platform','on',true).
 * The reason is kept beside it (`app.platform_reason`) so that a trigger or a debugging session can
 * tell which path opened the scope; every caller names one, so the paths can be found by grep.
 */
export function withPlatform<T>(db: Db, reason: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.platform', 'on', true), set_config('app.platform_reason', ${reason}, true)`,
    );
    return fn(tx);
  });
}
