import {
  EXPORT_TIME_ZONE,
  formatLogTimestamp,
  MONITORING_MESSAGES,
  MONITORING_RUN_CSV_COLUMNS,
  MONITORING_RUN_STATUS_LABELS,
  type MonitoringAlert,
  type MonitoringRun,
  type MonitoringRunPage,
  type MonitoringRunQuery,
  screeningTypeLabel,
} from '@aml/contracts';
import type { Db, Tx } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { csvCell, csvFile, csvTextCell } from '../../lib/csv';
import { findCorporate } from '../customers/corporates.repo';
import { findIndividual } from '../customers/individuals.repo';
import {
  alertsOfCustomer,
  countTenantRuns,
  type MonitoringRunRow,
  type MonitoringShareRow,
  tenantRunsQuery,
} from './monitoring.repo';

/** The Monitoring Runs screen, its CSV and a customer's alerts (issue 17): reads only, in the tenant's scope. */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toRun({ run, share }: { run: MonitoringRunRow; share: MonitoringShareRow }): MonitoringRun {
  const counted = run.entriesAdded !== null && run.entriesRemoved !== null && run.entriesChanged !== null;
  return {
    id: run.id,
    trigger: run.trigger,
    listName: run.listKey,
    listVersion: run.listVersion,
    importedAt: run.importedAt.toISOString(),
    delta: counted
      ? { added: run.entriesAdded ?? 0, removed: run.entriesRemoved ?? 0, changed: run.entriesChanged ?? 0 }
      : null,
    status: share.status,
    startedAt: iso(share.startedAt),
    finishedAt: iso(share.finishedAt),
    customersChecked: share.customersChecked,
    partnersChecked: share.partnersChecked,
    alertsRaised: share.alertsRaised,
    hitsRemoved: share.hitsRemoved,
  };
}

/** The tenant's latest run (Account Statistics shows it with the monitoring figures), or null before any. */
export async function latestMonitoringRun(tx: Tx, tenantId: string): Promise<MonitoringRun | null> {
  const [row] = await tenantRunsQuery(tx, tenantId).limit(1);
  return row ? toRun(row) : null;
}

export async function monitoringRunPage(
  db: Db,
  ctx: TenantContext,
  query: MonitoringRunQuery,
): Promise<MonitoringRunPage> {
  return withTenant(db, ctx, async (tx) => {
    const total = await countTenantRuns(tx, ctx.tenantId);
    const rows = await tenantRunsQuery(tx, ctx.tenantId)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: rows.map(toRun),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  });
}

const when = (value: string | null) => (value ? formatLogTimestamp(value, { timeZone: EXPORT_TIME_ZONE }) : '');
const count = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Every run of the tenant, newest first, as the inspector's CSV (MONITORING_RUN_CSV_COLUMNS). */
export async function exportMonitoringRunsCsv(db: Db, ctx: TenantContext): Promise<string> {
  const rows = await withTenant(db, ctx, (tx) => tenantRunsQuery(tx, ctx.tenantId));
  return csvFile(
    MONITORING_RUN_CSV_COLUMNS,
    rows.map(toRun).map((run) => [
      csvCell(screeningTypeLabel(run.trigger)),
      // A list's name comes from the file's content: written as text, never a formula.
      csvTextCell(run.listName ?? MONITORING_MESSAGES.allLists),
      csvTextCell(run.listVersion ?? ''),
      when(run.importedAt),
      count(run.delta?.added),
      count(run.delta?.removed),
      count(run.delta?.changed),
      MONITORING_RUN_STATUS_LABELS[run.status],
      when(run.startedAt),
      when(run.finishedAt),
      String(run.customersChecked),
      String(run.partnersChecked),
      String(run.alertsRaised),
      String(run.hitsRemoved),
    ]),
  );
}

/** GET /api/monitoring/alerts/{kind}/{id}: the customer's alerts, newest first. Another tenant's customer is 404. */
export async function customerAlerts(
  db: Db,
  ctx: TenantContext,
  kind: 'individual' | 'corporate',
  id: string,
): Promise<MonitoringAlert[]> {
  return withTenant(db, ctx, async (tx) => {
    const customer =
      kind === 'individual' ? await findIndividual(tx, ctx.tenantId, id) : await findCorporate(tx, ctx.tenantId, id);
    if (!customer) throw notFound();
    const rows = await alertsOfCustomer(tx, kind, id);
    return rows.map((a) => ({
      id: a.id,
      runId: a.runId,
      trigger: a.trigger,
      kind: a.kind,
      subjectName: a.subjectName,
      subject: a.subject,
      sourceType: a.sourceType,
      sourceId: a.sourceId,
      entryName: a.entryName,
      listVersion: a.listVersion,
      reason: a.reason,
      changes: a.changes,
      score: a.score,
      statusBefore: a.statusBefore,
      statusAfter: a.statusAfter,
      raisedAt: a.raisedAt.toISOString(),
      decidedAt: iso(a.decidedAt),
      decision: a.decision,
    }));
  });
}
