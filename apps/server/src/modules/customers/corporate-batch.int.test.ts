import {
  CORPORATE_BATCH_HEADERS,
  CORPORATE_BATCH_RESULTS_COLUMNS,
  corporateBatchPreviewSchema,
  corporateBatchProgressSchema,
  corporateBatchSummarySchema,
  currentCorporateBatchSchema,
} from '@aml/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCorporateBody, postCorporate, uniqueNumber } from '../../../test/customers';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { auditEvents, corporateCustomers, corporatePartners, jobBatches } from '../../db/schema';
import { balanceOf, logCount, uploadBatchClient } from '../jobs/test-support/upload-batch-client';
import { silentLog } from '../screening/test-support/lists';
import { startWatchlists, type WatchlistRuntime } from '../screening/watchlist-runtime';
import { expireCorporateBatches } from './corporate-batch.service';
import { CORPORATE_FILE_HEADERS, companyCells, corporateFile, partnerCells } from './test-support/corporate-workbooks';

/** On the demo list (DEMO_SEED), born 1975-03-14. */
const LISTED = { Name: 'Mohammed Abdullah Al-Khayali', Birthdate: '1975-03-14' };

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

const { staff, preview, start, progress, finished } = uploadBatchClient(
  () => ctx,
  '/api/CorporateUser/batch',
  corporateBatchProgressSchema,
);
const xlsx = async (companies: Parameters<typeof corporateFile>[0], headers?: readonly string[]) => ({
  fileName: 'companies.xlsx',
  bytes: await corporateFile(companies, headers),
});

const balanceLeft = (tenantId: string) => balanceOf(ctx.db, tenantId);
const onboardLogs = (tenantId: string) => logCount(ctx.db, tenantId, 'OnBoard');
const companiesOf = (tenantId: string) =>
  ctx.db.select().from(corporateCustomers).where(eq(corporateCustomers.tenantId, tenantId));

describe('corporate batch: checking the workbook (spec 2 §5.7)', () => {
  it('previews the valid companies with their partners and the spec’s row messages, storing nothing', async () => {
    const { tenant, auth } = await staff(60);
    // Headers as a person might type them: other case, spaces and hyphens (spec 2 §5.7).
    const loose = CORPORATE_FILE_HEADERS.map((header) =>
      header === 'Company Name' ? 'COMPANY-NAME' : header === 'Trade License No' ? 'trade license no' : header,
    );
    const cells = (company: Record<string, unknown>) => ({
      ...company,
      'COMPANY-NAME': company['Company Name'],
      'trade license no': company['Trade License No'],
    });
    const file = await xlsx(
      [
        cells(companyCells({ 'Company Name': 'Souk Jewels FZE', ...partnerCells(2, { Name: 'Omar Haddad' }) })),
        cells(companyCells({ 'Has Sister Concern Branch': 'Yes' })),
        cells(companyCells({ ...partnerCells(1, { Role: '', 'ID Type': 'EID', 'ID No Or License No': '784198812' }) })),
        cells(companyCells({ 'Company Name': '  Gulf Bullion LLC  ', 'Entity Type': 'LLC' })),
      ],
      loose,
    );
    const res = await preview(auth, file);
    expect(res.statusCode).toBe(200);
    const body = corporateBatchPreviewSchema.parse(res.json());
    expect(body.records.map((r) => [r.row, r.record.companyName, r.record.partners.length])).toEqual([
      [2, 'Souk Jewels FZE', 2],
      [5, 'Gulf Bullion LLC', 1],
    ]);
    expect(body.records[0]?.record.countriesOfOperation).toBe('United Arab Emirates:India');
    expect(body.rowErrors).toContain('Row 3: sisterConcernCountry is required when hasSisterConcernBranch is Yes');
    expect(body.rowErrors.some((m) => m.startsWith('Row 4: Invalid partner 1 data - '))).toBe(true);
    expect(body.skippedMessage).toMatch(/^Skipped rows: Row 3: /);
    // One screening per company and per partner.
    expect(body.screeningsNeeded).toBe(5);
    expect(body.maxScreeningCount).toBe(60);
    expect(await companiesOf(tenant.id)).toHaveLength(0);
    expect(await balanceLeft(tenant.id)).toBe(60);
  });

  it('refuses files it cannot use with the spec’s messages; nothing is stored, charged or started', async () => {
    const { tenant, auth } = await staff(10);
    const missing = await preview(
      auth,
      await xlsx(
        [companyCells()],
        CORPORATE_FILE_HEADERS.filter((h) => h !== 'Payment Mode Other' && h !== 'City'),
      ),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing mandatory headers: City, Payment Mode Other');

    const notWorkbook = await preview(auth, { fileName: 'companies.xlsx', bytes: Buffer.from('Company Name,City\n') });
    expect(notWorkbook.statusCode).toBe(400);
    expect(notWorkbook.json().message).toMatch(/^Error processing file\. Please check the file format\./);

    const csv = await preview(auth, { fileName: 'companies.csv', bytes: Buffer.from('x') });
    expect(csv.statusCode).toBe(400);

    const tooMany = await preview(
      auth,
      await xlsx(Array.from({ length: 501 }, (_, i) => companyCells({ 'Company Name': `Company ${i} LLC` }))),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Maximum 500 records allowed.');

    const none = await start(auth, await xlsx([companyCells({ 'Has Sister Concern Branch': 'Yes' })]));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No valid records to process.');

    // Two companies of two names each need 4 screenings; 3 are left.
    const { auth: poor, tenant: poorTenant } = await staff(3);
    const short = await start(
      poor,
      await xlsx([companyCells(), companyCells({ ...partnerCells(1, {}), 'Company Name': 'Second Gold LLC' })]),
    );
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ maxScreeningCount: 3, screeningsNeeded: 4 });
    expect(await ctx.db.select().from(jobBatches).where(eq(jobBatches.tenantId, poorTenant.id))).toHaveLength(0);
    expect(await companiesOf(tenant.id)).toHaveLength(0);
  });

  it('serves the template with the 34 company columns first, then the optional and partner columns', async () => {
    const { auth } = await staff();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/CorporateUser/batch/template', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('CorporateOnboardingTemplate.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = ((workbook.worksheets[0]?.getRow(1).values ?? []) as unknown[]).slice(1);
    expect(headers.slice(0, 34)).toEqual([...CORPORATE_BATCH_HEADERS]);
    expect(headers).toEqual([...CORPORATE_FILE_HEADERS]);
  });
});

describe('corporate batch: the job (spec 2 §4.8)', () => {
  it('registers each company with its partners once, In Review on a listed partner, duplicates not retried', async () => {
    const { tenant, auth } = await staff(50);
    const existing = buildCorporateBody();
    expect((await postCorporate(ctx.app, auth, existing)).statusCode).toBe(200);
    const startBalance = await balanceLeft(tenant.id);
    const logsBefore = await onboardLogs(tenant.id);
    const twin = uniqueNumber('TL');
    const file = await xlsx([
      companyCells({ 'Company Name': 'Clean Gold LLC', ...partnerCells(2, { Name: 'Layla Haddadin' }) }),
      companyCells({ 'Company Name': 'Listed Partner FZE', ...partnerCells(1, LISTED) }),
      companyCells({ 'Company Name': 'Twin One LLC', 'Trade License No': twin }),
      companyCells({ 'Company Name': 'Twin Two LLC', 'Trade License No': twin }),
      companyCells({ 'Company Name': 'Already Here LLC', 'Trade License No': existing.tradeLicenseNo }),
    ]);
    const res = await start(auth, file);
    expect(res.statusCode).toBe(201);
    const summary = corporateBatchSummarySchema.parse(res.json());
    expect(summary).toMatchObject({ total: 5, fileName: 'companies.xlsx' });

    const done = await finished(auth, summary.id);
    expect(done).toMatchObject({ done: 3, failed: 2, inReview: 1, retried: 0, pending: 0 });
    const byName = new Map(done.items.rows.map((item) => [item.record.companyName, item]));
    expect(byName.get('Clean Gold LLC')?.result).toMatchObject({
      status: 'Onboarded',
      message: 'Successfully onboarded Clean Gold LLC',
      retryCount: 0,
      retryReason: null,
      partners: [
        { name: 'Priya Nair', status: 'Onboarded', hits: 0 },
        { name: 'Layla Haddadin', status: 'Onboarded', hits: 0 },
      ],
    });
    expect(byName.get('Clean Gold LLC')?.result?.customerId).toMatch(/^CORP-\d{6}$/);
    const listed = byName.get('Listed Partner FZE')?.result;
    expect(listed?.status).toBe('In Review');
    expect(listed?.partners[0]).toMatchObject({ name: LISTED.Name, status: 'In Review' });
    expect(listed?.totalHits).toBeGreaterThan(0);
    expect(byName.get('Twin Two LLC')).toMatchObject({ status: 'failed', error: 'Duplicate user for Twin Two LLC' });
    expect(byName.get('Already Here LLC')).toMatchObject({
      status: 'failed',
      error: 'Duplicate user for Already Here LLC',
    });

    // Charged and logged once per name registered: 3 companies and their 4 partners; the duplicates nothing.
    const registered = (await companiesOf(tenant.id)).map((c) => c.companyName).sort();
    expect(registered).toEqual([existing.companyName, 'Clean Gold LLC', 'Listed Partner FZE', 'Twin One LLC'].sort());
    expect(await balanceLeft(tenant.id)).toBe((startBalance ?? 0) - 7);
    expect(await onboardLogs(tenant.id)).toBe(logsBefore + 7);
    const partners = await ctx.db.select().from(corporatePartners).where(eq(corporatePartners.tenantId, tenant.id));
    expect(partners).toHaveLength(existing.partners.length + 4);

    // Filters, the current batch, the results workbook, Perform Another Batch.
    const failedOnly = await progress(auth, summary.id, '?status=failed');
    expect(failedOnly.items.rows.map((r) => r.row)).toEqual([5, 6]);
    const current = await ctx.app.inject({ method: 'GET', url: '/api/CorporateUser/batch/current', headers: auth });
    expect(currentCorporateBatchSchema.parse(current.json()).batch?.id).toBe(summary.id);
    const results = await ctx.app.inject({
      method: 'GET',
      url: `/api/CorporateUser/batch/${summary.id}/results.xlsx`,
      headers: auth,
    });
    expect(results.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(results.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(((sheet?.getRow(1).values ?? []) as unknown[]).slice(1)).toEqual([...CORPORATE_BATCH_RESULTS_COLUMNS]);
    expect(sheet?.getRow(2).getCell(6).value).toBe('Successfully onboarded Clean Gold LLC');
    expect(sheet?.getRow(5).getCell(6).value).toBe('Duplicate user for Twin Two LLC');
    const discard = await ctx.app.inject({
      method: 'POST',
      url: `/api/CorporateUser/batch/${summary.id}/discard`,
      headers: auth,
    });
    expect(discard.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/CorporateUser/batch/current', headers: auth });
    expect(currentCorporateBatchSchema.parse(after.json()).batch).toBeNull();
  });

  it('retries a failure once: a passing retry is a success that says so, a second failure is Failed to onboard user', async () => {
    const { tenant, auth } = await staff(20);
    // Faults injected in the database: a sequence is not rolled back with the attempt's savepoint, so the flaky
    // company fails its first insert only; the broken one fails every time.
    await ctx.db.execute(sql`create sequence if not exists batch_flaky_attempts`);
    await ctx.db.execute(sql`
      create or replace function batch_test_fault() returns trigger language plpgsql as $$
      begin
        if new.company_name = 'Flaky Traders LLC' and nextval('batch_flaky_attempts') = 1 then
          raise exception 'simulated transient failure';
        end if;
        if new.company_name = 'Broken Metals LLC' then raise exception 'simulated permanent failure'; end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`
      create trigger batch_test_fault before insert on corporate_customers
      for each row execute function batch_test_fault()`);
    try {
      const res = await start(
        auth,
        await xlsx([
          companyCells({ 'Company Name': 'Flaky Traders LLC' }),
          companyCells({ 'Company Name': 'Broken Metals LLC' }),
          companyCells({ 'Company Name': 'Steady Gold LLC' }),
        ]),
      );
      expect(res.statusCode).toBe(201);
      const done = await finished(auth, corporateBatchSummarySchema.parse(res.json()).id);
      expect(done).toMatchObject({ done: 2, failed: 1, retried: 1 });
      const [flaky, broken, steady] = done.items.rows;
      expect(flaky?.result).toMatchObject({ retryCount: 1, message: 'Successfully onboarded Flaky Traders LLC' });
      expect(flaky?.result?.retryReason).toMatch(/^Retrying onboarding for Flaky Traders LLC: /);
      expect(broken?.status).toBe('failed');
      expect(broken?.error).toMatch(/^Failed to onboard user: /);
      expect(steady?.result?.retryCount).toBe(0);
      // The failed attempts left nothing: one company each for the two that passed, charged once each.
      expect((await companiesOf(tenant.id)).map((c) => c.companyName).sort()).toEqual([
        'Flaky Traders LLC',
        'Steady Gold LLC',
      ]);
      expect(await balanceLeft(tenant.id)).toBe(20 - 4);
      expect(await onboardLogs(tenant.id)).toBe(4);
    } finally {
      await ctx.db.execute(sql`drop trigger batch_test_fault on corporate_customers`);
      await ctx.db.execute(sql`drop function batch_test_fault()`);
      await ctx.db.execute(sql`drop sequence batch_flaky_attempts`);
    }
  });

  it('keeps every tenant’s batches to itself and removes results after 24 hours, keeping the companies', async () => {
    const { tenant, auth } = await staff(20);
    const { auth: other } = await staff(20);
    const res = await start(auth, await xlsx([companyCells({ 'Company Name': 'Private Gold LLC' })]));
    const { id } = corporateBatchSummarySchema.parse(res.json());
    await finished(auth, id);
    const peek = await ctx.app.inject({ method: 'GET', url: `/api/CorporateUser/batch/${id}`, headers: other });
    expect(peek.statusCode).toBe(404);
    // Another kind's path does not read it either.
    const wrongKind = await ctx.app.inject({ method: 'GET', url: `/api/IndividualUser/batch/${id}`, headers: auth });
    expect(wrongKind.statusCode).toBe(404);

    await ctx.db
      .update(jobBatches)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(jobBatches.id, id));
    expect(await expireCorporateBatches(ctx.deps.db)).toBe(1);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/CorporateUser/batch/${id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
    expect(await companiesOf(tenant.id)).toHaveLength(1);
    const [expired] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'job_batch.expired')));
    expect(expired?.tenantId).toBe(tenant.id);
  });
});
