import { listAgeDays, watchlistOverviewSchema } from '@aml/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, watchlistEntries, watchlistVersions } from '../../db/schema';
import { multipartBody, readSharedList } from './test-support/lists';
import { WatchlistIndex } from './watchlist-index';

const UN_FILE = 'un/consolidated-2026-02-27.xml';
const UN_LIST = 'UN Security Council Consolidated List';
const UN_PUBLISHED = '2026-02-27T00:00:09.554Z';

let ctx: TestContext;
let adminAuth: Record<string, string>;
let un: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.db, { role: 'SuperUser' });
  adminAuth = (await login(ctx.app, admin.email)).auth;
  un = await readSharedList(UN_FILE);
});

afterAll(async () => {
  await ctx.close();
});

const upload = (files: { fileName: string; bytes: Uint8Array }[], auth = adminAuth) => {
  const body = multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/watchlists/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

async function overview() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/watchlists', headers: adminAuth });
  expect(res.statusCode).toBe(200);
  return watchlistOverviewSchema.parse(res.json());
}

const health = async () => (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json() as { lists: unknown[] };

describe('watchlist upload (super user)', () => {
  it('imports a good file as the version in force, named by health and by screening results, and audits it', async () => {
    const res = await upload([{ fileName: 'consolidated.xml', bytes: un }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'imported',
      list: { listName: UN_LIST, source: 'UN', entries: 1003, origin: 'upload' },
    });
    expect(body.message).toBe(`${UN_LIST} imported: 1003 entries are now in force.`);
    const version = body.list.version as string;
    expect(version).toBe('2026-02-27 #1');

    // Issue 10: health names each list's publication date and age beside its version.
    expect((await health()).lists).toEqual([
      {
        source: UN_LIST,
        version,
        entries: 1003,
        publishedAt: UN_PUBLISHED,
        ageDays: listAgeDays(UN_PUBLISHED, new Date()),
      },
    ]);

    const { mlro } = await createTenantWithStaff(ctx.db);
    const { auth } = await login(ctx.app, mlro.email);
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/api/Scan/search',
      headers: auth,
      payload: { entityType: 'Entity', names: 'Al-Qaida', fuzzyLevel: 0 },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().total_hits).toBeGreaterThan(0);
    expect(search.json().list_versions).toEqual([
      expect.objectContaining({ sourceType: UN_LIST, version, entries: 1003 }),
    ]);

    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'watchlist.imported'), eq(auditEvents.entityId, body.list.id)));
    expect(audit?.after).toMatchObject({ list: UN_LIST, version, entries: 1003 });

    const view = await overview();
    expect(view.lists).toEqual([
      expect.objectContaining({
        listName: UN_LIST,
        version,
        entries: 1003,
        publishedAt: expect.stringMatching(/^2026-02-27/),
      }),
    ]);
    expect(view.imports[0]).toMatchObject({ status: 'imported', origin: 'upload', listName: UN_LIST, version });
  });

  it('rejects a truncated file naming where it broke, and keeps the version in force', async () => {
    const before = await overview();
    const truncated = un.subarray(0, Math.floor(un.length / 2));
    const res = await upload([{ fileName: 'consolidated-truncated.xml', bytes: truncated }]);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { code: string; message: string; line: number | null; element: string | null };
    expect(body.code).toBe('LIST_PARSE_ERROR');
    expect(body.message).toContain('consolidated-truncated.xml');
    expect(body.line !== null || body.element !== null).toBe(true);

    const after = await overview();
    expect(after.lists).toEqual(before.lists);
    expect(after.imports[0]).toMatchObject({ status: 'rejected', origin: 'upload', message: body.message });
    expect((await health()).lists).toEqual([
      expect.objectContaining({ source: UN_LIST, version: before.lists[0]?.version, entries: 1003 }),
    ]);
  });

  it('rejects content that is no list at all, and a request without a file', async () => {
    const res = await upload([{ fileName: 'notes.csv', bytes: new TextEncoder().encode('hello,world\n1,2\n') }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('not a supported list format');
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/watchlists/upload',
      headers: adminAuth,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });

  it('answers "unchanged" for the file already in force, and keeps old versions when a new one arrives', async () => {
    const again = await upload([{ fileName: 'renamed.xml', bytes: un }]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'unchanged', list: { version: '2026-02-27 #1' } });

    // A later release: same list, different content.
    const newer = Buffer.from(
      un.toString('utf8').replace('</CONSOLIDATED_LIST>', '<!-- next release --></CONSOLIDATED_LIST>'),
    );
    const res = await upload([{ fileName: 'consolidated.xml', bytes: newer }]);
    expect(res.json()).toMatchObject({ status: 'imported', list: { version: '2026-02-27 #2' } });

    const versions = await ctx.db.select().from(watchlistVersions).where(eq(watchlistVersions.listKey, UN_LIST));
    expect(versions.map((v) => [v.seq, v.isCurrent]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
    const old = versions.find((v) => v.seq === 1);
    const oldEntries = await ctx.db
      .select()
      .from(watchlistEntries)
      .where(eq(watchlistEntries.versionId, old?.id ?? ''));
    expect(oldEntries).toHaveLength(1003);
  });

  it('imports an OFAC CSV set uploaded as its several files', async () => {
    const names = ['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'];
    const files = await Promise.all(
      names.map(async (fileName) => ({ fileName, bytes: await readSharedList(`ofac/cons-2025-12-19/${fileName}`) })),
    );
    const res = await upload(files);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'imported', list: { source: 'OFAC', entries: 442, fileNames: names } });
    expect((await health()).lists).toHaveLength(2);
  });

  it('rebuilds the same index from the database alone after a restart', async () => {
    const restarted = new WatchlistIndex(ctx.db);
    expect(restarted.lists).toEqual([]);
    await restarted.refresh();
    expect(restarted.lists).toEqual(ctx.deps.screening.lists);
    const hits = restarted.current.search('Al-Qaida', { entityType: 'Entity' });
    expect(hits.totalHits).toBeGreaterThan(0);
  });

  it('is for the super user only', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const { auth } = await login(ctx.app, mlro.email);
    expect((await upload([{ fileName: 'consolidated.xml', bytes: un }], auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/watchlists', headers: auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/watchlists' })).statusCode).toBe(401);
  });
});
