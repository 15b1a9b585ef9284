import { CORPORATE_MESSAGES, corporateCustomerSchema, riskDetailsSchema } from '@aml/contracts';
import { scoreCorporate } from '@aml/risk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCorporateBody,
  buildPartner,
  file,
  PDF_BASE64,
  PNG_BASE64,
  postCorporate,
  uniqueNumber,
} from '../../../test/customers';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import { auditEvents, corporateCustomers, corporatePartners, screeningLogs, tenants } from '../../db/schema';
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
const LISTED_PARTNER = { name: 'Mohammed Abdullah Al-Khayali', birthdate: '1975-03-14' };

async function staff(overrides: Parameters<typeof createTenantWithStaff>[1] = {}) {
  const { tenant, mlro } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 50, ...overrides });
  return { tenant, mlro, auth: (await login(ctx.app, mlro.email)).auth };
}

const balanceOf = async (tenantId: string) =>
  (await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]?.maxScreeningCount;
const logsOf = (tenantId: string) => ctx.db.select().from(screeningLogs).where(eq(screeningLogs.tenantId, tenantId));
const put = (auth: Record<string, string>, id: string, body: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/CorporateUser/corporate-user/${id}`,
    headers: auth,
    payload: body as object,
  });

describe('POST register-corporate-user', () => {
  it('screens the company and every partner (one charge and one OnBoard log each) and onboards a clean company', async () => {
    const { tenant, auth } = await staff();
    const body = buildCorporateBody();
    const res = await postCorporate(ctx.app, auth, body);
    expect(res.statusCode).toBe(200);
    const customer = corporateCustomerSchema.parse(res.json());
    expect(customer).toMatchObject({
      status: 'Onboarded',
      corporateStatus: 'Onboarded',
      companyName: body.companyName,
    });
    expect(customer.customerId).toMatch(/^CORP-\d{6}$/);
    expect(customer.partners.map((p) => [p.name, p.status, p.hits])).toEqual([
      ['Omar Haddadin', 'Onboarded', 0],
      ['Layla Haddadin', 'Onboarded', 0],
    ]);
    expect(await balanceOf(tenant.id)).toBe(47);
    const logs = await logsOf(tenant.id);
    expect(logs.map((l) => [l.userName, l.screeningType]).sort()).toEqual([
      ['Gulf Bullion Trading LLC', 'OnBoard'],
      ['Layla Haddadin', 'OnBoard'],
      ['Omar Haddadin', 'OnBoard'],
    ]);

    const expected = scoreCorporate({
      deliveryChannel: body.deliveryChannel,
      entityType: body.entityType,
      paymentMode: body.paymentMode,
      productType: body.productType,
      countriesOfOperation: body.countriesOfOperation,
      dualUseGoods: body.dualUseGoods,
      partners: body.partners.map((p) => ({
        name: p.name,
        type: p.type,
        pep: p.pep,
        nationalityOrCountryOfIncorporation: p.nationalityOrCountryOfIncorporation,
        hits: 0,
      })),
      hits: 0,
    });
    expect(customer.riskScore).toBe(expected.score);
    expect(customer.riskLabel).toBe(expected.label);
    const details = riskDetailsSchema.parse(JSON.parse(customer.riskDetails ?? ''));
    expect(details).toMatchObject({ total_hits: 0, personWithHits: [] });
  });

  it('sends the company and the listed partner to In Review, the other partner Onboarded, with personWithHits', async () => {
    const { auth } = await staff();
    const body = buildCorporateBody({
      partners: [buildPartner(LISTED_PARTNER), buildPartner({ name: 'Layla Haddadin' })],
    });
    const res = await postCorporate(ctx.app, auth, body);
    expect(res.statusCode).toBe(200);
    const customer = corporateCustomerSchema.parse(res.json());
    expect(customer.status).toBe('In Review');
    expect(customer.riskScore).toBe(4);
    const [listed, clean] = customer.partners;
    expect(listed).toMatchObject({ name: LISTED_PARTNER.name, status: 'In Review' });
    expect(listed?.hits).toBeGreaterThanOrEqual(1);
    expect(clean).toMatchObject({ status: 'Onboarded', hits: 0 });
    const details = riskDetailsSchema.parse(JSON.parse(customer.riskDetails ?? ''));
    expect(details.personWithHits).toEqual([
      expect.objectContaining({ id: listed?.corporatePartnerId, name: LISTED_PARTNER.name, role: 'UBO' }),
    ]);
    expect(details.personWithHits?.[0]?.found_records[0]).toMatchObject({ source_id: 'DEMO-001' });
    expect(details.found_records.map((r) => r.source_id)).toContain('DEMO-001');
  });

  it('screens a listed company name as an entity', async () => {
    const { auth } = await staff();
    const res = await postCorporate(
      ctx.app,
      auth,
      buildCorporateBody({ companyName: 'Mirage Gold Bullion Trading LLC' }),
    );
    expect(res.statusCode).toBe(200);
    const customer = corporateCustomerSchema.parse(res.json());
    expect(customer.status).toBe('In Review');
    expect(customer.partners.every((p) => p.status === 'Onboarded')).toBe(true);
    const details = riskDetailsSchema.parse(JSON.parse(customer.riskDetails ?? ''));
    expect(details.personWithHits?.[0]).toMatchObject({ id: 'company', role: 'Company' });
  });

  it('requires at least one partner and validates partners at their form paths', async () => {
    const { tenant, auth } = await staff();
    const none = await postCorporate(ctx.app, auth, { ...buildCorporateBody(), partners: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: 'partners', message: CORPORATE_MESSAGES.partners }]);
    const bad = buildCorporateBody();
    const body = { ...bad, partners: [{ ...bad.partners[0], name: '' }] };
    const res = await postCorporate(ctx.app, auth, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'partners.0.name', message: 'Name is required' }]);
    expect(await ctx.db.select().from(corporateCustomers).where(eq(corporateCustomers.tenantId, tenant.id))).toEqual(
      [],
    );
  });

  it('refuses a second company with the same trade licence number in the tenant', async () => {
    const { auth } = await staff();
    const tradeLicenseNo = uniqueNumber('TL');
    expect((await postCorporate(ctx.app, auth, buildCorporateBody({ tradeLicenseNo }))).statusCode).toBe(200);
    const again = await postCorporate(
      ctx.app,
      auth,
      buildCorporateBody({ tradeLicenseNo: tradeLicenseNo.toLowerCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Duplicate user');
  });

  it('charges nothing and keeps company and partners Pending when the balance cannot cover every name', async () => {
    const { tenant, auth } = await staff({ maxScreeningCount: 2 });
    const res = await postCorporate(ctx.app, auth, buildCorporateBody());
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain('needs 3 screenings and your organisation has 2 left');
    const id = res.json().corporateUserId as string;
    const [row] = await ctx.db.select().from(corporateCustomers).where(eq(corporateCustomers.id, id));
    expect(row).toMatchObject({ status: 'Pending', riskScore: null });
    const partners = await ctx.db.select().from(corporatePartners).where(eq(corporatePartners.corporateId, id));
    expect(partners.map((p) => p.status)).toEqual(['Pending', 'Pending']);
    expect(await balanceOf(tenant.id)).toBe(2);
    expect(await logsOf(tenant.id)).toEqual([]);
  });
});

describe('PUT corporate-user/{id}', () => {
  it('screens only the added and changed partners, keeps a removed partner marked removed, audits the change', async () => {
    const { tenant, auth } = await staff();
    const created = corporateCustomerSchema.parse((await postCorporate(ctx.app, auth, buildCorporateBody())).json());
    const [omar, layla] = created.partners;
    const body = buildCorporateBody({
      tradeLicenseNo: created.tradeLicenseNo,
      partners: [
        {
          ...buildPartner({ name: 'Omar Haddadin' }),
          corporatePartnerId: omar?.corporatePartnerId,
          idNoOrLicenseNo: omar?.idNoOrLicenseNo ?? '',
        },
        buildPartner(LISTED_PARTNER),
      ],
    });
    const res = await put(auth, created.corporateUserId, body);
    expect(res.statusCode).toBe(200);
    const updated = corporateCustomerSchema.parse(res.json());
    expect(updated.status).toBe('In Review');
    expect(updated.partners.map((p) => [p.name, p.status])).toEqual([
      ['Omar Haddadin', 'Onboarded'],
      [LISTED_PARTNER.name, 'In Review'],
    ]);
    expect(updated.partners[0]?.corporatePartnerId).toBe(omar?.corporatePartnerId);
    // 3 names at registration, then only the new partner.
    expect((await logsOf(tenant.id)).length).toBe(4);
    expect(await balanceOf(tenant.id)).toBe(46);
    const [removed] = await ctx.db
      .select()
      .from(corporatePartners)
      .where(eq(corporatePartners.id, layla?.corporatePartnerId ?? ''));
    expect(removed?.removedAt).not.toBeNull();
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'customer.updated'))
      .orderBy(auditEvents.id);
    expect(event?.after).toMatchObject({
      partners: {
        added: [expect.objectContaining({ name: LISTED_PARTNER.name })],
        removed: [expect.objectContaining({ name: 'Layla Haddadin' })],
      },
    });
  });

  it('stores documents, deletes one by name and reads the record back through GET', async () => {
    const { auth } = await staff();
    const created = corporateCustomerSchema.parse(
      (
        await postCorporate(
          ctx.app,
          auth,
          buildCorporateBody({}, { files: [file('licence.pdf', PDF_BASE64), file('stamp.png', PNG_BASE64)] }),
        )
      ).json(),
    );
    expect(created.files.map((f) => f.filename)).toEqual(['licence.pdf', 'stamp.png']);
    const body = buildCorporateBody(
      {
        tradeLicenseNo: created.tradeLicenseNo,
        remarks: 'Stamp replaced',
        partners: created.partners.map((p) => ({
          ...buildPartner({ name: p.name, birthdate: p.birthdate?.slice(0, 10) ?? '' }),
          corporatePartnerId: p.corporatePartnerId,
          idNoOrLicenseNo: p.idNoOrLicenseNo,
        })),
      },
      {
        existingFiles: created.files.map((f) => ({ filename: f.filename, sasUrl: f.sasUrl })),
        deletedFiles: ['stamp.png'],
      },
    );
    const res = await put(auth, created.corporateUserId, body);
    expect(res.statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/CorporateUser/corporate-user/${created.corporateUserId}`,
      headers: auth,
    });
    const customer = corporateCustomerSchema.parse(read.json());
    expect(customer.remarks).toBe('Stamp replaced');
    expect(customer.files.map((f) => f.filename)).toEqual(['licence.pdf']);
    expect(customer.partners).toHaveLength(2);
  });

  it('is 404 for another tenant, with the row untouched', async () => {
    const a = await staff();
    const b = await staff();
    const created = corporateCustomerSchema.parse((await postCorporate(ctx.app, a.auth, buildCorporateBody())).json());
    const [before] = await ctx.db
      .select()
      .from(corporateCustomers)
      .where(eq(corporateCustomers.id, created.corporateUserId));
    const res = await put(b.auth, created.corporateUserId, buildCorporateBody({ companyName: 'Taken Over LLC' }));
    expect(res.statusCode).toBe(404);
    const [after] = await ctx.db
      .select()
      .from(corporateCustomers)
      .where(eq(corporateCustomers.id, created.corporateUserId));
    expect(after).toEqual(before);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/CorporateUser/corporate-user/${created.corporateUserId}`,
      headers: b.auth,
    });
    expect(read.statusCode).toBe(404);
    const toggle = await ctx.app.inject({
      method: 'GET',
      url: `/api/CorporateUser/ongoing-monitoring/can-toggle-corporate?userId=${created.corporateUserId}&tenantId=${a.tenant.id}`,
      headers: a.auth,
    });
    expect(toggle.json()).toEqual({ canToggle: true });
  });
});
