import { RECORD_RETENTION_YEARS, type TenantArchive, type TenantArchiveSummary } from '@aml/contracts';
import type { Db } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import type { ActorContext } from '../../lib/actor-context';
import { notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import {
  allowRetentionPurge,
  archivesBefore,
  deleteArchive,
  listArchives,
  tenantAuditEvents,
  tenantCustomers,
  tenantDpmsrReports,
  tenantMonitoringAlerts,
  tenantMonitoringRuns,
  tenantScreeningLogs,
} from './tenant-archive.repo';
import { findTenantRow } from './tenants.repo';

/** `at` moved back by the retention period, on the calendar (UTC): 2031-03-01 → 2026-03-01. */
export function retentionCutoff(at: Date): Date {
  const cutoff = new Date(at);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RECORD_RETENTION_YEARS);
  return cutoff;
}

/** When an archive made at `archivedAt` may be purged. */
export function retainedUntil(archivedAt: Date): Date {
  const until = new Date(archivedAt);
  until.setUTCFullYear(until.getUTCFullYear() + RECORD_RETENTION_YEARS);
  return until;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/tenants/archives: the retained archives (hidden from the tenant list), newest first. */
export async function listTenantArchives(db: Db): Promise<TenantArchiveSummary[]> {
  const rows = await withPlatform(db, 'tenants: super user lists archives', (tx) => listArchives(tx));
  return rows.map(({ archivedAt, ...row }) => {
    const at = archivedAt as Date;
    return { ...row, archivedAt: at.toISOString(), retainedUntil: retainedUntil(at).toISOString() };
  });
}

/**
 * GET /api/tenants/{id}/archive (decision 102): a tenant's compliance records (the tenant, its screening
 * logs, audit events and customers) for the super user, whether the tenant is live, soft-deleted or archived. The
 * export is itself audited, in the same transaction that read it.
 */
export async function exportTenantArchive(db: Db, ctx: ActorContext, tenantId: string): Promise<TenantArchive> {
  return withPlatform(db, 'tenants: super user exports a tenant archive', async (tx) => {
    const row = await findTenantRow(tx, tenantId, { includeArchived: true });
    if (!row) throw notFound('Tenant not found');
    const logs = await tenantScreeningLogs(tx, tenantId);
    const events = await tenantAuditEvents(tx, tenantId);
    const customers = await tenantCustomers(tx, tenantId);
    const reports = await tenantDpmsrReports(tx, tenantId);
    const monitoringRuns = await tenantMonitoringRuns(tx, tenantId);
    const monitoringAlerts = await tenantMonitoringAlerts(tx, tenantId);
    const { createdAt, deletedAt, archivedAt, ...fields } = row;
    const archive: TenantArchive = {
      exportedAt: new Date().toISOString(),
      retention: { archivedAt: iso(archivedAt), retainedUntil: iso(archivedAt && retainedUntil(archivedAt)) },
      tenant: {
        ...fields,
        createdDate: createdAt.toISOString(),
        deletedAt: iso(deletedAt),
        archivedAt: iso(archivedAt),
      },
      screeningLogs: logs.map(({ tenantId: _t, screeningDate, ...log }) => ({
        ...log,
        screeningDate: screeningDate.toISOString(),
      })),
      auditEvents: events.map(({ tenantId: _t, occurredAt, ...event }) => ({
        ...event,
        occurredAt: occurredAt.toISOString(),
      })),
      customers,
      dpmsrReports: reports,
      monitoringRuns,
      monitoringAlerts,
    };
    await appendAudit(tx, {
      tenantId,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'tenant.archive_exported',
      entityType: 'tenant',
      entityId: tenantId,
      after: {
        screeningLogs: logs.length,
        auditEvents: events.length,
        customers: customers.individuals.length + customers.corporates.length,
        dpmsrReports: reports.length,
        monitoringAlerts: monitoringAlerts.length,
      },
    });
    return archive;
  });
}

/** drizzle wraps the driver error ("Failed query: …"); PostgreSQL's own message is its cause. */
function databaseMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

export interface PurgeOutcome {
  purged: { tenantId: string; archivedAt: string; screeningLogs: number; auditEvents: number; customers: number }[];
  failed: { tenantId: string; error: string }[];
}

/**
 * The retention purge (decision 102; the job runner's cron task `retention-purge`): removes the archives
 * made five years or more before `now`, each in its own transaction with a platform audit event (tenant
 * null, so it outlives the archive) that says what went. Runs on the owner connection: the app role may
 * not delete records at all. The guard triggers check the age again by the database clock, so a wrong
 * `now` cannot remove a record early; a failing archive (say, a record table added later that still
 * holds rows) is reported and the others go on.
 */
export async function purgeExpiredArchives(db: Db, now: Date = new Date()): Promise<PurgeOutcome> {
  const reason = 'retention: purge of archives older than five years';
  const expired = await withPlatform(db, reason, (tx) => archivesBefore(tx, retentionCutoff(now)));
  const outcome: PurgeOutcome = { purged: [], failed: [] };
  for (const archive of expired) {
    const archivedAt = (archive.archivedAt as Date).toISOString();
    try {
      const counts = await withPlatform(db, reason, async (tx) => {
        await allowRetentionPurge(tx);
        const removed = await deleteArchive(tx, archive.id);
        await appendAudit(tx, {
          tenantId: null,
          actorId: null,
          action: 'retention.archive_purged',
          entityType: 'tenant',
          entityId: archive.id,
          before: { clientName: archive.clientName, archivedAt, ...removed },
        });
        return removed;
      });
      outcome.purged.push({ tenantId: archive.id, archivedAt, ...counts });
    } catch (error) {
      outcome.failed.push({ tenantId: archive.id, error: databaseMessage(error) });
    }
  }
  return outcome;
}
