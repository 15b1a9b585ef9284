import { SCAN_MESSAGES, screeningLogsSchema, screeningResponseSchema } from '@aml/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { screeningLogs, tenants } from '../../db/schema';
import { silentLog } from './test-support/lists';
import { startWatchlists, type WatchlistRuntime } from './watchlist-runtime';

const DEMO_NAME = 'Mohammed Abdullah Al-Khayali';

let ctx: TestContext;
let runtime: WatchlistRuntime;

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true });
  // DEMO_SEED=1 loads the fictional demo list: the screening index has one list in force (the shipped
  // baseline is left out here; watchlist-baseline.int.test.ts covers it).
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
});

afterAll(async () => {
  await runtime.stop();
  await ctx.close();
});

async function balanceOf(tenantId: string): Promise<number> {
  const [row] = await ctx.db.select({ left: tenants.maxScreeningCount }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.left ?? Number.NaN;
}

async function logsOf(tenantId: string) {
  return ctx.db.select().from(screeningLogs).where(eq(screeningLogs.tenantId, tenantId));
}

const search = (auth: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/Scan/search', headers: auth, payload: payload as object });

describe('POST api/Scan/search', () => {
  it('finds a listed name, names the list versions in force, charges one screening and writes a log', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 10 });
    const { auth } = await login(ctx.app, mlro.email);

    const res = await search(auth, { entityType: 'Individual', names: DEMO_NAME, dob: '14/03/1975', fuzzyLevel: 1 });
    expect(res.statusCode).toBe(200);
    const body = screeningResponseSchema.parse(res.json());
    expect(body.total_hits).toBeGreaterThanOrEqual(1);
    expect(body.found_records[0]).toMatchObject({
      source_id: 'DEMO-001',
      name: DEMO_NAME,
      source_type: 'Demo list (fictional names)',
    });
    expect(body.list_versions).toEqual([
      expect.objectContaining({
        source: 'DEMO',
        sourceType: 'Demo list (fictional names)',
        version: expect.stringMatching(/#1$/),
      }),
    ]);

    expect(await balanceOf(tenant.id)).toBe(9);
    const count = await ctx.app.inject({ method: 'GET', url: '/api/scan/screening-count', headers: auth });
    expect(count.json()).toEqual({ maxScreeningCount: 9 });

    const logs = await logsOf(tenant.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userName: DEMO_NAME,
      email: mlro.email,
      userId: mlro.id,
      screeningCount: body.total_hits,
      screeningType: 'QuickScreening',
    });
    expect(logs[0]?.listVersions).toEqual(body.list_versions);
  });

  it('lets an FLA search; a batch record is logged as a batch screening, a miss with 0 hits', async () => {
    const { tenant, fla } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 5 });
    const { auth } = await login(ctx.app, fla.email);
    const res = await search(auth, {
      entityType: 'Individual',
      names: 'Ordinary Customer Person',
      isBatch: true,
      fuzzyLevel: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ found_records: [], total_hits: 0 });
    const [log] = await logsOf(tenant.id);
    expect(log).toMatchObject({ screeningCount: 0, screeningType: 'BatchScreening', email: fla.email });
    expect(await balanceOf(tenant.id)).toBe(4);
  });

  it('never lets concurrent searches take the balance below zero: 10 at once on 3 left, exactly 3 succeed', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 3 });
    const { auth } = await login(ctx.app, mlro.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => search(auth, { entityType: 'Individual', names: DEMO_NAME })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    expect(await balanceOf(tenant.id)).toBe(0);
    expect(await logsOf(tenant.id)).toHaveLength(3);
  });

  it('refuses a search on an exhausted balance with a clear message, writing no log', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 0 });
    const { auth } = await login(ctx.app, mlro.email);
    const res = await search(auth, { entityType: 'Individual', names: DEMO_NAME });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'SCREENING_BALANCE_EXHAUSTED', message: SCAN_MESSAGES.balanceExhausted });
    expect(await logsOf(tenant.id)).toHaveLength(0);
    expect(await balanceOf(tenant.id)).toBe(0);
  });

  it('rejects malformed requests with field issues and charges nothing', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 5 });
    const { auth } = await login(ctx.app, mlro.email);
    const cases: [unknown, string][] = [
      [{ entityType: 'Individual', names: '   ' }, 'names'],
      [{ entityType: 'Individual' }, 'names'],
      [{ entityType: 'Person', names: 'A Name' }, 'entityType'],
      [{ entityType: 'Individual', names: 'A Name', dob: '1975-03-14' }, 'dob'],
      [{ entityType: 'Individual', names: 'A Name', dob: '14/13/1975' }, 'dob'],
      [{ entityType: 'Individual', names: 'A Name', fuzzyLevel: 3 }, 'fuzzyLevel'],
    ];
    for (const [payload, field] of cases) {
      const res = await search(auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { code: string; issues: { path: string }[] };
      expect(body.code).toBe('VALIDATION');
      expect(body.issues.map((i) => i.path)).toContain(field);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/Scan/search',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"names": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await balanceOf(tenant.id)).toBe(5);
    expect(await logsOf(tenant.id)).toHaveLength(0);
  });

  it('is for tenant staff only: the super user is refused, anonymous callers are 401', async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const { auth } = await login(ctx.app, admin.email);
    const payload = { entityType: 'Individual', names: DEMO_NAME };
    expect((await search(auth, payload)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/scan/screening-count', headers: auth })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Scan/screening-logs', headers: auth })).statusCode).toBe(
      403,
    );
    expect((await search({}, payload)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/scan/screening-count' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Scan/screening-logs' })).statusCode).toBe(401);
  });
});

describe('GET /api/Scan/screening-logs', () => {
  it("shows a tenant its own logs, newest first, and never another tenant's", async () => {
    const a = await createTenantWithStaff(ctx.db, { maxScreeningCount: 5 });
    const b = await createTenantWithStaff(ctx.db, { maxScreeningCount: 5 });
    const authA = (await login(ctx.app, a.mlro.email)).auth;
    const authB = (await login(ctx.app, b.fla.email)).auth;
    await search(authA, { entityType: 'Individual', names: DEMO_NAME });
    await search(authA, { entityType: 'Individual', names: 'Zorblax Mendacor' });

    const logsA = screeningLogsSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/Scan/screening-logs', headers: authA })).json(),
    );
    expect(logsA.map((l) => l.userName)).toEqual(['Zorblax Mendacor', DEMO_NAME]);
    expect(logsA[1]).toMatchObject({ email: a.mlro.email, screeningType: 'QuickScreening' });
    expect(logsA[1]?.screeningCount).toBeGreaterThan(0);

    const resB = await ctx.app.inject({ method: 'GET', url: '/api/Scan/screening-logs', headers: authB });
    expect(resB.statusCode).toBe(200);
    expect(resB.json()).toEqual([]);
    expect(await balanceOf(b.tenant.id)).toBe(5);
  });
});

describe('with no list loaded', () => {
  it('says so plainly and charges nothing', async () => {
    const empty = await createTestContext();
    try {
      const { tenant, mlro } = await createTenantWithStaff(empty.db, { maxScreeningCount: 2 });
      const { auth } = await login(empty.app, mlro.email);
      const res = await empty.app.inject({
        method: 'POST',
        url: '/api/Scan/search',
        headers: auth,
        payload: { entityType: 'Individual', names: DEMO_NAME },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NO_WATCHLIST_LOADED', message: SCAN_MESSAGES.noListLoaded });
      const [row] = await empty.db.select().from(tenants).where(eq(tenants.id, tenant.id));
      expect(row?.maxScreeningCount).toBe(2);
      const health = await empty.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ lists: [] });
    } finally {
      await empty.close();
    }
  });
});
