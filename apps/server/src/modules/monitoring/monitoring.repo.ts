import type { MonitoringDelta, MonitoringTrigger } from '@aml/contracts';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { monitoringAlerts, monitoringRuns, monitoringRunTenants } from '../../db/schema';

/** SQL of ongoing monitoring (issue 17, migration 0013): runs, each tenant's share, alerts and the OnGoing logs. */

export type MonitoringRunRow = typeof monitoringRuns.$inferSelect;
export type MonitoringShareRow = typeof monitoringRunTenants.$inferSelect;
export type MonitoringAlertRow = typeof monitoringAlerts.$inferSelect;
export type MonitoringAlertInsert = typeof monitoringAlerts.$inferInsert;

/** Creates the run of a key once; answers the run's id either way. */
export async function createRun(
  db: DbOrTx,
  values: {
    trigger: MonitoringTrigger;
    runKey: string;
    importedAt: Date;
    versionId?: string | null;
    previousVersionId?: string | null;
    listKey?: string | null;
    listVersion?: string | null;
  },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(monitoringRuns)
    .values(values)
    .onConflictDoNothing({ target: monitoringRuns.runKey })
    .returning({ id: monitoringRuns.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: monitoringRuns.id })
    .from(monitoringRuns)
    .where(eq(monitoringRuns.runKey, values.runKey));
  if (!existing) throw new Error(`monitoring run ${values.runKey} neither inserted nor found`);
  return { id: existing.id, created: false };
}

export async function findRun(db: DbOrTx, id: string): Promise<MonitoringRunRow | null> {
  const [row] = await db.select().from(monitoringRuns).where(eq(monitoringRuns.id, id));
  return row ?? null;
}

/**
 * Runs not completed that have not moved for `staleAfterMs` (0: every one): none of their tenant shares' cursors
 * moved, nor did the run start, in that time. A run whose worker is alive keeps moving and is left alone.
 */
export async function unfinishedRunIds(db: DbOrTx, staleAfterMs = 0): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select r.id from monitoring_runs r
    where r.status <> 'completed'
      and greatest(r.created_at, r.started_at,
        (select max(s.updated_at) from monitoring_run_tenants s where s.run_id = r.id))
        <= now() - make_interval(secs => ${staleAfterMs / 1000})
    order by r.created_at`);
  return result.rows.map((r) => r.id);
}

/** The run starts (once): running, when, and the version's delta counts. */
export async function markRunStarted(db: DbOrTx, id: string, delta: MonitoringDelta | null): Promise<void> {
  await db
    .update(monitoringRuns)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${monitoringRuns.startedAt}, now())`,
      ...(delta ? { entriesAdded: delta.added, entriesRemoved: delta.removed, entriesChanged: delta.changed } : {}),
    })
    .where(and(eq(monitoringRuns.id, id), ne(monitoringRuns.status, 'completed')));
}

/**
 * Every tenant whose monitoring is enabled (and not deleted) takes part. Idempotent: a resumed run enrols
 * again, and a tenant already enrolled keeps its share and cursor.
 */
export async function enrolTenants(tx: Tx, runId: string): Promise<void> {
  await tx.execute(sql`
    insert into monitoring_run_tenants (run_id, tenant_id)
    select ${runId}::uuid, t.id from tenants t
    where t.ongoing_monitoring_enabled and t.deleted_at is null and t.archived_at is null
    on conflict do nothing`);
}

export async function openShares(tx: Tx, runId: string): Promise<string[]> {
  const rows = await tx
    .select({ tenantId: monitoringRunTenants.tenantId })
    .from(monitoringRunTenants)
    .where(and(eq(monitoringRunTenants.runId, runId), ne(monitoringRunTenants.status, 'completed')))
    .orderBy(monitoringRunTenants.tenantId);
  return rows.map((r) => r.tenantId);
}

/** The tenant's share, locked for the chunk's transaction (one worker moves a cursor at a time). */
export async function lockShare(tx: Tx, runId: string, tenantId: string): Promise<MonitoringShareRow | null> {
  const [row] = await tx
    .select()
    .from(monitoringRunTenants)
    .where(and(eq(monitoringRunTenants.runId, runId), eq(monitoringRunTenants.tenantId, tenantId)))
    .for('update');
  return row ?? null;
}

/** Moves a share's cursor past a chunk and adds the chunk's figures, in the chunk's transaction. */
export async function advanceShare(
  tx: Tx,
  runId: string,
  tenantId: string,
  values: Pick<MonitoringShareRow, 'status' | 'cursorPhase' | 'cursorId' | 'startedAt'> & {
    finishedAt?: Date;
    add: { customers: number; partners: number; alerts: number; removed: number };
  },
): Promise<void> {
  const { add, ...columns } = values;
  await tx
    .update(monitoringRunTenants)
    .set({
      ...columns,
      updatedAt: sql`now()`,
      customersChecked: sql`${monitoringRunTenants.customersChecked} + ${add.customers}`,
      partnersChecked: sql`${monitoringRunTenants.partnersChecked} + ${add.partners}`,
      alertsRaised: sql`${monitoringRunTenants.alertsRaised} + ${add.alerts}`,
      hitsRemoved: sql`${monitoringRunTenants.hitsRemoved} + ${add.removed}`,
    })
    .where(and(eq(monitoringRunTenants.runId, runId), eq(monitoringRunTenants.tenantId, tenantId)));
}

/** Completes the run when every tenant's share is complete. */
export async function completeRunIfDone(tx: Tx, runId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    update monitoring_runs set status = 'completed', finished_at = now(), started_at = coalesce(started_at, now())
    where id = ${runId}::uuid and status <> 'completed'
      and not exists (select 1 from monitoring_run_tenants s where s.run_id = ${runId}::uuid and s.status <> 'completed')`);
  return (result.rowCount ?? 0) > 0;
}

/** A stored hit's identity: [source_type, source_id]. */
export type StoredKey = [string, string];

export interface MonitoredIndividual {
  id: string;
  status: string;
  fuzzyLevel: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  nationality: string;
  gender: string;
  storedKeys: StoredKey[];
}

/**
 * The next monitored individuals of the tenant after `afterId`, in id order, with only what a screening reads
 * and the keys of their stored hits (the stored screening itself is read only for the few a run changes).
 * Pending customers were never screened: their registration screens them, monitoring does not.
 */
export async function monitoredIndividuals(
  tx: Tx,
  tenantId: string,
  afterId: string | null,
  limit: number,
): Promise<MonitoredIndividual[]> {
  const result = await tx.execute<{
    id: string;
    status: string;
    fuzzy_level: string;
    first_name: string;
    last_name: string;
    date_of_birth: string | null;
    nationality: string;
    gender: string | null;
    stored_keys: StoredKey[] | null;
  }>(sql`
    select i.id, i.status, i.fuzzy_level,
      i.details->>'firstName' as first_name, i.details->>'lastName' as last_name,
      i.details->>'dateOfBirth' as date_of_birth, i.details->>'nationality' as nationality,
      i.details->>'gender' as gender,
      -- Most customers have no hit: their JSON (written by JSON.stringify, which adds no spaces) is not parsed.
      case when i.risk_details is null or strpos(i.risk_details, '"found_records":[]') > 0 then null else (
        select jsonb_agg(jsonb_build_array(r->>'source_type', r->>'source_id'))
        from jsonb_array_elements(i.risk_details::jsonb->'found_records') r) end as stored_keys
    from individual_customers i
    where i.tenant_id = ${tenantId}::uuid and i.needs_ongoing_screening and i.deleted_at is null
      and i.status <> 'Pending' ${afterId ? sql`and i.id > ${afterId}::uuid` : sql``}
    order by i.id
    limit ${limit}`);
  return result.rows.map((r) => ({
    id: r.id,
    status: r.status,
    fuzzyLevel: r.fuzzy_level,
    firstName: r.first_name,
    lastName: r.last_name,
    dateOfBirth: r.date_of_birth,
    nationality: r.nationality,
    gender: r.gender ?? '',
    storedKeys: r.stored_keys ?? [],
  }));
}

export interface MonitoredPartner {
  id: string;
  corporateId: string;
  name: string;
  type: string;
  birthdate: string | null;
  nationality: string;
  storedKeys: StoredKey[];
}

export interface MonitoredCorporate {
  id: string;
  status: string;
  fuzzyLevel: string;
  companyName: string;
  countryOfIncorporation: string;
  storedKeys: StoredKey[];
  partners: MonitoredPartner[];
}

const keysOf = (column: SQL) =>
  sql`(select jsonb_agg(jsonb_build_array(r->>'source_type', r->>'source_id')) from jsonb_array_elements(${column}->'found_records') r)`;

/** The next monitored corporates after `afterId`, each with its partners in force (not removed). */
export async function monitoredCorporates(
  tx: Tx,
  tenantId: string,
  afterId: string | null,
  limit: number,
): Promise<MonitoredCorporate[]> {
  const companies = await tx.execute<{
    id: string;
    status: string;
    fuzzy_level: string;
    company_name: string;
    country_of_incorporation: string;
    stored_keys: StoredKey[] | null;
  }>(sql`
    select c.id, c.status, c.fuzzy_level, c.company_name, c.country_of_incorporation,
      ${keysOf(sql`c.company_screening`)} as stored_keys
    from corporate_customers c
    where c.tenant_id = ${tenantId}::uuid and c.needs_ongoing_screening and c.deleted_at is null
      and c.status <> 'Pending' ${afterId ? sql`and c.id > ${afterId}::uuid` : sql``}
    order by c.id
    limit ${limit}`);
  if (companies.rows.length === 0) return [];
  const partners = await tx.execute<{
    id: string;
    corporate_id: string;
    name: string;
    type: string;
    birthdate: string | null;
    nationality: string;
    stored_keys: StoredKey[] | null;
  }>(sql`
    select p.id, p.corporate_id, p.name, p.type, p.birthdate::text as birthdate, p.nationality,
      ${keysOf(sql`p.screening`)} as stored_keys
    from corporate_partners p
    where p.corporate_id in (${sql.join(
      companies.rows.map((c) => sql`${c.id}::uuid`),
      sql`, `,
    )}) and p.removed_at is null
    order by p.corporate_id, p.position`);
  const byCorporate = new Map<string, MonitoredPartner[]>();
  for (const p of partners.rows) {
    const list = byCorporate.get(p.corporate_id) ?? [];
    list.push({
      id: p.id,
      corporateId: p.corporate_id,
      name: p.name,
      type: p.type,
      birthdate: p.birthdate,
      nationality: p.nationality,
      storedKeys: p.stored_keys ?? [],
    });
    byCorporate.set(p.corporate_id, list);
  }
  return companies.rows.map((c) => ({
    id: c.id,
    status: c.status,
    fuzzyLevel: c.fuzzy_level,
    companyName: c.company_name,
    countryOfIncorporation: c.country_of_incorporation,
    storedKeys: c.stored_keys ?? [],
    partners: byCorporate.get(c.id) ?? [],
  }));
}

/** The alerts of a chunk; a redone chunk cannot double one (unique per run, customer, subject, kind and entry). */
export async function insertAlerts(tx: Tx, rows: readonly MonitoringAlertInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(monitoringAlerts)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: monitoringAlerts.id });
  return inserted.length;
}

/** One name a run screened, and how many hits it found. */
export interface MonitoringLog {
  name: string;
  hits: number;
}

/** Who a monitoring screening log names as having run it (spec 1 §3 "User ID (email)"): the system. */
export const MONITORING_LOG_EMAIL = 'ongoing-monitoring@system';

/**
 * One OnGoing screening log per name screened (spec 1 §3), never charged to the screening balance. One statement
 * with the names as one JSON parameter: a chunk writes hundreds of logs, and every log of a run names the same
 * list versions.
 */
export async function insertMonitoringLogs(
  tx: Tx,
  run: { tenantId: string; trigger: MonitoringTrigger; listVersions: unknown },
  logs: readonly MonitoringLog[],
): Promise<void> {
  if (logs.length === 0) return;
  await tx.execute(sql`
    insert into screening_logs (tenant_id, user_name, email, screening_count, screening_type, list_versions)
    select ${run.tenantId}::uuid, l.name, ${MONITORING_LOG_EMAIL}, l.hits, ${run.trigger},
      ${JSON.stringify(run.listVersions)}::jsonb
    from jsonb_to_recordset(${JSON.stringify(logs)}::jsonb) as l(name text, hits int)`);
}

/** The tenant's share of every run, newest first (the Monitoring Runs screen and its CSV). */
export function tenantRunsQuery(tx: DbOrTx, tenantId: string) {
  return tx
    .select({ run: monitoringRuns, share: monitoringRunTenants })
    .from(monitoringRunTenants)
    .innerJoin(monitoringRuns, eq(monitoringRuns.id, monitoringRunTenants.runId))
    .where(eq(monitoringRunTenants.tenantId, tenantId))
    .orderBy(desc(monitoringRuns.createdAt), desc(monitoringRuns.id));
}

export async function countTenantRuns(tx: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(monitoringRunTenants)
    .where(eq(monitoringRunTenants.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function alertsOfCustomer(
  tx: DbOrTx,
  kind: 'individual' | 'corporate',
  customerId: string,
): Promise<(MonitoringAlertRow & { trigger: MonitoringTrigger })[]> {
  const rows = await tx
    .select({ alert: monitoringAlerts, trigger: monitoringRuns.trigger })
    .from(monitoringAlerts)
    .innerJoin(monitoringRuns, eq(monitoringRuns.id, monitoringAlerts.runId))
    .where(
      kind === 'individual'
        ? eq(monitoringAlerts.individualId, customerId)
        : eq(monitoringAlerts.corporateId, customerId),
    )
    .orderBy(desc(monitoringAlerts.raisedAt), desc(monitoringAlerts.id));
  return rows.map((r) => ({ ...r.alert, trigger: r.trigger }));
}

/** The newest undecided new-hit alert of each customer on a list page, and how many it has. */
export async function openAlertSummaries(
  tx: Tx,
  kind: 'individual' | 'corporate',
  customerIds: readonly string[],
): Promise<Map<string, { reason: string; raisedAt: Date; count: number }>> {
  if (customerIds.length === 0) return new Map();
  const column = kind === 'individual' ? sql`individual_id` : sql`corporate_id`;
  const result = await tx.execute<{ customer_id: string; reason: string; raised_at: string; n: number }>(sql`
    select distinct on (${column}) ${column} as customer_id, reason, raised_at,
      count(*) over (partition by ${column})::int as n
    from monitoring_alerts
    where ${column} in (${sql.join(
      customerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and kind = 'new-hit' and decided_at is null
    order by ${column}, raised_at desc, id desc`);
  return new Map(
    result.rows.map((r) => [r.customer_id, { reason: r.reason, raisedAt: new Date(r.raised_at), count: Number(r.n) }]),
  );
}

/**
 * An MLRO's decision closes the customer's open alerts (or, for a partner's decision, that partner's): the
 * alert keeps when, how and by whom it was decided.
 */
export async function closeAlerts(
  tx: Tx,
  target: { kind: 'individual' | 'corporate'; customerId: string; subject?: string },
  decision: string,
  actorId: string | null,
): Promise<void> {
  await tx
    .update(monitoringAlerts)
    .set({ decidedAt: new Date(), decision, decidedBy: actorId })
    .where(
      and(
        target.kind === 'individual'
          ? eq(monitoringAlerts.individualId, target.customerId)
          : eq(monitoringAlerts.corporateId, target.customerId),
        target.subject ? eq(monitoringAlerts.subject, target.subject) : undefined,
        isNull(monitoringAlerts.decidedAt),
      ),
    );
}
