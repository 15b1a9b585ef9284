import { and, asc, desc, eq, getTableColumns, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  auditEvents,
  corporateCustomers,
  corporatePartners,
  customerDocuments,
  dpmsrReports,
  falseMatchMemory,
  individualCustomers,
  monitoringAlerts,
  monitoringRuns,
  monitoringRunTenants,
  screeningLogs,
  tenants,
} from '../../db/schema';

/** Every screening log of a tenant, oldest first (an archive reads as a ledger). */
export async function tenantScreeningLogs(db: DbOrTx, tenantId: string) {
  return db
    .select()
    .from(screeningLogs)
    .where(eq(screeningLogs.tenantId, tenantId))
    .orderBy(asc(screeningLogs.screeningDate), asc(screeningLogs.id));
}

/** Every customer record of a tenant (issue 11), oldest first; documents without their content. */
export async function tenantCustomers(db: DbOrTx, tenantId: string) {
  const { content: _content, ...documentColumns } = getTableColumns(customerDocuments);
  return {
    individuals: await db
      .select()
      .from(individualCustomers)
      .where(eq(individualCustomers.tenantId, tenantId))
      .orderBy(asc(individualCustomers.customerNumber)),
    corporates: await db
      .select()
      .from(corporateCustomers)
      .where(eq(corporateCustomers.tenantId, tenantId))
      .orderBy(asc(corporateCustomers.customerNumber)),
    partners: await db
      .select()
      .from(corporatePartners)
      .where(eq(corporatePartners.tenantId, tenantId))
      .orderBy(asc(corporatePartners.corporateId), asc(corporatePartners.position), asc(corporatePartners.createdAt)),
    documents: await db
      .select(documentColumns)
      .from(customerDocuments)
      .where(eq(customerDocuments.tenantId, tenantId))
      .orderBy(asc(customerDocuments.uploadedAt)),
    falseMatches: await db
      .select()
      .from(falseMatchMemory)
      .where(eq(falseMatchMemory.tenantId, tenantId))
      .orderBy(asc(falseMatchMemory.decidedAt)),
  };
}

/** Every DPMSR report of a tenant (issue 16), deleted ones too, oldest first. */
export async function tenantDpmsrReports(db: DbOrTx, tenantId: string) {
  return db
    .select()
    .from(dpmsrReports)
    .where(eq(dpmsrReports.tenantId, tenantId))
    .orderBy(asc(dpmsrReports.createdAt), asc(dpmsrReports.id));
}

/** The tenant's share of every monitoring run (issue 17), with the run's list version, oldest first. */
export async function tenantMonitoringRuns(db: DbOrTx, tenantId: string) {
  const rows = await db
    .select({ run: monitoringRuns, share: monitoringRunTenants })
    .from(monitoringRunTenants)
    .innerJoin(monitoringRuns, eq(monitoringRuns.id, monitoringRunTenants.runId))
    .where(eq(monitoringRunTenants.tenantId, tenantId))
    .orderBy(asc(monitoringRuns.createdAt), asc(monitoringRuns.id));
  return rows.map(({ run, share }) => ({ ...run, ...share }));
}

export async function tenantMonitoringAlerts(db: DbOrTx, tenantId: string) {
  return db
    .select()
    .from(monitoringAlerts)
    .where(eq(monitoringAlerts.tenantId, tenantId))
    .orderBy(asc(monitoringAlerts.raisedAt), asc(monitoringAlerts.id));
}

/** Every audit event of a tenant, in the order they were written. */
export async function tenantAuditEvents(db: DbOrTx, tenantId: string) {
  return db.select().from(auditEvents).where(eq(auditEvents.tenantId, tenantId)).orderBy(asc(auditEvents.id));
}

/** Every retained archive, newest first. */
export async function listArchives(db: DbOrTx) {
  return db
    .select({
      id: tenants.id,
      clientName: tenants.clientName,
      email: tenants.email,
      tradeLicenseNumber: tenants.tradeLicenseNumber,
      archivedAt: tenants.archivedAt,
    })
    .from(tenants)
    .where(isNotNull(tenants.archivedAt))
    .orderBy(desc(tenants.archivedAt));
}

/** Archives made at or before `cutoff`, oldest first. */
export async function archivesBefore(db: DbOrTx, cutoff: Date) {
  return db
    .select({ id: tenants.id, clientName: tenants.clientName, archivedAt: tenants.archivedAt })
    .from(tenants)
    .where(and(isNotNull(tenants.archivedAt), lte(tenants.archivedAt, cutoff)))
    .orderBy(asc(tenants.archivedAt));
}

/**
 * Lets the guard triggers of migration 0003 accept this transaction's deletes of records whose tenant
 * was archived five years ago by the database clock; nothing else is opened by it.
 */
export async function allowRetentionPurge(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('app.retention_purge', 'on', true)`);
}

/** Removes one expired archive: its records first (they hold the tenant row), then the row. */
export async function deleteArchive(tx: DbOrTx, tenantId: string) {
  const logs = await tx
    .delete(screeningLogs)
    .where(eq(screeningLogs.tenantId, tenantId))
    .returning({ id: screeningLogs.id });
  const events = await tx
    .delete(auditEvents)
    .where(eq(auditEvents.tenantId, tenantId))
    .returning({ id: auditEvents.id });
  // Customers, their documents (issue 11), false matches (issue 12) and DPMSR reports (issue 16, which also
  // hold their customer) hold the tenant row too.
  await tx.delete(dpmsrReports).where(eq(dpmsrReports.tenantId, tenantId));
  // Monitoring alerts hold their customer; a tenant's run shares hold the tenant (the runs are platform rows).
  await tx.delete(monitoringAlerts).where(eq(monitoringAlerts.tenantId, tenantId));
  await tx.delete(monitoringRunTenants).where(eq(monitoringRunTenants.tenantId, tenantId));
  await tx.delete(falseMatchMemory).where(eq(falseMatchMemory.tenantId, tenantId));
  await tx.delete(customerDocuments).where(eq(customerDocuments.tenantId, tenantId));
  await tx.delete(corporatePartners).where(eq(corporatePartners.tenantId, tenantId));
  const corporates = await tx
    .delete(corporateCustomers)
    .where(eq(corporateCustomers.tenantId, tenantId))
    .returning({ id: corporateCustomers.id });
  const individuals = await tx
    .delete(individualCustomers)
    .where(eq(individualCustomers.tenantId, tenantId))
    .returning({ id: individualCustomers.id });
  await tx.delete(tenants).where(eq(tenants.id, tenantId));
  return {
    screeningLogs: logs.length,
    auditEvents: events.length,
    customers: corporates.length + individuals.length,
  };
}
