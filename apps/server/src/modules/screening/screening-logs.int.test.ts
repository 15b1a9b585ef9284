import {
  SCREENING_LOG_CSV_COLUMNS,
  type ScreeningLog,
  type ScreeningLogPage,
  type ScreeningLogSortField,
  screeningLogPageSchema,
  screeningLogsSchema,
} from '@aml/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { silentLog } from './test-support/lists';
import { startWatchlists, type WatchlistRuntime } from './watchlist-runtime';

/** A name of the fictional demo list: a screening of it has hits (a match). */
const DEMO_NAME = 'Mohammed Abdullah Al-Khayali';
const PERCENT_NAME = '100% Gold_Trading Est';
const COMMA_NAME = 'Haddad, Layla "Lulu"';
const FORMULA_NAME = '=HYPERLINK("http://x.test","open")';
const OTHER_TENANT_NAME = 'Quentin Otherside';

let ctx: TestContext;
let runtime: WatchlistRuntime;
let mlro: Record<string, string>;
let fla: Record<string, string>;
let flaEmail: string;
let other: Record<string, string>;
/** Tenant A's logs as the plain array answers them (newest first): the oracle the pages are checked against. */
let logs: ScreeningLog[];

const search = (auth: Record<string, string>, names: string, isBatch = false) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Scan/search',
    headers: auth,
    payload: { entityType: 'Individual', names, ...(isBatch ? { isBatch: true } : {}) },
  });

const get = (url: string, auth: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers: auth });

async function page(query: Record<string, string | number>, auth = mlro): Promise<ScreeningLogPage> {
  const params = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  const res = await get(`/api/Scan/screening-logs?${params}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return screeningLogPageSchema.parse(res.json());
}

/** Dubai keeps UTC+4 all year (no daylight saving): the UAE time of an instant, written as the CSV writes it. */
const uaeStamp = (iso: string) => new Date(Date.parse(iso) + 4 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The list's 'MMM dd, yyyy HH:mm' form of the same UAE time. */
const uaeListDate = (iso: string) => {
  const [day, time] = uaeStamp(iso).split(' ') as [string, string];
  const [y, m, d] = day.split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y} ${time.slice(0, 5)}`;
};

/** The list order computed in memory: the chosen key, then newest first, then the id (descending). */
function sorted(rows: readonly ScreeningLog[], sort: ScreeningLogSortField, order: 'asc' | 'desc') {
  const key = (r: ScreeningLog): string | number =>
    sort === 'userName'
      ? r.userName.toLowerCase()
      : sort === 'email'
        ? r.email.toLowerCase()
        : sort === 'isMatch'
          ? Number(r.screeningCount > 0)
          : sort === 'screeningType'
            ? r.screeningType
            : r.screeningDate;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const dir = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) =>
    sort === 'screeningDate'
      ? dir * cmp(a.screeningDate, b.screeningDate) || dir * cmp(a.id, b.id)
      : dir * cmp(key(a), key(b)) || -cmp(a.screeningDate, b.screeningDate) || -cmp(a.id, b.id),
  );
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true });
  // The demo list alone is in force (the shipped baseline is left out, as in scan.int.test.ts).
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
  const a = await createTenantWithStaff(ctx.db, { maxScreeningCount: 100 });
  const b = await createTenantWithStaff(ctx.db, { maxScreeningCount: 100 });
  mlro = (await login(ctx.app, a.mlro.email)).auth;
  fla = (await login(ctx.app, a.fla.email)).auth;
  flaEmail = a.fla.email;
  other = (await login(ctx.app, b.mlro.email)).auth;

  // One at a time, so that every log has its own screening date.
  const made = [
    await search(mlro, 'Zara Quickfield'),
    await search(mlro, DEMO_NAME),
    await search(fla, 'Omar Batchley', true),
    await search(mlro, PERCENT_NAME),
    await search(fla, COMMA_NAME),
    await search(mlro, FORMULA_NAME),
    await search(fla, DEMO_NAME, true),
  ];
  for (let i = 1; i <= 6; i++) made.push(await search(i % 2 ? fla : mlro, `Person Number ${i}`));
  made.push(await search(other, OTHER_TENANT_NAME), await search(other, DEMO_NAME));
  for (const res of made) expect(res.statusCode, res.body).toBe(200);

  const plain = await get('/api/Scan/screening-logs', mlro);
  logs = screeningLogsSchema.parse(plain.json());
});

afterAll(async () => {
  await runtime?.stop();
  await ctx?.close();
});

describe('GET /api/Scan/screening-logs without parameters', () => {
  it("keeps answering the spec's plain array, newest first, each log naming the list versions used", () => {
    expect(logs).toHaveLength(13);
    expect(logs.map((l) => l.userName).slice(0, 2)).toEqual(['Person Number 6', 'Person Number 5']);
    expect(logs.at(-1)?.userName).toBe('Zara Quickfield');
    const dates = logs.map((l) => l.screeningDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const log of logs) {
      expect(log.listVersions).toEqual([
        expect.objectContaining({
          source: 'DEMO',
          sourceType: 'Demo list (fictional names)',
          version: expect.stringMatching(/#1$/),
          entries: expect.any(Number),
        }),
      ]);
    }
    const hit = logs.find((l) => l.userName === DEMO_NAME && l.screeningType === 'QuickScreening');
    expect(hit?.screeningCount).toBeGreaterThan(0);
  });
});

describe('GET /api/Scan/screening-logs with parameters: one page', () => {
  it('answers page 1 of 10 newest first by default, the same order as the plain array', async () => {
    const first = await page({ page: 1 });
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 10, pageCount: 2 });
    expect(first.items.map((i) => i.id)).toEqual(logs.slice(0, 10).map((l) => l.id));
    expect(first.items[0]?.listVersions[0]?.source).toBe('DEMO');

    const last = await page({ page: 3, pageSize: 5 });
    expect(last).toMatchObject({ total: 13, page: 3, pageSize: 5, pageCount: 3 });
    expect(last.items.map((i) => i.id)).toEqual(logs.slice(10).map((l) => l.id));

    const beyond = await page({ page: 9, pageSize: 5 });
    expect(beyond).toMatchObject({ items: [], total: 13, pageCount: 3 });
  });

  it.each([
    ['userName', 'asc'],
    ['userName', 'desc'],
    ['email', 'asc'],
    ['email', 'desc'],
    ['isMatch', 'asc'],
    ['isMatch', 'desc'],
    ['screeningType', 'asc'],
    ['screeningType', 'desc'],
    ['screeningDate', 'asc'],
    ['screeningDate', 'desc'],
  ] as const)('sorts by %s %s across pages, without overlap or gaps', async (sort, order) => {
    const ids: string[] = [];
    for (let p = 1; p <= 3; p++)
      ids.push(...(await page({ sort, order, page: p, pageSize: 5 })).items.map((i) => i.id));
    expect(ids).toEqual(sorted(logs, sort, order).map((l) => l.id));
  });

  it('puts the matches first when sorted by Is Match descending, newest first among them', async () => {
    const { items } = await page({ sort: 'isMatch', order: 'desc', pageSize: 5 });
    expect(items.slice(0, 2).map((i) => [i.userName, i.screeningType])).toEqual([
      [DEMO_NAME, 'BatchScreening'],
      [DEMO_NAME, 'QuickScreening'],
    ]);
    expect(items[2]?.screeningCount).toBe(0);
  });

  it('searches names, emails, the stored and the shown screening type, case ignored', async () => {
    const names = async (text: string) => (await page({ search: text, pageSize: 100 })).items.map((i) => i.userName);
    expect(await names('al-KHAYALI')).toEqual([DEMO_NAME, DEMO_NAME]);
    expect(await names('batch screening')).toEqual([DEMO_NAME, 'Omar Batchley']);
    expect(await names('BatchScreening')).toEqual([DEMO_NAME, 'Omar Batchley']);
    expect(await names('quick screen')).toHaveLength(11);
    const byFla = await page({ search: flaEmail.toUpperCase(), pageSize: 100 });
    expect(byFla.total).toBe(logs.filter((l) => l.email === flaEmail).length);
    expect(byFla.items.every((i) => i.email === flaEmail)).toBe(true);
  });

  it('searches the screening date as the CSV writes it and as the list shows it, in UAE time', async () => {
    const target = logs.find((l) => l.userName === 'Omar Batchley') as ScreeningLog;
    const stamp = uaeStamp(target.screeningDate);
    const bySecond = await page({ search: stamp, pageSize: 100 });
    expect(bySecond.items.map((i) => i.id)).toContain(target.id);
    expect(bySecond.items.every((i) => uaeStamp(i.screeningDate) === stamp)).toBe(true);
    const byListDate = await page({ search: uaeListDate(target.screeningDate).toLowerCase(), pageSize: 100 });
    expect(byListDate.items.map((i) => i.id)).toContain(target.id);
  });

  it('treats %, _ and \\ in the search as the characters themselves', async () => {
    expect((await page({ search: '%' })).items.map((i) => i.userName)).toEqual([PERCENT_NAME]);
    expect((await page({ search: '0% g' })).items.map((i) => i.userName)).toEqual([PERCENT_NAME]);
    expect((await page({ search: '_' })).items.map((i) => i.userName)).toEqual([PERCENT_NAME]);
    expect((await page({ search: 'Gold_' })).total).toBe(1);
    expect((await page({ search: '\\' })).total).toBe(0);
  });

  it('answers an empty page when the search finds nothing', async () => {
    expect(await page({ search: 'no such customer anywhere' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      pageCount: 1,
    });
  });

  it('refuses bad parameters with 400 and a message that says what is wrong', async () => {
    const cases: [string, string, string][] = [
      ['pageSize=7', 'pageSize', 'pageSize must be one of 5, 10, 20, 30, 40, 50, 100'],
      ['pageSize=ten', 'pageSize', 'pageSize must be a number'],
      ['page=0', 'page', 'page must be 1 or more'],
      ['page=1.5', 'page', 'page must be a whole number'],
      ['sort=name', 'sort', 'sort must be one of userName, email, isMatch, screeningType, screeningDate'],
      ['order=up', 'order', 'order must be asc or desc'],
      [`search=${'x'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
    ];
    for (const [query, path, message] of cases) {
      const res = await get(`/api/Scan/screening-logs?${query}`, mlro);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { code: string; issues: { path: string; message: string }[] };
      expect(body.code).toBe('VALIDATION');
      expect(body.issues).toContainEqual({ path, message });
    }
    const csv = await get('/api/Scan/screening-logs/export.csv?sort=riskScore', mlro);
    expect(csv.statusCode).toBe(400);
    expect(csv.body).toContain('sort must be one of');
  });
});

describe('GET /api/Scan/screening-logs/export.csv', () => {
  it('writes every log of the filter, all pages, with the spec’s columns, Yes/No, title-case types and UAE time', async () => {
    const before = Date.now();
    const res = await get('/api/Scan/screening-logs/export.csv?sort=userName&order=asc', fla);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const disposition = String(res.headers['content-disposition']);
    const named = /filename="screening_logs_(\d{4}-\d{2}-\d{2})_(\d{2})-(\d{2})-(\d{2})\.csv"/.exec(disposition);
    expect(named, disposition).not.toBeNull();
    // The file is named after the current date-time in UAE time.
    const [, day, h, m, s] = named as RegExpExecArray;
    const namedAt = Date.parse(`${day}T${h}:${m}:${s}+04:00`);
    expect(Math.abs(namedAt - before)).toBeLessThan(60_000);

    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...SCREENING_LOG_CSV_COLUMNS]);
    expect(rows[0]).toEqual(['Customer Name', 'Email', 'Is Match', 'Screening Type', 'Screening Date', 'Lists']);
    const body = rows.slice(1);
    expect(body).toHaveLength(13);
    for (const row of body) expect(row).toHaveLength(6);

    const expected = sorted(logs, 'userName', 'asc');
    body.forEach((row, i) => {
      const log = expected[i] as ScreeningLog;
      const version = log.listVersions[0]?.version ?? '';
      expect(row).toEqual([
        log.userName === FORMULA_NAME ? `'${FORMULA_NAME}` : log.userName,
        log.email,
        log.screeningCount > 0 ? 'Yes' : 'No',
        log.screeningType === 'BatchScreening' ? 'Batch Screening' : 'Quick Screening',
        uaeStamp(log.screeningDate),
        `Demo list (fictional names) ${version}`,
      ]);
    });
    // A comma and quotes in a name stay in their own cell.
    expect(body.some((row) => row[0] === COMMA_NAME)).toBe(true);
    expect(res.body).toContain('"Haddad, Layla ""Lulu"""');
    expect(body.find((row) => row[0] === DEMO_NAME)?.[2]).toBe('Yes');
  });

  it('exports only the logs the search selects', async () => {
    const res = await get('/api/Scan/screening-logs/export.csv?search=batch%20screening', mlro);
    const rows = parseCsv(res.body).slice(1);
    expect(rows.map((r) => [r[0], r[3]])).toEqual([
      [DEMO_NAME, 'Batch Screening'],
      ['Omar Batchley', 'Batch Screening'],
    ]);
  });
});

describe('tenant isolation and access', () => {
  it("never shows one tenant another tenant's logs, in the array, the pages, the search or the CSV", async () => {
    const mine = new Set(logs.map((l) => l.id));
    const plain = screeningLogsSchema.parse((await get('/api/Scan/screening-logs', other)).json());
    expect(plain.map((l) => l.userName)).toEqual([DEMO_NAME, OTHER_TENANT_NAME]);
    expect(plain.some((l) => mine.has(l.id))).toBe(false);

    const theirs = await page({ pageSize: 100 }, other);
    expect(theirs.total).toBe(2);
    expect((await page({ search: 'Zara' }, other)).total).toBe(0);
    expect((await page({ search: OTHER_TENANT_NAME })).total).toBe(0);
    expect((await page({ search: DEMO_NAME }, other)).total).toBe(1);

    const csv = parseCsv((await get('/api/Scan/screening-logs/export.csv', other)).body).slice(1);
    expect(csv.map((r) => r[0])).toEqual([DEMO_NAME, OTHER_TENANT_NAME]);
    const ours = parseCsv((await get('/api/Scan/screening-logs/export.csv', mlro)).body).slice(1);
    expect(ours.some((r) => r[0] === OTHER_TENANT_NAME)).toBe(false);
  });

  it('is for tenant staff only: the super user is refused, anonymous callers are 401', async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const { auth } = await login(ctx.app, admin.email);
    expect((await get('/api/Scan/screening-logs?page=1', auth)).statusCode).toBe(403);
    expect((await get('/api/Scan/screening-logs/export.csv', auth)).statusCode).toBe(403);
    expect((await get('/api/Scan/screening-logs?page=1', {})).statusCode).toBe(401);
    expect((await get('/api/Scan/screening-logs/export.csv', {})).statusCode).toBe(401);
  });
});
