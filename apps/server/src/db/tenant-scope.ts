import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database';

/**
 * Minimal stand-in for the RLS engineer's file of the same name (issue 10, shared conventions): the same
 * exports and signatures, so the job runner can be built before the merge. Their version replaces this one.
 */

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
export function withPlatform<T>(db: Db, _reason: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.platform', 'on', true)`);
    return fn(tx);
  });
}
