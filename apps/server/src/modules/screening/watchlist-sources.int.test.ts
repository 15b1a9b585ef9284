import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { watchlistImports, watchlistVersions } from '../../db/schema';
import { ownerCount } from '../jobs/test-support/effect-handler';
import { unfinishedRunIds } from '../monitoring/monitoring.repo';
import { runMonitoring } from '../monitoring/monitoring-run';
import { listsDir, readSharedList, silentLog, waitFor } from './test-support/lists';
import type { DownloadSource } from './watchlist-download';
import { WatchlistIndex } from './watchlist-index';
import { startWatchlists, type WatchlistRuntime } from './watchlist-runtime';

const UK_LIST = 'UK OFSI Consolidated List';
const UN_LIST = 'UN Security Council Consolidated List';
const OFAC_CONS = 'OFAC Consolidated (non-SDN)';

const listNames = (index: WatchlistIndex) => index.lists.map((l) => l.sourceType).sort();

let runtimes: WatchlistRuntime[] = [];
afterEach(async () => {
  for (const r of runtimes) await r.stop();
  runtimes = [];
});

describe('WATCHLIST_DIR', () => {
  let ctx: TestContext;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'aml-watchlists-'));
    await copyFile(
      path.join(listsDir, 'uk/ofsi-conlist-sample-2020.csv'),
      path.join(dir, 'ofsi-conlist-sample-2020.csv'),
    );
    await writeFile(path.join(dir, 'README.md'), 'not a list');
    ctx = await createTestContext({ watchlistDir: dir });
  });

  afterAll(async () => {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports the folder at start, then new and changed files, rejecting a broken one without losing the version in force', async () => {
    const runtime = await startWatchlists(ctx.deps, silentLog, { folderDebounceMs: 200 });
    runtimes.push(runtime);
    expect(listNames(ctx.deps.screening)).toEqual([UK_LIST]);

    // A new list dropped into the folder reaches the index without a restart.
    await copyFile(path.join(listsDir, 'un/consolidated-2026-02-27.xml'), path.join(dir, 'un.xml'));
    await waitFor(() => listNames(ctx.deps.screening).includes(UN_LIST));
    const unVersion = ctx.deps.screening.lists.find((l) => l.sourceType === UN_LIST)?.version;

    // A truncated copy of the same list: refused, recorded with its reason, and the UN version stays.
    const un = await readSharedList('un/consolidated-2026-02-27.xml');
    await writeFile(path.join(dir, 'un-broken.xml'), un.subarray(0, 300_000));
    await waitFor(async () => {
      const rows = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.status, 'rejected'));
      return rows.some((r) => r.origin === 'folder' && r.fileNames.includes('un-broken.xml'));
    });
    const [rejected] = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.status, 'rejected'));
    expect(rejected?.message).toContain('un-broken.xml');
    expect(ctx.deps.screening.lists.find((l) => l.sourceType === UN_LIST)?.version).toBe(unVersion);
    expect(listNames(ctx.deps.screening)).toEqual([UK_LIST, UN_LIST].sort());
  });

  it('creates no new version when restarted on an unchanged folder', async () => {
    const before = await ctx.db.select().from(watchlistVersions);
    ctx.deps.screening = new WatchlistIndex(ctx.db);
    const runtime = await startWatchlists(ctx.deps, silentLog, { folderDebounceMs: 200 });
    runtimes.push(runtime);
    expect((await ctx.db.select().from(watchlistVersions)).length).toBe(before.length);
    expect(listNames(ctx.deps.screening)).toEqual([UK_LIST, UN_LIST].sort());
  });
});

describe('WATCHLIST_AUTO_UPDATE daily download', () => {
  let ctx: TestContext;
  let server: Server;
  let base: string;
  let requests: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ watchlistAutoUpdate: true });
    // A loopback stand-in for the publishers, serving the shared files (and a truncated one) by path.
    server = createServer((req, res) => {
      const url = req.url ?? '/';
      requests.push(url);
      const relative = url.replace(/^\/(truncated\/)?/, '');
      readSharedList(relative)
        .then((bytes) => {
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          res.end(url.startsWith('/truncated/') ? bytes.subarray(0, Math.floor(bytes.length / 3)) : bytes);
        })
        .catch(() => {
          res.writeHead(404);
          res.end();
        });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  const sources = (): DownloadSource[] => [
    { name: 'UN', files: [{ url: `${base}/un/consolidated-2026-02-27.xml`, fileName: 'consolidated.xml' }] },
    {
      name: 'OFAC Consolidated',
      files: ['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'].map((f) => ({
        url: `${base}/ofac/cons-2025-12-19/${f}`,
        fileName: f,
      })),
    },
    { name: 'Gone', files: [{ url: `${base}/nowhere/list.xml`, fileName: 'list.xml' }] },
  ];

  it('downloads and imports the lists once a day, records failures, and skips a run within the day', async () => {
    // No transaction is held while the files download: the run takes only the short ones of each import.
    const runtime = await startWatchlists(ctx.deps, silentLog, { downloadSources: sources() });
    runtimes.push(runtime);
    await runtime.checkDownload?.();
    expect(listNames(ctx.deps.screening)).toEqual([OFAC_CONS, UN_LIST].sort());
    expect(requests).toContain('/un/consolidated-2026-02-27.xml');
    const imports = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.origin, 'download'));
    expect(imports.filter((i) => i.status === 'imported')).toHaveLength(2);
    const failure = imports.find((i) => i.status === 'rejected');
    expect(failure?.message).toMatch(/download failed: HTTP 404/);

    // The last successful download is less than a day old: the next check downloads nothing.
    requests = [];
    await runtime.checkDownload?.();
    expect(requests).toEqual([]);
  });

  it('keeps the version in force when the downloaded file is truncated', async () => {
    const before = ctx.deps.screening.lists.find((l) => l.sourceType === UN_LIST)?.version;
    // Make the last success older than a day so the check runs again.
    await ctx.db.update(watchlistImports).set({ occurredAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const runtime = await startWatchlists(ctx.deps, silentLog, {
      downloadSources: [
        {
          name: 'UN',
          files: [{ url: `${base}/truncated/un/consolidated-2026-02-27.xml`, fileName: 'consolidated.xml' }],
        },
      ],
    });
    runtimes.push(runtime);
    await runtime.checkDownload?.();
    const rows = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.origin, 'download'));
    expect(rows.filter((r) => r.status === 'rejected' && r.message?.includes('consolidated.xml'))).toHaveLength(1);
    expect(ctx.deps.screening.lists.find((l) => l.sourceType === UN_LIST)?.version).toBe(before);
  });

  it("brings another instance's import into this instance's index by polling", async () => {
    const other = new WatchlistIndex(ctx.db);
    const runtime = await startWatchlists(
      { ...ctx.deps, config: { ...ctx.deps.config, watchlistAutoUpdate: false }, screening: other },
      silentLog,
      {
        syncIntervalMs: 100,
      },
    );
    runtimes.push(runtime);
    const seen = listNames(other);
    // Instance A (ctx) imports a list; instance B (other) picks it up on its next poll.
    const ukPath = 'uk/ofsi-conlist-sample-2020.csv';
    const upload = await startWatchlists(
      { ...ctx.deps, config: { ...ctx.deps.config, watchlistAutoUpdate: true } },
      silentLog,
      { downloadSources: [{ name: 'UK', files: [{ url: `${base}/${ukPath}`, fileName: 'uk.csv' }] }] },
    );
    runtimes.push(upload);
    await ctx.db.update(watchlistImports).set({ occurredAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    await upload.checkDownload?.();
    expect(listNames(ctx.deps.screening)).toContain(UK_LIST);
    expect(seen).not.toContain(UK_LIST);
    await waitFor(() => listNames(other).includes(UK_LIST), 5000);
  });
  it('catches up at start through the job runner: one job for instances starting together, run once', async () => {
    await ctx.db.update(watchlistImports).set({ occurredAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    requests = [];
    const ukPath = 'uk/ofsi-conlist-sample-2020.csv';
    // While a file downloads, no transaction of this database is open (the old refresh held one for the whole run).
    const openTransactions: number[] = [];
    const watchingFetch: typeof fetch = async (input, init) => {
      openTransactions.push(
        await ownerCount(
          ctx.databaseUrl,
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
        ),
      );
      return fetch(input, init);
    };
    const options = {
      downloadSources: [{ name: 'UK', files: [{ url: `${base}/${ukPath}`, fileName: 'uk.csv' }] }],
      fetchImpl: watchingFetch,
    };
    const first = await startWatchlists(ctx.deps, silentLog, options);
    const second = await startWatchlists({ ...ctx.deps, screening: new WatchlistIndex(ctx.db) }, silentLog, options);
    runtimes.push(first, second);
    const queued = () =>
      ownerCount(
        ctx.databaseUrl,
        "select count(*)::int as n from graphile_worker.jobs where key = 'watchlist-download'",
      );
    expect(await queued()).toBe(1);

    const before = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.origin, 'download'));
    // The monitoring runs of this file's earlier imports are done first: the runner would resume them beside the
    // download, and their own short transactions are not what this test watches for.
    for (const runId of await unfinishedRunIds(ctx.db)) await runMonitoring(ctx.deps, runId);
    await ctx.startJobs({ watchlistDownload: first.checkDownload });
    await waitFor(async () => (await queued()) === 0);
    expect(requests).toEqual([`/${ukPath}`]);
    expect(openTransactions).toEqual([0]);
    const after = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.origin, 'download'));
    expect(after.length).toBe(before.length + 1);
    // Now less than a day old: a start does not enqueue another catch-up.
    runtimes.push(await startWatchlists(ctx.deps, silentLog, options));
    expect(await queued()).toBe(0);
  });
});
