import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BATCH_ONBOARDING_RESULTS_COLUMNS,
  batchOnboardingPreviewSchema,
  batchOnboardingProgressSchema,
  batchOnboardingSummarySchema,
  currentBatchOnboardingSchema,
  INDIVIDUAL_BATCH_HEADERS,
} from '@aml/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuickOnboardBody, postQuickOnboard } from '../../../test/customers';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import { auditEvents, individualCustomers, jobBatches } from '../../db/schema';
import { balanceOf, logCount, type Upload, uploadBatchClient } from '../jobs/test-support/upload-batch-client';
import { silentLog, waitFor } from '../screening/test-support/lists';
import { workbookOf, zipOf } from '../screening/test-support/workbooks';
import { startWatchlists, type WatchlistRuntime } from '../screening/watchlist-runtime';
import { expireBatchOnboardings } from './batch-onboarding.service';
import { onboardingFile, onboardingRow, onboardingRows } from './test-support/onboarding-workbooks';

const here = path.dirname(fileURLToPath(import.meta.url));
/** On the demo list (DEMO_SEED), born 1975-03-14. */
const LISTED = { 'First Name': 'Mohammed', 'Last Name': 'Abdullah Al-Khayali', 'Date of Birth': '1975-03-14' };

let ctx: TestContext;
let runtime: WatchlistRuntime;

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true }, { jobs: true });
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
});

afterAll(async () => {
  await runtime.stop();
  await ctx.close();
});

const client = uploadBatchClient(() => ctx, '/api/IndividualUser/batch', batchOnboardingProgressSchema);
const { staff, preview, start, progress, finished } = client;
const xlsx = async (rows: unknown[][], fileName = 'people.xlsx') => ({ fileName, bytes: await onboardingFile(rows) });

const onboardLogs = (db: TestContext['db'], tenantId: string) => logCount(db, tenantId, 'OnBoard');
const customersOf = (db: TestContext['db'], tenantId: string) =>
  db.select().from(individualCustomers).where(eq(individualCustomers.tenantId, tenantId));
const batchCount = async (tenantId: string) =>
  (await ctx.db.select().from(jobBatches).where(eq(jobBatches.tenantId, tenantId))).length;

describe('batch onboarding: checking the workbook', () => {
  it('previews the valid rows and the spec’s row messages (EID, dates, Arabic, formulas, spaces), storing nothing', async () => {
    const { tenant, auth } = await staff(7);
    const file = await xlsx([
      onboardingRow({ 'First Name': '  Rahul  ', 'ID Number': '  P1234567  ' }),
      onboardingRow({ 'ID Type': 'EID', 'ID Number': '784198512345672' }),
      onboardingRow({ 'ID Type': 'EID', 'ID Number': '78419851234' }),
      onboardingRow({ 'First Name': 'R' }),
      [],
      onboardingRow({ 'Date of Birth': new Date(Date.UTC(1985, 10, 20)), 'ID Number': 'P7654321' }),
      // A date typed into a General cell is stored as Excel's serial number: 31371 is 1985-11-20.
      onboardingRow({ 'Date of Birth': 31371, 'ID Number': 'P5550003' }),
      onboardingRow({ 'First Name': 'محمد', 'Last Name': 'العلي', 'ID Number': 'P5550001' }),
      onboardingRow({ 'First Name': { formula: 'CONCATENATE("Ra","hul")', result: 'Rahul' }, 'ID Number': 'P5550002' }),
    ]);
    const res = await preview(auth, file);
    expect(res.statusCode).toBe(200);
    const body = batchOnboardingPreviewSchema.parse(res.json());
    expect(body.rowErrors).toEqual([
      'Row 4: Invalid EID format for ID Number',
      'Row 5: First Name - First Name must be between 2 and 100 characters.',
    ]);
    expect(body).toMatchObject({ fileName: 'people.xlsx', skipped: 2, summary: 'Loaded 6 valid records' });
    expect(body.maxScreeningCount).toBe(7);
    expect(body.records.map((r) => [r.row, r.record.firstName, r.record.lastName, r.record.idNo])).toEqual([
      [2, 'Rahul', 'Menon', 'P1234567'],
      [3, 'Rahul', 'Menon', '784-1985-1234567-2'],
      [7, 'Rahul', 'Menon', 'P7654321'],
      [8, 'Rahul', 'Menon', 'P5550003'],
      [9, 'محمد', 'العلي', 'P5550001'],
      [10, 'Rahul', 'Menon', 'P5550002'],
    ]);
    expect(body.records[0]?.record).toMatchObject({
      dateOfBirth: '1985-11-20T00:00:00.000Z',
      contactNo: '+91-9876543210',
      residentialStatus: 'Resident',
      fuzzyLevel: '0',
    });
    expect(body.records[2]?.record.dateOfBirth).toBe('1985-11-20T00:00:00.000Z');
    expect(body.records[3]?.record.dateOfBirth).toBe('1985-11-20T00:00:00.000Z');
    expect(await customersOf(ctx.db, tenant.id)).toHaveLength(0);
    expect(await balanceOf(ctx.db, tenant.id)).toBe(7);
    expect(await batchCount(tenant.id)).toBe(0);
  });

  it('refuses malformed workbooks with clear 400s; nothing is stored, charged or started', async () => {
    const { tenant, auth } = await staff(50);
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      // 110 MB of zeros deflate to about 100 KB: past the 100 MB the reader inflates at most.
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(110 * 1024 * 1024) },
    ]);
    const cases: [string, Upload, string][] = [
      [
        'wrong headers',
        { fileName: 'h.xlsx', bytes: await workbookOf([[['First Name', 'Last Name', 'DOB']]]) },
        `Invalid headers. Expected: ${INDIVIDUAL_BATCH_HEADERS.join(', ')}`,
      ],
      [
        'not a zip',
        { fileName: 'n.xlsx', bytes: Buffer.from('First Name,Last Name\nRahul,Menon\n') },
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
        'Error parsing file: the workbook expands to more data than an onboarding file can hold',
      ],
      ['not .xlsx', { fileName: 'people.csv', bytes: await onboardingFile([]) }, 'Files of type xlsx are supported'],
    ];
    for (const [what, file, message] of cases) {
      for (const call of [preview, start]) {
        const res = await call(auth, file);
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toBe(message);
      }
    }
    const noValid = await start(auth, await xlsx([onboardingRow({ 'First Name': 'R' })]));
    expect(noValid.statusCode).toBe(400);
    expect(noValid.json().message).toBe('No valid records found');

    // 100,000 rows: refused whole, naming the first row past the limit of 1000.
    const huge = await xlsx(Array.from({ length: 100_000 }, (_, i) => [`Person ${i}`]));
    const refused =
      'Error parsing file: the file holds 100000 records and at most 1000 can be onboarded in one batch (Row 1002: Exceeds maximum record limit (1000)). Split it into files of 1000 records or fewer.';
    for (const call of [preview, start]) {
      const res = await call(auth, huge);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(refused);
    }

    expect(await customersOf(ctx.db, tenant.id)).toHaveLength(0);
    expect(await balanceOf(ctx.db, tenant.id)).toBe(50);
    expect(await onboardLogs(ctx.db, tenant.id)).toBe(0);
    expect(await batchCount(tenant.id)).toBe(0);
  }, 120_000);

  it('serves the template with exactly the 13 headers of spec 2 §5.3', async () => {
    const { auth } = await staff();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/IndividualUser/batch/template', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('IndividualOnboardingTemplate.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no worksheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...INDIVIDUAL_BATCH_HEADERS]);
  });

  it('refuses a batch larger than the balance before anything starts', async () => {
    const { tenant, auth } = await staff(2);
    const res = await start(auth, await xlsx(onboardingRows(3)));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain('the file holds 3 records and your organisation has 2 screenings left');
    expect(await batchCount(tenant.id)).toBe(0);
    expect(await customersOf(ctx.db, tenant.id)).toHaveLength(0);
  });
});

describe('batch onboarding: the job', () => {
  it('onboards 30 rows as Quick Onboarded customers, one screening and one OnBoard log each; results, current, discard', async () => {
    const { tenant, mlro, auth } = await staff(100);
    const rows = [onboardingRow(LISTED), ...onboardingRows(29)];
    const res = await start(auth, await xlsx(rows));
    expect(res.statusCode).toBe(201);
    const started = batchOnboardingSummarySchema.parse(res.json());
    expect(started).toMatchObject({ fileName: 'people.xlsx', total: 30, createdBy: mlro.email });

    const current = await ctx.app.inject({ method: 'GET', url: '/api/IndividualUser/batch/current', headers: auth });
    expect(currentBatchOnboardingSchema.parse(current.json()).batch?.id).toBe(started.id);

    const done = await finished(auth, started.id);
    expect(done).toMatchObject({ total: 30, done: 30, failed: 0, pending: 0, inReview: 1 });
    expect(new Date(done.expiresAt).getTime() - new Date(done.createdAt).getTime()).toBe(24 * 3600 * 1000);
    const [first, second] = done.items.rows;
    expect(first).toMatchObject({
      seq: 1,
      row: 2,
      status: 'done',
      record: { firstName: 'Mohammed' },
      result: { status: 'In Review', message: 'User onboarded' },
    });
    expect(first?.result?.totalHits).toBeGreaterThanOrEqual(1);
    expect(second?.result).toMatchObject({ status: 'Quick Onboarded', totalHits: 0 });
    expect(second?.result?.customerId).toMatch(/^IND-\d{6}$/);

    const customers = await customersOf(ctx.db, tenant.id);
    expect(customers).toHaveLength(30);
    expect(customers.filter((c) => c.status === 'Quick Onboarded')).toHaveLength(29);
    expect(customers.filter((c) => c.status === 'In Review')).toHaveLength(1);
    expect(customers.every((c) => c.riskScore === null && c.createdBy === mlro.id)).toBe(true);
    expect(new Set(done.items.rows.map((r) => r.result?.userId))).toEqual(new Set(customers.map((c) => c.id)));
    expect(await onboardLogs(ctx.db, tenant.id)).toBe(30);
    expect(await balanceOf(ctx.db, tenant.id)).toBe(70);
    const [registered] = await ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, second?.result?.userId ?? ''), eq(auditEvents.action, 'customer.registered')),
      );
    expect(registered?.after).toMatchObject({ onboarding: 'quick', batchId: started.id, row: 3 });

    const failedOnly = await progress(auth, started.id, '?status=failed');
    expect(failedOnly.items.total).toBe(0);

    const book = await ctx.app.inject({
      method: 'GET',
      url: `/api/IndividualUser/batch/${started.id}/results.xlsx`,
      headers: auth,
    });
    expect(book.statusCode).toBe(200);
    expect(book.headers['content-disposition']).toContain('people_results.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(book.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the results workbook has no worksheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...BATCH_ONBOARDING_RESULTS_COLUMNS]);
    expect(sheet.rowCount).toBe(31);
    const top = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(top.slice(0, 4)).toEqual([2, 'Mohammed', 'Abdullah Al-Khayali', '1975-03-14']);
    expect(top.slice(13, 16)).toEqual(['User onboarded', first?.result?.customerId, 'In Review']);

    const discard = await ctx.app.inject({
      method: 'POST',
      url: `/api/IndividualUser/batch/${started.id}/discard`,
      headers: auth,
    });
    expect(discard.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/IndividualUser/batch/current', headers: auth });
    expect(after.json()).toEqual({ batch: null });
    // Discarding closes the batch; the customers onboarded stay.
    expect(await customersOf(ctx.db, tenant.id)).toHaveLength(30);
    const actions = await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, started.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['job_batch.created', 'job_batch.completed', 'job_batch.dismissed']),
    );
  });

  it('fails a duplicate row with Duplicate user (in the tenant, or twice in the file) and goes on, uncharged', async () => {
    const { tenant, auth } = await staff(20);
    const existing = buildQuickOnboardBody();
    expect((await postQuickOnboard(ctx.app, auth, existing)).statusCode).toBe(200);
    const twice = onboardingRow({ 'First Name': 'Aisha' });
    const rows = [
      twice,
      onboardingRow({ 'First Name': 'Layla', 'ID Number': twice[9] }),
      onboardingRow({ 'First Name': 'Omar', 'ID Number': existing.idNo.toLowerCase() }),
      onboardingRow({ 'First Name': 'Yusuf' }),
    ];
    const { id } = batchOnboardingSummarySchema.parse((await start(auth, await xlsx(rows))).json());
    const done = await finished(auth, id);
    expect(done).toMatchObject({ done: 2, failed: 2 });
    expect(done.items.rows.map((r) => [r.record.firstName, r.status, r.error])).toEqual([
      ['Aisha', 'done', null],
      ['Layla', 'failed', 'Duplicate user'],
      ['Omar', 'failed', 'Duplicate user'],
      ['Yusuf', 'done', null],
    ]);
    expect(await customersOf(ctx.db, tenant.id)).toHaveLength(3);
    expect(await onboardLogs(ctx.db, tenant.id)).toBe(3);
    expect(await balanceOf(ctx.db, tenant.id)).toBe(17);
  });

  it("keeps every tenant's batches to itself", async () => {
    const { auth } = await staff();
    const other = await staff();
    const { id } = batchOnboardingSummarySchema.parse((await start(auth, await xlsx(onboardingRows(2)))).json());
    for (const [method, url] of [
      ['GET', `/api/IndividualUser/batch/${id}`],
      ['GET', `/api/IndividualUser/batch/${id}/results.xlsx`],
      ['POST', `/api/IndividualUser/batch/${id}/discard`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: other.auth });
      expect(res.statusCode, url).toBe(404);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/IndividualUser/batch/current', headers: other.auth })).json(),
    ).toEqual({ batch: null });
    expect((await finished(auth, id)).done).toBe(2);
    // The stranger's discard did not touch it.
    const [row] = await ctx.db.select().from(jobBatches).where(eq(jobBatches.id, id));
    expect(row?.dismissedAt).toBeNull();
  });

  it('removes results 24 hours after the batch started, keeping the customers and saying so in the audit trail', async () => {
    const { tenant, auth } = await staff();
    const { id } = batchOnboardingSummarySchema.parse((await start(auth, await xlsx(onboardingRows(3)))).json());
    await finished(auth, id);
    expect(await expireBatchOnboardings(ctx.deps.db)).toBe(0);
    await ctx.db
      .update(jobBatches)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(jobBatches.id, id));
    expect(await expireBatchOnboardings(ctx.deps.db)).toBe(1);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/IndividualUser/batch/${id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
    expect(await customersOf(ctx.db, tenant.id)).toHaveLength(3);
    const [expired] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'job_batch.expired')));
    expect(expired?.tenantId).toBe(tenant.id);
  });
});

describe('batch onboarding: a crash mid-batch', () => {
  let crashCtx: TestContext;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    crashCtx = await createTestContext({ demoSeed: true });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await crashCtx.close();
  });

  it('300 rows: killed mid-row and restarted, 300 customers, no duplicate, each row charged and logged once', async () => {
    const crashRuntime = await startWatchlists(crashCtx.deps, silentLog, { baselineDir: null });
    const { tenant, mlro } = await createTenantWithStaff(crashCtx.db, { maxScreeningCount: 1000 });
    const { auth } = await login(crashCtx.app, mlro.email);
    const crash = uploadBatchClient(() => crashCtx, '/api/IndividualUser/batch', batchOnboardingProgressSchema);
    const res = await crash.start(auth, {
      fileName: 'book.xlsx',
      bytes: await onboardingFile(onboardingRows(300)),
    });
    expect(res.statusCode).toBe(201);
    const { id } = batchOnboardingSummarySchema.parse(res.json());

    // The worker process dies inside row 151 (the 150th record): stored, screened, charged, logged, not committed.
    const url = new URL(crashCtx.databaseUrl);
    url.searchParams.set('application_name', 'onboarding-crash-runner');
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'test-support/batch-onboarding-crash-runner.ts'), url.toString(), 'row-151'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => output.includes('in-item row-151'), 120_000);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await waitFor(async () => {
      const rows = await crashCtx.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where application_name = 'onboarding-crash-runner'`,
      );
      return (rows.rows[0] as { n: number }).n === 0;
    });
    expect(await customersOf(crashCtx.db, tenant.id)).toHaveLength(149);
    expect(await onboardLogs(crashCtx.db, tenant.id)).toBe(149);

    await crashCtx.startJobs();
    await waitFor(async () => {
      const [batch] = await crashCtx.db.select().from(jobBatches).where(eq(jobBatches.id, id));
      return batch?.status === 'completed';
    }, 120_000);
    const [batch] = await crashCtx.db.select().from(jobBatches).where(eq(jobBatches.id, id));
    // No row failed as a duplicate of itself: the crashed row's customer was rolled back with its mark.
    expect(batch).toMatchObject({ total: 300, doneCount: 300, failedCount: 0 });
    const customers = await customersOf(crashCtx.db, tenant.id);
    expect(customers).toHaveLength(300);
    expect(new Set(customers.map((c) => c.idNo)).size).toBe(300);
    expect(await onboardLogs(crashCtx.db, tenant.id)).toBe(300);
    expect(await balanceOf(crashCtx.db, tenant.id)).toBe(700);
    await crashRuntime.stop();
  }, 300_000);
});
