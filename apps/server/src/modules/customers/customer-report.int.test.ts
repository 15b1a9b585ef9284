import { BULK_REPORT_MAX, CUSTOMER_LIST_MESSAGES, individualCustomerSchema } from '@aml/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndividualBody, postIndividual } from '../../../test/customers';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { individualCustomers } from '../../db/schema';
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

async function tenantWithCustomers() {
  const { tenant, mlro, fla } = await createTenantWithStaff(ctx.db, {
    maxScreeningCount: 20,
    clientName: 'Report Gold Trading LLC',
    tradeLicenseNumber: 'TL-778899',
    address: 'Gold Souk Building 4',
    city: 'Dubai',
  });
  const mlroAuth = (await login(ctx.app, mlro.email)).auth;
  const listed = individualCustomerSchema.parse(
    (
      await postIndividual(
        ctx.app,
        mlroAuth,
        buildIndividualBody({
          firstName: 'Mohammed',
          lastName: 'Abdullah Al-Khayali',
          dateOfBirth: '1975-03-14',
          gender: 'Male',
        }),
      )
    ).json(),
  );
  const clean = individualCustomerSchema.parse(
    (
      await postIndividual(ctx.app, mlroAuth, buildIndividualBody({ firstName: 'Aisha', lastName: 'Rahmanova' }))
    ).json(),
  );
  return { tenant, mlro: mlroAuth, fla: (await login(ctx.app, fla.email)).auth, listed, clean };
}

describe('customer PDF reports', () => {
  it('reports one customer: tenant header, the customer, risk breakdown, the explained hit and the history', async () => {
    const { fla, listed } = await tenantWithCustomers();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/individual/${listed.userId}/report.pdf`,
      headers: fla,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Mohammed_Abdullah_Al-Khayali.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Report Gold Trading LLC');
    expect(text).toContain('Trade Licence TL-778899');
    expect(text).toContain('Mohammed Abdullah Al-Khayali');
    expect(text).toContain('Score 4.00 High Risk');
    expect(text).toContain('DEMO-001');
    expect(text).toContain("Matched the primary name 'Mohammed Abdullah Al-Khayali'");
    expect(text).toContain('Date of birth agrees');
    expect(text).toContain('Registered');
  });

  it('reports in bulk every customer of the filter but the Quick Onboarded, and refuses a Quick Onboarded one alone', async () => {
    const { mlro, listed, clean, tenant } = await tenantWithCustomers();
    const quick = individualCustomerSchema.parse(
      (await postIndividual(ctx.app, mlro, buildIndividualBody({ firstName: 'Quentin', lastName: 'Quickly' }))).json(),
    );
    await ctx.db
      .update(individualCustomers)
      .set({ status: 'Quick Onboarded' })
      .where(eq(individualCustomers.id, quick.userId));

    const bulk = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/report.pdf?sort=name&order=asc',
      headers: mlro,
    });
    expect(bulk.statusCode).toBe(200);
    const text = await pdfText(bulk.rawPayload);
    expect(text).toContain('Aisha Rahmanova');
    expect(text).toContain('Mohammed Abdullah Al-Khayali');
    expect(text).toContain(CUSTOMER_LIST_MESSAGES.noMatch);
    expect(text).not.toContain('Quentin Quickly');
    expect(text.indexOf('Aisha Rahmanova')).toBeLessThan(text.indexOf('Mohammed Abdullah Al-Khayali'));

    const single = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/individual/${quick.userId}/report.pdf`,
      headers: mlro,
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toBe(CUSTOMER_LIST_MESSAGES.quickOnboardedReport);

    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/report.pdf?search=nobody-at-all',
      headers: mlro,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CUSTOMER_LIST_MESSAGES.bulkEmpty);
    expect(BULK_REPORT_MAX).toBeGreaterThan(3);
    expect([listed.userId, clean.userId]).not.toContain(tenant.id);
  });

  it('keeps to the tenant of the token', async () => {
    const a = await tenantWithCustomers();
    const b = await tenantWithCustomers();
    for (const url of [
      `/api/customers/individual/${a.listed.userId}/report.pdf`,
      `/api/customers/individual/${a.listed.userId}/history`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: b.mlro })).statusCode).toBe(404);
    }
  });
});
