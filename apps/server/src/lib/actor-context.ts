import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/database';
import { type TenantContext, withPlatform, withTenant } from '../db/tenant-scope';
import { actorOf } from '../plugins/access';
import { forbidden } from './app-error';

/**
 * Who is acting on the platform side (the super user's screens), as services receive it: explicit,
 * so that every audit event names its actor. Work for one tenant takes a TenantContext instead.
 */
export interface ActorContext {
  actorId: string;
  actorEmail: string;
  ip: string | null;
}

export function actorContextOf(request: FastifyRequest): ActorContext {
  const actor = actorOf(request);
  return { actorId: actor.userId, actorEmail: actor.email, ip: request.ip ?? null };
}

/** The TenantContext of a tenant-staff request: the tenant comes from the verified token only. */
export function tenantContextOf(request: FastifyRequest): TenantContext {
  const actor = actorOf(request);
  if (!actor.tenantId) throw forbidden();
  return { tenantId: actor.tenantId, actorId: actor.userId, actorEmail: actor.email, ip: request.ip ?? null };
}

/**
 * Work on the caller's own account: in their tenant's scope for tenant staff, on the named platform
 * path for a super user (who has no tenant).
 */
export function withAccountScope<T>(
  db: Db,
  account: { tenantId: string | null },
  reason: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return account.tenantId ? withTenant(db, { tenantId: account.tenantId }, fn) : withPlatform(db, reason, fn);
}
