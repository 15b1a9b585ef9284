import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BATCH_RESULTS_WORKBOOK_COLUMNS,
  batchScreeningPreviewSchema,
  batchScreeningProgressSchema,
  batchScreeningSummarySchema,
  currentBatchScreeningSchema,
  SCREENING_BATCH_HEADERS,
} from '@aml/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import { auditEvents, jobBatches, tenants } from '../../db/schema';
import { balanceOf, logCount, uploadBatchClient } from '../jobs/test-support/upload-batch-client';
import { expireBatchScreenings } from './batch-screening.service';
import { multipartBody, silentLog, waitFor } from './test-support/lists';
import { screeningFile, screeningRows, workbookOf, zipOf } from './test-support/workbooks';
import { startWatchlists, type WatchlistRuntime } from './watchlist-runtime';

const here = path.dirname(fileURLToPath(import.meta.url));
const LISTED = 'Mohammed Abdullah Al-Khayali';

let ctx: TestContext;
let runtime: WatchlistRuntime;

beforeAll(async () => {
  // The demo list is in force (DEMO_SEED): LISTED is on it; the made-up names of screeningRows are not.
  ctx = await createTestContext({ demoSeed: true }, { jobs: true });
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
});

afterAll(async () => {
  await runtime.stop();
  await ctx.close();
});

const { staff, preview, start, progress, finished } = uploadBatchClient(
  () => ctx,
  '/api/Scan/batch',
  batchScreeningProgressSchema,
);
const balanceLeft = (tenantId: string) => balanceOf(ctx.db, tenantId);
const batchLogs = (db: TestContext['db'], tenantId: string) => logCount(db, tenantId, 'BatchScreening');
const batchCount = async (tenantId: string) =>
  (await ctx.db.select().from(jobBatches).where(eq(jobBatches.tenantId, tenantId))).length;

const xlsx = async (rows: unknown[][], fileName = 'names.xlsx') => ({ fileName, bytes: await screeningFile(rows) });

describe('batch screening: checking the workbook', () => {
  it('previews the valid records and the skipped rows, charging nothing', async () => {
    const { tenant, auth } = await staff(7);
    const file = await xlsx([
      ['Individual', LISTED, '00/03/1975', 'Male', '1'],
      ['Entity', 'Mirage Gold Bullion Trading LLC', '', '', '0'],
      ['Person', 'Nobody', '', '', ''],
      ['Individual', 'Someone', '31/02/1980', 'x', '3'],
    ]);
    const res = await preview(auth, file);
    expect(res.statusCode).toBe(200);
    expect(batchScreeningPreviewSchema.parse(res.json())).toEqual({
      fileName: 'names.xlsx',
      records: [
        { entityType: 'Individual', names: LISTED, dob: '00/03/1975', gender: 'male', fuzzyLevel: 1 },
        { entityType: 'Entity', names: 'Mirage Gold Bullion Trading LLC', dob: '', gender: '', fuzzyLevel: 0 },
      ],
      rowErrors: [
        'Row 4: Customer Type must be Individual or Entity',
        'Row 5: Date of Birth must be dd/mm/yyyy',
        'Row 5: Gender must be male or female',
        'Row 5: Fuzzy Search must be 1, 2 or empty',
      ],
      summary: 'Loaded 2 valid records',
      maxScreeningCount: 7,
    });
    expect(await balanceLeft(tenant.id)).toBe(7);
    expect(await batchLogs(ctx.db, tenant.id)).toBe(0);
  });

  it('refuses malformed workbooks with the spec’s messages; nothing is charged, logged or started', async () => {
    const { tenant, auth } = await staff(50);
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      // 110 MB of zeros deflate to about 100 KB: past the 100 MB the reader inflates at most.
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(110 * 1024 * 1024) },
    ]);
    const cases: [string, { fileName: string; bytes: Buffer }, string][] = [
      [
        'wrong headers',
        { fileName: 'h.xlsx', bytes: await workbookOf([[['Type', 'Name', 'DOB', 'Gender', 'Fuzzy']]]) },
        `Invalid headers. Expected: ${SCREENING_BATCH_HEADERS.join(', ')}`,
      ],
      [
        'not a zip',
        { fileName: 'n.xlsx', bytes: Buffer.from('Customer Type,Name\nIndividual,Ali\n') },
        'Error parsing file: the file is not an Excel workbook (.xlsx)',
      ],
      [
        'a zip without a worksheet',
        { fileName: 'z.xlsx', bytes: zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]) },
        'No worksheet found in the file',
      ],
      [
        'a zip bomb',
        { fileName: 'b.xlsx', bytes: bomb },
        'Error parsing file: the workbook expands to more data than a screening file can hold',
      ],
      ['not .xlsx', { fileName: 'names.csv', bytes: await screeningFile([]) }, 'Files of type xlsx are supported'],
      ['no valid row', await xlsx([['Person', 'X', '', '', '']]), 'No valid records found'],
    ];
    for (const [, file, message] of cases) {
      const res = await start(auth, file);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const tenThousand = await preview(auth, await xlsx(screeningRows(10_000)));
    expect(tenThousand.statusCode).toBe(400);
    expect(tenThousand.json().message).toBe(
      'Error parsing file: the file holds 10000 records and at most 1000 can be screened in one batch (Row 1002: Exceeds maximum record limit). Split it into files of 1000 records or fewer.',
    );
    expect((await start(auth, await xlsx(screeningRows(10_000)))).statusCode).toBe(400);

    expect(await balanceLeft(tenant.id)).toBe(50);
    expect(await batchLogs(ctx.db, tenant.id)).toBe(0);
    expect(await batchCount(tenant.id)).toBe(0);
  });

  it('serves the template with exactly the five headers', async () => {
    const { auth } = await staff();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Scan/batch/template', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('ScreeningTemplate.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no worksheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SCREENING_BATCH_HEADERS]);
  });
});

describe('batch screening: the job', () => {
  it('screens, charges and logs every record once; results, the workbook, current and discard', async () => {
    const { tenant, mlro, auth } = await staff(100);
    const res = await start(auth, await xlsx(screeningRows(20, [LISTED])));
    expect(res.statusCode).toBe(201);
    const started = batchScreeningSummarySchema.parse(res.json());
    expect(started).toMatchObject({ fileName: 'names.xlsx', total: 20, createdBy: mlro.email });

    const current = await ctx.app.inject({ method: 'GET', url: '/api/Scan/batch/current', headers: auth });
    expect(currentBatchScreeningSchema.parse(current.json()).batch?.id).toBe(started.id);

    const done = await finished(auth, started.id);
    expect(done).toMatchObject({ total: 20, done: 20, failed: 0, pending: 0, matched: 1 });
    expect(done.items.rows).toHaveLength(20);
    const first = done.items.rows[0];
    expect(first).toMatchObject({ seq: 1, row: 2, status: 'done', record: { names: LISTED, fuzzyLevel: 1 } });
    expect(first?.result?.results[0]).toMatchObject({ name: LISTED, source_id: 'DEMO-001' });
    expect(first?.result?.list_versions[0]?.source).toBe('DEMO');
    expect(done.items.rows.slice(1).every((row) => row.result?.totalHits === 0)).toBe(true);
    expect(new Date(done.expiresAt).getTime() - new Date(done.createdAt).getTime()).toBe(24 * 3600 * 1000);

    const matched = await progress(auth, started.id, '?matched=true');
    expect(matched.items.rows.map((r) => r.seq)).toEqual([1]);
    expect((await progress(auth, started.id, '?matched=false&pageSize=5&page=2')).items).toMatchObject({
      total: 19,
      rows: [
        expect.objectContaining({ seq: 7 }),
        expect.anything(),
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ],
    });

    expect(await balanceLeft(tenant.id)).toBe(80);
    expect(await batchLogs(ctx.db, tenant.id)).toBe(20);

    const book = await ctx.app.inject({
      method: 'GET',
      url: `/api/Scan/batch/${started.id}/results.xlsx`,
      headers: auth,
    });
    expect(book.statusCode).toBe(200);
    expect(book.headers['content-disposition']).toContain('names_results.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(book.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the results workbook has no worksheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...BATCH_RESULTS_WORKBOOK_COLUMNS]);
    expect(sheet.rowCount).toBe(21);
    const top = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(top.slice(0, 3)).toEqual([2, 'Individual', LISTED]);
    expect(top[6]).toBe('Match');
    expect(String(top[8])).toContain(`${LISTED} (Demo list (fictional names) DEMO-001`);

    const discard = await ctx.app.inject({
      method: 'POST',
      url: `/api/Scan/batch/${started.id}/discard`,
      headers: auth,
    });
    expect(discard.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/Scan/batch/current', headers: auth });
    expect(after.json()).toEqual({ batch: null });
    // Discarding closes the batch; what was screened, charged and logged stays.
    expect(await batchLogs(ctx.db, tenant.id)).toBe(20);
    const actions = await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, started.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['job_batch.created', 'job_batch.completed', 'job_batch.dismissed']),
    );
  });

  it('refuses a batch larger than the balance unless told to process only the first N', async () => {
    const { tenant, auth } = await staff(5);
    const file = await xlsx(screeningRows(8));
    const refused = await start(auth, file);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('the file holds 8 records and your organisation has 5 screenings left');
    expect(await batchCount(tenant.id)).toBe(0);

    const limited = await start(auth, file, { limit: '5' });
    expect(limited.statusCode).toBe(201);
    const done = await finished(auth, batchScreeningSummarySchema.parse(limited.json()).id);
    expect(done).toMatchObject({ total: 5, done: 5, failed: 0 });
    expect(done.items.rows.map((r) => r.record.names)).toEqual(screeningRows(5).map((r) => r[1]));
    expect(await balanceLeft(tenant.id)).toBe(0);
    expect(await batchLogs(ctx.db, tenant.id)).toBe(5);
  });

  it('fails, uncharged, the records the balance no longer covers when it runs out mid-batch', async () => {
    const { tenant, auth } = await staff(6);
    const res = await start(auth, await xlsx(screeningRows(6)));
    const { id } = batchScreeningSummarySchema.parse(res.json());
    // Someone else spends screenings while the batch waits to run: the last records find no balance.
    await ctx.db.update(tenants).set({ maxScreeningCount: 4 }).where(eq(tenants.id, tenant.id));
    const done = await finished(auth, id);
    expect(done).toMatchObject({ done: 4, failed: 2 });
    expect(done.items.rows.slice(4).map((r) => r.error)).toEqual([
      expect.stringContaining('Insufficient Screening Count'),
      expect.stringContaining('Insufficient Screening Count'),
    ]);
    expect(await batchLogs(ctx.db, tenant.id)).toBe(4);
    expect(await balanceLeft(tenant.id)).toBe(0);
  });

  it("keeps every tenant's batches to itself", async () => {
    const { auth } = await staff();
    const other = await staff();
    const { id } = batchScreeningSummarySchema.parse((await start(auth, await xlsx(screeningRows(2)))).json());
    for (const [method, url] of [
      ['GET', `/api/Scan/batch/${id}`],
      ['GET', `/api/Scan/batch/${id}/results.xlsx`],
      ['POST', `/api/Scan/batch/${id}/discard`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: other.auth });
      expect(res.statusCode, url).toBe(404);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Scan/batch/current', headers: other.auth })).json(),
    ).toEqual({ batch: null });
    await finished(auth, id);
  });

  it('removes results 24 hours after the batch started, keeping the logs and saying so in the audit trail', async () => {
    const { tenant, auth } = await staff();
    const { id } = batchScreeningSummarySchema.parse((await start(auth, await xlsx(screeningRows(3)))).json());
    await finished(auth, id);
    expect(await expireBatchScreenings(ctx.deps.db)).toBe(0);
    await ctx.db
      .update(jobBatches)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(jobBatches.id, id));
    expect(await expireBatchScreenings(ctx.deps.db)).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/Scan/batch/${id}`, headers: auth })).statusCode).toBe(404);
    expect(await batchLogs(ctx.db, tenant.id)).toBe(3);
    const [expired] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'job_batch.expired')));
    expect(expired?.tenantId).toBe(tenant.id);
  });
});

describe('batch screening: a crash mid-batch', () => {
  let crashCtx: TestContext;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    crashCtx = await createTestContext({ demoSeed: true });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await crashCtx.close();
  });

  it('1000 records: killed mid-record and restarted, exactly 1000 logs and 1000 charges', async () => {
    const crashRuntime = await startWatchlists(crashCtx.deps, silentLog, { baselineDir: null });
    const { tenant, mlro } = await createTenantWithStaff(crashCtx.db, { maxScreeningCount: 1500 });
    const { auth } = await login(crashCtx.app, mlro.email);
    const body = multipartBody(
      [{ fileName: 'book.xlsx', bytes: await screeningFile(screeningRows(1000, [LISTED])) }],
      'file',
    );
    const res = await crashCtx.app.inject({
      method: 'POST',
      url: '/api/Scan/batch',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const { id } = batchScreeningSummarySchema.parse(res.json());

    // The worker process dies inside record 400 (row 401): screened, charged and logged, not committed.
    const url = new URL(crashCtx.databaseUrl);
    url.searchParams.set('application_name', 'batch-crash-runner');
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'test-support/batch-screening-crash-runner.ts'), url.toString(), 'row-401'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => output.includes('in-item row-401'), 120_000);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await waitFor(async () => {
      const rows = await crashCtx.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where application_name = 'batch-crash-runner'`,
      );
      return (rows.rows[0] as { n: number }).n === 0;
    });
    expect(await batchLogs(crashCtx.db, tenant.id)).toBe(399);

    await crashCtx.startJobs();
    await waitFor(async () => {
      const [batch] = await crashCtx.db.select().from(jobBatches).where(eq(jobBatches.id, id));
      return batch?.status === 'completed';
    }, 120_000);
    const [batch] = await crashCtx.db.select().from(jobBatches).where(eq(jobBatches.id, id));
    expect(batch).toMatchObject({ total: 1000, doneCount: 1000, failedCount: 0 });
    expect(await batchLogs(crashCtx.db, tenant.id)).toBe(1000);
    const [left] = await crashCtx.db
      .select({ n: tenants.maxScreeningCount })
      .from(tenants)
      .where(eq(tenants.id, tenant.id));
    expect(left?.n).toBe(500);
    await crashRuntime.stop();
  }, 300_000);
});
