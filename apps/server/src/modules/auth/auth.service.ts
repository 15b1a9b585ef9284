import { randomUUID } from 'node:crypto';
import {
  type AuthResult,
  authResultSchema,
  type ChangePasswordRequest,
  ERROR_CODES,
  withMailDomain,
} from '@aml/contracts';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import { withAccountScope } from '../../lib/actor-context';
import { AppError, forbidden } from '../../lib/app-error';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashRefreshToken, newRefreshToken } from '../../lib/tokens';
import { appendAudit } from '../audit/audit.repo';
import { accountBlockReason } from './account-state';
import type { Principal } from './auth.repo';
import * as repo from './auth.repo';
import { delayAfter, SIGN_IN_THROTTLE, type ThrottleScope, throttleKeys, waitMessage } from './sign-in-throttle';

export const INVALID_CREDENTIALS = 'Invalid Credentials';
const INVALID_REFRESH = 'Your session is no longer valid. Please log in again.';

/**
 * Decision 104: a refresh token presented again within this many seconds of its exchange (two tabs
 * refreshing at once) gets the pair it was exchanged for; later, a replay still ends the session.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** Failed auth answers keep the spec's login-result shape (result false, errors) inside the error model. */
const authFailure = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  new AppError(code, status, message, { result: false, token: null, refreshToken: null, errors: [message] }, headers);

const delayFor = (scope: ThrottleScope, failures: number) => delayAfter(failures, SIGN_IN_THROTTLE[scope]);

/**
 * How long this attempt must wait. The account's count only holds back an address that has itself failed
 * on the account, so the owner signing in from a clean address is never kept out by an attacker.
 */
function waitOf(rows: readonly repo.ThrottleRow[]): number {
  const of = (scope: ThrottleScope) => rows.find((r) => r.scope === scope);
  const pairFailed = (of('pair')?.failures ?? 0) > 0;
  return Math.max(
    of('pair')?.waitSeconds ?? 0,
    of('address')?.waitSeconds ?? 0,
    pairFailed ? (of('account')?.waitSeconds ?? 0) : 0,
  );
}

interface RequestMeta {
  ip: string;
}

/**
 * Sign-in, refresh, sign-out and the access hook's principal lookup read users of any tenant (the
 * caller's tenant is what they establish), so they run on the named platform path (decision 101).
 */
const SCOPE = {
  signIn: 'auth: sign-in',
  refresh: 'auth: token refresh',
  signOut: 'auth: sign-out',
  accessCheck: 'auth: access check of a request',
  ownPassword: 'auth: super user changes own password',
} as const;

export function createAuthService(deps: AppDeps) {
  const { db, tokens, config } = deps;

  async function issueTokens(tx: DbOrTx, principal: Principal, familyId: string): Promise<AuthResult> {
    const pair = await newPair(principal, familyId);
    await storePair(tx, principal, familyId, pair);
    return pair;
  }

  async function storePair(tx: DbOrTx, principal: Principal, familyId: string, pair: AuthResult): Promise<void> {
    await repo.insertRefreshToken(tx, {
      userId: principal.id,
      familyId,
      tokenHash: hashRefreshToken(pair.refreshToken as string),
      expiresAt: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
    });
  }

  async function newPair(principal: Principal, familyId: string): Promise<AuthResult> {
    const refreshToken = newRefreshToken();
    const token = await tokens.signAccess({
      sub: principal.id,
      role: principal.platformRole,
      name: principal.name,
      email: principal.email,
      tenantId: principal.tenantId,
      sid: familyId,
    });
    return { result: true, token, refreshToken, errors: [] };
  }

  async function login(input: { email: string; password: string }, meta: RequestMeta): Promise<AuthResult> {
    const email = withMailDomain(input.email, config.mailDomain).toLowerCase();
    const keys = throttleKeys(email, meta.ip);
    // Checked before the password: a waiting address learns nothing about it, right or wrong.
    const wait = waitOf(await repo.readThrottle(db, keys, SIGN_IN_THROTTLE.quietSeconds));
    if (wait > 0) {
      await withPlatform(db, SCOPE.signIn, (tx) =>
        appendAudit(tx, {
          tenantId: null,
          actorId: null,
          actorEmail: email,
          action: 'auth.login_throttled',
          entityType: 'user',
          entityId: null,
          after: { retryAfterSeconds: wait },
          ip: meta.ip,
        }),
      );
      throw authFailure(429, ERROR_CODES.rateLimited, waitMessage(wait), { 'retry-after': String(wait) });
    }
    const principal = await withPlatform(db, SCOPE.signIn, (tx) => repo.findPrincipalByEmail(tx, email));
    // Verify against a decoy hash when there is no such user, so both answers take the same time.
    const passwordOk = await verifyPassword(principal?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!principal || !passwordOk) {
      await withPlatform(db, SCOPE.signIn, async (tx) => {
        await repo.recordSignInFailure(tx, keys, SIGN_IN_THROTTLE.quietSeconds, delayFor);
        await appendAudit(tx, {
          tenantId: principal?.tenantId ?? null,
          actorId: principal?.id ?? null,
          actorEmail: email,
          action: 'auth.login_failed',
          entityType: 'user',
          entityId: principal?.id ?? null,
          ip: meta.ip,
        });
      });
      throw authFailure(400, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
    }
    const blocked = accountBlockReason(principal);
    if (blocked) throw authFailure(400, ERROR_CODES.accountBlocked, blocked);

    return withPlatform(db, SCOPE.signIn, async (tx) => {
      await repo.clearPairFailures(tx, keys.pair);
      const result = await issueTokens(tx, principal, randomUUID());
      await appendAudit(tx, {
        tenantId: principal.tenantId,
        actorId: principal.id,
        actorEmail: principal.email,
        action: 'auth.login',
        entityType: 'user',
        entityId: principal.id,
        ip: meta.ip,
      });
      return result;
    });
  }

  async function refresh(input: { token: string; refreshToken: string }, meta: RequestMeta): Promise<AuthResult> {
    const stored = await repo.findRefreshToken(db, hashRefreshToken(input.refreshToken));
    if (!stored) throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);

    // The expired access token, when sent, must belong to the same session as the refresh token.
    if (input.token) {
      const claims = await tokens.verifyAccess(input.token, { ignoreExpiry: true });
      if (!claims || claims.sub !== stored.userId || claims.sid !== stored.familyId) {
        throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);
      }
    }

    if (stored.revokedAt) {
      if (stored.revokedReason === 'rotated') return await replayOrRevoke(stored, meta);
      throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);
    }
    if (stored.expiresAt <= new Date()) throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);

    const principal = await withPlatform(db, SCOPE.refresh, (tx) => repo.findPrincipalById(tx, stored.userId));
    const blocked = principal ? accountBlockReason(principal) : INVALID_REFRESH;
    if (!principal || blocked) {
      await repo.revokeFamily(db, stored.familyId, 'account_blocked');
      throw authFailure(400, ERROR_CODES.unauthenticated, blocked ?? INVALID_REFRESH);
    }

    // Exchange in one transaction: the family never has a moment without a live token, which the
    // per-request session check would read as a sign-out. The new pair is kept sealed beside the old
    // token for the grace window.
    const next = await newPair(principal, stored.familyId);
    const rotated = await withPlatform(db, SCOPE.refresh, async (tx) => {
      if (!(await repo.consumeRefreshToken(tx, stored.id, tokens.seal(JSON.stringify(next))))) return false;
      await repo.wipeStaleSuccessors(tx, stored.familyId, REFRESH_GRACE_SECONDS);
      await storePair(tx, principal, stored.familyId, next);
      return true;
    });
    if (rotated) return next;
    // Another request exchanged the same token a moment ago (its UPDATE held ours until it committed):
    // the same token twice at once is two tabs, and both get the winner's pair.
    const winner = await repo.findRefreshToken(db, stored.tokenHash);
    if (winner?.revokedReason === 'rotated') return await replayOrRevoke(winner, meta);
    throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);
  }

  /**
   * A token that was already exchanged is presented again. Within the grace window (two tabs, a retried
   * request) the pair it was exchanged for is answered again, while its session lasts. Later it may have
   * been stolen: the whole family ends so that neither holder can go on (OAuth 2.0 Security BCP §4.14).
   */
  async function replayOrRevoke(
    stored: NonNullable<Awaited<ReturnType<typeof repo.findRefreshToken>>>,
    meta: RequestMeta,
  ): Promise<AuthResult> {
    if (await repo.rotatedWithin(db, stored.id, REFRESH_GRACE_SECONDS)) {
      const sealed = stored.successorSealed ? tokens.unseal(stored.successorSealed) : null;
      if (sealed && (await repo.isSessionLive(db, stored.familyId))) return authResultSchema.parse(JSON.parse(sealed));
      throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);
    }
    await revokeFamilyWithAudit(stored.familyId, stored.userId, meta, 'reuse');
    throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);
  }

  async function revokeFamilyWithAudit(familyId: string, userId: string, meta: RequestMeta, reason: string) {
    await withPlatform(db, SCOPE.refresh, async (tx) => {
      await repo.revokeFamily(tx, familyId, reason);
      const principal = await repo.findPrincipalById(tx, userId);
      await appendAudit(tx, {
        tenantId: principal?.tenantId ?? null,
        actorId: userId,
        actorEmail: principal?.email ?? null,
        action: 'auth.refresh_token_reuse',
        entityType: 'session',
        entityId: familyId,
        ip: meta.ip,
      });
    });
  }

  async function logout(input: { refreshToken: string }, meta: RequestMeta): Promise<void> {
    const stored = await repo.findRefreshToken(db, hashRefreshToken(input.refreshToken));
    // Logging out with an unknown or already-ended session is not an error: the result is the same.
    if (!stored || stored.revokedAt) return;
    await withPlatform(db, SCOPE.signOut, async (tx) => {
      await repo.revokeFamily(tx, stored.familyId, 'logout');
      await appendAudit(tx, {
        tenantId: (await repo.findPrincipalById(tx, stored.userId))?.tenantId ?? null,
        actorId: stored.userId,
        action: 'auth.logout',
        entityType: 'session',
        entityId: stored.familyId,
        ip: meta.ip,
      });
    });
  }

  async function changePassword(
    actor: { userId: string; email: string; sessionId: string; tenantId: string | null },
    input: ChangePasswordRequest,
    meta: RequestMeta,
  ): Promise<void> {
    if (input.email.trim().toLowerCase() !== actor.email.toLowerCase()) {
      throw forbidden('You can only change your own password.');
    }
    const inScope = <T>(fn: (tx: DbOrTx) => Promise<T>) => withAccountScope(db, actor, SCOPE.ownPassword, fn);
    const principal = await inScope((tx) => repo.findPrincipalById(tx, actor.userId));
    if (!principal) throw forbidden();
    const failure = (message: string) =>
      new AppError(ERROR_CODES.validation, 400, message, { result: false, errors: [message] });
    if (!(await verifyPassword(principal.passwordHash, input.currentPassword))) {
      throw failure('Current password is incorrect');
    }
    if (input.currentPassword === input.newPassword) {
      throw failure('New password must be different from the current password');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await inScope(async (tx) => {
      await repo.updatePasswordHash(tx, principal.id, passwordHash);
      // Other sessions (another browser, a stolen token) end; the one that changed the password stays.
      await repo.revokeUserSessions(tx, principal.id, 'password_changed', actor.sessionId);
      await appendAudit(tx, {
        tenantId: principal.tenantId,
        actorId: principal.id,
        actorEmail: principal.email,
        action: 'user.password_changed',
        entityType: 'user',
        entityId: principal.id,
        ip: meta.ip,
      });
    });
  }

  /**
   * The access hook's check of a verified access token: the user row and the session are read on every
   * request so that a deactivation, a tenant deletion, a log out or a password change takes effect at
   * once, not when the access token expires. Null when the caller may not act.
   */
  async function activePrincipal(claims: { sub: string; sid: string }): Promise<Principal | null> {
    return withPlatform(db, SCOPE.accessCheck, async (tx) => {
      const principal = await repo.findPrincipalById(tx, claims.sub);
      if (!principal || accountBlockReason(principal)) return null;
      return (await repo.isSessionLive(tx, claims.sid)) ? principal : null;
    });
  }

  return { login, refresh, logout, changePassword, activePrincipal };
}
