import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { corporateCustomers, dpmsrReports, individualCustomers } from '../../db/schema';
import { uuidArray } from '../../db/sql-arrays';
import type { CorporateRow } from '../customers/corporates.repo';
import type { IndividualRow } from '../customers/individuals.repo';

export type DpmsrRow = typeof dpmsrReports.$inferSelect;
export type DpmsrInsert = typeof dpmsrReports.$inferInsert;

export async function insertReport(tx: DbOrTx, values: DpmsrInsert): Promise<DpmsrRow> {
  const [row] = await tx.insert(dpmsrReports).values(values).returning();
  if (!row) throw new Error('DPMSR report not inserted');
  return row;
}

/** One live report of the tenant in scope; `forUpdate` locks it for the rest of the transaction. */
export async function findReport(tx: DbOrTx, tenantId: string, id: string, forUpdate = false) {
  const query = tx
    .select()
    .from(dpmsrReports)
    .where(and(eq(dpmsrReports.tenantId, tenantId), eq(dpmsrReports.id, id), isNull(dpmsrReports.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Every live report of the tenant in scope, newest first (GET /api/Dpmsr answers them all, spec 3 §7). */
export async function listReports(tx: DbOrTx, tenantId: string): Promise<DpmsrRow[]> {
  return tx
    .select()
    .from(dpmsrReports)
    .where(and(eq(dpmsrReports.tenantId, tenantId), isNull(dpmsrReports.deletedAt)))
    .orderBy(desc(dpmsrReports.createdAt), desc(dpmsrReports.id));
}

export async function updateReport(tx: DbOrTx, id: string, values: Partial<DpmsrInsert>): Promise<DpmsrRow> {
  const [row] = await tx
    .update(dpmsrReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dpmsrReports.id, id))
    .returning();
  if (!row) throw new Error('DPMSR report not updated');
  return row;
}

/**
 * The customers that reports name, deleted ones included: a report stays readable after its customer is
 * removed (the customer's record is kept, decision 102). One array parameter per kind.
 */
export async function individualsByIds(tx: DbOrTx, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, IndividualRow>();
  const rows = await tx
    .select()
    .from(individualCustomers)
    .where(and(eq(individualCustomers.tenantId, tenantId), sql`${individualCustomers.id} = any(${uuidArray(ids)})`));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function corporatesByIds(tx: DbOrTx, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, CorporateRow>();
  const rows = await tx
    .select()
    .from(corporateCustomers)
    .where(and(eq(corporateCustomers.tenantId, tenantId), sql`${corporateCustomers.id} = any(${uuidArray(ids)})`));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The last goAML file built for a report; not an edit of the report, so its updated_at stays. */
export async function recordGeneratedXml(tx: DbOrTx, id: string, lastXml: unknown): Promise<void> {
  await tx.update(dpmsrReports).set({ lastXml }).where(eq(dpmsrReports.id, id));
}
