import { randomUUID } from 'node:crypto';
import { type AuthResult, type ChangePasswordRequest, ERROR_CODES, withMailDomain } from '@aml/contracts';
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

/** Per-account lockout (issue 2): 5 failures within 15 minutes lock the account key for 15 minutes. */
export const LOGIN_LOCK_POLICY = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

export const INVALID_CREDENTIALS = 'Invalid Credentials';
const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
const INVALID_REFRESH = 'Your session is no longer valid. Please log in again.';

/** Failed auth answers keep the spec's login-result shape (result false, errors) inside the error model. */
const authFailure = (status: number, code: string, message: string) =>
  new AppError(code, status, message, { result: false, token: null, refreshToken: null, errors: [message] });

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
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(tx, {
      userId: principal.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
    });
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
    const throttle = await repo.findThrottle(db, email);
    if (throttle?.lockedUntil && throttle.lockedUntil > new Date()) {
      throw authFailure(429, ERROR_CODES.rateLimited, LOCKED_MESSAGE);
    }
    const principal = await withPlatform(db, SCOPE.signIn, (tx) => repo.findPrincipalByEmail(tx, email));
    // Verify against a decoy hash when there is no such user, so both answers take the same time.
    const passwordOk = await verifyPassword(principal?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!principal || !passwordOk) {
      await withPlatform(db, SCOPE.signIn, async (tx) => {
        await repo.recordLoginFailure(tx, email, LOGIN_LOCK_POLICY);
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
      throw authFailure(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    const blocked = accountBlockReason(principal);
    if (blocked) throw authFailure(400, 'ACCOUNT_BLOCKED', blocked);

    return withPlatform(db, SCOPE.signIn, async (tx) => {
      await repo.clearLoginFailures(tx, email);
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
      if (stored.revokedReason === 'rotated') {
        // A token that was already exchanged is presented again: it may have been stolen.
        // End the whole family so that neither holder can go on (OAuth 2.0 Security BCP §4.14).
        await revokeFamilyWithAudit(stored.familyId, stored.userId, meta, 'reuse');
      }
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
    // per-request session check would read as a sign-out.
    const rotated = await withPlatform(db, SCOPE.refresh, async (tx) =>
      (await repo.consumeRefreshToken(tx, stored.id)) ? await issueTokens(tx, principal, stored.familyId) : null,
    );
    if (!rotated) {
      await revokeFamilyWithAudit(stored.familyId, stored.userId, meta, 'reuse');
      throw authFailure(400, ERROR_CODES.unauthenticated, INVALID_REFRESH);
    }
    return rotated;
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
