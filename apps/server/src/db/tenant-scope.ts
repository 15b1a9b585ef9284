import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database';

// Minimal stand-in with the signatures the lead fixed (shared-db conventions); the RLS engineer's file
// of the same name replaces it at the merge.

/** Who acts for which tenant: taken by every service that touches tenant data. */
export interface TenantContext {
  tenantId: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
}

/** Runs fn in one transaction whose RLS scope is the tenant (set_config('app.tenant_id', id, true)). */
export function withTenant<T>(db: Db, ctx: Pick<TenantContext, 'tenantId'>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${ctx.tenantId}, true)`);
    return fn(tx);
  });
}

/** The explicit, named cross-tenant path (super user screens, sign-in, jobs): set_config('app.platform','on',true). */
export function withPlatform<T>(db: Db, reason: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The reason names the path for readers and for the full helper's logging; the scope is the same.
    await tx.execute(sql`select set_config('app.platform', 'on', true), ${reason}::text`);
    return fn(tx);
  });
}
