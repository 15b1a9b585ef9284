import { and, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { refreshTokens, signInThrottle, tenants, users } from '../../db/schema';
import type { ThrottleScope } from './sign-in-throttle';

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
 * Marks a token as used by a refresh and keeps its successor pair, sealed. Conditional on the token still
 * being live, so that two requests racing with the same token cannot both rotate it: the loser sees
 * `false` (its UPDATE waited for the winner's commit) and may then read the winner's sealed pair.
 */
export async function consumeRefreshToken(db: DbOrTx, id: string, successorSealed: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: 'rotated', successorSealed })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Whether a rotated token was exchanged less than `seconds` ago (by the database clock). */
export async function rotatedWithin(db: DbOrTx, id: string, seconds: number): Promise<boolean> {
  const result = await db.execute<{ recent: boolean }>(sql`
    select revoked_at > now() - make_interval(secs => ${seconds}) as recent
      from refresh_tokens where id = ${id} and revoked_reason = 'rotated'
  `);
  return result.rows[0]?.recent === true;
}

/** Sealed successor pairs of a family that are past their grace window: of no more use, so gone. */
export async function wipeStaleSuccessors(db: DbOrTx, familyId: string, graceSeconds: number): Promise<void> {
  await db.execute(sql`
    update refresh_tokens set successor_sealed = null
     where family_id = ${familyId} and successor_sealed is not null
       and revoked_at < now() - make_interval(secs => ${graceSeconds})
  `);
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
  // An ended session keeps no sealed successor that a replay within the grace window could return.
  await db
    .update(refreshTokens)
    .set({ successorSealed: null })
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.successorSealed)));
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

export interface ThrottleRow {
  scope: ThrottleScope;
  failures: number;
  /** Seconds left of the wait set by the last failure (0 when none). */
  waitSeconds: number;
}

/** The live counts of the scopes of one attempt; a count older than the quiet period is no count. */
export async function readThrottle(
  db: DbOrTx,
  keys: Record<ThrottleScope, string>,
  quietSeconds: number,
): Promise<ThrottleRow[]> {
  const result = await db.execute<{ scope: ThrottleScope; failures: number; wait_seconds: number }>(sql`
    select scope, failures,
           greatest(0, ceil(extract(epoch from coalesce(blocked_until, now()) - now())))::int as wait_seconds
      from sign_in_throttle
     where ((scope = 'pair' and key = ${keys.pair})
         or (scope = 'address' and key = ${keys.address})
         or (scope = 'account' and key = ${keys.account}))
       and last_failure_at > now() - make_interval(secs => ${quietSeconds})
  `);
  return result.rows.map((r) => ({ scope: r.scope, failures: r.failures, waitSeconds: r.wait_seconds }));
}

/**
 * Counts a failure in each scope (one statement each, so concurrent failures are all counted) and sets
 * the wait that the new count calls for. A count older than the quiet period starts again at 1.
 */
export async function recordSignInFailure(
  db: DbOrTx,
  keys: Record<ThrottleScope, string>,
  quietSeconds: number,
  delayFor: (scope: ThrottleScope, failures: number) => number,
): Promise<void> {
  for (const scope of ['pair', 'address', 'account'] as const) {
    await db.execute(sql`
      insert into sign_in_throttle as t (scope, key, failures, last_failure_at)
      values (${scope}, ${keys[scope]}, 1, now())
      on conflict (scope, key) do update set
        failures = case when t.last_failure_at < now() - make_interval(secs => ${quietSeconds}) then 1 else t.failures + 1 end,
        blocked_until = case when t.last_failure_at < now() - make_interval(secs => ${quietSeconds}) then null else t.blocked_until end,
        last_failure_at = now()
    `);
  }
  // The waits follow from the new counts; the counts are read back so concurrent failures agree.
  const rows = await readThrottle(db, keys, quietSeconds);
  for (const row of rows) {
    const delay = delayFor(row.scope, row.failures);
    if (delay <= 0) continue;
    await db.execute(sql`
      update sign_in_throttle
         set blocked_until = greatest(coalesce(blocked_until, now()), now() + make_interval(secs => ${delay}))
       where scope = ${row.scope} and key = ${keys[row.scope]}
    `);
  }
  // Counts that went quiet long ago are of no use: a few are cleared with every failure.
  await db.execute(sql`
    delete from sign_in_throttle where ctid in (
      select ctid from sign_in_throttle
       where last_failure_at < now() - make_interval(secs => ${quietSeconds * 24}) limit 100)
  `);
}

/** A correct password from an address: that address's count on the account starts again. */
export async function clearPairFailures(db: DbOrTx, pairKey: string): Promise<void> {
  await db.delete(signInThrottle).where(and(eq(signInThrottle.scope, 'pair'), eq(signInThrottle.key, pairKey)));
}

/**
 * Forgets every failure counted against an account (the administrator reset its password): the account's
 * own count and the counts of every address on it. Addresses' counts on other accounts stay.
 */
export async function clearLoginFailures(db: DbOrTx, accountKey: string): Promise<void> {
  const email = accountKey.toLowerCase();
  await db.execute(sql`
    delete from sign_in_throttle
     where (scope = 'account' and key = ${email})
        or (scope = 'pair' and right(key, ${email.length + 1}) = ${` ${email}`})
  `);
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
