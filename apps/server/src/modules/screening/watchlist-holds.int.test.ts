import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WATCHLIST_MESSAGES, watchlistHeldSchema, watchlistOverviewSchema } from '@aml/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, watchlistHeldFiles, watchlistImports, watchlistVersions } from '../../db/schema';
import { listsDir, multipartBody, readSharedList, silentLog } from './test-support/lists';
import { downloadAll } from './watchlist-download';
import { createFolderSource } from './watchlist-folder';
import { createWatchlistImporter } from './watchlist-import';
import { versionLabel } from './watchlist-index';

const OFAC_SDN = 'OFAC SDN';
const UK_LIST = 'UK OFSI Consolidated List';
const SDN_SET = ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv'];

let ctx: TestContext;
let adminAuth: Record<string, string>;
let sdnSet: { fileName: string; bytes: Buffer }[];

/** sdn.csv cut in half at a row boundary: every row left is whole, so it parses cleanly. */
function cutInHalf(bytes: Buffer): Buffer {
  const boundary = bytes.indexOf('\r\n', Math.floor(bytes.length / 2));
  return bytes.subarray(0, boundary + 2);
}

const withSdn = (sdn: Buffer) => sdnSet.map((f) => (f.fileName === 'sdn.csv' ? { ...f, bytes: sdn } : f));

function upload(files: { fileName: string; bytes: Uint8Array }[], fields: Record<string, string> = {}) {
  const body = multipartBody(files, 'files', fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/watchlists/upload',
    headers: { ...adminAuth, ...body.headers },
    payload: body.payload,
  });
}

const confirm = (id: string, auth = adminAuth) =>
  ctx.app.inject({ method: 'POST', url: `/api/watchlists/imports/${id}/confirm`, headers: auth });

async function overview() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/watchlists', headers: adminAuth });
  return watchlistOverviewSchema.parse(res.json());
}

const current = async (listKey: string) =>
  (
    await ctx.db
      .select()
      .from(watchlistVersions)
      .where(and(eq(watchlistVersions.listKey, listKey), eq(watchlistVersions.isCurrent, true)))
  )[0];

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.db, { role: 'SuperUser' });
  adminAuth = (await login(ctx.app, admin.email)).auth;
  sdnSet = await Promise.all(
    SDN_SET.map(async (fileName) => ({ fileName, bytes: await readSharedList(`ofac/sdn-2021-07-07/${fileName}`) })),
  );
  const res = await upload(sdnSet);
  expect(res.statusCode).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

describe('imports that look cut short are held', () => {
  it('regression: an OFAC sdn.csv cut in half at a row boundary no longer replaces the SDN list', async () => {
    const before = await current(OFAC_SDN);
    const res = await upload(withSdn(cutInHalf(sdnSet[0]?.bytes ?? Buffer.alloc(0))));
    expect(res.statusCode).toBe(409);
    const held = watchlistHeldSchema.parse(res.json());
    expect(held.listName).toBe(OFAC_SDN);
    // The first sign: no 0x1A at the end of sdn.csv.
    expect(held.message).toBe(WATCHLIST_MESSAGES.heldNoEndMarker(OFAC_SDN, 'sdn.csv'));

    // The version in force and the index did not move.
    expect(await current(OFAC_SDN)).toEqual(before);
    expect(ctx.deps.screening.lists.find((l) => l.sourceType === OFAC_SDN)?.entries).toBe(before?.entryCount);

    // Recorded as held with its files kept, and audited.
    const files = await ctx.db.select().from(watchlistHeldFiles).where(eq(watchlistHeldFiles.importId, held.importId));
    expect(files.map((f) => f.fileName).sort()).toEqual([...SDN_SET].sort());
    const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, held.importId));
    expect(audit).toMatchObject({ action: 'watchlist.import_held' });
    const view = await overview();
    expect(view.imports[0]).toMatchObject({ id: held.importId, status: 'held', confirmable: true, listName: OFAC_SDN });

    // The same file again is the same held import, not a second one.
    const again = await upload(withSdn(cutInHalf(sdnSet[0]?.bytes ?? Buffer.alloc(0))));
    expect(watchlistHeldSchema.parse(again.json()).importId).toBe(held.importId);
  });

  it('holds a drop of more than 20 % in entries even when the end marker is there', async () => {
    const cut = Buffer.concat([cutInHalf(sdnSet[0]?.bytes ?? Buffer.alloc(0)), Buffer.from([0x1a])]);
    const res = await upload(withSdn(cut));
    expect(res.statusCode).toBe(409);
    const before = await current(OFAC_SDN);
    if (!before) throw new Error('OFAC SDN should be in force');
    const held = watchlistHeldSchema.parse(res.json());
    const [row] = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.id, held.importId));
    expect(row?.entryCount).toBeLessThan(before.entryCount * 0.8);
    expect(held.message).toBe(
      WATCHLIST_MESSAGES.heldDrop(OFAC_SDN, row?.entryCount ?? 0, before?.entryCount ?? 0, versionLabel(before)),
    );
  });

  it('imports a complete file whose end marker is there and whose count holds (a normal update)', async () => {
    const fewer = sdnSet[0]?.bytes ?? Buffer.alloc(0);
    // One row fewer, end marker kept: a publisher's ordinary delisting.
    const firstRowEnd = fewer.indexOf('\r\n') + 2;
    const res = await upload(withSdn(fewer.subarray(firstRowEnd)));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('imported');
  });

  it('the super user confirms a held import explicitly: from the kept files, audited, and only once', async () => {
    const uk = await readSharedList('uk/ofsi-conlist-2018-04-13.csv');
    expect((await upload([{ fileName: 'ConList.csv', bytes: uk }])).statusCode).toBe(200);
    const sample = await readSharedList('uk/ofsi-conlist-sample-2020.csv');
    const res = await upload([{ fileName: 'ofsi-sample.csv', bytes: sample }]);
    expect(res.statusCode).toBe(409);
    const held = watchlistHeldSchema.parse(res.json());

    // Tenant staff cannot confirm.
    const { mlro } = await createTenantWithStaff(ctx.db);
    const mlroAuth = (await login(ctx.app, mlro.email)).auth;
    expect((await confirm(held.importId, mlroAuth)).statusCode).toBe(403);

    const ok = await confirm(held.importId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'imported', list: { listName: UK_LIST, origin: 'upload' } });
    expect(ok.json().message).toMatch(/^UK OFSI Consolidated List imported after confirmation: \d+ entries/);
    const inForce = await current(UK_LIST);
    expect(inForce?.entryCount).toBe(ok.json().list.entries);
    expect(ctx.deps.screening.lists.find((l) => l.sourceType === UK_LIST)?.entries).toBe(inForce?.entryCount);

    const [row] = await ctx.db.select().from(watchlistImports).where(eq(watchlistImports.id, held.importId));
    expect(row).toMatchObject({ status: 'confirmed', versionId: inForce?.id });
    expect(row?.resolvedByEmail).toBeTruthy();
    expect(
      await ctx.db.select().from(watchlistHeldFiles).where(eq(watchlistHeldFiles.importId, held.importId)),
    ).toEqual([]);
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, held.importId));
    expect(audits.map((a) => a.action).sort()).toEqual(['watchlist.import_confirmed', 'watchlist.import_held']);
    const [imported] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, inForce?.id ?? ''));
    expect(imported?.after).toMatchObject({ confirmed: true });

    // A second confirmation finds nothing held.
    const twice = await confirm(held.importId);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(WATCHLIST_MESSAGES.heldNotFound);
  });

  it('refuses to confirm a held import once its list has changed since, and answers 400 for a malformed id', async () => {
    const uk = await readSharedList('uk/ofsi-conlist-2018-04-13.csv');
    // The 2018 list again, now much larger than the sample in force: no drop, imported.
    expect((await upload([{ fileName: 'ConList.csv', bytes: uk }])).statusCode).toBe(200);
    const sample = await readSharedList('uk/ofsi-conlist-sample-2020.csv');
    const heldRes = await upload([{ fileName: 'again.csv', bytes: Buffer.concat([sample, Buffer.from('\r\n')]) }]);
    const held = watchlistHeldSchema.parse(heldRes.json());
    // Another import of the list arrives meanwhile.
    const newer = Buffer.from(`${uk.toString('latin1')}\r\n`, 'latin1');
    expect((await upload([{ fileName: 'ConList-2.csv', bytes: newer }])).statusCode).toBe(200);

    const res = await confirm(held.importId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WATCHLIST_MESSAGES.heldSuperseded(UK_LIST));
    expect((await overview()).imports.find((i) => i.id === held.importId)?.confirmable).toBe(false);

    expect((await confirm('not-a-uuid')).statusCode).toBe(400);
    expect((await confirm('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('an upload with confirm=true imports what would be held, and the record says it was confirmed', async () => {
    const before = await current(OFAC_SDN);
    const res = await upload(withSdn(cutInHalf(sdnSet[0]?.bytes ?? Buffer.alloc(0))), { confirm: 'true' });
    expect(res.statusCode).toBe(200);
    const after = await current(OFAC_SDN);
    expect(after?.entryCount).toBeLessThan((before?.entryCount ?? 0) * 0.8);
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, after?.id ?? ''));
    expect(audit?.after).toMatchObject({ confirmed: true });
    expect((await upload(sdnSet, { confirm: 'maybe' })).statusCode).toBe(400);
  });
});

describe('folder and download imports are held the same way', () => {
  let dir: string;
  let fresh: TestContext;

  beforeAll(async () => {
    fresh = await createTestContext();
    dir = await mkdtemp(path.join(os.tmpdir(), 'aml-held-folder-'));
  });

  afterAll(async () => {
    await fresh.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('holds a cut set found in WATCHLIST_DIR once, however often the folder is scanned, and a cut download', async () => {
    const importer = createWatchlistImporter({ db: fresh.db, index: fresh.deps.screening });
    await mkdir(path.join(dir, 'sdn'));
    for (const f of SDN_SET) await copyFile(path.join(listsDir, 'ofac/sdn-2021-07-07', f), path.join(dir, 'sdn', f));
    const folder = createFolderSource({ db: fresh.db, importer, dir, log: silentLog });
    await folder.scan();
    const full = fresh.deps.screening.lists.find((l) => l.sourceType === OFAC_SDN)?.entries ?? 0;
    expect(full).toBeGreaterThan(6000);

    const sdn = await readSharedList('ofac/sdn-2021-07-07/sdn.csv');
    await writeFile(path.join(dir, 'sdn', 'sdn.csv'), cutInHalf(sdn));
    await folder.scan();
    await folder.scan();
    const held = await fresh.db.select().from(watchlistImports).where(eq(watchlistImports.status, 'held'));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ origin: 'folder', listKey: OFAC_SDN });
    expect(fresh.deps.screening.lists.find((l) => l.sourceType === OFAC_SDN)?.entries).toBe(full);
    // The screen shows base names only, never the folder the file was found in.
    const admin = await createUser(fresh.db, { role: 'SuperUser' });
    const auth = (await login(fresh.app, admin.email)).auth;
    const view = watchlistOverviewSchema.parse(
      (await fresh.app.inject({ method: 'GET', url: '/api/watchlists', headers: auth })).json(),
    );
    expect(view.imports[0]?.fileNames.sort()).toEqual([...SDN_SET].sort());
    expect(JSON.stringify(view)).not.toContain(dir);
    expect(JSON.stringify(view)).not.toContain('sdn/sdn.csv');
    expect(view.sources.folder).toEqual({ enabled: false });

    const fetchImpl = (async (url: string) =>
      new Response(
        url.endsWith('/sdn.csv') ? cutInHalf(sdn) : await readSharedList(`ofac/sdn-2021-07-07/${url.split('/').pop()}`),
      )) as unknown as typeof fetch;
    const [result] = await downloadAll(
      [{ name: OFAC_SDN, files: SDN_SET.map((f) => ({ url: `http://publisher.test/${f}`, fileName: f })) }],
      importer,
      silentLog,
      fetchImpl,
    );
    // The same bytes as the held folder set: the one held record stands for both.
    expect(result?.outcome.status).toBe('held');
    expect(await fresh.db.select().from(watchlistImports).where(eq(watchlistImports.status, 'held'))).toHaveLength(1);
  });
});
