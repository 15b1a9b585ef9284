import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET api/ClientDetails/loggedin-client-userRole', () => {
  it('gives each tenant user their business role', async () => {
    const { mlro, fla } = await createTenantWithStaff(ctx.db);
    expect(
      (await get('/api/ClientDetails/loggedin-client-userRole', (await login(ctx.app, mlro.email)).auth)).json(),
    ).toEqual({ role: 'MLRO' });
    expect(
      (await get('/api/ClientDetails/loggedin-client-userRole', (await login(ctx.app, fla.email)).auth)).json(),
    ).toEqual({ role: 'FLA' });
  });

  it('is refused to a super user (403) and to an anonymous caller (401)', async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const session = await login(ctx.app, admin.email);
    expect((await get('/api/ClientDetails/loggedin-client-userRole', session.auth)).statusCode).toBe(403);
    expect((await get('/api/ClientDetails/loggedin-client-userRole')).statusCode).toBe(401);
  });
});

describe('GET api/ClientDetails/tenant-user-details', () => {
  it("returns only the caller's own tenant and its users", async () => {
    const a = await createTenantWithStaff(ctx.db, { clientName: 'Alpha Gold LLC', ongoingMonitoringEnabled: true });
    const b = await createTenantWithStaff(ctx.db, { clientName: 'Beta Diamonds LLC' });
    const res = await get('/api/ClientDetails/tenant-user-details', (await login(ctx.app, a.fla.email)).auth);
    expect(res.statusCode).toBe(200);
    const tenant = res.json();
    expect(tenant).toMatchObject({
      id: a.tenant.id,
      clientName: 'Alpha Gold LLC',
      ongoingMonitoringEnabled: true,
      ongoingMonitoringUsed: 0,
    });
    expect(tenant.users.map((u: { email: string }) => u.email).sort()).toEqual([a.mlro.email, a.fla.email].sort());
    expect(JSON.stringify(tenant)).not.toContain(b.tenant.id);
    expect(JSON.stringify(tenant)).not.toContain('passwordHash');
    expect(tenant.users[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      roleId: expect.stringMatching(/^(MLRO|FLA)$/),
      isActive: true,
      createdDate: expect.any(String),
      tenantUserId: a.tenant.id,
    });
  });

  it('ignores any tenant named in the query string', async () => {
    const a = await createTenantWithStaff(ctx.db);
    const b = await createTenantWithStaff(ctx.db);
    const res = await get(
      `/api/ClientDetails/tenant-user-details?tenantId=${b.tenant.id}`,
      (await login(ctx.app, a.mlro.email)).auth,
    );
    expect(res.json().id).toBe(a.tenant.id);
  });

  it('refuses a forged or expired token', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const { token } = await login(ctx.app, mlro.email);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${p}.${(s as string).slice(0, -2)}xx`;
    expect(
      (await get('/api/ClientDetails/tenant-user-details', { authorization: `Bearer ${forged}` })).statusCode,
    ).toBe(401);
    const res = await get('/api/ClientDetails/tenant-user-details', { authorization: 'Bearer not.a.jwt' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Session expired. Please log in again.' });
  });
});
