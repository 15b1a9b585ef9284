import type { DeletedTenant, Tenant } from '@aml/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tenants, users } from '../../db/schema';

export type TenantRow = typeof tenants.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The API shape of spec 1 §3 from a tenant row and its users; password hashes never leave here. */
function toTenant(row: TenantRow, staff: readonly UserRow[]): Tenant {
  const { createdAt, deletedAt: _deleted, archivedAt: _archived, ...fields } = row;
  return {
    ...fields,
    createdDate: createdAt.toISOString(),
    users: staff.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      // Tenant staff always carry a business role; the check constraint keeps super users out of tenants.
      roleId: u.tenantRole ?? 'FLA',
      isActive: u.isActive,
      createdDate: u.createdAt.toISOString(),
      tenantUserId: row.id,
    })),
  };
}

/** A live (not soft-deleted) tenant with its users, in the API shape of spec 1 §3. */
export async function findTenantWithUsers(db: DbOrTx, tenantId: string): Promise<Tenant | undefined> {
  const row = await findTenantRow(db, tenantId);
  if (!row) return undefined;
  return toTenant(row, await findTenantUsers(db, tenantId));
}

/** Every live tenant with its users, by client name (the list screen sorts and pages in the browser). */
export async function listTenantsWithUsers(db: DbOrTx): Promise<Tenant[]> {
  const rows = await db.select().from(tenants).where(isNull(tenants.deletedAt)).orderBy(asc(tenants.clientName));
  const staff = await staffOf(db, rows);
  return rows.map((row) => toTenant(row, staff.get(row.id) ?? []));
}

/** The users of these tenants in one query, by tenant, oldest first. */
async function staffOf(db: DbOrTx, rows: readonly TenantRow[]): Promise<Map<string, UserRow[]>> {
  const byTenant = new Map<string, UserRow[]>();
  if (rows.length === 0) return byTenant;
  const staff = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.tenantId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.createdAt));
  for (const user of staff) {
    if (!user.tenantId) continue;
    byTenant.set(user.tenantId, [...(byTenant.get(user.tenantId) ?? []), user]);
  }
  return byTenant;
}

/**
 * A tenant row: live ones only by default; `includeDeleted` adds soft-deleted ones, `includeArchived`
 * hard-deleted (archived) ones too.
 */
export async function findTenantRow(
  db: DbOrTx,
  tenantId: string,
  options: { includeDeleted?: boolean; includeArchived?: boolean } = {},
) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(
      and(
        eq(tenants.id, tenantId),
        options.includeDeleted || options.includeArchived ? undefined : isNull(tenants.deletedAt),
        options.includeArchived ? undefined : isNull(tenants.archivedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findTenantUsers(db: DbOrTx, tenantId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.tenantId, tenantId)).orderBy(asc(users.createdAt));
}

/** The administrator's part of a tenant (spec 1 §5 tenant form); profile fields are the MLRO's. */
export type TenantAdminFields = Pick<
  typeof tenants.$inferInsert,
  | 'clientName'
  | 'name'
  | 'wmsTenantCode'
  | 'email'
  | 'expiryDate'
  | 'remarks'
  | 'tradeLicenseNumber'
  | 'address'
  | 'maxScreeningCount'
  | 'givenScreeningCount'
  | 'ongoingMonitoringEnabled'
  | 'ongoingMonitoringCount'
>;

export async function insertTenant(db: DbOrTx, values: TenantAdminFields): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  if (!row) throw new Error('tenant insert returned no row');
  return row;
}

/**
 * Writes the administrator's fields. With `balanceChange`, the screening balance moves by that amount
 * from its value at this instant (never below 0) rather than being set: the UPDATE reads and writes the
 * row under its lock, so a search charged while the dialog was open is not undone.
 */
export async function updateTenantRow(
  db: DbOrTx,
  tenantId: string,
  values: TenantAdminFields,
  balanceChange?: number,
): Promise<TenantRow> {
  const set =
    balanceChange === undefined
      ? values
      : { ...values, maxScreeningCount: sql<number>`greatest(0, ${tenants.maxScreeningCount} + ${balanceChange})` };
  const [row] = await db.update(tenants).set(set).where(eq(tenants.id, tenantId)).returning();
  if (!row) throw new Error('tenant update returned no row');
  return row;
}

export async function markTenantDeleted(db: DbOrTx, tenantId: string): Promise<void> {
  await db.update(tenants).set({ deletedAt: new Date() }).where(eq(tenants.id, tenantId));
}

/**
 * Turns the tenant into a retained archive (decision 102): hidden like a soft-deleted tenant, and from
 * then on read-only (a trigger refuses any later UPDATE). Conditional on it not being archived yet.
 */
export async function archiveTenantRow(db: DbOrTx, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db
    .update(tenants)
    .set({ archivedAt: sql`now()`, deletedAt: sql`coalesce(${tenants.deletedAt}, now())` })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.archivedAt)))
    .returning();
  return row;
}

/** Removes the tenant's users; their refresh tokens go with them (ON DELETE CASCADE). */
export async function deleteTenantUsers(db: DbOrTx, tenantId: string): Promise<UserRow[]> {
  return db.delete(users).where(eq(users.tenantId, tenantId)).returning();
}

/** Whether any account other than `exceptUserId` signs in with this email (emails are unique, any case). */
export async function emailInUse(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.toLowerCase()), exceptUserId ? ne(users.id, exceptUserId) : undefined),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertTenantUser(
  db: DbOrTx,
  values: {
    tenantId: string;
    name: string;
    email: string;
    tenantRole: 'MLRO' | 'FLA';
    isActive: boolean;
    passwordHash: string;
  },
): Promise<UserRow> {
  // Tenant staff sign in as ClientUser and carry MLRO/FLA as their business role (decision 001).
  const [row] = await db
    .insert(users)
    .values({ ...values, platformRole: 'ClientUser' })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateTenantUser(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  values: { name: string; email: string; tenantRole: 'MLRO' | 'FLA'; isActive: boolean },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning();
  if (!row) throw new Error('user update returned no row');
  return row;
}

/**
 * An administrator's password reset. Scoped to the tenant as well as the id, so that a slip in the
 * caller cannot reach another tenant's user; `password_changed_at` records when the old one stopped.
 */
export async function setTenantUserPassword(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  passwordHash: string,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning();
  if (!row) throw new Error('user password update returned no row');
  return row;
}

/** Every soft-deleted tenant with its users, the most recently deleted first (decision 105: restore). */
export async function listDeletedTenantsWithUsers(db: DbOrTx): Promise<DeletedTenant[]> {
  // Archived (hard-deleted) tenants are retained records, not restorable: they have their own list.
  const rows = await db
    .select()
    .from(tenants)
    .where(and(isNotNull(tenants.deletedAt), isNull(tenants.archivedAt)))
    .orderBy(desc(tenants.deletedAt));
  const staff = await staffOf(db, rows);
  return rows.map((row) => ({
    ...toTenant(row, staff.get(row.id) ?? []),
    deletedDate: (row.deletedAt ?? row.createdAt).toISOString(),
  }));
}

/** Brings a soft-deleted tenant back; false when there is no such soft-deleted tenant. */
export async function clearTenantDeleted(db: DbOrTx, tenantId: string): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set({ deletedAt: null })
    .where(and(eq(tenants.id, tenantId), isNotNull(tenants.deletedAt), isNull(tenants.archivedAt)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

/**
 * Emails of tenants other than `exceptTenantId` equal to this one in any case; soft-deleted tenants count
 * unless `liveOnly` (a deleted tenant can come back, so its email stays taken).
 */
export async function tenantEmailsMatching(
  db: DbOrTx,
  email: string,
  options: { exceptTenantId?: string; liveOnly?: boolean } = {},
): Promise<string[]> {
  const rows = await db
    .select({ email: tenants.email })
    .from(tenants)
    .where(
      and(
        eq(sql`lower(${tenants.email})`, email.trim().toLowerCase()),
        options.exceptTenantId ? ne(tenants.id, options.exceptTenantId) : undefined,
        options.liveOnly ? isNull(tenants.deletedAt) : undefined,
      ),
    );
  return rows.map((r) => r.email);
}
