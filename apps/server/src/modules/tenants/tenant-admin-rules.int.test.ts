import { TENANT_RULE_MESSAGES } from '@aml/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, tenants } from '../../db/schema';
import { todayIsoDate } from '../../lib/dates';

// Issue 10, defects found walking the product: the tenant form's expiry and email rules on the server,
// and the way back from a soft delete (decision 105).

let ctx: TestContext;
let admin: { auth: Record<string, string> };
beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.db, { role: 'SuperUser' });
  admin = { auth: (await login(ctx.app, user.email)).auth };
});
afterAll(async () => ctx?.close());

let seq = 0;
const tenantBody = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    id: '',
    clientName: `Rules Gold ${seq} LLC`,
    name: 'Rules Gold',
    wmsTenantCode: `RG${seq}`,
    email: `owner${seq}@rulesgold.test`,
    expiryDate: '2999-12-31',
    remarks: '',
    tradeLicenseNumber: `TL-R${seq}`,
    address: 'Gold Souk, Deira, Dubai',
    maxScreeningCount: 10,
    givenScreeningCount: 10,
    ongoingMonitoringEnabled: false,
    ongoingMonitoringCount: 0,
    users: [],
    ...overrides,
  };
};
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const register = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/TenantUser/register-tenant-user', payload, headers: admin.auth });
const update = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/TenantUser/update-tenant-user/${id}`, payload, headers: admin.auth });
const softDelete = (id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/TenantUser/soft-delete-tenant-user/${id}`, headers: admin.auth });
const restore = (id: string, headers = admin.auth) =>
  ctx.app.inject({ method: 'PUT', url: `/api/TenantUser/restore-tenant-user/${id}`, headers });
const deletedList = (headers = admin.auth) => ctx.app.inject({ url: '/api/TenantUser/deleted-tenant-users', headers });
const tenantRow = async (id: string) => (await ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0];

describe('tenant form rules on the server', () => {
  it('refuses a new tenant whose expiry date is in the past, naming the field, and creates nothing', async () => {
    const body = tenantBody({ expiryDate: yesterday() });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'expiryDate', message: TENANT_RULE_MESSAGES.expiryPast }],
    });
    expect(await ctx.db.select().from(tenants).where(eq(tenants.email, body.email))).toEqual([]);
  });

  it('accepts today as the expiry date', async () => {
    expect((await register(tenantBody({ expiryDate: todayIsoDate() }))).statusCode).toBe(200);
  });

  it('refuses moving an expiry into the past, but lets an expired tenant be edited with its date unchanged', async () => {
    const { tenant } = await createTenantWithStaff(ctx.db, { expiryDate: '2020-01-31' });
    const body = tenantBody({ id: tenant.id, email: tenant.email, expiryDate: '2020-01-31', clientName: 'Renamed' });
    expect((await update(tenant.id, body)).statusCode).toBe(200);
    expect((await tenantRow(tenant.id))?.clientName).toBe('Renamed');

    const moved = await update(tenant.id, { ...body, expiryDate: '2020-01-30' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().issues).toEqual([{ path: 'expiryDate', message: TENANT_RULE_MESSAGES.expiryPast }]);
    expect((await tenantRow(tenant.id))?.expiryDate).toBe('2020-01-31');
  });

  it("refuses another tenant's email in any case, a soft-deleted tenant's included, and keeps a tenant's own", async () => {
    const first = (await register(tenantBody())).json().tenant;
    const taken = await register(tenantBody({ email: first.email.toUpperCase() }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'email', message: TENANT_RULE_MESSAGES.emailUsedByTenant }],
    });

    const second = (await register(tenantBody())).json().tenant;
    const edit = await update(second.id, tenantBody({ id: second.id, email: ` ${first.email} ` }));
    expect(edit.statusCode).toBe(400);
    expect((await tenantRow(second.id))?.email).toBe(second.email);
    // Its own email, in another case, is not "another tenant's".
    expect((await update(second.id, tenantBody({ id: second.id, email: second.email.toUpperCase() }))).statusCode).toBe(
      200,
    );

    await softDelete(first.id);
    expect((await register(tenantBody({ email: first.email }))).statusCode).toBe(400);
  });
});

describe('soft-deleted tenants: list and restore', () => {
  it('lists a soft-deleted tenant for the super user, restores it with an audit event, and its users sign in again', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    await softDelete(tenant.id);
    await expect(login(ctx.app, mlro.email)).rejects.toThrow(/login failed/);

    const listed = await deletedList();
    expect(listed.statusCode).toBe(200);
    const entry = listed.json().find((t: { id: string }) => t.id === tenant.id);
    expect(entry).toMatchObject({ clientName: tenant.clientName, deletedDate: expect.any(String) });
    expect(entry.users.map((u: { email: string }) => u.email)).toContain(mlro.email);

    const res = await restore(tenant.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tenant.id, clientName: tenant.clientName });
    expect((await tenantRow(tenant.id))?.deletedAt).toBeNull();
    expect(
      (await deletedList()).json().map((t: { id: string }) => t.id),
      'no longer listed as deleted',
    ).not.toContain(tenant.id);
    const live = await ctx.app.inject({ url: '/api/TenantUser/tenant-users', headers: admin.auth });
    expect(live.json().map((t: { id: string }) => t.id)).toContain(tenant.id);

    const session = await login(ctx.app, mlro.email);
    const details = await ctx.app.inject({ url: '/api/ClientDetails/tenant-user-details', headers: session.auth });
    expect(details.statusCode).toBe(200);

    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, tenant.id));
    expect(events.map((e) => e.action)).toEqual(['tenant.soft_deleted', 'tenant.restored']);
    expect(events[1]?.actorId).not.toBeNull();
  });

  it('answers 404 for a live or unknown tenant and writes no audit event', async () => {
    const { tenant } = await createTenantWithStaff(ctx.db);
    expect((await restore(tenant.id)).statusCode).toBe(404);
    expect((await restore('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await restore('not-a-uuid')).statusCode).toBe(400);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, tenant.id));
    expect(events).toEqual([]);
  });

  it('refuses to restore a tenant whose email a live tenant took meanwhile, and leaves it deleted', async () => {
    const { tenant } = await createTenantWithStaff(ctx.db);
    await softDelete(tenant.id);
    // Written directly: before issue 10 nothing stopped two tenants sharing an email.
    const { tenant: twin } = await createTenantWithStaff(ctx.db, { email: tenant.email });
    const res = await restore(tenant.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'email', message: TENANT_RULE_MESSAGES.emailUsedByTenant }]);
    expect((await tenantRow(tenant.id))?.deletedAt).not.toBeNull();
    expect((await tenantRow(twin.id))?.deletedAt).toBeNull();
  });

  it('is refused to tenant staff (403) and anonymous callers (401), and restores nothing', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    const staff = await createTenantWithStaff(ctx.db);
    const session = await login(ctx.app, staff.mlro.email);
    await softDelete(tenant.id);
    expect((await deletedList(session.auth)).statusCode).toBe(403);
    expect((await restore(tenant.id, session.auth)).statusCode).toBe(403);
    expect((await restore(tenant.id, {})).statusCode).toBe(401);
    expect((await tenantRow(tenant.id))?.deletedAt).not.toBeNull();
    await expect(login(ctx.app, mlro.email)).rejects.toThrow(/login failed/);
  });
});
