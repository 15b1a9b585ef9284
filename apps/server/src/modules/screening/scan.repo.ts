import { EXPORT_TIME_ZONE, type ScreeningLogFilter, type ScreeningLogSortField } from '@aml/contracts';
import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { screeningLogs, tenants } from '../../db/schema';
import { likePattern } from '../customers/customer-list.repo';

/**
 * Takes one screening from the tenant's balance in a single conditional UPDATE: the row lock orders
 * concurrent charges and `> 0` refuses the one that would go below zero (the check constraint is the
 * second wall). Returns the balance left, or null when there was none to take.
 */
export async function chargeOneScreening(db: DbOrTx, tenantId: string): Promise<number | null> {
  const [row] = await db
    .update(tenants)
    .set({ maxScreeningCount: sql`${tenants.maxScreeningCount} - 1` })
    .where(and(eq(tenants.id, tenantId), gt(tenants.maxScreeningCount, 0)))
    .returning({ left: tenants.maxScreeningCount });
  return row ? row.left : null;
}

export async function screeningBalance(db: DbOrTx, tenantId: string): Promise<number | null> {
  const [row] = await db
    .select({ left: tenants.maxScreeningCount })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ? row.left : null;
}

export async function insertScreeningLog(db: DbOrTx, values: typeof screeningLogs.$inferInsert): Promise<void> {
  await db.insert(screeningLogs).values(values);
}

/** The columns of a log as the screen and the CSV read them. */
const LOG_COLUMNS = {
  id: screeningLogs.id,
  userName: screeningLogs.userName,
  email: screeningLogs.email,
  screeningCount: screeningLogs.screeningCount,
  screeningType: screeningLogs.screeningType,
  screeningDate: screeningLogs.screeningDate,
  listVersions: screeningLogs.listVersions,
};

export interface ListedScreeningLog {
  id: string;
  userName: string;
  email: string;
  screeningCount: number;
  screeningType: string;
  screeningDate: Date;
  /** The jsonb as stored: the screening answer's list_versions. */
  listVersions: unknown;
}

/** The tenant's screening logs, newest first (spec 1 §2.7 default sort): the spec's plain array. */
export async function listScreeningLogs(db: DbOrTx, tenantId: string): Promise<ListedScreeningLog[]> {
  return db
    .select(LOG_COLUMNS)
    .from(screeningLogs)
    .where(eq(screeningLogs.tenantId, tenantId))
    .orderBy(desc(screeningLogs.screeningDate), desc(screeningLogs.id));
}

/**
 * The screening type as the screen shows it ("BatchScreening" → "Batch Screening"): the same splitting
 * rules as screeningTypeLabel in @aml/contracts, so that a search for the shown words finds the log.
 */
const TYPE_WORDS = sql`regexp_replace(regexp_replace(regexp_replace(${screeningLogs.screeningType},
  '[_-]+', ' ', 'g'), '([a-z0-9])([A-Z])', '\\1 \\2', 'g'), '([A-Z]+)([A-Z][a-z])', '\\1 \\2', 'g')`;

/** The date in UAE time as the CSV writes it and as the list shows it (to_char's month names are English). */
const localDate = (format: string) =>
  sql`to_char(${screeningLogs.screeningDate} at time zone ${EXPORT_TIME_ZONE}, ${format})`;

function filterConditions(tenantId: string, filter: ScreeningLogFilter): SQL | undefined {
  const tenant = eq(screeningLogs.tenantId, tenantId);
  if (!filter.search) return tenant;
  // The user's %, _ and \ are literal characters; ILIKE ignores case.
  const pattern = likePattern(filter.search);
  const texts = [
    sql`${screeningLogs.userName}`,
    sql`${screeningLogs.email}`,
    sql`${screeningLogs.screeningType}`,
    TYPE_WORDS,
    localDate('YYYY-MM-DD HH24:MI:SS'),
    localDate('Mon DD, YYYY HH24:MI'),
  ];
  return and(
    tenant,
    sql`(${sql.join(
      texts.map((text) => sql`${text} ilike ${pattern}`),
      sql` or `,
    )})`,
  );
}

/** Text compares lower-case in byte order (the same for every database locale), as the customer lists do. */
const SORT_SQL: Record<ScreeningLogSortField, SQL> = {
  userName: sql`lower(${screeningLogs.userName}) collate "C"`,
  email: sql`lower(${screeningLogs.email}) collate "C"`,
  isMatch: sql`(${screeningLogs.screeningCount} > 0)`,
  screeningType: sql`${screeningLogs.screeningType} collate "C"`,
  screeningDate: sql`${screeningLogs.screeningDate}`,
};

/** The chosen order, then the newest first, then the id: pages never overlap. */
function orderOf(filter: ScreeningLogFilter): SQL[] {
  const sort = filter.sort ?? 'screeningDate';
  // Without an order the dates come newest first and the other columns from A (or No) up.
  const direction = (filter.order ?? (sort === 'screeningDate' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  if (sort === 'screeningDate') return [direction(screeningLogs.screeningDate), direction(screeningLogs.id)];
  return [direction(SORT_SQL[sort]), desc(screeningLogs.screeningDate), desc(screeningLogs.id)];
}

/** One page of the tenant's logs the filter selects, and how many it selects. */
export async function pageScreeningLogs(
  db: DbOrTx,
  tenantId: string,
  filter: ScreeningLogFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedScreeningLog[]; total: number }> {
  const where = filterConditions(tenantId, filter);
  const countAll = async () => {
    const [row] = await db.select({ total: sql<string>`count(*)` }).from(screeningLogs).where(where);
    return Number(row?.total ?? 0);
  };
  if (filter.search) {
    // The matches are counted and paged in one statement, so that the search runs once.
    const found = await db
      .select({ ...LOG_COLUMNS, total: sql<string>`count(*) over ()` })
      .from(screeningLogs)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(page.limit)
      .offset(page.offset);
    const first = found[0];
    if (first) return { rows: found.map(({ total: _total, ...row }) => row), total: Number(first.total) };
    return { rows: [], total: page.offset === 0 ? 0 : await countAll() };
  }
  // Without a search the default order reads the (tenant_id, screening_date) index for the page alone.
  const total = await countAll();
  if (total === 0 || page.offset >= total) return { rows: [], total };
  const rows = await db
    .select(LOG_COLUMNS)
    .from(screeningLogs)
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

/** Every log of the tenant the filter selects, in list order (the CSV export). */
export async function allScreeningLogs(
  db: DbOrTx,
  tenantId: string,
  filter: ScreeningLogFilter,
): Promise<ListedScreeningLog[]> {
  return db
    .select(LOG_COLUMNS)
    .from(screeningLogs)
    .where(filterConditions(tenantId, filter))
    .orderBy(...orderOf(filter));
}
