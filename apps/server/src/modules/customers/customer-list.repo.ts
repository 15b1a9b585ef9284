import { CUSTOMER_VIEW_STATUS, type CustomerFilter, type CustomerSortField } from '@aml/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';

/**
 * The customer lists of spec 2 §2.10 as one query over both kinds of customer (decision 109): a narrow
 * UNION ALL of the columns the table shows, filtered, sorted and paged by the database. Row-level
 * security applies to both tables as to any query; the tenant condition is written out as well so that
 * the planner uses the (tenant_id, …) indexes.
 *
 * Kept fast for 100,000 customers in one tenant (`npm run bench:customers`, migration 0009):
 * - The filters stand outside the UNION ALL, whose branches have no WHERE of their own: only then does the
 *   planner merge the branches' ordered index scans (one index per sort key and direction, migration 0009)
 *   and read just the rows of the page instead of sorting the whole book.
 * - A page is chosen by kind and id first (an index-only scan, even for a deep page), then its rows read.
 * - Free-text search goes through `customer_list_search` (migration 0009): `LIKE` is not leakproof, so under
 *   row-level security the planner may not use the trigram index for it; that function applies the same
 *   tenant rule itself and may. Its rows are counted, sorted and paged in one statement.
 */

export interface ListedCustomer {
  kind: 'individual' | 'corporate';
  id: string;
  customerNumber: number;
  name: string;
  country: string | null;
  email: string | null;
  status: string;
  createdAt: Date;
  riskScore: number | null;
  riskLabel: string | null;
  needsOngoingScreening: boolean;
  tradeLicenseNo: string | null;
}

/**
 * Sort keys: text columns compare lower-case in byte order (the same for every database locale). Each
 * expression matches the indexes of migration 0009 once translated to a branch of the UNION ALL.
 */
const SORT_SQL: Record<CustomerSortField, SQL> = {
  name: sql`lower(c.name) collate "C"`,
  country: sql`lower(c.country) collate "C"`,
  email: sql`lower(c.email) collate "C"`,
  status: sql`c.status collate "C"`,
  createdDate: sql`c.created_at`,
  riskScore: sql`c.risk_score`,
};

/**
 * Keys that may be empty; empty values come last in both directions. The others are NOT NULL columns,
 * for which `nulls last` would change nothing but keep a descending order off its index.
 */
const NULLABLE_SORT: ReadonlySet<CustomerSortField> = new Set(['email', 'riskScore']);

/** '%', '_' and '\' in the user's text are literal characters, not LIKE wildcards. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's columns, then the two the outer conditions need. */
const INDIVIDUAL_ROWS = sql`select 'individual'::text as kind, id, customer_number,
    first_name || ' ' || last_name as name, country, email, status, created_at, risk_score, risk_label,
    needs_ongoing_screening, null::text as trade_license_no, tenant_id, deleted_at
  from individual_customers`;
const CORPORATE_ROWS = sql`select 'corporate'::text as kind, id, customer_number, company_name as name,
    country_of_incorporation as country, email, status, created_at, risk_score, risk_label,
    needs_ongoing_screening, trade_license_no, tenant_id, deleted_at
  from corporate_customers`;

/** The customers the filter's kind and search select, before the other conditions. */
function customersOf(filter: CustomerFilter): SQL {
  const kind = filter.type === 'individual' || filter.type === 'corporate' ? filter.type : null;
  if (filter.search) return sql`customer_list_search(${likePattern(filter.search)}, ${kind}::text)`;
  if (kind === 'individual') return sql`(${INDIVIDUAL_ROWS})`;
  if (kind === 'corporate') return sql`(${CORPORATE_ROWS})`;
  return sql`(${INDIVIDUAL_ROWS} union all ${CORPORATE_ROWS})`;
}

function conditions(tenantId: string, filter: CustomerFilter): SQL {
  const parts: SQL[] = [sql`c.tenant_id = ${tenantId}`, sql`c.deleted_at is null`];
  if (filter.view && filter.view !== 'all') parts.push(sql`c.status = ${CUSTOMER_VIEW_STATUS[filter.view]}`);
  if (filter.ongoing === 'true') parts.push(sql`c.needs_ongoing_screening`);
  return sql.join(parts, sql` and `);
}

/**
 * The list order; `reversed` is exactly the opposite order (the same index read backwards), with which a
 * page past the middle is read from the end of the list.
 */
function orderBy(filter: CustomerFilter, reversed = false): SQL {
  const sort = filter.sort ?? 'createdDate';
  const ascending = (filter.order === 'asc') !== reversed;
  const direction = ascending ? sql`asc` : sql`desc`;
  const nulls = NULLABLE_SORT.has(sort) ? (reversed ? sql` nulls first` : sql` nulls last`) : sql``;
  // Ties (and empty values, always last) fall back to the newest first, then the id, so pages never overlap.
  return reversed
    ? sql`order by ${SORT_SQL[sort]} ${direction}${nulls}, c.created_at asc, c.id desc`
    : sql`order by ${SORT_SQL[sort]} ${direction}${nulls}, c.created_at desc, c.id`;
}

interface RawRow extends Record<string, unknown> {
  kind: 'individual' | 'corporate';
  id: string;
  customer_number: string | number;
  name: string;
  country: string | null;
  email: string | null;
  status: string;
  created_at: string | Date;
  risk_score: number | null;
  risk_label: string | null;
  needs_ongoing_screening: boolean;
  trade_license_no: string | null;
}

const toListed = (r: RawRow): ListedCustomer => ({
  kind: r.kind,
  id: r.id,
  customerNumber: Number(r.customer_number),
  name: r.name,
  country: r.country,
  email: r.email,
  status: r.status,
  createdAt: new Date(r.created_at),
  riskScore: r.risk_score === null ? null : Number(r.risk_score),
  riskLabel: r.risk_label,
  needsOngoingScreening: r.needs_ongoing_screening,
  tradeLicenseNo: r.trade_license_no,
});

/** One page of the filtered, sorted list and the number of customers the filter holds. */
export async function pageCustomers(
  tx: Tx,
  tenantId: string,
  filter: CustomerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedCustomer[]; total: number }> {
  // A search sorts its matches in memory; the plain list reads its indexes, where parallel workers only
  // add their start-up time.
  await tx.execute(sql`set local work_mem = '32MB'`);
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
  const customers = sql`select * from ${customersOf(filter)} c where ${conditions(tenantId, filter)}`;
  const countAll = async () => {
    const counted = await tx.execute<{ total: string }>(sql`select count(*) as total from (${customers}) c`);
    return Number(counted.rows[0]?.total ?? 0);
  };

  if (filter.search) {
    // The matches are counted and paged in one statement, so that the search runs once.
    const result = await tx.execute<RawRow & { total: string }>(
      sql`select c.*, count(*) over () as total from (${customers}) c ${orderBy(filter)}
          limit ${page.limit} offset ${page.offset}`,
    );
    const first = result.rows[0];
    if (first) return { rows: result.rows.map(toListed), total: Number(first.total) };
    return { rows: [], total: page.offset === 0 ? 0 : await countAll() };
  }

  const total = await countAll();
  if (total === 0 || page.offset >= total) return { rows: [], total };
  // The page's kinds and ids from the sort key's index alone (a page past the middle counted from the end,
  // in the opposite order), then those rows.
  const fromEnd = page.offset > total / 2;
  const limit = Math.min(page.limit, total - page.offset);
  const offset = fromEnd ? total - page.offset - limit : page.offset;
  const chosen = await tx.execute<{ kind: 'individual' | 'corporate'; id: string }>(
    sql`select c.kind, c.id from (${customers}) c ${orderBy(filter, fromEnd)} limit ${limit} offset ${offset}`,
  );
  if (fromEnd) chosen.rows.reverse();
  const parts = (['individual', 'corporate'] as const).flatMap((kind) => {
    const ids = chosen.rows.filter((r) => r.kind === kind).map((r) => sql`${r.id}::uuid`);
    if (ids.length === 0) return [];
    return [sql`${kind === 'individual' ? INDIVIDUAL_ROWS : CORPORATE_ROWS} where id in (${sql.join(ids, sql`, `)})`];
  });
  const result = await tx.execute<RawRow>(
    sql`select * from (${sql.join(parts, sql` union all `)}) c where ${conditions(tenantId, filter)}`,
  );
  const byId = new Map(result.rows.map((r) => [r.id, r]));
  const rows = chosen.rows.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [toListed(row)] : [];
  });
  return { rows, total };
}

/** Every customer the filter holds, in list order (CSV export, bulk report). */
export async function allCustomers(tx: Tx, tenantId: string, filter: CustomerFilter): Promise<ListedCustomer[]> {
  const result = await tx.execute<RawRow>(
    sql`select * from ${customersOf(filter)} c where ${conditions(tenantId, filter)} ${orderBy(filter)}`,
  );
  return result.rows.map(toListed);
}

/** Corporates on the page: how many partners each has waiting for a decision. */
export async function partnersToDecide(tx: Tx, corporateIds: readonly string[]): Promise<Map<string, number>> {
  if (corporateIds.length === 0) return new Map();
  const result = await tx.execute<{ corporate_id: string; n: string }>(
    sql`select corporate_id, count(*) as n from corporate_partners
        where corporate_id in (${sql.join(
          corporateIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and removed_at is null and status in ('In Review', 'Alerted')
        group by corporate_id`,
  );
  return new Map(result.rows.map((r) => [r.corporate_id, Number(r.n)]));
}
