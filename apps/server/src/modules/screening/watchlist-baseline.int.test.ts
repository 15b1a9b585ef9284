import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { healthSchema } from '@aml/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { auditEvents, watchlistImports, watchlistVersions } from '../../db/schema';
import { makeBaselineDir, OFAC_CONS_FILES } from './test-support/baseline';
import { listsDir, silentLog } from './test-support/lists';
import { BASELINE_DIR, readBaseline } from './watchlist-baseline';
import { WatchlistIndex } from './watchlist-index';
import { startWatchlists, type WatchlistRuntime } from './watchlist-runtime';

const OFAC_SDN = 'OFAC SDN';
const OFAC_CONS = 'OFAC Consolidated (non-SDN)';
const UN_LIST = 'UN Security Council Consolidated List';
const UK_LIST = 'UK OFSI Consolidated List';
const DEMO_LIST = 'Demo list (fictional names)';

const listNames = (index: WatchlistIndex) => index.lists.map((l) => l.sourceType).sort();

let contexts: TestContext[] = [];
let runtimes: WatchlistRuntime[] = [];
afterEach(async () => {
  for (const r of runtimes) await r.stop();
  for (const c of contexts) await c.close();
  runtimes = [];
  contexts = [];
});

async function context(overrides: Parameters<typeof createTestContext>[0] = {}) {
  const ctx = await createTestContext(overrides);
  contexts.push(ctx);
  return ctx;
}

async function start(...args: Parameters<typeof startWatchlists>) {
  const runtime = await startWatchlists(...args);
  runtimes.push(runtime);
  return runtime;
}

describe('the shipped baseline lists', () => {
  it('are imported once on a fresh installation, even by two instances starting together, beside the demo list', {
    timeout: 120_000,
  }, async () => {
    const ctx = await context({ demoSeed: true });
    const other = new WatchlistIndex(ctx.db);
    await Promise.all([start(ctx.deps, silentLog), start({ ...ctx.deps, screening: other }, silentLog)]);

    // Both instances screen against the four lists (and the demo list of DEMO_SEED) before listening.
    const expected = [DEMO_LIST, OFAC_CONS, OFAC_SDN, UK_LIST, UN_LIST].sort();
    expect(listNames(ctx.deps.screening)).toEqual(expected);
    // No refresh here: the instance that waited for the other's import has the lists when it starts too.
    expect(listNames(other)).toEqual(expected);

    const versions = await ctx.db.select().from(watchlistVersions).where(eq(watchlistVersions.origin, 'baseline'));
    expect(versions.map((v) => v.listKey).sort()).toEqual([OFAC_CONS, OFAC_SDN, UK_LIST, UN_LIST].sort());
    const byList = new Map(versions.map((v) => [v.listKey, v]));
    // Labelled by publication date: stated by the UN and UK files, by the manifest for OFAC's CSV sets.
    expect(byList.get(OFAC_SDN)).toMatchObject({ publishedAt: '2021-07-07', seq: 1, isCurrent: true });
    expect(byList.get(OFAC_CONS)).toMatchObject({ publishedAt: '2025-12-19', entryCount: 442 });
    expect(byList.get(UN_LIST)).toMatchObject({ publishedAt: '2026-02-27T00:00:09.554Z', entryCount: 1003 });
    expect(byList.get(UK_LIST)?.publishedAt).toBe('2018-04-13');
    expect(byList.get(OFAC_SDN)?.entryCount).toBeGreaterThan(6000);

    const imports = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.origin, 'baseline'));
    expect(imports.map((i) => i.status)).toEqual(['imported', 'imported', 'imported', 'imported']);
    const audits = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'watchlist.imported'), eq(auditEvents.entityType, 'watchlist_version')));
    expect(audits.filter((a) => (a.after as { origin?: string }).origin === 'baseline')).toHaveLength(4);

    // An SDN alias from the alt.csv file is found: the set was shipped with its aliases and addresses.
    const hits = ctx.deps.screening.current.search('Al-Qaida', { entityType: 'Entity' });
    expect(hits.totalHits).toBeGreaterThan(0);

    const health = healthSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(health.lists.find((l) => l.source === OFAC_SDN)).toMatchObject({
      version: '2021-07-07 #1',
      publishedAt: '2021-07-07',
      ageDays: Math.floor((Date.now() - Date.parse('2021-07-07')) / 86_400_000),
    });

    // A restart imports nothing again and rebuilds the same index from the database.
    const restarted = new WatchlistIndex(ctx.db);
    await start({ ...ctx.deps, screening: restarted }, silentLog);
    expect(await ctx.db.select().from(watchlistVersions)).toHaveLength(5);
    expect(listNames(restarted)).toEqual(expected);
  });

  it('carries each file as published: the manifest hash of every file matches after decompression', async () => {
    const lists = await readBaseline(BASELINE_DIR);
    expect(lists.map((l) => l.list).sort()).toEqual([OFAC_CONS, OFAC_SDN, UK_LIST, UN_LIST].sort());
    const sdn = lists.find((l) => l.list === OFAC_SDN);
    expect(sdn?.files.map((f) => f.fileName)).toEqual(['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv']);
  });
});

describe('when the baseline takes no part', () => {
  let baselineDir: string;
  let folder: string;

  beforeAll(async () => {
    // A small stand-in baseline (the OFAC Consolidated set) keeps these rule checks quick.
    baselineDir = await makeBaselineDir([{ list: OFAC_CONS, publishedAt: '2025-12-19', files: OFAC_CONS_FILES }]);
    folder = await mkdtemp(path.join(os.tmpdir(), 'aml-watchlist-dir-'));
  });

  afterAll(async () => {
    await rm(baselineDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  });

  it('a WATCHLIST_DIR holding lists takes its place: the operator gets exactly those lists', async () => {
    const dir = path.join(folder, 'with-list');
    await mkdir(dir);
    await copyFile(path.join(listsDir, 'uk/ofsi-conlist-sample-2020.csv'), path.join(dir, 'uk.csv'));
    const ctx = await context({ watchlistDir: dir });
    await start(ctx.deps, silentLog, { baselineDir });
    expect(listNames(ctx.deps.screening)).toEqual([UK_LIST]);
  });

  it('a WATCHLIST_DIR holding no list does not: the baseline is imported', async () => {
    const dir = path.join(folder, 'empty');
    await mkdir(dir);
    await writeFile(path.join(dir, 'README.md'), 'the releases go here');
    const ctx = await context({ watchlistDir: dir });
    await start(ctx.deps, silentLog, { baselineDir });
    expect(listNames(ctx.deps.screening)).toEqual([OFAC_CONS]);
    expect(ctx.deps.screening.versions[0]).toMatchObject({ origin: 'baseline', publishedAt: '2025-12-19' });
  });

  it('the daily download takes its place, even while the publishers cannot be reached', async () => {
    const ctx = await context({ watchlistAutoUpdate: true });
    const runtime = await start(ctx.deps, silentLog, {
      baselineDir,
      fetchImpl: (() => Promise.reject(new Error('offline'))) as typeof fetch,
    });
    // Nothing fetched: the runner's job fails and is retried later; the baseline still stays out.
    await expect(runtime.checkDownload?.()).rejects.toThrow(/No watchlist could be downloaded/);
    expect(listNames(ctx.deps.screening)).toEqual([]);
    expect(await ctx.db.select().from(watchlistVersions)).toEqual([]);
  });

  it('an installation that ever imported a list keeps what it has', async () => {
    const ctx = await context({ demoSeed: true });
    await start(ctx.deps, silentLog, { baselineDir: null });
    // Something imported before (here by hand): no baseline on the next start.
    await ctx.db.update(watchlistVersions).set({ origin: 'upload' });
    await start({ ...ctx.deps, screening: new WatchlistIndex(ctx.db) }, silentLog, { baselineDir });
    expect((await ctx.db.select().from(watchlistVersions)).map((v) => v.origin)).toEqual(['upload']);
  });

  it('refuses a damaged shipped file rather than importing something else', async () => {
    const damaged = await makeBaselineDir([{ list: OFAC_CONS, publishedAt: '2025-12-19', files: OFAC_CONS_FILES }]);
    const manifestPath = path.join(damaged, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    manifest.lists[0].files[0].sha256 = '0'.repeat(64);
    await writeFile(manifestPath, JSON.stringify(manifest));
    await expect(readBaseline(damaged)).rejects.toThrow(/cons_prim\.csv\.br is damaged/);
    await rm(damaged, { recursive: true, force: true });
  });
});
