import {
  type ExpiryDocument,
  STATISTICS_CARDS,
  STATISTICS_RISK_BANDS,
  STATISTICS_STATUSES,
  type StatisticsCard,
  type StatisticsRiskBand,
  type StatisticsUsersQuery,
} from '@aml/contracts';
import { RISK_BANDS, type RiskBandKey } from '@aml/risk';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { uuidArray } from '../../db/sql-arrays';
import { likePattern } from '../customers/customer-list.repo';

/**
 * The Account Statistics of spec 1 §2.6 in SQL (issue 15, decision 113). Everything is read from one
 * relation, the tenant's *entries*: every individual and corporate customer not deleted, and every partner in
 * force (not removed) of such a corporate. A card is a condition on the entries (`cardCondition`); the
 * statistics count each card's entries (`count(*) … group by`, then `sum … filter (where <condition>)`), and a
 * card's dialog pages the same entries under the same condition, so a figure and its dialog cannot disagree.
 *
 * Row-level security applies to the three tables as to any query (the caller runs in withTenant); the tenant
 * condition is written out as well so that the planner uses the (tenant_id, …) indexes.
 */

export type EntryKind = 'individual' | 'corporate' | 'partner';

/** The expiry rule's window (spec 1 §4): expiring from `today` through `until`, expired before `today`. */
export interface ExpiryWindow {
  today: string;
  until: string;
}

/** The statistics' band keys are the risk package's, one for one: this fails to compile if either changes alone. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const bandsAreTheRiskPackages: Same<RiskBandKey, StatisticsRiskBand> = true;
void bandsAreTheRiskPackages;

/**
 * Spec 1 §4 bands from the thresholds of @aml/risk (4, 3, 2), highest first: a band holds the scores from its
 * minimum up to the next band's; a missing score is Unknown.
 */
function bandRange(band: StatisticsRiskBand, score: SQL): SQL {
  if (band === 'unknown') return sql`${score} is null`;
  const index = RISK_BANDS.findIndex((b) => b.key === band);
  const min = RISK_BANDS[index]?.min;
  if (min === undefined) throw new Error(`no risk band ${band}`);
  const next = RISK_BANDS[index - 1]?.min;
  const parts: SQL[] = [];
  if (Number.isFinite(min)) parts.push(sql`${score} >= ${min}::float8`);
  if (next !== undefined) parts.push(sql`${score} < ${next}::float8`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

const riskBandOf = (score: SQL) =>
  sql`case ${sql.join(
    STATISTICS_RISK_BANDS.map((band) => sql`when ${bandRange(band, score)} then ${band}::text`),
    sql` `,
  )} end`;

/** Spec 1 §4: expiring from today through today + 30, expired before today; otherwise neither. */
const expiryStateOf = (date: SQL, window: ExpiryWindow) =>
  sql`case when ${date} < ${window.today}::date then 'expired'
    when ${date} <= ${window.until}::date then 'expiringSoon' end`;

interface EntryOptions {
  kinds: readonly EntryKind[];
  /** Only the entries of the two expiry cards: read through the (tenant_id, expiry_date) indexes. */
  expiringOnly?: boolean;
}

/**
 * The entries, one branch per kind with the same columns. `expiry_date` is the date the expiry rule reads,
 * kept by each table as a generated column (migration 0011): an individual's ID, a corporate's trade licence
 * or else its tenancy contract, a partner's ID.
 *
 * The customers' branches have no WHERE of their own and the conditions stand outside the UNION ALL, as in
 * the customer list (customer-list.repo.ts): only then does the planner read a dialog's page off the list's
 * name and risk indexes (migration 0009) instead of sorting the whole book.
 *
 * A partner has no score or monitoring flag of its own: its company's are shown (partners are screened and
 * risk-assessed with their company, spec 2 §3.6). Its status is its own.
 */
function entries(tenantId: string, window: ExpiryWindow, options: EntryOptions): SQL {
  const branches: Record<EntryKind, SQL> = {
    individual: sql`select 'individual'::text as kind, i.id, i.id as link_id,
        i.first_name || ' ' || i.last_name as name, i.status, i.risk_score, i.needs_ongoing_screening as ongoing,
        i.expiry_date, i.created_at, i.tenant_id, i.deleted_at
      from individual_customers i`,
    corporate: sql`select 'corporate'::text as kind, c.id, c.id as link_id, c.company_name as name, c.status,
        c.risk_score, c.needs_ongoing_screening as ongoing, c.expiry_date, c.created_at, c.tenant_id, c.deleted_at
      from corporate_customers c`,
    partner: sql`select 'partner'::text as kind, p.id, c.id as link_id,
        p.name || ' (Partner of ' || c.company_name || ')' as name, p.status, c.risk_score,
        c.needs_ongoing_screening as ongoing, p.expiry_date, p.created_at, p.tenant_id, c.deleted_at
      from corporate_partners p
      join corporate_customers c on c.id = p.corporate_id and c.tenant_id = ${tenantId}
      where p.tenant_id = ${tenantId} and p.removed_at is null`,
  };
  const conditions = [sql`e.tenant_id = ${tenantId}`, sql`e.deleted_at is null`];
  if (options.expiringOnly) conditions.push(sql`e.expiry_date <= ${window.until}::date`);
  return sql`(
    select e.*, ${riskBandOf(sql`e.risk_score`)} as risk_band, ${expiryStateOf(sql`e.expiry_date`, window)} as expiry_state
    from (${sql.join(
      options.kinds.map((kind) => branches[kind]),
      sql` union all `,
    )}) e
    where ${sql.join(conditions, sql` and `)}
  )`;
}

const isCustomer = sql`e.kind <> 'partner'`;
const bandIs = (band: StatisticsRiskBand) => sql`${isCustomer} and ${bandRange(band, sql`e.risk_score`)}`;
function statusIs(card: StatisticsCard): SQL {
  const status = STATISTICS_STATUSES.find((s) => s.card === card)?.status;
  if (status === undefined) throw new Error(`no status card ${card}`);
  // Spec 1 §4: Alerted is counted for individuals only.
  const who = card === 'alerted' ? sql`e.kind = 'individual'` : isCustomer;
  return sql`${who} and e.status = ${status}`;
}

/**
 * Which entries each card counts and lists (spec 1 §2.6, §4). Partners appear only on the two expiry cards;
 * Alerted counts individuals only (spec 1 §4).
 */
export function cardCondition(card: StatisticsCard): SQL {
  switch (card) {
    case 'total':
      return isCustomer;
    case 'individual':
    case 'corporate':
      return sql`e.kind = ${card}`;
    case 'ongoing':
      return sql`${isCustomer} and e.ongoing`;
    case 'regular':
      return sql`${isCustomer} and not e.ongoing`;
    case 'onboarded':
    case 'inReview':
    case 'falseMatch':
    case 'rejected':
    case 'alerted':
      return statusIs(card);
    case 'highRisk':
      return bandIs('high');
    case 'mediumHighRisk':
      return bandIs('mediumHigh');
    case 'mediumRisk':
      return bandIs('medium');
    case 'lowRisk':
      return bandIs('low');
    case 'unknownRisk':
      return bandIs('unknown');
    case 'expiringSoon':
    case 'expired':
      return sql`e.expiry_state = ${card}`;
  }
}

const EXPIRY_CARDS: ReadonlySet<StatisticsCard> = new Set(['expiringSoon', 'expired']);
const CUSTOMER_KINDS: readonly EntryKind[] = ['individual', 'corporate'];
const ALL_KINDS: readonly EntryKind[] = ['individual', 'corporate', 'partner'];

/** The entries a card can hold: partners only ever appear on the expiry cards. */
const entriesOf = (card: StatisticsCard, tenantId: string, window: ExpiryWindow) =>
  EXPIRY_CARDS.has(card)
    ? entries(tenantId, window, { kinds: ALL_KINDS, expiringOnly: true })
    : entries(tenantId, window, { kinds: CUSTOMER_KINDS });

/**
 * How many entries of each kind every card holds. The entries are grouped by the columns the card conditions
 * read (a few dozen groups), then each card sums its groups. A group stands for its band by its lowest score,
 * which lies in the band like every score of the group, so that the band conditions read the same on groups
 * as on entries. The customers' cards read the customers once (index-only scans of the statistics indexes); the
 * expiry cards read only the entries expiring by today + 30 (index range scans), partners included.
 */
export async function countCards(
  tx: Tx,
  tenantId: string,
  window: ExpiryWindow,
): Promise<Map<EntryKind, Record<StatisticsCard, number>>> {
  // The figures read every customer once; parallel workers only add their start-up time at this size.
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
  const sums = (cards: readonly StatisticsCard[]) =>
    sql.join(
      cards.map(
        (card) => sql`coalesce(sum(e.n) filter (where ${cardCondition(card)}), 0)::int as ${sql.identifier(card)}`,
      ),
      sql`, `,
    );
  const customerCards = STATISTICS_CARDS.filter((card) => !EXPIRY_CARDS.has(card));
  const customers = await tx.execute<Record<string, number> & { kind: EntryKind }>(
    sql`select e.kind, ${sums(customerCards)}
        from (
          select e.kind, e.status, e.ongoing, e.risk_band, min(e.risk_score) as risk_score, count(*) as n
          from ${entries(tenantId, window, { kinds: CUSTOMER_KINDS })} e
          group by 1, 2, 3, 4
        ) e
        group by e.kind`,
  );
  const expiry = await tx.execute<Record<string, number> & { kind: EntryKind }>(
    sql`select e.kind, ${sums([...EXPIRY_CARDS])}
        from (
          select e.kind, e.expiry_state, count(*) as n
          from ${entries(tenantId, window, { kinds: ALL_KINDS, expiringOnly: true })} e
          group by 1, 2
        ) e
        group by e.kind`,
  );
  const counts = new Map<EntryKind, Record<StatisticsCard, number>>();
  for (const kind of ALL_KINDS) {
    const figures = Object.fromEntries(STATISTICS_CARDS.map((card) => [card, 0])) as Record<StatisticsCard, number>;
    for (const row of [...customers.rows, ...expiry.rows].filter((r) => r.kind === kind)) {
      for (const card of STATISTICS_CARDS) if (typeof row[card] === 'number') figures[card] = row[card];
    }
    counts.set(kind, figures);
  }
  return counts;
}

export interface StatisticsEntry {
  kind: EntryKind;
  id: string;
  /** The customer the entry's name links to: itself, or a partner's company. */
  linkId: string;
  name: string;
  status: string;
  riskScore: number | null;
  riskBand: StatisticsRiskBand;
  ongoing: boolean;
  expiryDate: string | null;
  expiryDocument: ExpiryDocument | null;
  /** The ID number, trade licence number or partner's ID / licence number; none for a tenancy contract. */
  documentNumber: string | null;
}

interface RawEntry extends Record<string, unknown> {
  kind: EntryKind;
  id: string;
  link_id: string;
  name: string;
  status: string;
  risk_score: number | null;
  risk_band: StatisticsRiskBand;
  ongoing: boolean;
  expiry_date: string | null;
}

const toEntry = (r: RawEntry): StatisticsEntry => ({
  kind: r.kind,
  id: r.id,
  linkId: r.link_id,
  name: r.name,
  status: r.status,
  riskScore: r.risk_score === null ? null : Number(r.risk_score),
  riskBand: r.risk_band,
  ongoing: r.ongoing,
  expiryDate: r.expiry_date,
  expiryDocument: null,
  documentNumber: null,
});

/**
 * The dialog's order: by name (lower case, byte order, the same in every database locale) or by risk score
 * with empty scores last both ways. Ties fall back to the newest first, then the id, so that pages never
 * overlap: the customer list's order (customer-list.repo.ts), whose indexes serve it.
 */
function orderBy(query: Pick<StatisticsUsersQuery, 'sort' | 'order'>): SQL {
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const key =
    query.sort === 'risk' ? sql`e.risk_score ${direction} nulls last` : sql`lower(e.name) collate "C" ${direction}`;
  return sql`order by ${key}, e.created_at desc, e.id`;
}

/** One page of a card's entries, searched by the name the dialog shows, and how many the search holds. */
export async function pageCardEntries(
  tx: Tx,
  tenantId: string,
  window: ExpiryWindow,
  query: Pick<StatisticsUsersQuery, 'card' | 'search' | 'sort' | 'order'>,
  page: { limit: number; offset: number },
): Promise<{ rows: StatisticsEntry[]; total: number }> {
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
  const conditions = [cardCondition(query.card)];
  if (query.search) conditions.push(sql`lower(e.name) like ${likePattern(query.search)}`);
  const selected = sql`select e.* from ${entriesOf(query.card, tenantId, window)} e
    where ${sql.join(conditions, sql` and `)}`;
  // Counted apart from the page: the count reads the narrow statistics indexes, the page the first rows of
  // an ordered index.
  const counted = await tx.execute<{ total: string }>(sql`select count(*) as total from (${selected}) e`);
  const total = Number(counted.rows[0]?.total ?? 0);
  if (total === 0 || page.offset >= total) return { rows: [], total };
  const result = await tx.execute<RawEntry>(
    sql`select e.* from (${selected}) e ${orderBy(query)} limit ${page.limit} offset ${page.offset}`,
  );
  return { rows: await withDocuments(tx, result.rows.map(toEntry)), total };
}

/**
 * Which document each entry's expiry date is of, and that document's number (the dialog's ID / License /
 * Partner ID / Tenancy Contract column). A corporate's date is the trade licence's when that is recorded, else
 * the tenancy contract's (the same choice as the generated column), which has no number. Read for one page only.
 */
async function withDocuments(tx: Tx, rows: StatisticsEntry[]): Promise<StatisticsEntry[]> {
  const ids = (kind: EntryKind) => uuidArray(rows.filter((r) => r.kind === kind).map((r) => r.id));
  const result = await tx.execute<{ id: string; number: string | null; licensed: boolean }>(
    sql`select id, id_no as number, false as licensed from individual_customers where id = any(${ids('individual')})
        union all
        select id, trade_license_no, registration_date(details ->> 'tradeLicenseExpiryDate') is not null
          from corporate_customers where id = any(${ids('corporate')})
        union all
        select id, details ->> 'idNoOrLicenseNo', false from corporate_partners where id = any(${ids('partner')})`,
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const found = byId.get(row.id);
    const document = documentOf(row, found?.licensed === true);
    return {
      ...row,
      expiryDocument: row.expiryDate === null ? null : document,
      documentNumber: document === 'Tenancy Contract' ? null : (found?.number ?? null),
    };
  });
}

function documentOf(row: StatisticsEntry, licensed: boolean): ExpiryDocument {
  if (row.kind === 'individual') return 'ID';
  if (row.kind === 'partner') return 'Partner ID';
  return licensed || row.expiryDate === null ? 'License' : 'Tenancy Contract';
}
