import { corporateCustomerSchema, individualCustomerSchema, REVIEW_MESSAGES } from '@aml/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCorporateBody,
  buildIndividualBody,
  buildPartner,
  postCorporate,
  postIndividual,
} from '../../../test/customers';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, individualCustomers } from '../../db/schema';
import { silentLog } from '../screening/test-support/lists';
import { startWatchlists, type WatchlistRuntime } from '../screening/watchlist-runtime';

let ctx: TestContext;
let runtime: WatchlistRuntime;

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true });
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
});

afterAll(async () => {
  await runtime.stop();
  await ctx.close();
});

/** On the fictional demo list. */
const LISTED = { firstName: 'Mohammed', lastName: 'Abdullah Al-Khayali', dateOfBirth: '1975-03-14', gender: 'Male' };
const LISTED_PARTNER = { name: 'Mohammed Abdullah Al-Khayali', birthdate: '1975-03-14' };

async function staff() {
  const { tenant, mlro, fla } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 50 });
  return { tenant, mlro: (await login(ctx.app, mlro.email)).auth, fla: (await login(ctx.app, fla.email)).auth };
}

const decideIndividual = (auth: Record<string, string>, id: string, mode: string, remarks?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/IndividualUser/onboard-individual-user/${id}?mode=${mode}`,
    headers: auth,
    ...(remarks === undefined ? {} : { payload: { remarks } }),
  });

async function inReviewIndividual(auth: Record<string, string>) {
  const res = await postIndividual(ctx.app, auth, buildIndividualBody(LISTED));
  const customer = individualCustomerSchema.parse(res.json());
  expect(customer.status).toBe('In Review');
  return customer;
}

describe('review decisions on individuals', () => {
  it('lets the MLRO approve, with the remarks and list versions in the audit trail', async () => {
    const { mlro } = await staff();
    const customer = await inReviewIndividual(mlro);
    const res = await decideIndividual(mlro, customer.userId, 'approve', 'Different person: passport checked.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Onboarded', riskScore: 4 });
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'customer.decided'));
    expect(event).toMatchObject({
      entityId: customer.userId,
      before: expect.objectContaining({ status: 'In Review' }),
      after: expect.objectContaining({
        mode: 'approve',
        status: 'Onboarded',
        remarks: 'Different person: passport checked.',
        listVersions: [expect.stringMatching(/^Demo list/)],
      }),
    });
  });

  it('scores a false match with 0 hits counted, and rejects', async () => {
    const { mlro } = await staff();
    const falseMatch = await inReviewIndividual(mlro);
    const res = await decideIndividual(mlro, falseMatch.userId, 'falseMatch');
    expect(res.statusCode).toBe(200);
    const decided = individualCustomerSchema.parse(res.json());
    expect(decided.status).toBe('FalseMatchOnboarded');
    // The clean factors of the test customer average below 4 once the hit no longer counts.
    expect(decided.riskScore).toBeLessThan(4);
    const risk = JSON.parse(decided.riskDetails ?? '').risk;
    expect(risk.hits).toMatchObject({ counted: 0 });
    expect(risk.hits.reported).toBeGreaterThan(0);

    const rejected = await inReviewIndividual(mlro);
    expect((await decideIndividual(mlro, rejected.userId, 'reject')).json()).toMatchObject({ status: 'Rejected' });
  });

  it('refuses a customer not in review (409) and an unknown mode (400), changing nothing', async () => {
    const { mlro } = await staff();
    const clean = individualCustomerSchema.parse((await postIndividual(ctx.app, mlro, buildIndividualBody())).json());
    const res = await decideIndividual(mlro, clean.userId, 'reject');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REVIEW_MESSAGES.notDecidable('Onboarded'));
    const customer = await inReviewIndividual(mlro);
    expect((await decideIndividual(mlro, customer.userId, 'approved')).statusCode).toBe(400);
    expect((await decideIndividual(mlro, customer.userId, 'approve', 'x'.repeat(501))).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.id, customer.userId));
    expect(row?.status).toBe('In Review');
    // Decided once, it is no longer in review.
    expect((await decideIndividual(mlro, customer.userId, 'approve')).statusCode).toBe(200);
    expect((await decideIndividual(mlro, customer.userId, 'reject')).statusCode).toBe(409);
  });

  it('is the MLRO’s alone: FLA and super user 403, another tenant 404 with the row untouched', async () => {
    const { mlro, fla } = await staff();
    const customer = await inReviewIndividual(mlro);
    expect((await decideIndividual(fla, customer.userId, 'approve')).statusCode).toBe(403);
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    expect(
      (await decideIndividual((await login(ctx.app, admin.email)).auth, customer.userId, 'approve')).statusCode,
    ).toBe(403);
    const other = await staff();
    const [before] = await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.id, customer.userId));
    expect((await decideIndividual(other.mlro, customer.userId, 'approve')).statusCode).toBe(404);
    const [after] = await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.id, customer.userId));
    expect(after).toEqual(before);
  });
});

describe('review decisions on corporates and partners', () => {
  it('decides a listed partner on its own; its false match lifts the hit from the company score', async () => {
    const { mlro, fla } = await staff();
    const body = buildCorporateBody({
      partners: [buildPartner(LISTED_PARTNER), buildPartner({ name: 'Layla Haddadin' })],
    });
    const created = corporateCustomerSchema.parse((await postCorporate(ctx.app, mlro, body)).json());
    expect(created.riskScore).toBe(4);
    const listed = created.partners[0];
    const partnerUrl = (mode: string) =>
      `/api/CorporateUser/force-onboard-corporate-partner/${listed?.corporatePartnerId}?mode=${mode}`;

    expect((await ctx.app.inject({ method: 'PUT', url: partnerUrl('falseMatch'), headers: fla })).statusCode).toBe(403);
    const res = await ctx.app.inject({ method: 'PUT', url: partnerUrl('falseMatch'), headers: mlro });
    expect(res.statusCode).toBe(200);
    const after = corporateCustomerSchema.parse(res.json());
    expect(after.partners[0]?.status).toBe('FalseMatchOnboarded');
    expect(after.status).toBe('In Review');
    expect(after.riskScore).toBeLessThan(4);
    const again = await ctx.app.inject({ method: 'PUT', url: partnerUrl('approve'), headers: mlro });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.partnerNotDecidable('FalseMatchOnboarded'));

    const company = await ctx.app.inject({
      method: 'PUT',
      url: `/api/CorporateUser/onboard-corporate-user/${created.corporateUserId}?mode=approve`,
      headers: mlro,
      payload: { remarks: 'Partner hit was a false match.' },
    });
    expect(company.statusCode).toBe(200);
    expect(company.json()).toMatchObject({ status: 'Onboarded', corporateStatus: 'Onboarded' });
    const actions = (await ctx.db.select().from(auditEvents)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['partner.decided', 'customer.decided']));
  });

  it('answers 404 for another tenant’s partner', async () => {
    const a = await staff();
    const b = await staff();
    const body = buildCorporateBody({ partners: [buildPartner(LISTED_PARTNER)] });
    const created = corporateCustomerSchema.parse((await postCorporate(ctx.app, a.mlro, body)).json());
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/CorporateUser/force-onboard-corporate-partner/${created.partners[0]?.corporatePartnerId}?mode=approve`,
      headers: b.mlro,
    });
    expect(res.statusCode).toBe(404);
  });
});
