import {
  type CorporateRegistration,
  corporateCustomerSchema,
  customerHistoryEntrySchema,
  type IndividualRegistration,
  individualCustomerSchema,
  riskDetailsSchema,
} from '@aml/contracts';
import { demoEntries } from '@aml/screening';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCorporateBody,
  buildIndividualBody,
  buildPartner,
  postCorporate,
  postIndividual,
} from '../../../test/customers';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import { auditEvents, falseMatchMemory } from '../../db/schema';
import { silentLog } from '../screening/test-support/lists';
import { createWatchlistImporter } from '../screening/watchlist-import';
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

/** On the fictional demo list (DEMO-001, born 14/03/1975). */
const LISTED = { firstName: 'Mohammed', lastName: 'Abdullah Al-Khayali', dateOfBirth: '1975-03-14', gender: 'Male' };

async function mlroOfNewTenant() {
  const { mlro } = await createTenantWithStaff(ctx.db, { maxScreeningCount: 50, clientName: 'Memory Gold LLC' });
  return (await login(ctx.app, mlro.email)).auth;
}

const putIndividual = (auth: Record<string, string>, id: string, body: IndividualRegistration) =>
  ctx.app.inject({ method: 'PUT', url: `/api/IndividualUser/individual-user/${id}`, headers: auth, payload: body });

const putCorporate = (auth: Record<string, string>, id: string, body: CorporateRegistration) =>
  ctx.app.inject({ method: 'PUT', url: `/api/CorporateUser/corporate-user/${id}`, headers: auth, payload: body });

/** A new version of the demo list in which DEMO-001's date of birth moved by a day. */
async function publishChangedDemoEntry() {
  const importer = createWatchlistImporter({ db: ctx.db, index: ctx.deps.screening });
  const entries = demoEntries.map((entry) =>
    entry.listId === 'DEMO-001'
      ? { ...entry, datesOfBirth: [{ text: '1975-03-15', year: 1975, month: 3, day: 15 }] }
      : entry,
  );
  const outcome = await importer.commit(
    {
      source: 'DEMO',
      sourceType: demoEntries[0]?.sourceType ?? '',
      format: 'builtin',
      publishedAt: null,
      entries,
      warnings: [],
    },
    `changed-demo-${Date.now()}`,
    'demo',
    ['demo-list (changed in test)'],
    null,
  );
  expect(outcome.status).toBe('imported');
}

describe('the false-match memory', () => {
  it('remembers a false match: screened again, the unchanged entry does not flag; a changed one does, saying what changed', async () => {
    const mlro = await mlroOfNewTenant();
    const body = buildIndividualBody({ ...LISTED, fuzzyLevel: '1' });
    const created = individualCustomerSchema.parse((await postIndividual(ctx.app, mlro, body)).json());
    expect(created.status).toBe('In Review');

    const decided = await ctx.app.inject({
      method: 'PUT',
      url: `/api/IndividualUser/onboard-individual-user/${created.userId}?mode=falseMatch`,
      headers: mlro,
      payload: { remarks: 'Passport and birthplace differ from the listing.' },
    });
    expect(decided.json()).toMatchObject({ status: 'FalseMatchOnboarded' });
    const memory = await ctx.db
      .select()
      .from(falseMatchMemory)
      .where(and(eq(falseMatchMemory.customerId, created.userId), isNull(falseMatchMemory.supersededAt)));
    expect(memory).toEqual([
      expect.objectContaining({
        subject: 'customer',
        sourceId: 'DEMO-001',
        remarks: 'Passport and birthplace differ from the listing.',
      }),
    ]);

    // Screened again (the fuzzy level is a screened field): the same entry, unchanged, is recognised.
    const again = await putIndividual(mlro, created.userId, { ...body, userID: created.userId, fuzzyLevel: '2' });
    expect(again.statusCode, again.body).toBe(200);
    const kept = individualCustomerSchema.parse(again.json());
    expect(kept.status).toBe('FalseMatchOnboarded');
    const keptDetails = riskDetailsSchema.parse(JSON.parse(kept.riskDetails ?? ''));
    expect(keptDetails.total_hits).toBeGreaterThan(0);
    expect(keptDetails.falseMatchReview?.remembered).toEqual([
      expect.objectContaining({ source_id: 'DEMO-001', decidedBy: expect.stringContaining('@') }),
    ]);
    expect(keptDetails.falseMatchReview?.changed).toEqual([]);

    // The list publishes a changed date of birth for the entry: the customer goes back to review.
    await publishChangedDemoEntry();
    const changed = await putIndividual(mlro, created.userId, { ...body, userID: created.userId, fuzzyLevel: '1' });
    const flagged = individualCustomerSchema.parse(changed.json());
    expect(flagged.status).toBe('In Review');
    expect(flagged.riskScore).toBe(4);
    const review = riskDetailsSchema.parse(JSON.parse(flagged.riskDetails ?? '')).falseMatchReview;
    expect(review?.remembered).toEqual([]);
    expect(review?.changed).toEqual([
      expect.objectContaining({
        source_id: 'DEMO-001',
        changes: ['date of birth changed from 14/03/1975 to 15/03/1975'],
      }),
    ]);

    // History: newest first, each decision with its actor and remarks.
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/individual/${created.userId}/history`,
      headers: mlro,
    });
    expect(history.statusCode).toBe(200);
    const entries = history.json().map((e: unknown) => customerHistoryEntrySchema.parse(e));
    expect(entries.map((e: { title: string }) => e.title)).toEqual([
      'Screened',
      'Edited',
      'Screened',
      'Edited',
      'Marked False Match',
      'Screened',
      'Registered',
    ]);
    expect(entries[0]).toMatchObject({ statusChange: { from: 'FalseMatchOnboarded', to: 'In Review' } });
    expect(entries[0]?.lines.join('\n')).toContain(
      'changed since (date of birth changed from 14/03/1975 to 15/03/1975)',
    );
    expect(entries[2]?.lines.join('\n')).toContain('a remembered false match, unchanged');
    expect(entries[3]?.lines).toContain('fuzzyLevel: 1 → 2');
    expect(entries[4]).toMatchObject({
      remarks: 'Passport and birthplace differ from the listing.',
      actorEmail: expect.stringContaining('@'),
      statusChange: { from: 'In Review', to: 'FalseMatchOnboarded' },
    });
  });

  it('remembers a partner’s false match for that partner: screened again, neither partner nor company is flagged', async () => {
    const mlro = await mlroOfNewTenant();
    const body = buildCorporateBody({
      fuzzyLevel: '1',
      partners: [buildPartner({ name: 'Fatima Yousef Al-Wahmi', birthdate: '1982-06-01' }), buildPartner()],
    });
    const created = corporateCustomerSchema.parse((await postCorporate(ctx.app, mlro, body)).json());
    expect(created.status).toBe('In Review');
    const listed = created.partners[0];
    expect(listed?.status).toBe('In Review');
    const decide = (url: string) => ctx.app.inject({ method: 'PUT', url, headers: mlro });
    await decide(`/api/CorporateUser/force-onboard-corporate-partner/${listed?.corporatePartnerId}?mode=falseMatch`);
    await decide(`/api/CorporateUser/onboard-corporate-user/${created.corporateUserId}?mode=approve`);

    const edit: CorporateRegistration = {
      ...body,
      corporateUserId: created.corporateUserId,
      fuzzyLevel: '2',
      partners: body.partners.map((p, i) => ({ ...p, corporatePartnerId: created.partners[i]?.corporatePartnerId })),
    } as CorporateRegistration;
    const res = await putCorporate(mlro, created.corporateUserId, edit);
    expect(res.statusCode, res.body).toBe(200);
    const after = corporateCustomerSchema.parse(res.json());
    expect(after.status).toBe('Onboarded');
    expect(after.partners[0]?.status).toBe('FalseMatchOnboarded');
    const details = riskDetailsSchema.parse(JSON.parse(after.riskDetails ?? ''));
    expect(details.falseMatchReview?.remembered).toEqual([
      expect.objectContaining({ subject: listed?.corporatePartnerId }),
    ]);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.corporateUserId));
    expect(events.map((e) => e.action)).toContain('customer.screened');

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/corporate/${created.corporateUserId}/history`,
      headers: mlro,
    });
    const titles = history.json().map((e: { title: string }) => e.title);
    expect(titles).toContain('Partner Marked False Match: Fatima Yousef Al-Wahmi');
    expect(titles).toContain('Approved');
  });
});
