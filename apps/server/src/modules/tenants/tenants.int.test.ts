import { type Tenant, tenantToFormInput } from '@aml/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, refreshTokens, signInThrottle, tenants, users } from '../../db/schema';

let ctx: TestContext;
let admin: { auth: Record<string, string>; id: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.db, { role: 'SuperUser' });
  admin = { auth: (await login(ctx.app, user.email)).auth, id: user.id };
});
afterAll(async () => ctx?.close());

let seq = 0;
const tenantBody = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    id: '',
    clientName: `Gold House ${seq} LLC`,
    name: 'Gold House',
    wmsTenantCode: `GH${seq}`,
    email: `owner${seq}@goldhouse.test`,
    expiryDate: '2999-12-31',
    remarks: '',
    tradeLicenseNumber: `TL-${seq}`,
    address: 'Gold Souk, Deira, Dubai',
    maxScreeningCount: 250,
    givenScreeningCount: 300,
    ongoingMonitoringEnabled: true,
    ongoingMonitoringCount: 40,
    users: [] as Record<string, unknown>[],
    ...overrides,
  };
};
const newUser = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    id: '',
    name: `Officer ${seq}`,
    email: `officer${seq}@goldhouse.test`,
    roleId: 'MLRO',
    isActive: true,
    ...overrides,
  };
};

const register = (payload: object, headers = admin.auth) =>
  ctx.app.inject({ method: 'POST', url: '/api/TenantUser/register-tenant-user', payload, headers });
const update = (id: string, payload: object, headers = admin.auth) =>
  ctx.app.inject({ method: 'PUT', url: `/api/TenantUser/update-tenant-user/${id}`, payload, headers });
const list = (headers = admin.auth) => ctx.app.inject({ method: 'GET', url: '/api/TenantUser/tenant-users', headers });
const auditOf = (entityId: string) => ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));

describe('POST /api/TenantUser/register-tenant-user', () => {
  it('creates the tenant with a user whose generated password signs in, and audits both', async () => {
    const officer = newUser();
    const res = await register(tenantBody({ users: [officer] }));
    expect(res.statusCode).toBe(200);
    const { tenant, issuedCredentials } = res.json();
    expect(tenant).toMatchObject({
      maxScreeningCount: 250,
      givenScreeningCount: 300,
      ongoingMonitoringCount: 40,
      ongoingMonitoringUsed: 0,
      expiryDate: '2999-12-31',
    });
    expect(tenant.users).toEqual([
      expect.objectContaining({ email: officer.email, roleId: 'MLRO', isActive: true, tenantUserId: tenant.id }),
    ]);
    expect(issuedCredentials).toEqual([
      { userId: tenant.users[0].id, email: officer.email, password: expect.any(String) },
    ]);

    const session = await login(ctx.app, officer.email, issuedCredentials[0].password);
    const role = await ctx.app.inject({ url: '/api/ClientDetails/loggedin-client-userRole', headers: session.auth });
    expect(role.json()).toEqual({ role: 'MLRO' });

    const [created] = await auditOf(tenant.id);
    expect(created).toMatchObject({ action: 'tenant.created', actorId: admin.id, tenantId: tenant.id });
    const [userEvent] = await auditOf(tenant.users[0].id);
    expect(userEvent).toMatchObject({ action: 'tenant_user.created', tenantId: tenant.id });
    expect(JSON.stringify(userEvent?.after)).not.toMatch(/passwordHash|argon2/);
    expect(JSON.stringify(userEvent?.after)).not.toContain(issuedCredentials[0].password);
  });

  it('uses a password set in the dialog, and does not echo it', async () => {
    const officer = newUser({ roleId: 'FLA', password: 'Handed0ver!' });
    const res = await register(tenantBody({ users: [officer] }));
    expect(res.json().issuedCredentials).toEqual([]);
    await login(ctx.app, officer.email, 'Handed0ver!');
  });

  it('answers the spec messages for missing fields, with their paths', async () => {
    const res = await register({
      ...tenantBody({ clientName: '', email: 'nope', maxScreeningCount: -1 }),
      users: [newUser({ name: '' })],
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'clientName', message: 'Client Name is required' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'maxScreeningCount', message: 'Balance Screening Count must be at least 0' },
        { path: 'users.0.name', message: 'Please fill in all required fields.' },
      ]),
    );
  });

  it('refuses a weak chosen password and an email another account uses', async () => {
    const weak = await register(tenantBody({ users: [newUser({ password: 'short' })] }));
    expect(weak.json().issues).toEqual([
      { path: 'users.0.password', message: 'Password must be at least 8 characters' },
    ]);

    const { mlro } = await createTenantWithStaff(ctx.db);
    const before = (await ctx.db.select().from(tenants)).length;
    const taken = await register(tenantBody({ users: [newUser({ email: mlro.email.toUpperCase() })] }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().issues).toEqual([{ path: 'users.0.email', message: 'A user with this email already exists' }]);
    // One transaction: the tenant of the refused save was not kept.
    expect((await ctx.db.select().from(tenants)).length).toBe(before);
  });

  it('keeps the monitoring count at 0 while monitoring is off; the used count is never written', async () => {
    const res = await register(
      tenantBody({ ongoingMonitoringEnabled: false, ongoingMonitoringCount: 99, ongoingMonitoringUsed: 7 }),
    );
    expect(res.json().tenant).toMatchObject({
      ongoingMonitoringEnabled: false,
      ongoingMonitoringCount: 0,
      ongoingMonitoringUsed: 0,
    });
  });
});

describe('GET /api/TenantUser/tenant-users', () => {
  it('lists live tenants with their users and no password hashes', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const found = res.json().find((t: { id: string }) => t.id === tenant.id);
    expect(found.users.map((u: { email: string }) => u.email)).toContain(mlro.email);
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });
});

describe('PUT /api/TenantUser/update-tenant-user/{id}', () => {
  it('updates the tenant, adds a user with an empty id, edits and deactivates existing ones', async () => {
    const created = (await register(tenantBody({ users: [newUser()] }))).json();
    const tenant = created.tenant;
    const existing = tenant.users[0];
    const session = await login(ctx.app, existing.email, created.issuedCredentials[0].password);

    const added = newUser({ roleId: 'FLA' });
    const res = await update(tenant.id, {
      ...tenantBody({ clientName: 'Renamed LLC', email: tenant.email, wmsTenantCode: tenant.wmsTenantCode }),
      users: [{ ...existing, name: 'Renamed Officer', isActive: false }, added],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.tenant.clientName).toBe('Renamed LLC');
    expect(saved.tenant.users).toEqual([
      expect.objectContaining({ id: existing.id, name: 'Renamed Officer', isActive: false }),
      expect.objectContaining({ email: added.email, roleId: 'FLA', isActive: true }),
    ]);
    expect(saved.issuedCredentials.map((c: { email: string }) => c.email)).toEqual([added.email]);

    // The deactivated user's access token stops working at once, and the refresh token is revoked.
    const afterDeactivation = await ctx.app.inject({
      url: '/api/ClientDetails/tenant-user-details',
      headers: session.auth,
    });
    expect(afterDeactivation.statusCode).toBe(401);
    const live = await ctx.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, existing.id)));
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      payload: { email: existing.email, password: created.issuedCredentials[0].password },
    });
    expect(signIn.json().result).toBe(false);

    const actions = (await auditOf(existing.id)).map((e) => e.action);
    expect(actions).toContain('tenant_user.deactivated');
    expect((await auditOf(tenant.id)).map((e) => e.action)).toEqual(['tenant.created', 'tenant.updated']);

    const reactivated = await update(tenant.id, {
      ...tenantBody({ email: tenant.email }),
      users: [{ ...existing, isActive: true }],
    });
    expect(reactivated.json().tenant.users[0].isActive).toBe(true);
    expect((await auditOf(existing.id)).map((e) => e.action)).toContain('tenant_user.activated');
  });

  it("answers 'User not found' for another tenant's user and leaves that user untouched", async () => {
    const other = await createTenantWithStaff(ctx.db);
    const mine = (await register(tenantBody())).json().tenant;
    const res = await update(mine.id, {
      ...tenantBody(),
      users: [{ id: other.mlro.id, name: 'Hijacked', email: other.mlro.email, roleId: 'MLRO', isActive: false }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, other.mlro.id));
    expect(row).toMatchObject({ name: other.mlro.name, isActive: true, tenantId: other.tenant.id });
  });

  it('applies a balance change to the balance as it is at save time, so screenings charged meanwhile are kept', async () => {
    const tenant = (await register(tenantBody({ maxScreeningCount: 100 }))).json().tenant;
    const setBalance = (value: number) =>
      ctx.db.update(tenants).set({ maxScreeningCount: value }).where(eq(tenants.id, tenant.id));
    const balance = async () => (await list()).json().find((t: Tenant) => t.id === tenant.id).maxScreeningCount;

    // The dialog loads 100; five searches charge the balance to 95; the administrator tops up to 600.
    const opened = await savedBody(tenant.id);
    await setBalance(95);
    expect((await update(tenant.id, { ...opened, maxScreeningCount: 600 })).statusCode).toBe(200);
    expect(await balance()).toBe(595);

    // Saving another field leaves the balance alone; lowering it never goes under 0.
    const reopened = await savedBody(tenant.id);
    await setBalance(590);
    await update(tenant.id, { ...reopened, remarks: 'Renewed licence' });
    expect(await balance()).toBe(590);
    await setBalance(10);
    await update(tenant.id, { ...reopened, maxScreeningCount: 0 });
    expect(await balance()).toBe(0);

    // A caller that does not say what it loaded sets the balance outright.
    await update(tenant.id, { ...reopened, loadedMaxScreeningCount: undefined, maxScreeningCount: 42 });
    expect(await balance()).toBe(42);
  });

  it('answers 404 for an unknown or soft-deleted tenant', async () => {
    expect((await update('00000000-0000-4000-8000-000000000000', tenantBody())).statusCode).toBe(404);
  });
});

/** The saved tenant as an update body (the whole users list, as the dialog sends it). */
async function savedBody(tenantId: string) {
  const tenant = (await list()).json().find((t: Tenant) => t.id === tenantId);
  if (!tenant) throw new Error(`tenant ${tenantId} not listed`);
  return tenantToFormInput(tenant);
}
const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/Authentication/Login', payload: { email, password } });
const refresh = (session: { token: string; refreshToken: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Authentication/RefreshToken',
    payload: { token: session.token, refreshToken: session.refreshToken },
  });
/** A tenant with staff whose stored fields pass the tenant form, so it can be re-sent as saved. */
const staffedTenant = () => {
  seq += 1;
  return createTenantWithStaff(ctx.db, {
    wmsTenantCode: `RS${seq}`,
    tradeLicenseNumber: `TL-RS-${seq}`,
    address: 'Gold Souk, Deira, Dubai',
  });
};
const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const liveTokens = (userId: string) =>
  ctx.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

describe('PUT update-tenant-user/{id} with resetPassword', () => {
  it('generates a new password, answers it once, ends every session of that user only and audits it', async () => {
    const { tenant, mlro, fla } = await staffedTenant();
    const mlroSession = await login(ctx.app, mlro.email);
    const otherMlroSession = await login(ctx.app, mlro.email);
    const flaSession = await login(ctx.app, fla.email);
    // The user forgot the password and locked the account with failed attempts.
    for (let i = 0; i < 5; i += 1) await signIn(mlro.email, 'Forgotten1!');
    expect((await signIn(mlro.email, mlro.password)).statusCode).toBe(429);

    const body = await savedBody(tenant.id);
    const res = await update(tenant.id, {
      ...body,
      users: body.users?.map((u) => (u.id === mlro.id ? { ...u, resetPassword: true } : u)),
    });
    expect(res.statusCode).toBe(200);
    const { issuedCredentials } = res.json() as { issuedCredentials: { password: string }[] };
    expect(issuedCredentials).toEqual([{ userId: mlro.id, email: mlro.email, password: expect.any(String) }]);
    const password = issuedCredentials[0]?.password ?? '';
    expect(password).not.toBe(mlro.password);

    const row = await userRow(mlro.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordChangedAt).toBeInstanceOf(Date);
    // The failures counted against the account are forgotten with the reset (decision 104).
    const counts = await ctx.db.select().from(signInThrottle);
    expect(counts.filter((c) => c.key === mlro.email || c.key.endsWith(` ${mlro.email}`))).toEqual([]);

    // Every session of the user ends; the colleague's does not.
    expect(await liveTokens(mlro.id)).toEqual([]);
    expect((await refresh(mlroSession)).json().result).toBe(false);
    expect((await refresh(otherMlroSession)).json().result).toBe(false);
    expect((await refresh(flaSession)).json().result).toBe(true);

    const old = await signIn(mlro.email, mlro.password);
    expect(old.statusCode).toBe(400);
    expect(old.json().result).toBe(false);
    await login(ctx.app, mlro.email, password);

    const events = await auditOf(mlro.id);
    // The row's other fields did not change, so the reset is the only event of the save.
    expect(events.filter((e) => e.action.startsWith('tenant_user.')).map((e) => e.action)).toEqual([
      'tenant_user.password_reset',
    ]);
    const reset = events.find((e) => e.action === 'tenant_user.password_reset');
    expect(reset).toMatchObject({
      actorId: admin.id,
      tenantId: tenant.id,
      entityType: 'user',
      after: { email: mlro.email, passwordSource: 'generated', sessionsRevoked: true },
    });
    const stored = JSON.stringify(reset);
    expect(stored).not.toContain(password);
    expect(stored).not.toMatch(/passwordHash|argon2/);
  });

  it('takes a chosen password that passes the change-password rules, refuses one that does not, and does not echo it', async () => {
    const { tenant, mlro } = await staffedTenant();
    const body = await savedBody(tenant.id);
    const withReset = (password: string) => ({
      ...body,
      users: body.users?.map((u) => (u.id === mlro.id ? { ...u, resetPassword: true, password } : u)),
    });
    const index = body.users?.findIndex((u) => u.id === mlro.id);

    const weak = await update(tenant.id, withReset('nodigits!'));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toEqual([
      { path: `users.${index}.password`, message: 'Password must contain an uppercase letter' },
    ]);
    const untouched = await userRow(mlro.id);
    expect(untouched?.passwordChangedAt).toBeNull();
    await login(ctx.app, mlro.email, mlro.password);

    const res = await update(tenant.id, withReset('Chosen2Reset!'));
    expect(res.statusCode).toBe(200);
    expect(res.json().issuedCredentials).toEqual([]);
    await login(ctx.app, mlro.email, 'Chosen2Reset!');
    expect((await auditOf(mlro.id)).find((e) => e.action === 'tenant_user.password_reset')?.after).toEqual({
      email: mlro.email,
      passwordSource: 'set',
      sessionsRevoked: true,
    });
    expect(JSON.stringify(await auditOf(mlro.id))).not.toContain('Chosen2Reset!');
  });

  it("answers 404 for another tenant's user and changes nothing on either side", async () => {
    const other = await staffedTenant();
    const otherSession = await login(ctx.app, other.mlro.email);
    const mine = await staffedTenant();
    const otherBefore = await userRow(other.mlro.id);
    const mineBefore = await userRow(mine.mlro.id);

    const body = await savedBody(mine.tenant.id);
    const res = await update(mine.tenant.id, {
      ...body,
      users: [
        ...(body.users ?? []).map((u) => ({ ...u, resetPassword: true })),
        {
          id: other.mlro.id,
          name: other.mlro.name,
          email: other.mlro.email,
          roleId: 'MLRO',
          isActive: true,
          resetPassword: true,
        },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'User not found' });
    expect(res.body).not.toMatch(/"password"/);

    // The other tenant's user: same hash, no reset time, session alive, old password still signs in.
    expect(await userRow(other.mlro.id)).toEqual(otherBefore);
    expect((await liveTokens(other.mlro.id)).length).toBe(1);
    expect((await refresh(otherSession)).json().result).toBe(true);
    await login(ctx.app, other.mlro.email, other.mlro.password);
    // One transaction: the reset of this tenant's own users, sent before the foreign row, was undone.
    expect(await userRow(mine.mlro.id)).toEqual(mineBefore);
    const resets = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'tenant_user.password_reset'));
    expect(resets.map((e) => e.entityId)).not.toContain(other.mlro.id);
    expect(resets.map((e) => e.entityId)).not.toContain(mine.mlro.id);
  });

  it('is refused to anyone but the super user (403, anonymous 401) and resets nothing', async () => {
    const { tenant, mlro, fla } = await staffedTenant();
    const body = await savedBody(tenant.id);
    const payload = { ...body, users: body.users?.map((u) => ({ ...u, resetPassword: true })) };
    const { auth } = await login(ctx.app, mlro.email);
    expect((await update(tenant.id, payload, auth)).statusCode).toBe(403);
    expect((await update(tenant.id, payload, {})).statusCode).toBe(401);
    for (const user of [mlro, fla]) {
      expect((await userRow(user.id))?.passwordChangedAt).toBeNull();
      await login(ctx.app, user.email, user.password);
    }
  });
});

describe('DELETE soft and hard', () => {
  it('soft delete hides the tenant, signs its users out and keeps the rows', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    const session = await login(ctx.app, mlro.email);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/TenantUser/soft-delete-tenant-user/${tenant.id}`,
      headers: admin.auth,
    });
    expect(res.json()).toEqual({ success: true });
    expect((await list()).json().map((t: { id: string }) => t.id)).not.toContain(tenant.id);
    expect(
      (await ctx.app.inject({ url: '/api/ClientDetails/tenant-user-details', headers: session.auth })).statusCode,
    ).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/RefreshToken',
      payload: { token: session.token, refreshToken: session.refreshToken },
    });
    expect(refresh.json().result).toBe(false);
    expect((await ctx.db.select().from(tenants).where(eq(tenants.id, tenant.id)))[0]?.deletedAt).not.toBeNull();
    expect((await ctx.db.select().from(users).where(eq(users.tenantId, tenant.id))).length).toBe(2);
    expect((await auditOf(tenant.id)).map((e) => e.action)).toEqual(['tenant.soft_deleted']);
  });

  it('hard delete removes the users and their sessions, and keeps the tenant as a read-only archive with its records', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    const session = await login(ctx.app, mlro.email);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/TenantUser/hard-delete-tenant-user/${tenant.id}`,
      headers: admin.auth,
    });
    expect(res.json()).toEqual({ success: true });
    const [archived] = await ctx.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(archived?.archivedAt).toBeInstanceOf(Date);
    expect(archived?.deletedAt).toBeInstanceOf(Date);
    expect((await list()).json().map((t: { id: string }) => t.id)).not.toContain(tenant.id);
    expect(await ctx.db.select().from(users).where(eq(users.tenantId, tenant.id))).toEqual([]);
    expect(await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, mlro.id))).toEqual([]);
    expect(
      (await ctx.app.inject({ url: '/api/ClientDetails/tenant-user-details', headers: session.auth })).statusCode,
    ).toBe(401);
    const signIn = { email: mlro.email, password: mlro.password };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/Authentication/Login', payload: signIn })).statusCode,
    ).toBe(400);
    // Read-only: not even the table owner may change the archive.
    await expect(
      ctx.db.update(tenants).set({ clientName: 'changed' }).where(eq(tenants.id, tenant.id)),
    ).rejects.toMatchObject({ cause: { message: `tenant ${tenant.id} is archived and read-only` } });
    const [event] = await auditOf(tenant.id);
    expect(event).toMatchObject({ action: 'tenant.hard_deleted', actorId: admin.id });
    expect(JSON.stringify(event?.before)).toContain(mlro.email);
    expect(JSON.stringify(event?.before)).not.toMatch(/passwordHash|argon2/);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/TenantUser/hard-delete-tenant-user/${tenant.id}`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('role matrix', () => {
  it('allows only the super user: MLRO and FLA get 403 (hard delete included), anonymous 401, and nothing changes', async () => {
    const { tenant, mlro, fla } = await createTenantWithStaff(ctx.db);
    const calls = [
      { method: 'GET' as const, url: '/api/TenantUser/tenant-users' },
      { method: 'POST' as const, url: '/api/TenantUser/register-tenant-user', payload: tenantBody() },
      { method: 'PUT' as const, url: `/api/TenantUser/update-tenant-user/${tenant.id}`, payload: tenantBody() },
      { method: 'DELETE' as const, url: `/api/TenantUser/soft-delete-tenant-user/${tenant.id}` },
      { method: 'DELETE' as const, url: `/api/TenantUser/hard-delete-tenant-user/${tenant.id}` },
    ];
    for (const who of [mlro, fla]) {
      const { auth } = await login(ctx.app, who.email);
      for (const call of calls) {
        const res = await ctx.app.inject({ ...call, headers: auth });
        expect(res.statusCode, `${who.tenantRole} ${call.method} ${call.url}`).toBe(403);
        if (call.url.includes('hard-delete'))
          expect(res.json().message).toBe('You do not have permission to perform this action');
      }
    }
    for (const call of calls) expect((await ctx.app.inject(call)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row).toMatchObject({ clientName: tenant.clientName, deletedAt: null });
  });
});
