import { INDIVIDUAL_MESSAGES, individualCustomerSchema, ONBOARDING_MESSAGES, riskDetailsSchema } from '@aml/contracts';
import { scoreIndividual } from '@aml/risk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIndividualBody,
  file,
  PDF_BASE64,
  PNG_BASE64,
  postIndividual,
  uniqueNumber,
} from '../../../test/customers';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, individualCustomers, screeningLogs, tenants } from '../../db/schema';
import { silentLog } from '../screening/test-support/lists';
import { startWatchlists, type WatchlistRuntime } from '../screening/watchlist-runtime';

let ctx: TestContext;
let runtime: WatchlistRuntime;

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true });
  // The fictional demo list is the one list in force: 'Mohammed Abdullah Al-Khayali' (born 1975-03-14) is on it.
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
});

afterAll(async () => {
  await runtime.stop();
  await ctx.close();
});

const LISTED = { firstName: 'Mohammed', lastName: 'Abdullah Al-Khayali', dateOfBirth: '1975-03-14', gender: 'Male' };

async function staff(overrides: Parameters<typeof createTenantWithStaff>[1] = {}) {
  const { tenant, mlro, fla } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 50, ...overrides });
  return { tenant, mlro, fla, auth: (await login(ctx.app, mlro.email)).auth };
}

const rowOf = async (id: string) =>
  (await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.id, id)))[0];
const balanceOf = async (tenantId: string) =>
  (await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]?.maxScreeningCount;
const logsOf = (tenantId: string) => ctx.db.select().from(screeningLogs).where(eq(screeningLogs.tenantId, tenantId));
const auditOf = (entityId: string) =>
  ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.id);

const put = (auth: Record<string, string>, id: string, body: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/IndividualUser/individual-user/${id}`,
    headers: auth,
    payload: body as object,
  });
const get = (auth: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/IndividualUser/individual-user/${id}`, headers: auth });

describe('POST register-individual-user', () => {
  it('answers 400 with the form messages at the form paths, and stores nothing', async () => {
    const { tenant, auth } = await staff();
    const body = { ...buildIndividualBody(), firstName: 'A', email: 'not-an-email', idType: 'EID', idNo: '7841234' };
    const res = await postIndividual(ctx.app, auth, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: INDIVIDUAL_MESSAGES.firstName },
        { path: 'email', message: INDIVIDUAL_MESSAGES.email },
        { path: 'idNo', message: INDIVIDUAL_MESSAGES.eid },
      ]),
    );
    const rows = await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.tenantId, tenant.id));
    expect(rows).toHaveLength(0);
    expect(await balanceOf(tenant.id)).toBe(50);
  });

  it('onboards a clean customer: one screening charged, an OnBoard log, the risk of packages/risk, audited', async () => {
    const { tenant, mlro, auth } = await staff();
    const body = buildIndividualBody();
    const res = await postIndividual(ctx.app, auth, body);
    expect(res.statusCode).toBe(200);
    const customer = individualCustomerSchema.parse(res.json());
    expect(customer).toMatchObject({
      status: 'Onboarded',
      firstName: 'Aisha',
      idNo: body.idNo,
      onBoardedBy: mlro.email,
    });
    expect(customer.customerId).toMatch(/^IND-\d{6}$/);

    const details = riskDetailsSchema.parse(JSON.parse(customer.riskDetails ?? ''));
    expect(details.total_hits).toBe(0);
    expect(details.found_records).toEqual([]);
    expect(details.list_versions.map((v) => v.source)).toEqual(['DEMO']);
    const expected = scoreIndividual({
      residentialStatus: body.residentialStatus,
      productType: body.productType,
      nationality: body.nationality,
      paymentMode: body.paymentMode,
      modeOfApproach: body.modeOfApproach,
      pep: body.pep,
      hits: 0,
    });
    expect(customer.riskScore).toBe(expected.score);
    expect(customer.riskLabel).toBe(expected.label);
    expect(details.risk).toMatchObject({
      score: expected.score,
      factors: JSON.parse(JSON.stringify(expected.factors)),
    });

    expect(await balanceOf(tenant.id)).toBe(49);
    const logs = await logsOf(tenant.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userName: 'Aisha Rahmanova',
      screeningType: 'OnBoard',
      screeningCount: 0,
      email: mlro.email,
    });
    const actions = (await auditOf(customer.userId)).map((e) => e.action);
    expect(actions).toEqual(['customer.registered', 'customer.screened']);

    const fetched = await get(auth, customer.userId);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({
      userId: customer.userId,
      status: 'Onboarded',
      riskDetails: customer.riskDetails,
    });
  });

  it('sends a customer named like a listed person to In Review with the found record', async () => {
    const { tenant, fla } = await staff();
    const { auth } = await login(ctx.app, fla.email);
    const res = await postIndividual(ctx.app, auth, buildIndividualBody(LISTED));
    expect(res.statusCode).toBe(200);
    const customer = individualCustomerSchema.parse(res.json());
    expect(customer.status).toBe('In Review');
    expect(customer.riskScore).toBe(4);
    const details = riskDetailsSchema.parse(JSON.parse(customer.riskDetails ?? ''));
    expect(details.total_hits).toBeGreaterThanOrEqual(1);
    expect(details.found_records[0]).toMatchObject({ source_id: 'DEMO-001', name: 'Mohammed Abdullah Al-Khayali' });
    expect(details.found_records[0]?.explanation.dateOfBirth.status).toBe('agree');
    expect(details.risk).toMatchObject({
      overrides: expect.arrayContaining([expect.objectContaining({ code: 'SCREENING_HITS' })]),
    });
    const [log] = await logsOf(tenant.id);
    expect(log?.screeningCount).toBe(details.total_hits);
  });

  it('refuses the same ID type and number twice in a tenant (spaces and case ignored), not across tenants', async () => {
    const { auth } = await staff();
    const idNo = uniqueNumber('DUP');
    expect((await postIndividual(ctx.app, auth, buildIndividualBody({ idNo }))).statusCode).toBe(200);
    const again = await postIndividual(ctx.app, auth, buildIndividualBody({ idNo: ` ${idNo.toLowerCase()} `.trim() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'Duplicate user' });
    // Another ID type with the same number is another document.
    expect((await postIndividual(ctx.app, auth, buildIndividualBody({ idNo, idType: 'GCC ID' }))).statusCode).toBe(200);
    const other = await staff();
    expect((await postIndividual(ctx.app, other.auth, buildIndividualBody({ idNo }))).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous submissions of one customer through', async () => {
    const { tenant, auth } = await staff();
    const body = buildIndividualBody();
    const answers = await Promise.all([postIndividual(ctx.app, auth, body), postIndividual(ctx.app, auth, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.tenantId, tenant.id));
    expect(rows).toHaveLength(1);
    // The refused one charged nothing and logged nothing.
    expect(await balanceOf(tenant.id)).toBe(49);
    expect(await logsOf(tenant.id)).toHaveLength(1);
  });

  it('keeps the customer Pending with the reason when the balance is short, charging nothing', async () => {
    const { tenant, auth } = await staff({ maxScreeningCount: 0 });
    const res = await postIndividual(ctx.app, auth, buildIndividualBody({ needsOnGoingScreening: false }));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'SCREENING_BALANCE_EXHAUSTED',
      message: ONBOARDING_MESSAGES.balanceShort(1, 0),
    });
    const id = res.json().userId as string;
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'Pending',
      pendingReason: ONBOARDING_MESSAGES.balanceShort(1, 0),
      riskDetails: null,
    });
    expect(await balanceOf(tenant.id)).toBe(0);
    expect(await logsOf(tenant.id)).toHaveLength(0);

    // Once the balance is topped up, submitting the record again screens it.
    await ctx.db.update(tenants).set({ maxScreeningCount: 3 }).where(eq(tenants.id, tenant.id));
    const retried = await put(auth, id, buildIndividualBody({ idNo: row?.idNo }));
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'Onboarded', pendingReason: null });
    expect(await balanceOf(tenant.id)).toBe(2);
  });

  it('is refused to the super user (403) and to a stranger (401)', async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const { auth } = await login(ctx.app, admin.email);
    expect((await postIndividual(ctx.app, auth, buildIndividualBody())).statusCode).toBe(403);
    expect((await postIndividual(ctx.app, {}, buildIndividualBody())).statusCode).toBe(401);
  });
});

describe('PUT individual-user/{id}', () => {
  it('scores again without screening when no screened field changed, and audits before/after per field', async () => {
    const { tenant, auth } = await staff();
    const created = individualCustomerSchema.parse((await postIndividual(ctx.app, auth, buildIndividualBody())).json());
    const body = buildIndividualBody({ idNo: created.idNo, email: 'new@example.com', paymentMode: 'Cash' });
    const res = await put(auth, created.userId, body);
    expect(res.statusCode).toBe(200);
    const updated = individualCustomerSchema.parse(res.json());
    expect(updated.email).toBe('new@example.com');
    expect(updated.riskScore).toBeGreaterThan(created.riskScore ?? 0);
    expect(await logsOf(tenant.id)).toHaveLength(1);
    expect(await balanceOf(tenant.id)).toBe(49);
    const events = await auditOf(created.userId);
    const update = events.find((e) => e.action === 'customer.updated');
    expect(update?.before).toMatchObject({ email: 'aisha@example.com', paymentMode: 'Debit/Credit Card' });
    expect(update?.after).toMatchObject({ email: 'new@example.com', paymentMode: 'Cash' });
    expect(update?.before).not.toHaveProperty('firstName');
  });

  it('screens again when the name changes: a listed name moves an Onboarded customer to In Review', async () => {
    const { tenant, auth } = await staff();
    const created = individualCustomerSchema.parse((await postIndividual(ctx.app, auth, buildIndividualBody())).json());
    const res = await put(auth, created.userId, buildIndividualBody({ idNo: created.idNo, ...LISTED }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'In Review', riskScore: 4 });
    const logs = await logsOf(tenant.id);
    expect(logs.map((l) => l.userName).sort()).toEqual(['Aisha Rahmanova', 'Mohammed Abdullah Al-Khayali']);
  });

  it('refuses a name change that cannot be screened, leaving the record untouched', async () => {
    const { tenant, auth } = await staff({ maxScreeningCount: 1 });
    const created = individualCustomerSchema.parse((await postIndividual(ctx.app, auth, buildIndividualBody())).json());
    const before = await rowOf(created.userId);
    const res = await put(auth, created.userId, buildIndividualBody({ idNo: created.idNo, lastName: 'Changed' }));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(ONBOARDING_MESSAGES.balanceShortEdit(1, 0));
    expect(await rowOf(created.userId)).toEqual(before);
    expect(await balanceOf(tenant.id)).toBe(0);
  });

  it('answers 404 for another tenant’s customer and leaves its row unchanged', async () => {
    const a = await staff();
    const b = await staff();
    const created = individualCustomerSchema.parse(
      (await postIndividual(ctx.app, a.auth, buildIndividualBody())).json(),
    );
    const before = await rowOf(created.userId);
    expect((await get(b.auth, created.userId)).statusCode).toBe(404);
    const res = await put(b.auth, created.userId, buildIndividualBody({ idNo: created.idNo, firstName: 'Hijacked' }));
    expect(res.statusCode).toBe(404);
    expect(await rowOf(created.userId)).toEqual(before);
    const canToggle = await ctx.app.inject({
      method: 'GET',
      url: `/api/IndividualUser/ongoing-monitoring/can-toggle?userId=${created.userId}&tenantId=${a.tenant.id}`,
      headers: b.auth,
    });
    expect(canToggle.statusCode).toBe(404);
  });
});

describe('ongoing monitoring', () => {
  const canToggle = (auth: Record<string, string>, id: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/IndividualUser/ongoing-monitoring/can-toggle?userId=${id}`,
      headers: auth,
    });
  const usedOf = async (tenantId: string) =>
    (await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]?.ongoingMonitoringUsed;

  it('takes one unit of the quota, refuses beyond it, locks switching off for 24 hours, then gives the unit back', async () => {
    const { tenant, auth } = await staff({ ongoingMonitoringEnabled: true, ongoingMonitoringCount: 1 });
    const first = await postIndividual(ctx.app, auth, buildIndividualBody({ needsOnGoingScreening: true }));
    expect(first.statusCode).toBe(200);
    const customer = individualCustomerSchema.parse(first.json());
    expect(customer.needsOnGoingScreening).toBe(true);
    expect(await usedOf(tenant.id)).toBe(1);

    const second = await postIndividual(ctx.app, auth, buildIndividualBody({ needsOnGoingScreening: true }));
    expect(second.statusCode).toBe(400);
    expect(second.json().issues).toEqual([
      { path: 'needsOnGoingScreening', message: ONBOARDING_MESSAGES.monitoringQuotaReached },
    ]);

    expect((await canToggle(auth, customer.userId)).json()).toEqual({ canToggle: false });
    const off = buildIndividualBody({ idNo: customer.idNo, needsOnGoingScreening: false });
    const locked = await put(auth, customer.userId, off);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(ONBOARDING_MESSAGES.monitoringLocked);
    expect(await usedOf(tenant.id)).toBe(1);

    await ctx.db
      .update(individualCustomers)
      .set({ monitoringEnabledAt: sql`now() - interval '25 hours'` })
      .where(eq(individualCustomers.id, customer.userId));
    expect((await canToggle(auth, customer.userId)).json()).toEqual({ canToggle: true });
    const switchedOff = await put(auth, customer.userId, off);
    expect(switchedOff.statusCode).toBe(200);
    expect(switchedOff.json().needsOnGoingScreening).toBe(false);
    expect(await usedOf(tenant.id)).toBe(0);
  });

  it('lets exactly one of two simultaneous enables take the last unit', async () => {
    const { tenant, auth } = await staff({ ongoingMonitoringEnabled: true, ongoingMonitoringCount: 1 });
    const answers = await Promise.all([
      postIndividual(ctx.app, auth, buildIndividualBody({ needsOnGoingScreening: true })),
      postIndividual(ctx.app, auth, buildIndividualBody({ needsOnGoingScreening: true })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await usedOf(tenant.id)).toBe(1);
  });

  it('is refused when the tenant has no monitoring', async () => {
    const { auth } = await staff({ ongoingMonitoringEnabled: false, ongoingMonitoringCount: 10 });
    const res = await postIndividual(ctx.app, auth, buildIndividualBody({ needsOnGoingScreening: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ONBOARDING_MESSAGES.monitoringNotEnabled);
  });
});

describe('documents', () => {
  it('stores documents with their hash, serves them through signed links, and refuses spoofed content', async () => {
    const { tenant, auth } = await staff();
    const spoofed = await postIndividual(
      ctx.app,
      auth,
      buildIndividualBody({}, { files: [file('passport.pdf', PNG_BASE64)] }),
    );
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().issues).toEqual([
      { path: 'files', message: ONBOARDING_MESSAGES.documentContent('passport.pdf', 'pdf') },
    ]);
    expect(await logsOf(tenant.id)).toHaveLength(0);

    const res = await postIndividual(
      ctx.app,
      auth,
      buildIndividualBody({}, { files: [file('photo.png', PNG_BASE64), file('passport.pdf', PDF_BASE64)] }),
    );
    expect(res.statusCode).toBe(200);
    const customer = individualCustomerSchema.parse(res.json());
    expect(customer.files.map((f) => [f.filename, f.contentType])).toEqual([
      ['photo.png', 'image/png'],
      ['passport.pdf', 'application/pdf'],
    ]);
    const pdf = customer.files[1];
    const download = await ctx.app.inject({ method: 'GET', url: pdf?.sasUrl ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="passport.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(Buffer.from(PDF_BASE64, 'base64'))).toBe(true);

    const altered = (pdf?.sasUrl ?? '').replace(
      /signature=([^&])/,
      (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    const otherDoc = (pdf?.sasUrl ?? '').replace(pdf?.id ?? '', customer.files[0]?.id ?? '');
    expect((await ctx.app.inject({ method: 'GET', url: otherDoc })).statusCode).toBe(404);
  });

  it('marks a document deleted on edit (kept, link gone) and counts kept plus new against the limit of 5', async () => {
    const { auth } = await staff();
    const files = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'].map((name) => file(name, PNG_BASE64));
    const created = individualCustomerSchema.parse(
      (await postIndividual(ctx.app, auth, buildIndividualBody({}, { files }))).json(),
    );
    expect(created.files).toHaveLength(5);
    const sixth = await put(
      auth,
      created.userId,
      buildIndividualBody({ idNo: created.idNo }, { files: [file('f.png', PNG_BASE64)] }),
    );
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().issues).toEqual([{ path: 'files', message: 'You can upload a maximum of 5 files.' }]);

    const swapped = await put(
      auth,
      created.userId,
      buildIndividualBody({ idNo: created.idNo }, { files: [file('f.png', PNG_BASE64)], deletedFiles: ['a.png'] }),
    );
    expect(swapped.statusCode).toBe(200);
    expect(individualCustomerSchema.parse(swapped.json()).files.map((f) => f.filename)).toEqual([
      'b.png',
      'c.png',
      'd.png',
      'e.png',
      'f.png',
    ]);
    const oldLink = created.files[0]?.sasUrl ?? '';
    expect((await ctx.app.inject({ method: 'GET', url: oldLink })).statusCode).toBe(404);
    const kept = await ctx.db.execute(
      sql`select filename, deleted_at is not null as deleted from customer_documents where individual_id = ${created.userId} and filename = 'a.png'`,
    );
    expect(kept.rows).toEqual([{ filename: 'a.png', deleted: true }]);
    const audit = (await auditOf(created.userId)).filter((e) => e.action === 'customer.updated').pop();
    expect(audit?.after).toMatchObject({ documentsDeleted: ['a.png'] });
  });

  it('takes five files of almost 2 MB in one submission and refuses a larger one by name', async () => {
    const { auth } = await staff();
    const png = (bytes: number) =>
      Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(bytes)]).toString('base64');
    const large = ['1.png', '2.png', '3.png', '4.png', '5.png'].map((name) => file(name, png(2 * 1024 * 1024 - 200)));
    const res = await postIndividual(ctx.app, auth, buildIndividualBody({}, { files: large }));
    expect(res.statusCode).toBe(200);
    expect(individualCustomerSchema.parse(res.json()).files.every((f) => f.size > 2_000_000)).toBe(true);
    const tooLarge = await postIndividual(
      ctx.app,
      auth,
      buildIndividualBody({}, { files: [file('big.png', png(2 * 1024 * 1024))] }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().issues).toEqual([{ path: 'files', message: 'big.png exceeds 2MB limit.' }]);
  });

  it('expires a link after ten minutes', async () => {
    const { auth, tenant } = await staff();
    const created = individualCustomerSchema.parse(
      (await postIndividual(ctx.app, auth, buildIndividualBody({}, { files: [file('a.png', PNG_BASE64)] }))).json(),
    );
    const { documentLink } = await import('./document-links');
    const target = { tenantId: tenant.id, documentId: created.files[0]?.id ?? '' };
    const fresh = documentLink(ctx.deps.tokens, target, Date.now() - 9 * 60_000);
    const stale = documentLink(ctx.deps.tokens, target, Date.now() - 11 * 60_000);
    expect((await ctx.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: stale })).statusCode).toBe(404);
    // A link signed for another tenant's scope finds nothing there.
    const other = await staff();
    const forged = documentLink(ctx.deps.tokens, { tenantId: other.tenant.id, documentId: target.documentId });
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const rows = await ctx.db
      .select()
      .from(individualCustomers)
      .where(and(eq(individualCustomers.id, created.userId)));
    expect(rows).toHaveLength(1);
  });
});
