import { and, eq, isNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenantWithStaff,
  createTestContext,
  createUser,
  login,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helpers';
import { auditEvents, refreshTokens, tenants, users } from '../../db/schema';
import { hashRefreshToken } from '../../lib/tokens';
import { recordSignInFailure } from './auth.repo';
import { REFRESH_GRACE_SECONDS } from './auth.service';
import { delayAfter, SIGN_IN_THROTTLE, throttleKeys } from './sign-in-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ mailDomain: 'mail.test' });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST api/Authentication/Login', () => {
  it('signs a tenant user in with a token carrying role, name, email, subject and tenant', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    const res = await post('/api/Authentication/Login', { email: mlro.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: true, errors: [] });
    expect(body.refreshToken).toEqual(expect.any(String));
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      sub: mlro.id,
      role: 'ClientUser',
      name: mlro.name,
      email: mlro.email,
      tenantId: tenant.id,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('accepts the email in any letter case', async () => {
    const { fla } = await createTenantWithStaff(ctx.db);
    const res = await post('/api/Authentication/Login', { email: fla.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('appends MAIL_DOMAIN to an email without @', async () => {
    const user = await createUser(ctx.db, { role: 'SuperUser', email: 'officer.domain@mail.test' });
    const res = await post('/api/Authentication/Login', { email: 'officer.domain', password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const wrong = await post('/api/Authentication/Login', { email: mlro.email, password: 'Wrong!Passw0rd' });
    const unknown = await post('/api/Authentication/Login', {
      email: 'nobody@nowhere.test',
      password: 'Wrong!Passw0rd',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      result: false,
      token: null,
      refreshToken: null,
      errors: ['Invalid Credentials'],
    });
  });

  it('gives the spec messages for missing or short fields', async () => {
    const res = await post('/api/Authentication/Login', { email: '', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });

  it('refuses an inactive user, and users of deleted or expired tenants, only after a correct password', async () => {
    const { tenant } = await createTenantWithStaff(ctx.db);
    const inactive = await createUser(ctx.db, { tenantId: tenant.id, isActive: false });
    const res = await post('/api/Authentication/Login', { email: inactive.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/inactive/);

    const deleted = await createTenantWithStaff(ctx.db, { deletedAt: new Date() });
    const del = await post('/api/Authentication/Login', { email: deleted.mlro.email, password: TEST_PASSWORD });
    expect(del.statusCode).toBe(400);

    const expired = await createTenantWithStaff(ctx.db, { expiryDate: '2020-01-31' });
    const exp = await post('/api/Authentication/Login', { email: expired.fla.email, password: TEST_PASSWORD });
    expect(exp.statusCode).toBe(400);
    expect(exp.json().errors[0]).toMatch(/expired on 2020-01-31/);
  });

  it('records sign-ins and failures in the audit trail, without passwords', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    await post('/api/Authentication/Login', { email: mlro.email, password: 'Wrong!Passw0rd' });
    await login(ctx.app, mlro.email);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, mlro.id));
    expect(events.map((e) => e.action).sort()).toEqual(['auth.login', 'auth.login_failed']);
    expect(JSON.stringify(events)).not.toContain(TEST_PASSWORD);
  });
});

describe('sign-in throttle (decision 104)', () => {
  const from = (remoteAddress: string, email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/Authentication/Login', payload: { email, password }, remoteAddress });
  const keysOf = (email: string, address: string) => throttleKeys(email.toLowerCase(), address);
  /** Failures counted as if the attacker had gone on guessing after each wait (the waits are real time). */
  const keepFailing = async (email: string, address: string, times: number) => {
    for (let i = 0; i < times; i++) {
      await recordSignInFailure(ctx.db, keysOf(email, address), SIGN_IN_THROTTLE.quietSeconds, (scope, n) =>
        delayAfter(n, SIGN_IN_THROTTLE[scope]),
      );
    }
  };

  it('slows an address that keeps failing on an account: 429 with Retry-After, before the password is checked', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) {
      expect((await from('10.1.0.1', mlro.email, 'Wrong!Passw0rd')).statusCode).toBe(400);
    }
    await keepFailing(mlro.email, '10.1.0.1', 5);
    const held = await from('10.1.0.1', mlro.email, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxDelaySeconds);
    expect(held.json()).toMatchObject({ code: 'RATE_LIMITED', result: false, token: null });
    expect(held.json().errors[0]).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ (seconds|minute)/,
    );
    // The same address guessing an unknown email is answered alike: a wait reveals no account.
    await keepFailing('ghost@nowhere.test', '10.1.0.1', 8);
    const ghost = await from('10.1.0.1', 'ghost@nowhere.test', TEST_PASSWORD);
    expect(ghost.statusCode).toBe(429);
    expect(Object.keys(ghost.json()).sort()).toEqual(Object.keys(held.json()).sort());
  });

  it("never locks the owner out: five wrong passwords from one address do not stop a correct one from another, the super user's included", async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    for (let i = 0; i < 5; i++) await from('10.2.0.1', admin.email, 'Wrong!Passw0rd');
    await keepFailing(admin.email, '10.2.0.1', 10);
    expect((await from('10.2.0.1', admin.email, admin.password)).statusCode).toBe(429);
    expect((await from('10.2.0.2', admin.email, admin.password)).statusCode).toBe(200);
  });

  it('holds back every address that failed on an account under a distributed attack, never a clean one', async () => {
    const { fla } = await createTenantWithStaff(ctx.db);
    const bots = Array.from({ length: SIGN_IN_THROTTLE.account.free + 4 }, (_, i) => `10.3.1.${i + 1}`);
    for (const bot of bots) expect((await from(bot, fla.email, 'Wrong!Passw0rd')).statusCode).toBe(400);
    // Each bot had one guess; now that the account is under attack, a bot's second guess waits.
    const second = await from(bots[0] as string, fla.email, TEST_PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.3.2.1', fla.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows an address spraying many accounts, and only that address', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    for (let i = 0; i < SIGN_IN_THROTTLE.address.free + 4; i++) {
      await keepFailing(`victim-${i}-${mlro.id}@nowhere.test`, '10.4.0.1', 1);
    }
    const held = await from('10.4.0.1', mlro.email, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect((await from('10.4.0.2', mlro.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("starts an address's count on an account again after a correct password", async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) await from('10.5.0.1', mlro.email, 'Wrong!Passw0rd');
    expect((await from('10.5.0.1', mlro.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) {
      expect((await from('10.5.0.1', mlro.email, 'Wrong!Passw0rd')).statusCode).toBe(400);
    }
  });

  it('records a held-back attempt in the audit trail', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    await keepFailing(mlro.email, '10.6.0.1', 8);
    await from('10.6.0.1', mlro.email, TEST_PASSWORD);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.login_throttled'));
    expect(events.find((e) => e.actorEmail === mlro.email.toLowerCase())?.ip).toBe('10.6.0.1');
  });
});

describe('POST api/Authentication/RefreshToken', () => {
  /** Moves a token's exchange back past the grace window, as if the replay came later. */
  const ageRotation = async (refreshToken: string) => {
    await ctx.db.execute(
      sql`update refresh_tokens set revoked_at = now() - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1})
           where token_hash = ${hashRefreshToken(refreshToken)}`,
    );
  };

  it('rotates the refresh token on every use', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const first = await login(ctx.app, mlro.email);
    const res = await post('/api/Authentication/RefreshToken', {
      token: first.token,
      refreshToken: first.refreshToken,
    });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.result).toBe(true);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.token).sub).toBe(mlro.id);
  });

  it('revokes the whole family when an already-used refresh token comes back after the grace window', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const first = await login(ctx.app, mlro.email);
    const rotated = (
      await post('/api/Authentication/RefreshToken', { token: '', refreshToken: first.refreshToken })
    ).json();
    await ageRotation(first.refreshToken);
    const replay = await post('/api/Authentication/RefreshToken', { token: '', refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ result: false, token: null, refreshToken: null });
    // The legitimate holder of the newest token is signed out too: the session is compromised.
    const afterReuse = await post('/api/Authentication/RefreshToken', {
      token: '',
      refreshToken: rotated.refreshToken,
    });
    expect(afterReuse.statusCode).toBe(400);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.refresh_token_reuse'));
    expect(event?.actorId).toBe(mlro.id);
  });

  it('gives two simultaneous refreshes with the same token (two tabs) the same new pair, and keeps the session', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const first = await login(ctx.app, mlro.email);
    const results = await Promise.all([
      post('/api/Authentication/RefreshToken', { token: first.token, refreshToken: first.refreshToken }),
      post('/api/Authentication/RefreshToken', { token: first.token, refreshToken: first.refreshToken }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json());
    expect(a.refreshToken).toBe(b.refreshToken);
    expect(a.token).toBe(b.token);
    // One exchange happened: the family has exactly one live token, the one both tabs hold.
    const live = await ctx.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, mlro.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(1);
    const next = await post('/api/Authentication/RefreshToken', { token: a.token, refreshToken: a.refreshToken });
    expect(next.statusCode).toBe(200);
    expect(await ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, mlro.id))).not.toContainEqual(
      expect.objectContaining({ action: 'auth.refresh_token_reuse' }),
    );
  });

  it('answers a refresh token presented again within the grace window with the pair it was exchanged for', async () => {
    const { fla } = await createTenantWithStaff(ctx.db);
    const first = await login(ctx.app, fla.email);
    const one = (
      await post('/api/Authentication/RefreshToken', { token: '', refreshToken: first.refreshToken })
    ).json();
    const again = await post('/api/Authentication/RefreshToken', { token: '', refreshToken: first.refreshToken });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(one);
    const details = await ctx.app.inject({
      url: '/api/ClientDetails/tenant-user-details',
      headers: { authorization: `Bearer ${one.token}` },
    });
    expect(details.statusCode).toBe(200);
  });

  it('keeps the successor pair sealed at rest, never a plain token, and forgets it when the session ends', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const first = await login(ctx.app, mlro.email);
    const next = (
      await post('/api/Authentication/RefreshToken', { token: '', refreshToken: first.refreshToken })
    ).json();
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, mlro.id));
    const stored = JSON.stringify(rows);
    for (const secret of [first.refreshToken, next.refreshToken, next.token]) expect(stored).not.toContain(secret);
    expect(rows.filter((r) => r.successorSealed !== null)).toHaveLength(1);

    await post('/api/Authentication/Logout', { refreshToken: next.refreshToken });
    const after = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, mlro.id));
    expect(after.filter((r) => r.successorSealed !== null)).toEqual([]);
    // A replay within the window after log out gets nothing.
    const replay = await post('/api/Authentication/RefreshToken', { token: '', refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses an access token of another session and an unknown refresh token', async () => {
    const a = await createTenantWithStaff(ctx.db);
    const one = await login(ctx.app, a.mlro.email);
    const other = await login(ctx.app, a.fla.email);
    const mixed = await post('/api/Authentication/RefreshToken', {
      token: other.token,
      refreshToken: one.refreshToken,
    });
    expect(mixed.statusCode).toBe(400);
    const unknown = await post('/api/Authentication/RefreshToken', { token: '', refreshToken: 'not-a-token' });
    expect(unknown.statusCode).toBe(400);
  });

  it('ends the session of a user who was deactivated', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const session = await login(ctx.app, mlro.email);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, mlro.id));
    const api = await ctx.app.inject({ url: '/api/ClientDetails/tenant-user-details', headers: session.auth });
    expect(api.statusCode).toBe(401);
    const res = await post('/api/Authentication/RefreshToken', {
      token: session.token,
      refreshToken: session.refreshToken,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST api/Authentication/Logout', () => {
  it('revokes the refresh token on the server', async () => {
    const { fla } = await createTenantWithStaff(ctx.db);
    const session = await login(ctx.app, fla.email);
    const out = await post('/api/Authentication/Logout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(204);
    const res = await post('/api/Authentication/RefreshToken', {
      token: session.token,
      refreshToken: session.refreshToken,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST api/Authentication/ChangePassword', () => {
  const change = (auth: Record<string, string>, body: object) => post('/api/Authentication/ChangePassword', body, auth);

  it('changes the password, keeps this session and ends the others', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const here = await login(ctx.app, mlro.email);
    const elsewhere = await login(ctx.app, mlro.email);
    const res = await change(here.auth, {
      email: mlro.email,
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w!Password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, errors: [] });

    expect((await post('/api/Authentication/Login', { email: mlro.email, password: TEST_PASSWORD })).statusCode).toBe(
      400,
    );
    expect((await post('/api/Authentication/Login', { email: mlro.email, password: 'N3w!Password' })).statusCode).toBe(
      200,
    );
    const keep = await post('/api/Authentication/RefreshToken', { token: here.token, refreshToken: here.refreshToken });
    expect(keep.statusCode).toBe(200);
    const ended = await post('/api/Authentication/RefreshToken', {
      token: elsewhere.token,
      refreshToken: elsewhere.refreshToken,
    });
    expect(ended.statusCode).toBe(400);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'user.password_changed'));
    expect(event?.entityId).toBe(mlro.id);
  });

  it('answers a wrong current password with an errors list', async () => {
    const { fla } = await createTenantWithStaff(ctx.db);
    const s = await login(ctx.app, fla.email);
    const res = await change(s.auth, {
      email: fla.email,
      currentPassword: 'Wrong!Passw0rd',
      newPassword: 'N3w!Password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Current password is incorrect']);
  });

  it('enforces the new-password rules on the server', async () => {
    const { fla } = await createTenantWithStaff(ctx.db);
    const s = await login(ctx.app, fla.email);
    const res = await change(s.auth, { email: fla.email, currentPassword: TEST_PASSWORD, newPassword: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining(['Password must contain an uppercase letter', 'Password must contain a number']),
    );
  });

  it("refuses to change another user's password", async () => {
    const { mlro, fla } = await createTenantWithStaff(ctx.db);
    const s = await login(ctx.app, mlro.email);
    const res = await change(s.auth, { email: fla.email, currentPassword: TEST_PASSWORD, newPassword: 'N3w!Password' });
    expect(res.statusCode).toBe(403);
  });

  it('requires a signed-in caller', async () => {
    const res = await post('/api/Authentication/ChangePassword', {
      email: 'a@b.c',
      currentPassword: 'x',
      newPassword: 'N3w!Password',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('audit trail', () => {
  it('is append-only in the database itself, even for the table owner: no update, delete or truncate', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    await login(ctx.app, mlro.email);
    // drizzle wraps the driver error; PostgreSQL's own message is its cause.
    const refused = { cause: { message: 'audit_events is append-only' } };
    await expect(ctx.db.execute(sql`update audit_events set action = 'x'`)).rejects.toMatchObject(refused);
    await expect(ctx.db.execute(sql`delete from audit_events`)).rejects.toMatchObject(refused);
    await expect(ctx.db.execute(sql`truncate audit_events`)).rejects.toMatchObject(refused);
    expect((await ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, mlro.id))).length).toBe(1);
  });

  it('survives the hard deletion of the tenant it describes: the database refuses to drop the tenant row', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    await login(ctx.app, mlro.email);
    await expect(ctx.db.delete(tenants).where(eq(tenants.id, tenant.id))).rejects.toMatchObject({
      cause: { message: 'tenants are archived, not deleted' },
    });
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.tenantId, tenant.id));
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('the Authorization header', () => {
  it('accepts the Bearer scheme in any letter case and refuses other schemes', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const { token } = await login(ctx.app, mlro.email);
    const call = (authorization: string) =>
      ctx.app.inject({ url: '/api/ClientDetails/tenant-user-details', headers: { authorization } });
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect((await call(`${scheme} ${token}`)).statusCode, scheme).toBe(200);
    }
    expect((await call(`Basic ${token}`)).statusCode).toBe(401);
    expect((await call(token)).statusCode).toBe(401);
    expect((await call(`Bearer ${token} extra`)).statusCode).toBe(401);
  });
});

describe('access tokens follow their session', () => {
  const details = (auth: Record<string, string>) =>
    ctx.app.inject({ url: '/api/ClientDetails/tenant-user-details', headers: auth });

  it('stops honouring an access token as soon as its session is logged out', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const session = await login(ctx.app, mlro.email);
    expect((await details(session.auth)).statusCode).toBe(200);
    await post('/api/Authentication/Logout', { refreshToken: session.refreshToken });
    expect((await details(session.auth)).statusCode).toBe(401);
  });

  it("ends the other sessions' access tokens at once when the password changes, and keeps this one", async () => {
    const { fla } = await createTenantWithStaff(ctx.db);
    const here = await login(ctx.app, fla.email);
    const elsewhere = await login(ctx.app, fla.email);
    const res = await post(
      '/api/Authentication/ChangePassword',
      { email: fla.email, currentPassword: TEST_PASSWORD, newPassword: 'N3w!Password' },
      here.auth,
    );
    expect(res.statusCode).toBe(200);
    expect((await details(here.auth)).statusCode).toBe(200);
    expect((await details(elsewhere.auth)).statusCode).toBe(401);
  });

  it('keeps the new access token valid across a refresh', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const first = await login(ctx.app, mlro.email);
    const next = (
      await post('/api/Authentication/RefreshToken', { token: first.token, refreshToken: first.refreshToken })
    ).json();
    expect((await details({ authorization: `Bearer ${next.token}` })).statusCode).toBe(200);
    // The first access token belongs to the same, still live, session.
    expect((await details(first.auth)).statusCode).toBe(200);
  });
});
