import { createHash } from 'node:crypto';
import {
  DPMSR_MESSAGES,
  DPMSR_TEXTS,
  DPMSR_XML_HEADERS,
  type DpmsrReportInput,
  dpmsrReportRecordSchema,
  ERROR_CODES,
  emptyDpmsrReport,
} from '@aml/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../../../packages/goaml/test/support/uae-schema';
import { buildCorporateBody, buildIndividualBody, postCorporate, postIndividual } from '../../../test/customers';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, dpmsrReports, type tenants } from '../../db/schema';
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

/** Every reporting-person field of spec 3 §3 (the tenant profile), as the Profile screen's rules accept them. */
const COMPLETE_PROFILE = {
  rentityId: '3177',
  firstName: 'Sara',
  lastName: 'Khan',
  birthdate: '1988-04-12',
  ssn: '784-1988-1234567-1',
  passportNumber: 'N1234567',
  passportCountry: 'IN',
  nationality: 'IN',
  tphContactType: 'OFFIC',
  tphCommunicationType: 'M',
  tphNumber: '971501234567',
  addressType: 'OFFIC',
  address: 'Shop 12, Gold Souk, Deira',
  city: 'Dubai',
  countryCode: 'AE',
  state: 'Dubai',
} satisfies Partial<typeof tenants.$inferInsert>;

type Auth = Record<string, string>;

async function staff(overrides: Partial<typeof tenants.$inferInsert> = COMPLETE_PROFILE) {
  const { tenant, mlro, fla } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 50, ...overrides });
  return {
    tenant,
    mlro,
    fla,
    auth: (await login(ctx.app, mlro.email)).auth,
    flaAuth: (await login(ctx.app, fla.email)).auth,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

async function registerIndividual(auth: Auth, overrides: Parameters<typeof buildIndividualBody>[0] = {}) {
  const res = await postIndividual(ctx.app, auth, buildIndividualBody(overrides));
  expect(res.statusCode).toBe(200);
  return res.json().userId as string;
}

async function registerCorporate(auth: Auth) {
  const res = await postCorporate(ctx.app, auth, buildCorporateBody());
  expect(res.statusCode).toBe(200);
  return res.json().corporateUserId as string;
}

function reportBody(
  customerType: 'Individual' | 'Corporate',
  customerId: string,
  overrides: Partial<DpmsrReportInput> = {},
) {
  return {
    ...emptyDpmsrReport(),
    customerType,
    customerId,
    entityReference: 'INV-2026-0042',
    transactionType: 'Sale',
    currencyCodeLocal: 'AED',
    currencyCode: 'AED',
    reason: 'Cash sale above the DPMSR threshold',
    comments: 'Paid in cash at the counter',
    itemType: 'Gold',
    itemMake: '24K bar',
    description: 'Two 1 kg 24K gold bars',
    estimatedValue: 60_000,
    disposedValue: 61_500.5,
    statusComments: 'Sold and delivered',
    registrationNumber: 'REG-1',
    identificationNumber: 'ID-1',
    ...overrides,
  };
}

async function submit(auth: Auth, body: unknown) {
  const res = await call('POST', '/api/Dpmsr/submit', auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

const eventsOf = (entityId: string) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'dpmsr_report'), eq(auditEvents.entityId, entityId)));

describe('customers to report on (the customers-simple calls)', () => {
  it('answers 404 while the tenant has none, then the spec 3 §3 fields of its own customers only', async () => {
    const a = await staff();
    const b = await staff();
    expect((await call('GET', '/api/IndividualUser/tenant-onboarded-users-simple', a.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/CorporateUser/tenant-corporate-users-simple', a.auth)).statusCode).toBe(404);

    const individualId = await registerIndividual(a.auth, { firstName: 'Mariam', lastName: 'Saleh' });
    const corporateId = await registerCorporate(a.auth);
    await registerIndividual(b.auth, { firstName: 'Other', lastName: 'Tenant' });

    const individuals = (await call('GET', '/api/IndividualUser/tenant-onboarded-users-simple', a.flaAuth)).json();
    expect(individuals).toEqual([
      expect.objectContaining({
        userId: individualId,
        customerId: expect.stringMatching(/^IND-\d{6}$/),
        firstName: 'Mariam',
        lastName: 'Saleh',
        idType: 'Passport',
        contactNo: '+971-501234567',
        dateOfBirth: expect.stringMatching(/^1990-05-01/),
        nationality: 'India',
        residentialStatus: 'Resident',
      }),
    ]);
    const corporates = (await call('GET', '/api/CorporateUser/tenant-corporate-users-simple', a.auth)).json();
    expect(corporates).toHaveLength(1);
    expect(corporates[0]).toMatchObject({
      corporateUserId: corporateId,
      companyName: 'Gulf Bullion Trading LLC',
      countryOfIncorporation: 'United Arab Emirates',
      partners: [
        { name: 'Omar Haddadin', role: 'UBO', idType: 'Passport' },
        { name: 'Layla Haddadin', role: 'UBO' },
      ],
    });
  });
});

describe('POST /api/Dpmsr/submit', () => {
  it('refuses missing fields with the form messages, each on its field, and stores nothing', async () => {
    const { auth, tenant } = await staff();
    const res = await call('POST', '/api/Dpmsr/submit', auth, { ...emptyDpmsrReport(), customerId: '' });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'customerId', message: DPMSR_MESSAGES.customer },
        { path: 'entityReference', message: DPMSR_MESSAGES.entityReference },
        { path: 'itemType', message: DPMSR_MESSAGES.itemType },
        { path: 'description', message: DPMSR_MESSAGES.description },
        { path: 'estimatedValue', message: DPMSR_MESSAGES.estimatedValue },
        { path: 'disposedValue', message: DPMSR_MESSAGES.disposedValue },
        { path: 'statusComments', message: DPMSR_MESSAGES.statusComments },
      ]),
    );
    expect(await ctx.db.select().from(dpmsrReports).where(eq(dpmsrReports.tenantId, tenant.id))).toEqual([]);
  });

  it('enforces the 55,000 AED rule on the server: below it in AED is refused, 55,000 and other currencies pass', async () => {
    const { auth } = await staff();
    const customerId = await registerIndividual(auth);
    const below = await call(
      'POST',
      '/api/Dpmsr/submit',
      auth,
      reportBody('Individual', customerId, { estimatedValue: 54_999.99 }),
    );
    expect(below.statusCode).toBe(400);
    expect(below.json().issues).toEqual([{ path: 'estimatedValue', message: DPMSR_MESSAGES.notEligible }]);
    // No currency chosen is the local currency, AED.
    const noCurrency = reportBody('Individual', customerId, {
      estimatedValue: 50_000,
      currencyCode: '',
      currencyCodeLocal: '',
    });
    expect((await call('POST', '/api/Dpmsr/submit', auth, noCurrency)).statusCode).toBe(400);

    await submit(auth, reportBody('Individual', customerId, { estimatedValue: 55_000 }));
    await submit(auth, reportBody('Individual', customerId, { estimatedValue: 50_000, currencyCode: 'USD' }));
  });

  it('stores the report with an audit event and answers the spec message and the id', async () => {
    const { auth, mlro, tenant } = await staff();
    const customerId = await registerIndividual(auth);
    const res = await call('POST', '/api/Dpmsr/submit', auth, reportBody('Individual', customerId));
    expect(res.json()).toEqual({ message: DPMSR_TEXTS.submitted, id: expect.any(String) });
    const [event] = await eventsOf(res.json().id);
    expect(event).toMatchObject({
      action: 'dpmsr.submitted',
      tenantId: tenant.id,
      actorEmail: mlro.email,
      after: expect.objectContaining({
        individualId: customerId,
        entityReference: 'INV-2026-0042',
        estimatedValue: 60_000,
      }),
    });
  });

  it('refuses a customer of another tenant, or of the other type, on the customer field', async () => {
    const a = await staff();
    const b = await staff();
    const theirs = await registerIndividual(b.auth);
    const mine = await registerIndividual(a.auth);
    for (const body of [
      reportBody('Individual', theirs),
      reportBody('Corporate', mine),
      reportBody('Individual', 'not-a-customer-id'),
    ]) {
      const res = await call('POST', '/api/Dpmsr/submit', a.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'customerId', message: DPMSR_TEXTS.customerNotFound }]);
    }
  });
});

describe('reading, editing and deleting reports', () => {
  it('lists and reads the tenant’s reports with the customer embedded and the record-keeping date', async () => {
    const a = await staff();
    const b = await staff();
    const corporateId = await registerCorporate(a.auth);
    const id = await submit(a.auth, reportBody('Corporate', corporateId));
    await submit(b.auth, reportBody('Individual', await registerIndividual(b.auth)));

    const list = (await call('GET', '/api/Dpmsr', a.flaAuth)).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([id]);
    const one = dpmsrReportRecordSchema.parse((await call('GET', `/api/Dpmsr/${id}`, a.auth)).json());
    expect(one).toMatchObject({
      customerType: 'Corporate',
      customerId: corporateId,
      estimatedValue: 60_000,
      disposedValue: 61_500.5,
      individualUser: null,
      corporateUser: { corporateUserId: corporateId, companyName: 'Gulf Bullion Trading LLC' },
      lastXml: null,
    });
    const created = new Date(one.createdDate);
    expect(new Date(one.expiryDate).getUTCFullYear()).toBe(created.getUTCFullYear() + 5);

    expect((await call('GET', `/api/Dpmsr/${id}`, b.auth)).statusCode).toBe(404);
    const notAnId = await call('GET', '/api/Dpmsr/12345', a.auth);
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json().message).toBe(DPMSR_TEXTS.notFound);
  });

  it('updates with before and after in the audit trail; the body’s TenantId is ignored; another tenant gets 404', async () => {
    const a = await staff();
    const b = await staff();
    const id = await submit(a.auth, reportBody('Individual', await registerIndividual(a.auth)));
    const changed = reportBody('Individual', await registerIndividual(a.auth, { firstName: 'Noura' }), {
      description: 'Three 1 kg 24K gold bars',
      estimatedValue: 90_000,
      TenantId: b.tenant.id,
    });

    const res = await call('PUT', `/api/Dpmsr/${id}`, a.auth, changed);
    expect(res.json()).toEqual({ message: DPMSR_TEXTS.updated, id });
    const [row] = await ctx.db.select().from(dpmsrReports).where(eq(dpmsrReports.id, id));
    expect(row?.tenantId).toBe(a.tenant.id);
    const updated = (await call('GET', `/api/Dpmsr/${id}`, a.auth)).json();
    expect(updated).toMatchObject({ description: 'Three 1 kg 24K gold bars', estimatedValue: 90_000 });
    expect(updated.individualUser.firstName).toBe('Noura');
    const event = (await eventsOf(id)).find((e) => e.action === 'dpmsr.updated');
    expect(event?.before).toMatchObject({ description: 'Two 1 kg 24K gold bars', estimatedValue: 60_000 });
    expect(event?.after).toMatchObject({ description: 'Three 1 kg 24K gold bars', estimatedValue: 90_000 });
    expect(Object.keys(event?.after as object)).not.toContain('entityReference');

    const below = await call('PUT', `/api/Dpmsr/${id}`, a.auth, { ...changed, estimatedValue: 1000 });
    expect(below.statusCode).toBe(400);
    const foreign = await call(
      'PUT',
      `/api/Dpmsr/${id}`,
      b.auth,
      reportBody('Individual', await registerIndividual(b.auth)),
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/api/Dpmsr/${id}`, a.auth)).json().estimatedValue).toBe(90_000);
  });

  it('deletes by a mark: gone from every call, kept in the table and the audit trail; refused to another tenant', async () => {
    const a = await staff();
    const b = await staff();
    const id = await submit(a.auth, reportBody('Individual', await registerIndividual(a.auth)));
    expect((await call('DELETE', `/api/Dpmsr/${id}`, b.auth)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/Dpmsr/${id}`, a.flaAuth)).json()).toEqual({ message: DPMSR_TEXTS.deleted, id });
    expect((await call('GET', `/api/Dpmsr/${id}`, a.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/Dpmsr', a.auth)).json()).toEqual([]);
    expect((await call('DELETE', `/api/Dpmsr/${id}`, a.auth)).statusCode).toBe(404);
    expect((await call('POST', `/api/Dpmsr/${id}/xml`, a.auth)).statusCode).toBe(404);

    const [row] = await ctx.db.select().from(dpmsrReports).where(eq(dpmsrReports.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.entityReference).toBe('INV-2026-0042');
    const deleted = (await eventsOf(id)).find((e) => e.action === 'dpmsr.deleted');
    expect(deleted?.before).toMatchObject({ entityReference: 'INV-2026-0042', description: 'Two 1 kg 24K gold bars' });
  });

  it('is tenant staff’s only: a super user gets 403, a caller without a session 401', async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const session = await login(ctx.app, admin.email);
    expect((await call('GET', '/api/Dpmsr', session.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/IndividualUser/tenant-onboarded-users-simple', session.auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Dpmsr' })).statusCode).toBe(401);
  });
});

describe('POST /api/Dpmsr/{id}/xml', () => {
  async function generate(auth: Auth, id: string) {
    const res = await call('POST', `/api/Dpmsr/${id}/xml`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it.each([
    ['a resident individual', 'DPMSI', 'Resident'],
    ['a non-resident individual', 'DPMSN', 'Non-Resident'],
  ])('builds a file the UAE FIU schema accepts for %s (%s)', async (_who, indicator, residentialStatus) => {
    const { auth } = await staff();
    const customerId = await registerIndividual(auth, { firstName: 'Mariam', lastName: 'Saleh', residentialStatus });
    const id = await submit(auth, reportBody('Individual', customerId));
    const res = await generate(auth, id);

    const xml = res.body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers[DPMSR_XML_HEADERS.indicator]).toBe(indicator);
    expect(xml).toContain(`<indicator>${indicator}</indicator>`);
    expect(xml).toContain('<rentity_id>3177</rentity_id>');
    expect(xml).toContain('<first_name>Mariam</first_name>');
    // India as the record stores it is written as its code.
    expect(xml).toContain('<nationality1>IN</nationality1>');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="INV-2026-0042_Mariam Saleh_\d{4}-\d{2}-\d{2}\.xml"/,
    );
  });

  it('builds a valid corporate file (DPMSJ) and records its SHA-256 on the report and in the audit trail', async () => {
    const { auth, mlro } = await staff();
    const id = await submit(auth, reportBody('Corporate', await registerCorporate(auth), { itemType: 'Jewellery' }));
    const res = await generate(auth, id);
    const xml = res.body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<indicator>DPMSJ</indicator>');
    expect(xml).toContain('<name>Gulf Bullion Trading LLC</name>');
    expect(xml).toContain('<item_type>JEWEL</item_type>');

    const sha256 = createHash('sha256').update(res.rawPayload).digest('hex');
    expect(res.headers[DPMSR_XML_HEADERS.sha256]).toBe(sha256);
    const event = (await eventsOf(id)).find((e) => e.action === 'dpmsr.xml_generated');
    expect(event).toMatchObject({
      actorEmail: mlro.email,
      after: expect.objectContaining({ sha256, indicator: 'DPMSJ' }),
    });
    const record = (await call('GET', `/api/Dpmsr/${id}`, auth)).json();
    expect(record.lastXml).toMatchObject({
      sha256,
      generatedBy: mlro.email,
      fileName: expect.stringMatching(/^INV-2026-0042_Gulf Bullion Trading LLC_/),
    });
  });

  it('refuses with every field to complete while the tenant profile is incomplete, and writes nothing', async () => {
    const { auth } = await staff({ ...COMPLETE_PROFILE, birthdate: null, tphNumber: null, rentityId: null });
    const id = await submit(auth, reportBody('Individual', await registerIndividual(auth)));
    const res = await call('POST', `/api/Dpmsr/${id}/xml`, auth);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ code: ERROR_CODES.dpmsrIncomplete, message: DPMSR_TEXTS.incomplete });
    const fields = body.problems.map((p: { field: string }) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['tenant.rentityId', 'tenant.birthdate', 'tenant.tphNumber']));
    expect(body.problems.every((p: { message: string }) => p.message.length > 0)).toBe(true);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['dpmsr.submitted']);
  });

  it('refuses a stored report below the threshold with the spec’s not-eligible text', async () => {
    const { auth } = await staff();
    const id = await submit(auth, reportBody('Individual', await registerIndividual(auth)));
    // A record from before the rule was enforced on the server, as an old import could hold.
    const [row] = await ctx.db.select().from(dpmsrReports).where(eq(dpmsrReports.id, id));
    await ctx.db
      .update(dpmsrReports)
      .set({ details: { ...(row?.details as object), estimatedValue: 1000 } })
      .where(eq(dpmsrReports.id, id));
    const res = await call('POST', `/api/Dpmsr/${id}/xml`, auth);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.dpmsrNotEligible, message: DPMSR_MESSAGES.notEligible });
  });

  it("answers 404 for another tenant's report", async () => {
    const a = await staff();
    const b = await staff();
    const id = await submit(a.auth, reportBody('Individual', await registerIndividual(a.auth)));
    expect((await call('POST', `/api/Dpmsr/${id}/xml`, b.auth)).statusCode).toBe(404);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['dpmsr.submitted']);
  });
});
