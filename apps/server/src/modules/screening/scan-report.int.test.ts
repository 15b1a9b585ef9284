import {
  BATCH_SCREENING_KIND,
  type BatchScreeningResult,
  type ScreeningBatchRecord,
  screeningResponseSchema,
} from '@aml/contracts';
import { screen } from '@aml/screening';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import { pdfText as pdfTextOf } from '../../../test/pdf-text';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { listItems, markItemDone, markItemFailed } from '../jobs/batches.repo';
import { createBatch } from '../jobs/batches.service';
import { silentLog } from './test-support/lists';
import { startWatchlists, type WatchlistRuntime } from './watchlist-runtime';

const DEMO_NAME = 'Mohammed Abdullah Al-Khayali';
const OTHER_KIND = 'scan-report-test-other';

let ctx: TestContext;
let runtime: WatchlistRuntime;

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true });
  // DEMO_SEED=1 loads the fictional demo list: the index has one list in force.
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
  // Batches are created here without running them (the job runner is not started): a kind needs a handler
  // to be accepted. Batch screening registers its own when its routes are built.
  const never = async () => {
    throw new Error('batches are not run in this test');
  };
  if (!ctx.deps.batchHandlers.has(BATCH_SCREENING_KIND)) ctx.deps.batchHandlers.register(BATCH_SCREENING_KIND, never);
  ctx.deps.batchHandlers.register(OTHER_KIND, never);
});

afterAll(async () => {
  await runtime.stop();
  await ctx.close();
});

/** The text of every page of a base64 PDF answer. */
async function pdfText(base64: string): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfTextOf(bytes);
}

async function staffOf(name: string) {
  const { tenant, mlro, fla } = await createTenantWithStaff(ctx.db, {
    maxScreeningCount: 20,
    clientName: name,
    tradeLicenseNumber: 'TL-445566',
    address: 'Gold Souk Building 7',
    city: 'Dubai',
  });
  const scope: TenantContext = { tenantId: tenant.id, actorId: mlro.id, actorEmail: mlro.email, ip: '127.0.0.1' };
  return {
    tenant,
    mlro,
    scope,
    mlroAuth: (await login(ctx.app, mlro.email)).auth,
    fla,
    flaAuth: (await login(ctx.app, fla.email)).auth,
  };
}

const report = (auth: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/Scan/report', headers: auth, payload });

async function searched(auth: Record<string, string>, searchData: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/Scan/search', headers: auth, payload: searchData });
  expect(res.statusCode).toBe(200);
  return screeningResponseSchema.parse(res.json());
}

async function quickReport(
  auth: Record<string, string>,
  reportType: string,
  searchData: { names: string } & Record<string, unknown>,
) {
  const answer = await searched(auth, searchData);
  const res = await report(auth, {
    reportType,
    name: searchData.names,
    searchData,
    results: answer.found_records,
    totalHits: answer.total_hits,
    timestamp: answer.timestamp,
    list_versions: answer.list_versions,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { answer, text: await pdfText(res.json().pdf_base64) };
}

describe('POST api/Scan/report, a quick screening', () => {
  const searchData = { entityType: 'Individual', names: DEMO_NAME, dob: '14/03/1975', gender: 'male', fuzzyLevel: 1 };

  it('Summarized: tenant header, the query, who ran it, the list version, the hit and why it matched', async () => {
    const staff = await staffOf('Report Bullion Trading LLC');
    const { answer, text } = await quickReport(staff.flaAuth, 'summarized', searchData);
    expect(text).toContain('Report Bullion Trading LLC');
    expect(text).toContain('Trade Licence TL-445566');
    expect(text).toContain('Screening Report — Summarized');
    expect(text).toContain(`Name ${DEMO_NAME}`);
    expect(text).toContain('Date of Birth 14/03/1975');
    expect(text).toContain('Fuzzy Search Level Level I');
    expect(text).toContain(`Screened By ${staff.fla.email}`);
    expect(text).toMatch(/Screened At \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(UAE time\)/);
    expect(answer.list_versions[0]?.version).toBeTruthy();
    expect(text).toContain(`Demo list (fictional names) ${answer.list_versions[0]?.version}`);
    expect(text).toContain(`${answer.total_hits} Record`);
    expect(text).toContain(`1. ${DEMO_NAME}`);
    expect(text).toContain('Source ID DEMO-001');
    expect(text).toContain(`Matched the primary name '${DEMO_NAME}'`);
    expect(text).toContain('Date of birth agrees');
    expect(text).not.toContain('Place of Birth');
  });

  it('Complete: every field of the found record, the Arabic-script alias named rather than drawn as boxes', async () => {
    const staff = await staffOf('Complete Report Jewellers LLC');
    const { text } = await quickReport(staff.mlroAuth, 'complete', searchData);
    expect(text).toContain('Complete Report Jewellers LLC');
    expect(text).toContain('Screening Report — Complete');
    expect(text).toContain('Place of Birth Atlantis City, Utopia');
    expect(text).toContain('Sanction Details DEMO-PROGRAM Demonstration listing');
    expect(text).toContain('Alias Names Muhammad bin Abdulla Khayali; [Arabic script]');
    expect(text).toContain(`Matched the primary name '${DEMO_NAME}'`);
  });

  it('says plainly when nothing was found, naming the lists searched', async () => {
    const staff = await staffOf('No Hit Gold LLC');
    const { text } = await quickReport(staff.mlroAuth, 'summarized', {
      entityType: 'Individual',
      names: 'Ordinary Customer Person',
    });
    expect(text).toContain('Name Ordinary Customer Person');
    expect(text).toContain('0 Records Found');
    expect(text).toContain('No match found in the lists searched: Demo list (fictional names)');
  });

  it('refuses a report type it does not know with the field named, and charges nothing', async () => {
    const staff = await staffOf('Bad Request Gold LLC');
    const quick = await report(staff.mlroAuth, {
      reportType: 'detailed',
      name: DEMO_NAME,
      searchData,
      results: [],
      totalHits: 0,
      timestamp: new Date().toISOString(),
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'reportType', message: 'reportType must be summarized or complete' }],
    });
    const batch = await report(staff.mlroAuth, { reportType: 'full', batchId: crypto.randomUUID() });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().issues).toEqual([{ path: 'reportType', message: 'reportType must be summarized or complete' }]);
    const count = await ctx.app.inject({ method: 'GET', url: '/api/scan/screening-count', headers: staff.mlroAuth });
    expect(count.json()).toEqual({ maxScreeningCount: 20 });
  });

  it('is for signed-in tenant staff only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Scan/report',
      payload: { reportType: 'summarized' },
    });
    expect(res.statusCode).toBe(401);
  });
});

const record = (names: string): ScreeningBatchRecord => ({
  names,
  entityType: 'Individual',
  dob: '',
  gender: '',
  fuzzyLevel: 1,
});

/** What the batch screening handler stores for a record: the screening's answer. */
function resultOf(r: ScreeningBatchRecord): BatchScreeningResult {
  const answer = screen(ctx.deps.screening.current, r);
  return {
    results: answer.found_records,
    totalHits: answer.total_hits,
    timestamp: answer.timestamp,
    list_versions: answer.list_versions,
  };
}

/**
 * A batch screening of five records as the job leaves it mid-way: a hit, a miss, a failure, a record whose
 * stored result cannot be read, and one still waiting.
 */
async function screeningBatch(scope: TenantContext) {
  const records = [DEMO_NAME, 'Aisha Rahmanova', 'Failed Person', 'Broken Record', 'Waiting Person'].map(record);
  const { id } = await createBatch(ctx.deps, scope, {
    kind: BATCH_SCREENING_KIND,
    label: 'customers.xlsx',
    items: records.map((r, i) => ({ idempotencyKey: `row-${i + 2}`, payload: { row: i + 2, record: r } })),
  });
  await withTenant(ctx.db, scope, async (tx) => {
    const { rows } = await listItems(tx, scope.tenantId, id, { page: 1, pageSize: 10 });
    const [hit, miss, failed, broken] = rows;
    if (!hit || !miss || !failed || !broken) throw new Error('batch items missing');
    await markItemDone(tx, hit, resultOf(records[0] as ScreeningBatchRecord));
    await markItemDone(tx, miss, resultOf(records[1] as ScreeningBatchRecord));
    await markItemFailed(tx, failed, 'Screening balance exhausted');
    await markItemDone(tx, broken, { results: 'not a list' });
  });
  return id;
}

describe('POST api/Scan/report, a batch screening', () => {
  it('reports the whole batch as it stands: summary table, hits in detail, no match, errors', async () => {
    const staff = await staffOf('Batch Report Gold LLC');
    const batchId = await screeningBatch(staff.scope);
    const res = await report(staff.flaAuth, { reportType: 'summarized', batchId });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.json().pdf_base64);
    expect(text).toContain('Batch Report Gold LLC');
    expect(text).toContain('Trade Licence TL-445566');
    expect(text).toContain('Screening Report — Summarized');
    expect(text).toContain('4 of 5 records screened so far');
    expect(text).toContain('File customers.xlsx');
    expect(text).toContain(`Screened By ${staff.mlro.email}`);
    expect(text).toContain('Row Name Type Status Hits');
    expect(text).toContain(`2 ${DEMO_NAME} Individual Match 1`);
    expect(text).toContain('3 Aisha Rahmanova Individual No match 0');
    expect(text).toContain('6 Waiting Person Individual Not screened yet');
    expect(text).toContain(`Row 2: ${DEMO_NAME}`);
    expect(text).toContain(`Matched the primary name '${DEMO_NAME}'`);
    expect(text).toContain('Row 3: Aisha Rahmanova: no match');
    expect(text).toContain('Row 4: Failed Person: Error: Screening balance exhausted');
    expect(text).toContain('Row 5: Broken Record: Error: the stored record or its result could not be read');
    expect(text).toContain('Row 6: Waiting Person: not screened yet');

    const complete = await report(staff.mlroAuth, { reportType: 'complete', batchId });
    expect(complete.statusCode).toBe(200);
    expect(await pdfText(complete.json().pdf_base64)).toContain('Place of Birth Atlantis City, Utopia');
  });

  it('reports one record by its seq; an unknown seq is not found', async () => {
    const staff = await staffOf('Record Report Gold LLC');
    const batchId = await screeningBatch(staff.scope);
    const one = await report(staff.mlroAuth, { reportType: 'complete', batchId, seq: 1 });
    expect(one.statusCode, one.body).toBe(200);
    const text = await pdfText(one.json().pdf_base64);
    expect(text).toContain('Screening Report — Complete');
    expect(text).toContain('Batch screening customers.xlsx, record 1 (row 2)');
    expect(text).toContain(`1. ${DEMO_NAME}`);
    expect(text).toContain('Place of Birth Atlantis City, Utopia');
    expect(text).not.toContain('Aisha Rahmanova');

    const failed = await report(staff.mlroAuth, { reportType: 'summarized', batchId, seq: 3 });
    expect(await pdfText(failed.json().pdf_base64)).toContain('Error: Screening balance exhausted');

    const missing = await report(staff.mlroAuth, { reportType: 'summarized', batchId, seq: 6 });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps to the caller's tenant, and to batch screenings", async () => {
    const owner = await staffOf('Owner Gold LLC');
    const other = await staffOf('Other Gold LLC');
    const batchId = await screeningBatch(owner.scope);
    for (const payload of [
      { reportType: 'summarized', batchId },
      { reportType: 'complete', batchId, seq: 1 },
    ]) {
      const res = await report(other.mlroAuth, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Batch not found');
    }
    const notScreening = await createBatch(ctx.deps, owner.scope, {
      kind: OTHER_KIND,
      items: [{ idempotencyKey: 'k1', payload: { row: 2, record: record(DEMO_NAME) } }],
    });
    const res = await report(owner.mlroAuth, { reportType: 'summarized', batchId: notScreening.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Batch not found');
  });
});
