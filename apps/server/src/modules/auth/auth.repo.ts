import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { loginThrottle, refreshTokens, tenants, users } from '../../db/schema';

/** A user together with the state of their tenant: everything needed to decide whether they may act. */
export interface Principal {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  platformRole: 'SuperUser' | 'TenantUser' | 'ClientUser';
  tenantRole: 'MLRO' | 'FLA' | null;
  isActive: boolean;
  tenantId: string | null;
  tenantDeletedAt: Date | null;
  tenantExpiryDate: string | null;
}

const principalColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  platformRole: users.platformRole,
  tenantRole: users.tenantRole,
  isActive: users.isActive,
  tenantId: users.tenantId,
  tenantDeletedAt: tenants.deletedAt,
  tenantExpiryDate: tenants.expiryDate,
};

export async function findPrincipalByEmail(db: DbOrTx, email: string): Promise<Principal | undefined> {
  const rows = await db
    .select(principalColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findPrincipalById(db: DbOrTx, id: string): Promise<Principal | undefined> {
  const rows = await db
    .select(principalColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertRefreshToken(
  db: DbOrTx,
  row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/**
 * Marks a token as used by a refresh. Conditional on it still being live, so that two requests
 * racing with the same token cannot both succeed: the loser sees `false` and is treated as reuse.
 */
export async function consumeRefreshToken(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: 'rotated' })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Whether a sign-in (refresh-token family) still has a live token. An access token is honoured only
 * while its session is live, so logging out, a password change or reset and a family revoked for reuse
 * end the access token at once instead of when it expires.
 */
export async function isSessionLive(db: DbOrTx, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string, reason: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user except, optionally, the one that asked (password change). */
export async function revokeUserSessions(db: DbOrTx, userId: string, reason: string, exceptFamilyId?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

export async function findThrottle(db: DbOrTx, accountKey: string) {
  const rows = await db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, accountKey)).limit(1);
  return rows[0];
}

/**
 * Counts a failed sign-in inside a sliding window and locks the account key once the limit is reached.
 * One statement, so concurrent failures are all counted.
 */
export async function recordLoginFailure(
  db: DbOrTx,
  accountKey: string,
  policy: { maxFailures: number; windowSeconds: number; lockSeconds: number },
): Promise<void> {
  await db.execute(sql`
    insert into login_throttle (account_key, failures, window_started_at)
    values (${accountKey}, 1, now())
    on conflict (account_key) do update set
      failures = case when login_throttle.window_started_at < now() - make_interval(secs => ${policy.windowSeconds})
                      then 1 else login_throttle.failures + 1 end,
      window_started_at = case when login_throttle.window_started_at < now() - make_interval(secs => ${policy.windowSeconds})
                      then now() else login_throttle.window_started_at end,
      locked_until = case when (case when login_throttle.window_started_at < now() - make_interval(secs => ${policy.windowSeconds})
                      then 1 else login_throttle.failures + 1 end) >= ${policy.maxFailures}
                      then now() + make_interval(secs => ${policy.lockSeconds}) else login_throttle.locked_until end
  `);
}

export async function clearLoginFailures(db: DbOrTx, accountKey: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, accountKey));
}

/** Ends every session of every user of a tenant (soft delete). */
export async function revokeTenantSessions(db: DbOrTx, tenantId: string, reason: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        inArray(refreshTokens.userId, db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId))),
      ),
    );
}
