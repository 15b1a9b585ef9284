import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_SORT_FIELDS,
  type CustomerListPage,
  customerListPageSchema,
  individualCustomerSchema,
} from '@aml/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomers } from '../../../test/customer-seed';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import { corporateCustomers, individualCustomers } from '../../db/schema';
import { customerNumberLabel } from './customer-wire';

let ctx: TestContext;
let tenantId: string;
let mlro: Record<string, string>;
let fla: Record<string, string>;
let otherTenant: Record<string, string>;

/** The book as a plain list, and the list query computed over it in memory: the oracle. */
interface Plain {
  kind: 'individual' | 'corporate';
  id: string;
  name: string;
  country: string | null;
  email: string | null;
  status: string;
  createdAt: Date;
  riskScore: number | null;
  needsOngoingScreening: boolean;
  searchText: string;
}
let book: Plain[] = [];

function scalarValues(value: unknown): string[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(scalarValues);
  if (typeof value === 'object') return Object.values(value).flatMap(scalarValues);
  return [];
}

async function loadBook(): Promise<Plain[]> {
  const individuals = await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.tenantId, tenantId));
  const corporates = await ctx.db.select().from(corporateCustomers).where(eq(corporateCustomers.tenantId, tenantId));
  const text = (prefix: 'IND' | 'CORP', n: number, status: string, label: string | null, details: unknown) =>
    [customerNumberLabel(prefix, n), status, label ?? '', ...scalarValues(details)].join(' ').toLowerCase();
  return [
    ...individuals.map((r) => ({
      kind: 'individual' as const,
      id: r.id,
      name: `${r.firstName} ${r.lastName}`,
      country: r.country,
      email: r.email,
      status: r.status,
      createdAt: r.createdAt,
      riskScore: r.riskScore,
      needsOngoingScreening: r.needsOngoingScreening,
      searchText: text('IND', r.customerNumber, r.status, r.riskLabel, r.details),
    })),
    ...corporates.map((r) => ({
      kind: 'corporate' as const,
      id: r.id,
      name: r.companyName,
      country: r.countryOfIncorporation,
      email: r.email,
      status: r.status,
      createdAt: r.createdAt,
      riskScore: r.riskScore,
      needsOngoingScreening: r.needsOngoingScreening,
      searchText: text('CORP', r.customerNumber, r.status, r.riskLabel, r.details),
    })),
  ];
}

type Query = {
  type?: 'all' | 'individual' | 'corporate';
  view?: 'all' | 'review' | 'alerted';
  ongoing?: 'true';
  search?: string;
  sort?: (typeof CUSTOMER_SORT_FIELDS)[number];
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

const SORT_KEY: Record<NonNullable<Query['sort']>, (c: Plain) => string | number | null> = {
  name: (c) => c.name.toLowerCase(),
  country: (c) => c.country?.toLowerCase() ?? null,
  email: (c) => c.email?.toLowerCase() ?? null,
  status: (c) => c.status,
  createdDate: (c) => c.createdAt.getTime(),
  riskScore: (c) => c.riskScore,
};

function expected(query: Query): { ids: string[]; total: number } {
  const statusOf = { review: 'In Review', alerted: 'Alerted' } as const;
  const rows = book.filter(
    (c) =>
      (!query.type || query.type === 'all' || c.kind === query.type) &&
      (!query.view || query.view === 'all' || c.status === statusOf[query.view]) &&
      (query.ongoing !== 'true' || c.needsOngoingScreening) &&
      (!query.search || c.searchText.includes(query.search.toLowerCase())),
  );
  const key = SORT_KEY[query.sort ?? 'createdDate'];
  const direction = query.order === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return (ka < kb ? -1 : 1) * direction;
    }
    if (a.createdAt.getTime() !== b.createdAt.getTime()) return b.createdAt.getTime() - a.createdAt.getTime();
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const pageSize = query.pageSize ?? 10;
  const start = ((query.page ?? 1) - 1) * pageSize;
  return { ids: rows.slice(start, start + pageSize).map((c) => c.id), total: rows.length };
}

const toQueryString = (query: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
  ).toString();

async function listPage(query: Query, auth = mlro): Promise<CustomerListPage> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/customers?${toQueryString(query)}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return customerListPageSchema.parse(res.json());
}

beforeAll(async () => {
  ctx = await createTestContext();
  const staff = await createTenantWithStaff(ctx.db, { maxScreeningCount: 10 });
  tenantId = staff.tenant.id;
  mlro = (await login(ctx.app, staff.mlro.email)).auth;
  fla = (await login(ctx.app, staff.fla.email)).auth;
  await seedCustomers(ctx.db, { tenantId, individuals: 70, corporates: 30, seed: 12 });
  const other = await createTenantWithStaff(ctx.db);
  otherTenant = (await login(ctx.app, other.mlro.email)).auth;
  await seedCustomers(ctx.db, { tenantId: other.tenant.id, individuals: 5, corporates: 2, seed: 99 });
  book = await loadBook();
});

afterAll(async () => {
  await ctx.close();
});

describe('the customer list on the server', () => {
  it('answers the newest first, ten to a page, by default', async () => {
    const page = await listPage({});
    expect(page).toMatchObject({ total: 100, page: 1, pageSize: 10, pageCount: 10 });
    expect(page.items.map((i) => i.id)).toEqual(expected({}).ids);
  });

  it('sorts by each column both ways, pages included, exactly as a plain computation does', async () => {
    for (const sort of CUSTOMER_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const page of [1, 3]) {
          const query = { sort, order, page, pageSize: 25 };
          const answer = await listPage(query);
          expect(
            answer.items.map((i) => i.id),
            JSON.stringify(query),
          ).toEqual(expected(query).ids);
        }
      }
    }
  });

  it('reads a page past the middle from the end of the list, in the same order', async () => {
    for (const sort of CUSTOMER_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const query of [
          { sort, order, page: 4, pageSize: 25 },
          { sort, order, page: 3, pageSize: 25, type: 'corporate' as const },
          { sort, order, page: 7, pageSize: 10, view: 'all' as const },
        ]) {
          const answer = await listPage(query);
          const want = expected(query);
          expect({ total: answer.total, ids: answer.items.map((i) => i.id) }, JSON.stringify(query)).toEqual(want);
        }
      }
    }
  });

  it('filters by kind, view, ongoing screening and free text, alone and together', async () => {
    const queries: Query[] = [
      { type: 'individual' },
      { type: 'corporate', sort: 'name', order: 'asc' },
      { view: 'review', pageSize: 50 },
      { view: 'alerted', pageSize: 50 },
      { ongoing: 'true', pageSize: 100 },
      { search: 'khan', pageSize: 100 },
      { search: 'KHAN', pageSize: 100 },
      { search: 'corp-0000', pageSize: 100 },
      { search: 'high risk', type: 'corporate', pageSize: 100 },
      { search: 'pearl', view: 'review', pageSize: 100 },
      { search: '@example.com', sort: 'email', order: 'asc', page: 2, pageSize: 5 },
      { search: 'jumeirah', pageSize: 100 },
      { search: '%', pageSize: 100 },
      { search: '_', pageSize: 100 },
      { type: 'individual', view: 'review', ongoing: 'true', sort: 'riskScore', order: 'asc' },
    ];
    for (const query of queries) {
      const answer = await listPage(query);
      const want = expected(query);
      expect({ total: answer.total, ids: answer.items.map((i) => i.id) }, JSON.stringify(query)).toEqual(want);
    }
    // The searches are not vacuous: the book has matches and non-matches for them.
    expect(expected({ search: 'khan', pageSize: 100 }).total).toBeGreaterThan(0);
    expect(expected({ search: 'khan', pageSize: 100 }).total).toBeLessThan(100);
  });

  it('answers the rows the table shows, a deep page, and an empty page past the end', async () => {
    const last = await listPage({ page: 10, pageSize: 10, sort: 'name', order: 'desc' });
    expect(last.items).toHaveLength(10);
    const past = await listPage({ page: 40, pageSize: 10 });
    expect(past).toMatchObject({ items: [], total: 100, pageCount: 10 });
    const [row] = (await listPage({ type: 'corporate', pageSize: 5 })).items;
    expect(row).toMatchObject({ kind: 'corporate', customerId: expect.stringMatching(/^CORP-\d{6}$/) });
    expect(row?.tradeLicenseNo).toMatch(/^TL-12-/);
  });

  it('refuses a page size the screen does not offer, in words', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/customers?pageSize=7', headers: mlro });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('pageSize must be one of 5, 10, 25, 50, 100');
  });

  it('keeps to the tenant of the token: FLA reads the same book, another tenant sees only its own', async () => {
    expect((await listPage({}, fla)).total).toBe(100);
    const other = await listPage({ pageSize: 100 }, otherTenant);
    expect(other.total).toBe(7);
    expect(other.items.some((i) => book.some((b) => b.id === i.id))).toBe(false);
  });

  it('answers the spec’s plain arrays without parameters, and a page of one kind with any', async () => {
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/IndividualUser/tenant-onboarded-users',
      headers: fla,
    });
    expect(plain.statusCode).toBe(200);
    const individuals = plain.json() as unknown[];
    expect(Array.isArray(individuals)).toBe(true);
    expect(individuals).toHaveLength(70);
    individualCustomerSchema.parse(individuals[0]);
    const corporates = await ctx.app.inject({
      method: 'GET',
      url: '/api/CorporateUser/tenant-onboarded-corporateUsers',
      headers: mlro,
    });
    expect(corporates.json()).toHaveLength(30);
    const paged = await ctx.app.inject({
      method: 'GET',
      url: '/api/CorporateUser/tenant-onboarded-corporateUsers?pageSize=5&sort=name&order=asc',
      headers: mlro,
    });
    const page = customerListPageSchema.parse(paged.json());
    expect(page.total).toBe(30);
    expect(page.items.map((i) => i.id)).toEqual(
      expected({ type: 'corporate', pageSize: 5, sort: 'name', order: 'asc' }).ids,
    );
  });
});

describe('the CSV export', () => {
  it('writes every customer of the filter, the spec’s columns, commas removed', async () => {
    // A comma in a name must not shift the columns.
    const [first] = book.filter((c) => c.kind === 'individual');
    await ctx.db
      .update(individualCustomers)
      .set({ lastName: 'Khan, Junior' })
      .where(eq(individualCustomers.id, first?.id ?? ''));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/export.csv?type=individual&sort=name&order=asc',
      headers: mlro,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('users_basic_info.csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CUSTOMER_CSV_COLUMNS.join(','));
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(70);
    for (const row of rows) expect(row).toHaveLength(7);
    expect(rows.some((r) => r[0]?.endsWith('Khan Junior'))).toBe(true);
    book = await loadBook();
    const order = expected({ type: 'individual', sort: 'name', order: 'asc', pageSize: 1000 }).ids;
    const nameOf = new Map(book.map((c) => [c.id, c.name.replaceAll(',', '')]));
    expect(rows.map((r) => r[0])).toEqual(order.map((id) => nameOf.get(id)));
    for (const row of rows) {
      expect(row[4]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
      expect(row[5]).toMatch(/^(\d\.\d{2})?$/);
    }
  });
});
