import { CUSTOMER_VIEW_STATUS, type CustomerFilter, type CustomerSortField } from '@aml/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';

/**
 * The customer lists of spec 2 §2.10 as one query over both kinds of customer (decision 109): a narrow
 * UNION ALL of the columns the table shows, filtered, sorted and paged by the database. Row-level
 * security applies to both tables as to any query; the tenant condition is written out as well so that
 * the planner uses the (tenant_id, …) indexes.
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

/** Sort keys: text columns compare lower-case in byte order (the same for every database locale). */
const SORT_SQL: Record<CustomerSortField, SQL> = {
  name: sql`lower(c.name) collate "C"`,
  country: sql`lower(c.country) collate "C"`,
  email: sql`lower(c.email) collate "C"`,
  status: sql`c.status collate "C"`,
  createdDate: sql`c.created_at`,
  riskScore: sql`c.risk_score`,
};

/** '%', '_' and '\' in the user's text are literal characters, not LIKE wildcards. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(tenantId: string, filter: CustomerFilter): SQL {
  const parts: SQL[] = [sql`tenant_id = ${tenantId}`, sql`deleted_at is null`];
  if (filter.view && filter.view !== 'all') parts.push(sql`status = ${CUSTOMER_VIEW_STATUS[filter.view]}`);
  if (filter.ongoing === 'true') parts.push(sql`needs_ongoing_screening`);
  if (filter.search) parts.push(sql`search_text like ${likePattern(filter.search)}`);
  return sql.join(parts, sql` and `);
}

function customersOf(tenantId: string, filter: CustomerFilter): SQL {
  const where = conditions(tenantId, filter);
  const individuals = sql`select 'individual' as kind, id, customer_number, first_name || ' ' || last_name as name,
      country, email, status, created_at, risk_score, risk_label, needs_ongoing_screening,
      null::text as trade_license_no
    from individual_customers where ${where}`;
  const corporates = sql`select 'corporate' as kind, id, customer_number, company_name as name,
      country_of_incorporation as country, email, status, created_at, risk_score, risk_label,
      needs_ongoing_screening, trade_license_no
    from corporate_customers where ${where}`;
  if (filter.type === 'individual') return individuals;
  if (filter.type === 'corporate') return corporates;
  return sql`${individuals} union all ${corporates}`;
}

function orderBy(filter: CustomerFilter): SQL {
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const key = SORT_SQL[filter.sort ?? 'createdDate'];
  // Ties (and empty values, always last) fall back to the newest first, then the id, so pages never overlap.
  return sql`order by ${key} ${direction} nulls last, c.created_at desc, c.id`;
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
  // A deep page sorts every matching row: give the sort room in memory rather than on disk.
  await tx.execute(sql`set local work_mem = '32MB'`);
  const customers = customersOf(tenantId, filter);
  const counted = await tx.execute<{ total: string }>(sql`select count(*) as total from (${customers}) c`);
  const total = Number(counted.rows[0]?.total ?? 0);
  if (total === 0 || page.offset >= total) return { rows: [], total };
  const result = await tx.execute<RawRow>(
    sql`select * from (${customers}) c ${orderBy(filter)} limit ${page.limit} offset ${page.offset}`,
  );
  return { rows: result.rows.map(toListed), total };
}

/** Every customer the filter holds, in list order (CSV export, bulk report). */
export async function allCustomers(tx: Tx, tenantId: string, filter: CustomerFilter): Promise<ListedCustomer[]> {
  const result = await tx.execute<RawRow>(sql`select * from (${customersOf(tenantId, filter)}) c ${orderBy(filter)}`);
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
