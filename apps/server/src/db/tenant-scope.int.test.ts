import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../test/helpers';
import { assertRestrictedRole } from './database';
import { auditEvents, screeningLogs, tenants, users } from './schema';
import { withPlatform, withTenant } from './tenant-scope';

/**
 * The second wall (decision 101): queries written WITHOUT their tenant filter, run on the app's request
 * pool (`ctx.deps.db`, role aml_app), still see only the tenant of their transaction.
 */
let ctx: TestContext;
let a: Awaited<ReturnType<typeof createTenantWithStaff>>;
let b: Awaited<ReturnType<typeof createTenantWithStaff>>;

const logOf = (tenantId: string, userName: string) => ({
  tenantId,
  userName,
  email: 'officer@tenant.test',
  screeningCount: 0,
  screeningType: 'QuickScreening',
});
// drizzle wraps the driver error; PostgreSQL's own message is its cause.
const refusedWith = (message: string | RegExp) => ({ cause: { message: expect.stringMatching(message) } });

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTenantWithStaff(ctx.db);
  b = await createTenantWithStaff(ctx.db);
  await ctx.db.insert(screeningLogs).values([logOf(a.tenant.id, 'Name of A'), logOf(b.tenant.id, 'Name of B')]);
  await ctx.db.insert(auditEvents).values([
    { tenantId: a.tenant.id, action: 'test.a', entityType: 'tenant' },
    { tenantId: b.tenant.id, action: 'test.b', entityType: 'tenant' },
    { tenantId: null, action: 'test.platform', entityType: 'platform' },
  ]);
});
afterAll(async () => ctx?.close());

describe('the request pool role', () => {
  it('is aml_app, neither superuser nor BYPASSRLS, and the start-up check accepts it', async () => {
    const { rows } = await ctx.deps.db.execute<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(rows).toEqual([{ role: 'aml_app', rolsuper: false, rolbypassrls: false }]);
    await expect(assertRestrictedRole(ctx.deps.db)).resolves.toBeUndefined();
  });

  it('makes the start-up check refuse a pool that would see through row-level security', async () => {
    const { rows } = await ctx.db.execute<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    // The test server's owner is a superuser (embedded and CI alike); the check must refuse it.
    expect(rows[0]?.rolsuper || rows[0]?.rolbypassrls).toBe(true);
    await expect(assertRestrictedRole(ctx.db)).rejects.toThrow(/superuser or bypasses row-level security/);
  });
});

describe('a repository query without its tenant filter', () => {
  it("returns only the scoped tenant's rows of every tenant table", async () => {
    const seen = await withTenant(ctx.deps.db, { tenantId: a.tenant.id }, async (tx) => ({
      tenants: (await tx.select().from(tenants)).map((t) => t.id),
      users: (await tx.select().from(users)).map((u) => u.tenantId),
      logs: (await tx.select().from(screeningLogs)).map((l) => l.userName),
      events: (await tx.select().from(auditEvents)).map((e) => e.action),
    }));
    expect(seen.tenants).toEqual([a.tenant.id]);
    expect(seen.users).toEqual([a.tenant.id, a.tenant.id]);
    expect(seen.logs).toEqual(['Name of A']);
    expect(seen.events).toEqual(['test.a']);
  });

  it("refuses to write a row for another tenant, and changes none of the other tenant's rows", async () => {
    await expect(
      withTenant(ctx.deps.db, { tenantId: a.tenant.id }, (tx) =>
        tx.insert(screeningLogs).values(logOf(b.tenant.id, 'Planted in B')),
      ),
    ).rejects.toMatchObject(refusedWith(/row-level security/));
    await expect(
      withTenant(ctx.deps.db, { tenantId: a.tenant.id }, (tx) =>
        tx.insert(auditEvents).values({ tenantId: b.tenant.id, action: 'planted', entityType: 'tenant' }),
      ),
    ).rejects.toMatchObject(refusedWith(/row-level security/));
    const changed = await withTenant(ctx.deps.db, { tenantId: a.tenant.id }, async (tx) => ({
      tenants: await tx.update(tenants).set({ maxScreeningCount: 0 }).returning({ id: tenants.id }),
      users: await tx.update(users).set({ isActive: false }).where(eq(users.id, b.mlro.id)).returning(),
    }));
    expect(changed.tenants).toEqual([{ id: a.tenant.id }]);
    expect(changed.users).toEqual([]);
    const [bRow] = await ctx.db.select().from(tenants).where(eq(tenants.id, b.tenant.id));
    expect(bRow?.maxScreeningCount).toBe(b.tenant.maxScreeningCount);
    expect((await ctx.db.select().from(users).where(eq(users.id, b.mlro.id)))[0]?.isActive).toBe(true);
    expect((await ctx.db.select().from(screeningLogs).where(eq(screeningLogs.tenantId, b.tenant.id))).length).toBe(1);
    await ctx.db
      .update(tenants)
      .set({ maxScreeningCount: a.tenant.maxScreeningCount })
      .where(eq(tenants.id, a.tenant.id));
  });

  it('returns nothing at all outside any scope, and the scope does not outlive its transaction', async () => {
    await withTenant(ctx.deps.db, { tenantId: a.tenant.id }, (tx) => tx.select().from(tenants));
    // More queries than the pool has connections, so the connection used above is reused.
    for (let i = 0; i < 6; i++) {
      expect(await ctx.deps.db.select().from(tenants)).toEqual([]);
      expect(await ctx.deps.db.select().from(users)).toEqual([]);
      expect(await ctx.deps.db.select().from(screeningLogs)).toEqual([]);
      expect(await ctx.deps.db.select().from(auditEvents)).toEqual([]);
    }
    await expect(ctx.deps.db.insert(screeningLogs).values(logOf(a.tenant.id, 'No scope'))).rejects.toMatchObject(
      refusedWith(/row-level security/),
    );
  });

  it('sees every tenant, and platform events, only on the named platform path', async () => {
    const seen = await withPlatform(ctx.deps.db, 'test: cross-tenant read', async (tx) => ({
      tenants: (await tx.select().from(tenants)).map((t) => t.id).sort(),
      events: (await tx.select().from(auditEvents)).map((e) => e.action).filter((x) => x.startsWith('test.')),
      reason: (await tx.execute<{ reason: string }>(sql`select current_setting('app.platform_reason') as reason`))
        .rows[0]?.reason,
    }));
    expect(seen.tenants).toEqual([a.tenant.id, b.tenant.id].sort());
    expect(seen.events.sort()).toEqual(['test.a', 'test.b', 'test.platform']);
    expect(seen.reason).toBe('test: cross-tenant read');
  });
});

describe('records the app may not change', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of screening logs and audit events to the app role, even on the platform path', async () => {
    for (const statement of [
      sql`update screening_logs set screening_count = 99`,
      sql`delete from screening_logs`,
      sql`truncate screening_logs`,
      sql`update audit_events set action = 'x'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
      sql`delete from tenants`,
    ]) {
      await expect(withPlatform(ctx.deps.db, 'test: tamper', (tx) => tx.execute(statement))).rejects.toMatchObject(
        refusedWith(/permission denied/),
      );
    }
  });

  it('refuses UPDATE and DELETE of screening logs to the table owner too (triggers)', async () => {
    await expect(ctx.db.execute(sql`update screening_logs set screening_count = 99`)).rejects.toMatchObject(
      refusedWith('screening_logs is append-only'),
    );
    await expect(ctx.db.execute(sql`delete from screening_logs`)).rejects.toMatchObject(
      refusedWith('screening_logs is append-only'),
    );
    await expect(ctx.db.execute(sql`truncate screening_logs`)).rejects.toMatchObject(
      refusedWith('screening_logs is append-only'),
    );
    expect((await ctx.db.select().from(screeningLogs)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('through the API', () => {
  it("shows tenant staff only their own tenant's screening logs and details", async () => {
    const { auth } = await login(ctx.app, a.mlro.email);
    const logs = await ctx.app.inject({ url: '/api/Scan/screening-logs', headers: auth });
    expect(logs.json().map((l: { userName: string }) => l.userName)).toEqual(['Name of A']);
    const details = await ctx.app.inject({ url: '/api/ClientDetails/tenant-user-details', headers: auth });
    expect(details.json().id).toBe(a.tenant.id);
  });

  it("answers 404 for another tenant's user in a tenant update and leaves that user's row untouched", async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const { auth } = await login(ctx.app, admin.email);
    const [before] = await ctx.db.select().from(users).where(eq(users.id, b.fla.id));
    const tenant = (await ctx.app.inject({ url: '/api/TenantUser/tenant-users', headers: auth }))
      .json()
      .find((t: { id: string }) => t.id === a.tenant.id);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/TenantUser/update-tenant-user/${a.tenant.id}`,
      headers: auth,
      payload: {
        ...tenant,
        expiryDate: '2999-12-31',
        wmsTenantCode: 'A1',
        tradeLicenseNumber: 'TL-A',
        address: 'Gold Souk',
        givenScreeningCount: 0,
        users: [{ id: b.fla.id, name: 'Taken over', email: b.fla.email, roleId: 'MLRO', isActive: false }],
      },
    });
    expect(res.statusCode).toBe(404);
    expect((await ctx.db.select().from(users).where(eq(users.id, b.fla.id)))[0]).toEqual(before);
  });
});
