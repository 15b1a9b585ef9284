import {
  type IssuedCredential,
  TENANT_MESSAGES,
  type TenantSaveResult,
  type TenantUpsertRequest,
} from '@aml/contracts';
import type { Db, Tx } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import type { ActorContext } from '../../lib/actor-context';
import { type FieldIssue, invalid, notFound } from '../../lib/app-error';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { appendAudit, redactUser } from '../audit/audit.repo';
import { clearLoginFailures, revokeTenantSessions, revokeUserSessions } from '../auth/auth.repo';
import { checkTenantRules } from './tenant-rules';
import {
  archiveTenantRow,
  deleteTenantUsers,
  emailInUse,
  findTenantRow,
  findTenantUsers,
  findTenantWithUsers,
  insertTenant,
  insertTenantUser,
  listTenantsWithUsers,
  markTenantDeleted,
  setTenantUserPassword,
  type TenantAdminFields,
  type TenantRow,
  type UserRow,
  updateTenantRow,
  updateTenantUser,
} from './tenants.repo';

/**
 * Tenant administration is the super user's cross-tenant work: every function here runs on the named
 * platform path (decision 101), with the super user as the actor of its audit events.
 */
const SCOPE = 'tenants: super user administration';

export const listTenants = (db: Db) => withPlatform(db, SCOPE, (tx) => listTenantsWithUsers(tx));

/** The columns the administrator sets; ongoingMonitoringUsed is counted by monitoring, never written here. */
function adminFields(request: TenantUpsertRequest): TenantAdminFields {
  return {
    clientName: request.clientName,
    name: request.name || null,
    wmsTenantCode: request.wmsTenantCode,
    email: request.email,
    expiryDate: request.expiryDate.slice(0, 10),
    remarks: request.remarks || null,
    tradeLicenseNumber: request.tradeLicenseNumber,
    address: request.address,
    maxScreeningCount: request.maxScreeningCount,
    givenScreeningCount: request.givenScreeningCount,
    ongoingMonitoringEnabled: request.ongoingMonitoringEnabled,
    ongoingMonitoringCount: request.ongoingMonitoringCount,
  };
}

const auditTenant = ({ deletedAt: _d, archivedAt: _a, ...row }: TenantRow) => row;

/** POST /api/TenantUser/register-tenant-user: the tenant and any users of the body, in one transaction. */
export async function registerTenant(
  db: Db,
  ctx: ActorContext,
  request: TenantUpsertRequest,
): Promise<TenantSaveResult> {
  return withPlatform(db, SCOPE, async (tx) => {
    await checkTenantRules(tx, request);
    const row = await insertTenant(tx, adminFields(request));
    await appendAudit(tx, {
      tenantId: row.id,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'tenant.created',
      entityType: 'tenant',
      entityId: row.id,
      after: auditTenant(row),
    });
    const issuedCredentials = await syncUsers(tx, ctx, row.id, request.users);
    return { tenant: await loadTenant(tx, row.id), issuedCredentials };
  });
}

/**
 * PUT /api/TenantUser/update-tenant-user/{id} (spec 1 §7): the tenant's fields and the whole users list;
 * a user with an empty id is new. Users missing from the list are left as they are: staff are
 * deactivated, never deleted, so that their history keeps a name.
 */
export async function updateTenant(
  db: Db,
  ctx: ActorContext,
  tenantId: string,
  request: TenantUpsertRequest,
): Promise<TenantSaveResult> {
  return withPlatform(db, SCOPE, async (tx) => {
    const before = await findTenantRow(tx, tenantId);
    if (!before) throw notFound('Tenant not found');
    await checkTenantRules(tx, request, before);
    const loaded = request.loadedMaxScreeningCount;
    const balanceChange = loaded == null ? undefined : request.maxScreeningCount - loaded;
    const after = await updateTenantRow(tx, tenantId, adminFields(request), balanceChange);
    if (JSON.stringify(auditTenant(before)) !== JSON.stringify(auditTenant(after))) {
      await appendAudit(tx, {
        tenantId,
        actorId: ctx.actorId,
        actorEmail: ctx.actorEmail,
        ip: ctx.ip,
        action: 'tenant.updated',
        entityType: 'tenant',
        entityId: tenantId,
        before: auditTenant(before),
        after: auditTenant(after),
      });
    }
    const issuedCredentials = await syncUsers(tx, ctx, tenantId, request.users);
    return { tenant: await loadTenant(tx, tenantId), issuedCredentials };
  });
}

async function loadTenant(tx: Tx, tenantId: string) {
  const tenant = await findTenantWithUsers(tx, tenantId);
  if (!tenant) throw notFound('Tenant not found');
  return tenant;
}

type RequestUser = TenantUpsertRequest['users'][number];

async function syncUsers(tx: Tx, ctx: ActorContext, tenantId: string, requested: readonly RequestUser[]) {
  const existing = new Map((await findTenantUsers(tx, tenantId)).map((u) => [u.id, u]));
  await checkEmails(tx, requested, existing);

  const issued: IssuedCredential[] = [];
  for (const user of requested) {
    if (!user.id) {
      issued.push(...(await createUser(tx, ctx, tenantId, user)));
      continue;
    }
    const before = existing.get(user.id);
    // Another tenant's user (or an unknown id) is not this tenant's to change.
    if (!before) throw notFound(TENANT_MESSAGES.userNotFound);
    await changeUser(tx, ctx, tenantId, before, user);
    if (user.resetPassword) issued.push(...(await resetPassword(tx, ctx, tenantId, before, user)));
  }
  return issued;
}

/** Sign-in emails are unique across the platform, whatever their case (users_email_unique). */
async function checkEmails(tx: Tx, requested: readonly RequestUser[], existing: Map<string, UserRow>) {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const [index, user] of requested.entries()) {
    const key = user.email.toLowerCase();
    const unchanged = user.id && existing.get(user.id)?.email.toLowerCase() === key;
    if (seen.has(key) || (!unchanged && (await emailInUse(tx, user.email, user.id || undefined)))) {
      issues.push({ path: `users.${index}.email`, message: TENANT_MESSAGES.emailTaken });
    }
    seen.add(key);
  }
  if (issues.length > 0) throw invalid(issues);
}

async function createUser(tx: Tx, ctx: ActorContext, tenantId: string, user: RequestUser): Promise<IssuedCredential[]> {
  // An administrator-chosen password has passed the change-password rules in the request schema.
  const password = user.password || generatePassword();
  const row = await insertTenantUser(tx, {
    tenantId,
    name: user.name,
    email: user.email,
    tenantRole: user.roleId,
    isActive: user.isActive,
    passwordHash: await hashPassword(password),
  });
  await appendAudit(tx, {
    tenantId,
    actorId: ctx.actorId,
    actorEmail: ctx.actorEmail,
    ip: ctx.ip,
    action: 'tenant_user.created',
    entityType: 'user',
    entityId: row.id,
    after: { ...auditUser(row), passwordSource: user.password ? 'set' : 'generated' },
  });
  // Only a generated password is echoed: the administrator already knows one they typed.
  return user.password ? [] : [{ userId: row.id, email: row.email, password }];
}

const auditUser = (row: UserRow) => {
  const { passwordChangedAt: _p, ...rest } = redactUser(row);
  return rest;
};

async function changeUser(tx: Tx, ctx: ActorContext, tenantId: string, before: UserRow, user: RequestUser) {
  const values = { name: user.name, email: user.email, tenantRole: user.roleId, isActive: user.isActive };
  if (
    before.name === values.name &&
    before.email === values.email &&
    before.tenantRole === values.tenantRole &&
    before.isActive === values.isActive
  ) {
    return;
  }
  const after = await updateTenantUser(tx, tenantId, before.id, values);
  // The access hook already refuses an inactive user's next request; refresh tokens go too, so the
  // session cannot be renewed if the user is activated again later.
  if (before.isActive && !after.isActive) await revokeUserSessions(tx, before.id, 'deactivated');
  await appendAudit(tx, {
    tenantId,
    actorId: ctx.actorId,
    actorEmail: ctx.actorEmail,
    ip: ctx.ip,
    action:
      before.isActive !== after.isActive
        ? after.isActive
          ? 'tenant_user.activated'
          : 'tenant_user.deactivated'
        : 'tenant_user.updated',
    entityType: 'user',
    entityId: before.id,
    before: auditUser(before),
    after: auditUser(after),
  });
}

/**
 * The administrator gives an existing user a new password (decision 090): the one typed, which has
 * passed the change-password rules in the request schema, or a generated one answered once. Every
 * session of the user ends, since whoever held the old password may be the reason for the reset.
 */
async function resetPassword(
  tx: Tx,
  ctx: ActorContext,
  tenantId: string,
  before: UserRow,
  user: RequestUser,
): Promise<IssuedCredential[]> {
  const password = user.password || generatePassword();
  const row = await setTenantUserPassword(tx, tenantId, before.id, await hashPassword(password));
  await revokeUserSessions(tx, row.id, 'password_reset');
  // The user was most likely locked out by their own failed attempts; the new password is not what
  // those attempts guessed, so the lock has nothing left to protect. The key is the sign-in email.
  await clearLoginFailures(tx, row.email.toLowerCase());
  await appendAudit(tx, {
    tenantId,
    actorId: ctx.actorId,
    actorEmail: ctx.actorEmail,
    ip: ctx.ip,
    action: 'tenant_user.password_reset',
    entityType: 'user',
    entityId: row.id,
    after: { email: row.email, passwordSource: user.password ? 'set' : 'generated', sessionsRevoked: true },
  });
  // As for a new user: only a generated password is echoed.
  return user.password ? [] : [{ userId: row.id, email: row.email, password }];
}

/** Soft delete (spec 1 §4): the tenant leaves the list, its users are signed out and cannot sign in; records stay. */
export async function softDeleteTenant(db: Db, ctx: ActorContext, tenantId: string): Promise<void> {
  await withPlatform(db, SCOPE, async (tx) => {
    const before = await findTenantWithUsers(tx, tenantId);
    if (!before) throw notFound('Tenant not found');
    await markTenantDeleted(tx, tenantId);
    await revokeTenantSessions(tx, tenantId, 'tenant deleted');
    await appendAudit(tx, {
      tenantId,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'tenant.soft_deleted',
      entityType: 'tenant',
      entityId: tenantId,
      before,
    });
  });
}

/**
 * Hard delete (decision 102, UAE AML law: records kept five years): the tenant's access goes for good
 * (its users, their sessions and credentials are deleted), while the tenant row and its compliance
 * records (screening logs, audit events) stay as a read-only archive, hidden from every list, which
 * the super user can export and the retention purge removes five years later. A soft-deleted tenant
 * may be hard-deleted too; an archived one is gone (404). The audit event keeps who the users were.
 */
export async function hardDeleteTenant(db: Db, ctx: ActorContext, tenantId: string): Promise<void> {
  await withPlatform(db, SCOPE, async (tx) => {
    const before = await findTenantRow(tx, tenantId, { includeDeleted: true });
    if (!before) throw notFound('Tenant not found');
    const archived = await archiveTenantRow(tx, tenantId);
    if (!archived) throw notFound('Tenant not found');
    const staff = await deleteTenantUsers(tx, tenantId);
    // Failed sign-ins were counted by email; nothing of the accounts is left to protect.
    for (const user of staff) await clearLoginFailures(tx, user.email.toLowerCase());
    await appendAudit(tx, {
      tenantId,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'tenant.hard_deleted',
      entityType: 'tenant',
      entityId: tenantId,
      before: { ...auditTenant(before), users: staff.map(auditUser) },
      after: { archivedAt: archived.archivedAt, usersDeleted: staff.length },
    });
  });
}
