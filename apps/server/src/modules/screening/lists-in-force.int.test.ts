import { LIST_AGE_MESSAGES, listAgeDays, listsInForceSchema } from '@aml/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { readSharedList, silentLog } from './test-support/lists';
import { createWatchlistImporter } from './watchlist-import';
import { startWatchlists } from './watchlist-runtime';

const UN_PUBLISHED = '2026-02-27T00:00:09.554Z';

let ctx: TestContext;
let staffAuth: Record<string, string>;
let faAuth: Record<string, string>;

const inForce = (auth?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/watchlists/in-force', ...(auth ? { headers: auth } : {}) });

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true, listMaxAgeDays: 7 });
  // The demo list alone (no baseline): it is fictional and does not count towards the age banner.
  const runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
  await runtime.stop();
  const { mlro, fla } = await createTenantWithStaff(ctx.db);
  staffAuth = (await login(ctx.app, mlro.email)).auth;
  faAuth = (await login(ctx.app, fla.email)).auth;
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/watchlists/in-force (tenant staff, read-only)', () => {
  it('with only the demo list: nothing is stale', async () => {
    const res = await inForce(staffAuth);
    expect(res.statusCode).toBe(200);
    const body = listsInForceSchema.parse(res.json());
    expect(body).toMatchObject({ maxAgeDays: 7, oldestAgeDays: null, stale: false });
    expect(body.lists).toHaveLength(1);
  });

  it('names each list, version, publication date, age, entries and import date, and says when one is too old', async () => {
    const importer = createWatchlistImporter({ db: ctx.db, index: ctx.deps.screening });
    const outcome = await importer.importFiles(
      [{ fileName: 'consolidated.xml', bytes: await readSharedList('un/consolidated-2026-02-27.xml') }],
      'upload',
      { id: '00000000-0000-4000-8000-000000000001', email: 'admin@platform.test' },
    );
    expect(outcome.status).toBe('imported');

    for (const auth of [staffAuth, faAuth]) {
      const body = listsInForceSchema.parse((await inForce(auth)).json());
      const age = listAgeDays(UN_PUBLISHED, new Date());
      expect(body).toMatchObject({ maxAgeDays: 7, oldestAgeDays: age, stale: age > 7 });
      const un = body.lists.find((l) => l.listName === 'UN Security Council Consolidated List');
      expect(un).toEqual({
        listName: 'UN Security Council Consolidated List',
        source: 'UN',
        version: '2026-02-27 #1',
        publishedAt: UN_PUBLISHED,
        ageDays: age,
        entries: 1003,
        importedAt: expect.any(String),
      });
      // Who imported it and from which files is not the tenant's business.
      expect(JSON.stringify(body)).not.toContain('admin@platform.test');
      expect(JSON.stringify(body)).not.toContain('consolidated.xml');
    }
    expect(LIST_AGE_MESSAGES.stale(listAgeDays(UN_PUBLISHED, new Date()))).toMatch(
      /^Sanctions lists are \d+ days old\. Ask your administrator to update them\.$/,
    );
  });

  it('follows LIST_MAX_AGE_DAYS', async () => {
    ctx.deps.config.listMaxAgeDays = 3650;
    const body = listsInForceSchema.parse((await inForce(staffAuth)).json());
    expect(body).toMatchObject({ maxAgeDays: 3650, stale: false });
    ctx.deps.config.listMaxAgeDays = 7;
  });

  it('is for tenant staff: the super user has the Watchlists screen, anyone signed out is refused', async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const adminAuth = (await login(ctx.app, admin.email)).auth;
    expect((await inForce(adminAuth)).statusCode).toBe(403);
    expect((await inForce()).statusCode).toBe(401);
  });
});
