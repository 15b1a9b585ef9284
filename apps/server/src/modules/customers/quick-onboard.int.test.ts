import {
  customerListPageSchema,
  type IndividualCustomer,
  individualCustomerSchema,
  ONBOARDING_MESSAGES,
  QUICK_ONBOARD_MESSAGES,
  riskDetailsSchema,
} from '@aml/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIndividualBody,
  buildQuickOnboardBody,
  file,
  PDF_BASE64,
  PNG_BASE64,
  postIndividual,
  postQuickOnboard,
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

const LISTED = { firstName: 'Mohammed', lastName: 'Abdullah Al-Khayali', dateOfBirth: '1975-03-14' };

async function staff(overrides: Parameters<typeof createTenantWithStaff>[1] = {}) {
  const { tenant, mlro, fla } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 50, ...overrides });
  return { tenant, mlro, fla, auth: (await login(ctx.app, mlro.email)).auth };
}

const rowsOf = (tenantId: string) =>
  ctx.db.select().from(individualCustomers).where(eq(individualCustomers.tenantId, tenantId));
const balanceOf = async (tenantId: string) =>
  (await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]?.maxScreeningCount;
const logsOf = (tenantId: string) => ctx.db.select().from(screeningLogs).where(eq(screeningLogs.tenantId, tenantId));
const auditOf = (entityId: string) =>
  ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.id);
const listed = async (auth: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/customers?type=individual', headers: auth });
  expect(res.statusCode).toBe(200);
  return customerListPageSchema.parse(res.json()).items;
};
const png = (bytes: number) =>
  Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(bytes)]).toString('base64');

describe('POST /api/IndividualUser/quick-onboard', () => {
  it('stores a clean customer Quick Onboarded: screened, charged once, logged OnBoard, no risk, listed, audited', async () => {
    const { tenant, mlro, auth } = await staff();
    const body = buildQuickOnboardBody({}, [file('passport.pdf', PDF_BASE64), file('photo.png', PNG_BASE64)]);
    const res = await postQuickOnboard(ctx.app, auth, body);
    expect(res.statusCode).toBe(200);
    const customer = individualCustomerSchema.parse(res.json());
    expect(customer).toMatchObject({
      status: 'Quick Onboarded',
      pendingReason: null,
      firstName: 'Rahul',
      lastName: 'Menon',
      dateOfBirth: '1985-11-20T00:00:00.000Z',
      residentialStatus: 'Non-Resident',
      contactNo: '+91-9876543210',
      nationality: 'India',
      idType: 'Passport',
      idNo: body.idNo,
      fuzzyLevel: '0',
      onBoardedBy: mlro.email,
      // Spec 2 §4.1: no risk assessment for a Quick Onboarded customer.
      riskScore: null,
      riskLabel: null,
      needsOnGoingScreening: false,
    });
    expect(customer.customerId).toMatch(/^IND-\d{6}$/);
    expect(customer.files.map((f) => [f.filename, f.contentType])).toEqual([
      ['passport.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    const details = riskDetailsSchema.parse(JSON.parse(customer.riskDetails ?? ''));
    expect(details).toMatchObject({ total_hits: 0, found_records: [], fuzzyLevel: '0', risk: {} });
    expect(details.list_versions.map((v) => v.source)).toEqual(['DEMO']);

    expect(await balanceOf(tenant.id)).toBe(49);
    const logs = await logsOf(tenant.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userName: 'Rahul Menon', screeningType: 'OnBoard', email: mlro.email });
    const events = await auditOf(customer.userId);
    expect(events.map((e) => e.action)).toEqual(['customer.registered', 'customer.screened']);
    expect(events[0]?.after).toMatchObject({ onboarding: 'quick', idNo: body.idNo });

    expect((await listed(auth)).find((row) => row.id === customer.userId)).toMatchObject({
      name: 'Rahul Menon',
      status: 'Quick Onboarded',
      riskScore: null,
    });
    const fetched = await ctx.app.inject({
      method: 'GET',
      url: `/api/IndividualUser/individual-user/${customer.userId}`,
      headers: auth,
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({ userId: customer.userId, status: 'Quick Onboarded' });
  });

  it('sends a listed name to In Review with the found record, still without a risk score', async () => {
    const { tenant, fla } = await staff();
    const { auth } = await login(ctx.app, fla.email);
    const res = await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody(LISTED));
    expect(res.statusCode).toBe(200);
    const customer = individualCustomerSchema.parse(res.json());
    expect(customer).toMatchObject({ status: 'In Review', riskScore: null });
    const details = riskDetailsSchema.parse(JSON.parse(customer.riskDetails ?? ''));
    expect(details.total_hits).toBeGreaterThanOrEqual(1);
    expect(details.found_records[0]).toMatchObject({ source_id: 'DEMO-001', name: 'Mohammed Abdullah Al-Khayali' });
    const [log] = await logsOf(tenant.id);
    expect(log).toMatchObject({ screeningType: 'OnBoard', screeningCount: details.total_hits });
    const review = await ctx.app.inject({ method: 'GET', url: '/api/customers?view=review', headers: auth });
    expect(customerListPageSchema.parse(review.json()).items.map((r) => r.id)).toContain(customer.userId);
  });

  it('applies the registration’s duplicate rule: same ID type and number in the tenant → 409 Duplicate user', async () => {
    const { tenant, auth } = await staff();
    const idNo = uniqueNumber('QD');
    expect((await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody({ idNo }))).statusCode).toBe(200);
    const again = await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody({ idNo: idNo.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: ONBOARDING_MESSAGES.duplicate });
    // A full registration of the same document is the same customer, and the other way round.
    const full = await postIndividual(ctx.app, auth, buildIndividualBody({ idNo, idType: 'Passport' }));
    expect(full.statusCode).toBe(409);
    const registered = buildIndividualBody({ idType: 'Passport' });
    expect((await postIndividual(ctx.app, auth, registered)).statusCode).toBe(200);
    expect((await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody({ idNo: registered.idNo }))).statusCode).toBe(
      409,
    );
    // The refused ones charged and logged nothing.
    expect(await rowsOf(tenant.id)).toHaveLength(2);
    expect(await logsOf(tenant.id)).toHaveLength(2);
    expect(await balanceOf(tenant.id)).toBe(48);
    // Another tenant may onboard the same document.
    const other = await staff();
    expect((await postQuickOnboard(ctx.app, other.auth, buildQuickOnboardBody({ idNo }))).statusCode).toBe(200);
  });

  it('keeps the customer Pending with the reason and answers 402 when the balance is short, like registration', async () => {
    const { tenant, auth } = await staff({ maxScreeningCount: 0 });
    const res = await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'SCREENING_BALANCE_EXHAUSTED',
      message: ONBOARDING_MESSAGES.balanceShort(1, 0),
    });
    const [row] = await rowsOf(tenant.id);
    expect(row).toMatchObject({
      id: res.json().userId,
      status: 'Pending',
      pendingReason: ONBOARDING_MESSAGES.balanceShort(1, 0),
      riskDetails: null,
    });
    expect(await logsOf(tenant.id)).toHaveLength(0);
    expect(await balanceOf(tenant.id)).toBe(0);
  });

  it('answers 400 with the quick form’s messages at its paths, and stores nothing', async () => {
    const { tenant, auth } = await staff();
    const res = await postQuickOnboard(ctx.app, auth, {
      ...buildQuickOnboardBody(),
      firstName: 'R',
      address: '',
      idType: 'EID',
      idNo: '78412345',
      idExpiryDate: '2020-01-01T00:00:00.000Z',
      contactNo: '+91-98abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: QUICK_ONBOARD_MESSAGES.firstName },
        { path: 'address', message: QUICK_ONBOARD_MESSAGES.address },
        { path: 'idNo', message: QUICK_ONBOARD_MESSAGES.eid },
        { path: 'idExpiryDate', message: QUICK_ONBOARD_MESSAGES.idExpiryDatePast },
        { path: 'contactNo', message: 'Contact number must be numeric' },
      ]),
    );
    const empty = await postQuickOnboard(ctx.app, auth, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'lastName', message: QUICK_ONBOARD_MESSAGES.lastName },
        { path: 'dateOfBirth', message: QUICK_ONBOARD_MESSAGES.dateOfBirthRequired },
        { path: 'idIssuedDate', message: QUICK_ONBOARD_MESSAGES.idIssuedDateRequired },
      ]),
    );
    expect(await rowsOf(tenant.id)).toHaveLength(0);
    expect(await balanceOf(tenant.id)).toBe(50);
  });

  it('takes five documents of almost 5 MB, refuses a larger one, a sixth, and spoofed content', async () => {
    const { tenant, auth } = await staff();
    const large = ['1.png', '2.png', '3.png', '4.png', '5.png'].map((name) => file(name, png(5 * 1024 * 1024 - 200)));
    const res = await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody({}, large));
    expect(res.statusCode).toBe(200);
    expect(individualCustomerSchema.parse(res.json()).files.every((f) => f.size > 5_000_000)).toBe(true);

    const refusals: [unknown[], string][] = [
      [[file('big.png', png(5 * 1024 * 1024))], 'big.png exceeds 5MB limit.'],
      [['a', 'b', 'c', 'd', 'e', 'f'].map((n) => file(`${n}.png`, PNG_BASE64)), 'You can upload a maximum of 5 files.'],
      [[file('passport.pdf', PNG_BASE64)], ONBOARDING_MESSAGES.documentContent('passport.pdf', 'pdf')],
    ];
    for (const [files, message] of refusals) {
      const refused = await postQuickOnboard(ctx.app, auth, { ...buildQuickOnboardBody(), files });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'files', message }]);
    }
    expect(await rowsOf(tenant.id)).toHaveLength(1);
  });

  it('is invisible to another tenant (404, not listed) and refused to the super user', async () => {
    const a = await staff();
    const b = await staff();
    const created = individualCustomerSchema.parse(
      (await postQuickOnboard(ctx.app, a.auth, buildQuickOnboardBody())).json(),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/IndividualUser/individual-user/${created.userId}`,
      headers: b.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await listed(b.auth)).map((row) => row.id)).not.toContain(created.userId);

    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const { auth } = await login(ctx.app, admin.email);
    expect((await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody())).statusCode).toBe(403);
    expect((await postQuickOnboard(ctx.app, {}, buildQuickOnboardBody())).statusCode).toBe(401);
  });
});

describe('deciding a quick-onboarded customer with a hit (decision 111)', () => {
  const decide = (auth: Record<string, string>, id: string, mode: string, remarks?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/IndividualUser/onboard-individual-user/${id}?mode=${mode}`,
      headers: auth,
      ...(remarks === undefined ? {} : { payload: { remarks } }),
    });

  /** The full form for a quick-onboarded customer: its quick fields kept, the rest of the record filled. */
  const completion = (quick: IndividualCustomer) => ({
    ...buildIndividualBody({
      ...LISTED,
      gender: 'Male',
      nationality: quick.nationality,
      idType: quick.idType,
      idNo: quick.idNo,
      fuzzyLevel: quick.fuzzyLevel,
    }),
    userID: quick.userId,
  });

  async function quickInReview() {
    const { auth } = await staff();
    const res = await postQuickOnboard(ctx.app, auth, buildQuickOnboardBody(LISTED));
    const customer = individualCustomerSchema.parse(res.json());
    expect(customer).toMatchObject({ status: 'In Review', riskScore: null, riskLabel: null });
    return { auth, customer };
  }

  const decidedEvent = async (id: string) => (await auditOf(id)).filter((e) => e.action === 'customer.decided');

  it('approved: back to Quick Onboarded, hits resolved, no risk scored from blank fields, audited', async () => {
    const { auth, customer } = await quickInReview();
    const res = await decide(auth, customer.userId, 'approve', 'Same name, passport differs.');
    expect(res.statusCode).toBe(200);
    const decided = individualCustomerSchema.parse(res.json());
    expect(decided).toMatchObject({ status: 'Quick Onboarded', riskScore: null, riskLabel: null });
    // The screening (hits, list versions) is kept as it was; no risk breakdown appears.
    expect(decided.riskDetails).toBe(customer.riskDetails);
    expect(riskDetailsSchema.parse(JSON.parse(decided.riskDetails ?? '')).risk).toEqual({});
    const [row] = await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.id, customer.userId));
    expect(row).toMatchObject({ status: 'Quick Onboarded', riskScore: null, riskLabel: null });
    expect(await decidedEvent(customer.userId)).toEqual([
      expect.objectContaining({
        before: { status: 'In Review', riskScore: null, riskLabel: null },
        after: expect.objectContaining({
          mode: 'approve',
          status: 'Quick Onboarded',
          remarks: 'Same name, passport differs.',
          riskScore: null,
          riskLabel: null,
          onboarding: 'quick',
          listVersions: [expect.stringMatching(/^Demo list/)],
        }),
      }),
    ]);
    // Out of the review list, and decided once.
    const review = await ctx.app.inject({ method: 'GET', url: '/api/customers?view=review', headers: auth });
    expect(customerListPageSchema.parse(review.json()).items.map((r) => r.id)).not.toContain(customer.userId);
    expect((await decide(auth, customer.userId, 'approve')).statusCode).toBe(409);

    // Completed through the full form, it is screened and scored: the accepted hit counts, so the onboarding
    // itself is decided on the complete record, now with its risk score.
    const completed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/IndividualUser/individual-user/${customer.userId}`,
      headers: auth,
      payload: completion(customer),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'In Review', riskScore: 4, riskLabel: expect.any(String) });
    const onboarded = await decide(auth, customer.userId, 'approve');
    expect(onboarded.json()).toMatchObject({ status: 'Onboarded', riskScore: 4 });
  });

  it('a false match: back to Quick Onboarded and remembered; completed, it is scored without the hit', async () => {
    const { auth, customer } = await quickInReview();
    const res = await decide(auth, customer.userId, 'falseMatch', 'Born elsewhere.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Quick Onboarded', riskScore: null, riskLabel: null });
    const [event] = await decidedEvent(customer.userId);
    expect(event?.after).toMatchObject({
      mode: 'falseMatch',
      status: 'Quick Onboarded',
      riskScore: null,
      rememberedFalseMatches: 1,
      onboarding: 'quick',
    });

    const completed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/IndividualUser/individual-user/${customer.userId}`,
      headers: auth,
      payload: completion(customer),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const scored = individualCustomerSchema.parse(completed.json());
    expect(scored.status).toBe('Onboarded');
    expect(scored.riskScore).toEqual(expect.any(Number));
    expect(scored.riskScore).toBeLessThan(4);
    const details = riskDetailsSchema.parse(JSON.parse(scored.riskDetails ?? ''));
    expect(details.falseMatchReview?.remembered).toEqual([expect.objectContaining({ source_id: 'DEMO-001' })]);
    expect(details.risk).toMatchObject({ hits: { counted: 0 } });
    const actions = (await auditOf(customer.userId)).map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['customer.updated', 'customer.screened']);
  });

  it('rejected: Rejected, still without a risk score', async () => {
    const { auth, customer } = await quickInReview();
    const res = await decide(auth, customer.userId, 'reject', 'Confirmed match.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Rejected', riskScore: null, riskLabel: null });
    const [event] = await decidedEvent(customer.userId);
    expect(event?.after).toMatchObject({ mode: 'reject', status: 'Rejected', riskScore: null, onboarding: 'quick' });
  });
});
