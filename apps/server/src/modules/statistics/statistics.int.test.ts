import {
  type AccountStatistics,
  accountStatisticsSchema,
  dateOnlyToIso,
  type StatisticsCard,
  type StatisticsFigure,
  type StatisticsUsersPage,
  statisticsToday,
  statisticsUsersPageSchema,
} from '@aml/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCorporateBody,
  buildIndividualBody,
  buildPartner,
  postCorporate,
  postIndividual,
} from '../../../test/customers';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { corporateCustomers, corporatePartners, individualCustomers } from '../../db/schema';
import { silentLog } from '../screening/test-support/lists';
import { startWatchlists, type WatchlistRuntime } from '../screening/watchlist-runtime';

let ctx: TestContext;
let runtime: WatchlistRuntime;

/** The UAE calendar day, as the server counts it, and days around it (yyyy-MM-dd). */
const today = statisticsToday();
const day = (offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const stored = (date: string | null) => (date === null ? null : dateOnlyToIso(date));

let sequence = 0;
/** Distinct creation times, oldest first in the order the rows are made: the dialogs' ties are predictable. */
const nextCreatedAt = () => new Date(Date.UTC(2026, 0, 1, 8, sequence++));

interface IndividualRow {
  first: string;
  last: string;
  status: string;
  riskScore: number | null;
  ongoing: boolean;
  /** The ID expiry date as the registration stores it (ISO text), or null. */
  idExpiry: string | null;
  deleted?: boolean;
}

/** An individual written straight to the table (its score and status as given), the registration in `details`. */
async function insertIndividual(tenantId: string, row: IndividualRow): Promise<string> {
  const {
    userID: _u,
    files: _f,
    deletedFiles: _d,
    status: _s,
    ...details
  } = buildIndividualBody({
    firstName: row.first,
    lastName: row.last,
  });
  const [inserted] = await ctx.db
    .insert(individualCustomers)
    .values({
      tenantId,
      firstName: row.first,
      lastName: row.last,
      nationality: details.nationality,
      country: details.country,
      idType: details.idType,
      idNo: details.idNo,
      email: details.email,
      status: row.status,
      riskScore: row.riskScore,
      needsOngoingScreening: row.ongoing,
      details: { ...details, idExpiryDate: row.idExpiry },
      createdAt: nextCreatedAt(),
      deletedAt: row.deleted ? new Date() : null,
    })
    .returning({ id: individualCustomers.id });
  if (!inserted) throw new Error('individual not inserted');
  return inserted.id;
}

interface CorporateRow {
  name: string;
  status: string;
  riskScore: number | null;
  ongoing: boolean;
  licenceExpiry: string | null;
  tenancyExpiry: string | null;
  partners: { name: string; idExpiry: string | null; removed?: boolean }[];
  deleted?: boolean;
}

async function insertCorporate(tenantId: string, row: CorporateRow): Promise<{ id: string; partners: string[] }> {
  const body = buildCorporateBody({ companyName: row.name });
  const { files: _f, existingFiles: _e, deletedFiles: _d, partners, status: _s, ...details } = body;
  const [inserted] = await ctx.db
    .insert(corporateCustomers)
    .values({
      tenantId,
      companyName: row.name,
      countryOfIncorporation: details.countryOfIncorporation,
      tradeLicenseNo: details.tradeLicenseNo,
      email: details.email,
      status: row.status,
      riskScore: row.riskScore,
      needsOngoingScreening: row.ongoing,
      details: { ...details, tradeLicenseExpiryDate: row.licenceExpiry, tenancyContractExpiryDate: row.tenancyExpiry },
      createdAt: nextCreatedAt(),
      deletedAt: row.deleted ? new Date() : null,
    })
    .returning({ id: corporateCustomers.id });
  if (!inserted) throw new Error('corporate not inserted');
  const { corporatePartnerId: _p, status: _ps, ...template } = partners[0] ?? {};
  const ids: string[] = [];
  for (const [position, partner] of row.partners.entries()) {
    const [p] = await ctx.db
      .insert(corporatePartners)
      .values({
        tenantId,
        corporateId: inserted.id,
        position,
        type: 'Individual',
        name: partner.name,
        nationality: 'Jordan',
        status: 'Onboarded',
        details: { ...template, name: partner.name, idExpiry: partner.idExpiry },
        createdAt: nextCreatedAt(),
        removedAt: partner.removed ? new Date() : null,
      })
      .returning({ id: corporatePartners.id });
    if (p) ids.push(p.id);
  }
  return { id: inserted.id, partners: ids };
}

const get = (url: string, auth: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers: auth });

async function statisticsOf(auth: Record<string, string>): Promise<AccountStatistics> {
  const res = await get('/api/account-statistics', auth);
  expect(res.statusCode, res.body).toBe(200);
  return accountStatisticsSchema.parse(res.json());
}

async function usersOf(
  auth: Record<string, string>,
  query: { card: StatisticsCard } & Record<string, string | number>,
): Promise<StatisticsUsersPage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(`/api/account-statistics/users?${qs}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return statisticsUsersPageSchema.parse(res.json());
}

/** count, individuals, corporates, partners and percent of a figure, for compact expectations. */
const figures = (f: StatisticsFigure) => [f.count, f.individuals, f.corporates, f.partners, f.percent];

/** The book of tenant A: every boundary of spec 1 §4, with the answers worked out by hand below. */
const ids: Record<string, string> = {};
let mlro: Record<string, string>;
let fla: Record<string, string>;
let otherMlro: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true });
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
  const a = await createTenantWithStaff(ctx.db, { maxScreeningCount: 50 });
  mlro = (await login(ctx.app, a.mlro.email)).auth;
  fla = (await login(ctx.app, a.fla.email)).auth;
  const t = a.tenant.id;

  // Risk 4 is High, 3.99 and 3 Medium High, 2.99 and 2 Medium, 1.99 Low, no score Unknown.
  ids.amal = await insertIndividual(t, {
    ...{ first: 'Amal', last: 'Rahman', status: 'Onboarded', riskScore: 4, ongoing: true },
    idExpiry: stored(today), // expiring: today is inside the window
  });
  ids.bilal = await insertIndividual(t, {
    ...{ first: 'Bilal', last: 'Khan', status: 'In Review', riskScore: 3.99, ongoing: false },
    idExpiry: stored(day(30)), // expiring: the window's last day
  });
  ids.chen = await insertIndividual(t, {
    ...{ first: 'Chen', last: 'Li', status: 'Alerted', riskScore: 3, ongoing: true },
    idExpiry: stored(day(31)), // neither: one day past the window
  });
  ids.dina = await insertIndividual(t, {
    ...{ first: 'Dina', last: 'Haddad', status: 'FalseMatchOnboarded', riskScore: 2, ongoing: false },
    idExpiry: stored(day(-1)), // expired yesterday
  });
  ids.elias = await insertIndividual(t, {
    ...{ first: 'Elias', last: 'Nasser', status: 'Rejected', riskScore: 1.99, ongoing: false },
    idExpiry: `${day(-400)}T00:00:00`, // expired long ago (an older row without the zone)
  });
  ids.farah = await insertIndividual(t, {
    ...{ first: 'Farah', last: 'Said', status: 'Pending', riskScore: null, ongoing: false },
    idExpiry: null, // no date: neither
  });
  ids.ghazi = await insertIndividual(t, {
    ...{ first: 'Ghazi', last: 'Mehta', status: 'Quick Onboarded', riskScore: 2.99, ongoing: true },
    idExpiry: '0001-01-01T00:00:00', // the empty date: neither
  });
  // Deleted: counted nowhere.
  ids.hidden = await insertIndividual(t, {
    ...{ first: 'Hidden', last: 'Deleted', status: 'Onboarded', riskScore: 4.5, ongoing: true },
    ...{ idExpiry: stored(today), deleted: true },
  });

  const falcon = await insertCorporate(t, {
    ...{ name: 'Falcon Gold LLC', status: 'Onboarded', riskScore: 4.5, ongoing: true },
    licenceExpiry: stored(day(10)), // expiring by its licence; the tenancy contract is not read
    tenancyExpiry: stored(day(-1)),
    partners: [
      { name: 'Omar Haddadin', idExpiry: stored(day(-1)) }, // an expired partner ID
      { name: 'Layla Haddadin', idExpiry: stored(day(31)) },
      { name: 'Removed Partner', idExpiry: stored(today), removed: true }, // taken off by an edit: not counted
    ],
  });
  ids.falcon = falcon.id;
  ids.omar = falcon.partners[0] ?? '';
  const pearl = await insertCorporate(t, {
    ...{ name: 'Pearl Trading LLC', status: 'Alerted', riskScore: null, ongoing: false },
    licenceExpiry: null, // no licence date: the tenancy contract counts instead
    tenancyExpiry: stored(day(30)),
    partners: [{ name: 'Sara Pearl', idExpiry: stored(today) }],
  });
  ids.pearl = pearl.id;
  ids.sara = pearl.partners[0] ?? '';
  ids.desert = (
    await insertCorporate(t, {
      ...{ name: 'Desert Metals LLC', status: 'In Review', riskScore: 1, ongoing: false },
      licenceExpiry: stored(day(-1)), // expired licence; a later tenancy date does not rescue it
      tenancyExpiry: stored(day(5)),
      partners: [],
    })
  ).id;
  await insertCorporate(t, {
    ...{ name: 'Deleted Bullion LLC', status: 'Onboarded', riskScore: 4, ongoing: true },
    ...{ licenceExpiry: stored(today), tenancyExpiry: null, deleted: true },
    partners: [{ name: 'Partner Of Deleted', idExpiry: stored(today) }],
  });

  // Another tenant's customers, each of which would change a figure of tenant A.
  const b = await createTenantWithStaff(ctx.db);
  otherMlro = (await login(ctx.app, b.mlro.email)).auth;
  ids.otherIndividual = await insertIndividual(b.tenant.id, {
    ...{ first: 'Other', last: 'Tenant', status: 'Onboarded', riskScore: 4.2, ongoing: true },
    idExpiry: stored(today),
  });
  await insertCorporate(b.tenant.id, {
    ...{ name: 'Other Tenant LLC', status: 'Alerted', riskScore: null, ongoing: true },
    ...{ licenceExpiry: stored(day(-3)), tenancyExpiry: null },
    partners: [{ name: 'Other Partner', idExpiry: stored(day(2)) }],
  });
});

afterAll(async () => {
  await runtime?.stop();
  await ctx?.close();
});

describe('GET /api/account-statistics', () => {
  it('counts the cards, the charts and the monitoring figures of the book (spec 1 §2.6, §4)', async () => {
    const s = await statisticsOf(mlro);
    expect(s.today).toBe(today);
    expect(s.expiringUntil).toBe(day(30));
    // Ten customers not deleted: seven individuals, three corporates; percentages of ten.
    expect(figures(s.total)).toEqual([10, 7, 3, 0, 100]);
    expect(s.total.label).toBe('Total Onboarded Users');
    expect(figures(s.ongoingMonitoring)).toEqual([4, 3, 1, 0, 40]);
    expect(s.ongoingMonitoring.label).toBe('Ongoing Monitoring');
    expect(figures(s.onboarded)).toEqual([2, 1, 1, 0, 20]);
    expect(s.onboarded.label).toBe('Onboarded Status');
    expect(figures(s.highRisk)).toEqual([2, 1, 1, 0, 20]);
    expect(s.highRisk.label).toBe('High Risk Users');
    expect(s.userTypes.map((f) => [f.card, f.label, f.count, f.percent])).toEqual([
      ['individual', 'Individual', 7, 70],
      ['corporate', 'Corporate', 3, 30],
    ]);
    expect(s.monitoring.map((f) => [f.label, f.count, f.percent])).toEqual([
      ['Ongoing', 4, 40],
      ['Regular', 6, 60],
    ]);
  });

  it('puts scores on the boundaries 4, 3 and 2 in the higher band, and a missing score in Unknown', async () => {
    const s = await statisticsOf(mlro);
    expect(s.riskLevels.map((f) => [f.band, f.label, f.individuals, f.corporates, f.card])).toEqual([
      ['high', 'High Risk', 1, 1, 'highRisk'], // 4, 4.5
      ['mediumHigh', 'Medium High', 2, 0, 'mediumHighRisk'], // 3.99, 3
      ['medium', 'Medium', 2, 0, 'mediumRisk'], // 2.99, 2
      ['low', 'Low', 1, 1, 'lowRisk'], // 1.99, 1
      ['unknown', 'Unknown', 1, 1, 'unknownRisk'], // none, none
    ]);
  });

  it('counts the five statuses of the chart; Alerted counts individuals only', async () => {
    const s = await statisticsOf(mlro);
    expect(s.statuses.map((f) => [f.status, f.label, f.count, f.individuals, f.corporates])).toEqual([
      ['Onboarded', 'Onboarded', 2, 1, 1],
      ['In Review', 'In Review', 2, 1, 1],
      ['FalseMatchOnboarded', 'False Match', 1, 1, 0],
      ['Rejected', 'Rejected', 1, 1, 0],
      ['Alerted', 'Alerted', 1, 1, 0],
    ]);
  });

  it('counts expiring (today through today + 30) and expired entries, partners and the tenancy fallback included', async () => {
    const s = await statisticsOf(mlro);
    const [soon, expired] = s.expiry;
    // Amal (today), Bilal (+30), Falcon (licence +10), Pearl (tenancy +30), Sara Pearl (partner, today).
    expect(soon && [soon.card, soon.label, ...figures(soon)]).toEqual([
      'expiringSoon',
      'ID/License Expiring Soon',
      5,
      2,
      2,
      1,
      null,
    ]);
    // Dina (yesterday), Elias (400 days ago), Desert (licence yesterday), Omar Haddadin (partner, yesterday).
    expect(expired && [expired.card, expired.label, ...figures(expired)]).toEqual([
      'expired',
      'ID/License Already Expired',
      4,
      2,
      1,
      1,
      null,
    ]);
  });

  it('rounds percentages to the whole percent', async () => {
    const c = await createTenantWithStaff(ctx.db);
    for (const ongoing of [true, true, false]) {
      await insertIndividual(c.tenant.id, {
        ...{ first: 'Round', last: 'Ing', status: 'Onboarded', riskScore: 1, ongoing },
        idExpiry: null,
      });
    }
    const s = await statisticsOf((await login(ctx.app, c.fla.email)).auth);
    expect(s.monitoring.map((f) => f.percent)).toEqual([67, 33]);
    expect(s.onboarded.percent).toBe(100);
  });

  it('answers an empty book with zeros', async () => {
    const d = await createTenantWithStaff(ctx.db);
    const s = await statisticsOf((await login(ctx.app, d.mlro.email)).auth);
    expect(figures(s.total)).toEqual([0, 0, 0, 0, 0]);
    expect(s.expiry.map((f) => f.count)).toEqual([0, 0]);
  });

  it('keeps to the tenant of the token: FLA reads the same figures, the other tenant only its own', async () => {
    expect(await statisticsOf(fla)).toEqual(await statisticsOf(mlro));
    const other = await statisticsOf(otherMlro);
    expect(figures(other.total)).toEqual([2, 1, 1, 0, 100]);
    expect(other.expiry.map((f) => [f.count, f.partners])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(other.statuses.find((f) => f.status === 'Alerted')?.count).toBe(0);
  });

  it('is refused to the platform super user, who has no tenant', async () => {
    const su = await createUser(ctx.db, { role: 'SuperUser' });
    const res = await get('/api/account-statistics', (await login(ctx.app, su.email)).auth);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/account-statistics/users (the card dialogs)', () => {
  it('lists the expiring entries with the document each date is of; partners link to their company', async () => {
    const page = await usersOf(mlro, { card: 'expiringSoon' });
    expect(page).toMatchObject({ card: 'expiringSoon', total: 5, page: 1, pageSize: 10, pageCount: 1 });
    expect(page.items.map((u) => [u.name, u.kind, u.expiryDocument, u.expiryDate])).toEqual([
      ['Amal Rahman', 'individual', 'ID', today],
      ['Bilal Khan', 'individual', 'ID', day(30)],
      ['Falcon Gold LLC', 'corporate', 'License', day(10)],
      ['Pearl Trading LLC', 'corporate', 'Tenancy Contract', day(30)],
      ['Sara Pearl (Partner of Pearl Trading LLC)', 'partner', 'Partner ID', today],
    ]);
    // A tenancy contract has no number to show; the other documents do.
    expect(page.items.map((u) => u.documentNumber === null)).toEqual([false, false, false, true, false]);
    const sara = page.items.find((u) => u.kind === 'partner');
    expect(sara).toMatchObject({ id: ids.sara, linkType: 'corporate', linkId: ids.pearl, monitoring: 'Regular' });
    const amal = page.items[0];
    expect(amal).toMatchObject({
      id: ids.amal,
      linkType: 'individual',
      linkId: ids.amal,
      status: 'Onboarded',
      riskScore: 4,
      riskBand: 'high',
      riskLabel: 'High Risk',
      monitoring: 'Ongoing',
    });
  });

  it('lists the expired entries; a partner shows its company’s risk and monitoring', async () => {
    const page = await usersOf(mlro, { card: 'expired', sort: 'risk', order: 'desc' });
    expect(page.items.map((u) => [u.name, u.riskScore, u.riskLabel, u.monitoring, u.expiryDate])).toEqual([
      ['Omar Haddadin (Partner of Falcon Gold LLC)', 4.5, 'High Risk', 'Ongoing', day(-1)],
      ['Dina Haddad', 2, 'Medium', 'Regular', day(-1)],
      ['Elias Nasser', 1.99, 'Low', 'Regular', day(-400)],
      ['Desert Metals LLC', 1, 'Low', 'Regular', day(-1)],
    ]);
    expect(page.items[0]).toMatchObject({ id: ids.omar, linkType: 'corporate', linkId: ids.falcon });
  });

  it('lists the users of each figure as the figure counts them', async () => {
    const names = async (card: StatisticsCard) =>
      (await usersOf(mlro, { card, pageSize: 100 })).items.map((u) => u.name);
    expect(await names('mediumHighRisk')).toEqual(['Bilal Khan', 'Chen Li']);
    expect(await names('mediumRisk')).toEqual(['Dina Haddad', 'Ghazi Mehta']);
    expect(await names('unknownRisk')).toEqual(['Farah Said', 'Pearl Trading LLC']);
    expect(await names('alerted')).toEqual(['Chen Li']);
    expect(await names('ongoing')).toEqual(['Amal Rahman', 'Chen Li', 'Falcon Gold LLC', 'Ghazi Mehta']);
    expect(await names('corporate')).toEqual(['Desert Metals LLC', 'Falcon Gold LLC', 'Pearl Trading LLC']);
    const s = await statisticsOf(mlro);
    for (const f of [...s.riskLevels, ...s.statuses, ...s.monitoring, ...s.userTypes, ...s.expiry, s.total]) {
      expect((await usersOf(mlro, { card: f.card, pageSize: 100 })).total, f.card).toBe(f.count);
    }
  });

  it('sorts by risk both ways, empty scores last, and by name both ways', async () => {
    const byRisk = async (order: 'asc' | 'desc') =>
      (await usersOf(mlro, { card: 'total', sort: 'risk', order })).items.map((u) => u.riskScore);
    expect(await byRisk('desc')).toEqual([4.5, 4, 3.99, 3, 2.99, 2, 1.99, 1, null, null]);
    expect(await byRisk('asc')).toEqual([1, 1.99, 2, 2.99, 3, 3.99, 4, 4.5, null, null]);
    const byName = async (order: 'asc' | 'desc') =>
      (await usersOf(mlro, { card: 'total', sort: 'name', order })).items.map((u) => u.name);
    const ascending = [
      'Amal Rahman',
      'Bilal Khan',
      'Chen Li',
      'Desert Metals LLC',
      'Dina Haddad',
      'Elias Nasser',
      'Falcon Gold LLC',
      'Farah Said',
      'Ghazi Mehta',
      'Pearl Trading LLC',
    ];
    expect(await byName('asc')).toEqual(ascending);
    expect(await byName('desc')).toEqual([...ascending].reverse());
  });

  it('searches the name as shown, case ignored, wildcards taken literally', async () => {
    const search = async (card: StatisticsCard, text: string) =>
      (await usersOf(mlro, { card, search: text })).items.map((u) => u.name);
    expect(await search('total', 'llc')).toEqual(['Desert Metals LLC', 'Falcon Gold LLC', 'Pearl Trading LLC']);
    expect(await search('total', 'HADDAD')).toEqual(['Dina Haddad']);
    // A partner is found by its company's name too: the dialog shows 'Name (Partner of company)'.
    expect(await search('expiringSoon', 'pearl')).toEqual([
      'Pearl Trading LLC',
      'Sara Pearl (Partner of Pearl Trading LLC)',
    ]);
    expect(await search('total', '%')).toEqual([]);
    expect((await usersOf(mlro, { card: 'total', search: 'zzz' })).total).toBe(0);
  });

  it('pages: page 2 of 5 holds the next names, a page past the end is empty with the total', async () => {
    const second = await usersOf(mlro, { card: 'total', pageSize: 5, page: 2 });
    expect(second).toMatchObject({ total: 10, page: 2, pageSize: 5, pageCount: 2 });
    expect(second.items.map((u) => u.name)).toEqual([
      'Elias Nasser',
      'Falcon Gold LLC',
      'Farah Said',
      'Ghazi Mehta',
      'Pearl Trading LLC',
    ]);
    const past = await usersOf(mlro, { card: 'total', pageSize: 5, page: 3 });
    expect(past).toMatchObject({ items: [], total: 10, pageCount: 2 });
  });

  it('never lists another tenant’s users', async () => {
    const all = [
      ...(await usersOf(mlro, { card: 'total', pageSize: 100 })).items,
      ...(await usersOf(mlro, { card: 'expiringSoon', pageSize: 100 })).items,
      ...(await usersOf(mlro, { card: 'expired', pageSize: 100 })).items,
    ];
    expect(all.some((u) => u.id === ids.otherIndividual || u.name.includes('Other'))).toBe(false);
    expect(all.some((u) => u.id === ids.hidden || u.name.includes('Deleted'))).toBe(false);
    const theirs = await usersOf(otherMlro, { card: 'expiringSoon' });
    expect(theirs.items.map((u) => u.name)).toEqual(['Other Partner (Partner of Other Tenant LLC)', 'Other Tenant']);
  });

  it('refuses a card, sort or page size it does not know, in words', async () => {
    const bad = async (qs: string) => {
      const res = await get(`/api/account-statistics/users?${qs}`, mlro);
      expect(res.statusCode).toBe(400);
      return res.body;
    };
    expect(await bad('card=everyone')).toContain('card must be one of');
    expect(await bad('card=total&sort=email')).toContain('sort must be name or risk');
    expect(await bad('card=total&pageSize=7')).toContain('pageSize must be one of 5, 10, 25, 50, 100');
    expect(await bad('')).toContain('card');
  });
});

describe('customers registered through the API', () => {
  it('are counted by the dates their registrations store', async () => {
    const e = await createTenantWithStaff(ctx.db, { maxScreeningCount: 20 });
    const auth = (await login(ctx.app, e.mlro.email)).auth;
    const individualBody = buildIndividualBody({ idExpiryDate: day(3) });
    const individual = await postIndividual(ctx.app, auth, individualBody);
    expect(individual.statusCode, individual.body).toBe(200);
    const corporateBody = buildCorporateBody({
      companyName: 'Registered Jewels LLC',
      tradeLicenseExpiryDate: day(20),
      partners: [buildPartner({ name: 'Noor Expiring', idExpiry: day(1) }), buildPartner({ idExpiry: day(90) })],
    });
    const corporate = await postCorporate(ctx.app, auth, corporateBody);
    expect(corporate.statusCode, corporate.body).toBe(200);
    const s = await statisticsOf(auth);
    expect(figures(s.expiry[0] as StatisticsFigure)).toEqual([3, 1, 1, 1, null]);
    const page = await usersOf(auth, { card: 'expiringSoon' });
    expect(page.items.map((u) => [u.kind, u.expiryDocument, u.expiryDate])).toEqual([
      ['individual', 'ID', day(3)], // Aisha Rahmanova
      ['partner', 'Partner ID', day(1)], // Noor Expiring (Partner of Registered Jewels LLC)
      ['corporate', 'License', day(20)],
    ]);
    // The ID / License column: each document's number as registered.
    expect(page.items.map((u) => u.documentNumber)).toEqual([
      individualBody.idNo,
      corporateBody.partners[0]?.idNoOrLicenseNo,
      corporateBody.tradeLicenseNo,
    ]);
  });
});
