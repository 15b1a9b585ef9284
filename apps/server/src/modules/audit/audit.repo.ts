import type { DbOrTx } from '../../db/database';
import { auditEvents } from '../../db/schema';

export interface AuditEvent {
  tenantId: string | null;
  actorId: string | null;
  actorEmail?: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/**
 * Appends one audit event (ARCHITECTURE §4). Call it inside the transaction of the change it
 * records, so that a change without its audit event cannot be committed. On the request pool that
 * transaction is a scope (decision 101): withTenant for an event of that tenant, withPlatform for a
 * platform event (tenant null) or the super user's work on a tenant; row-level security refuses the
 * insert anywhere else. Events are never changed or removed (decision 102).
 */
export async function appendAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    tenantId: event.tenantId,
    actorId: event.actorId,
    actorEmail: event.actorEmail ?? null,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    ip: event.ip ?? null,
  });
}

/** Never write a password hash or a token into the audit trail. */
export function redactUser<T extends { passwordHash?: unknown }>(user: T): Omit<T, 'passwordHash'> {
  const { passwordHash: _omit, ...rest } = user;
  return rest;
}
