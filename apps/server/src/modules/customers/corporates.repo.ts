import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { corporateCustomers, corporatePartners } from '../../db/schema';
import { uuidArray } from '../../db/sql-arrays';

export type CorporateRow = typeof corporateCustomers.$inferSelect;
export type CorporateInsert = typeof corporateCustomers.$inferInsert;
export type PartnerRow = typeof corporatePartners.$inferSelect;
export type PartnerInsert = typeof corporatePartners.$inferInsert;

/** The constraint of the duplicate rule (migration 0007). */
export const CORPORATE_DUPLICATE_CONSTRAINT = 'corporate_customers_licence_unique';

export async function insertCorporate(tx: DbOrTx, values: CorporateInsert): Promise<CorporateRow> {
  const [row] = await tx.insert(corporateCustomers).values(values).returning();
  if (!row) throw new Error('corporate customer not inserted');
  return row;
}

export async function findCorporate(tx: DbOrTx, tenantId: string, id: string, forUpdate = false) {
  const query = tx
    .select()
    .from(corporateCustomers)
    .where(
      and(
        eq(corporateCustomers.tenantId, tenantId),
        eq(corporateCustomers.id, id),
        isNull(corporateCustomers.deletedAt),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCorporate(tx: DbOrTx, id: string, values: Partial<CorporateInsert>): Promise<CorporateRow> {
  const [row] = await tx
    .update(corporateCustomers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(corporateCustomers.id, id))
    .returning();
  if (!row) throw new Error('corporate customer not updated');
  return row;
}

/** The partners in force (not removed by an edit), in form order. */
export async function listPartners(tx: DbOrTx, corporateId: string): Promise<PartnerRow[]> {
  return tx
    .select()
    .from(corporatePartners)
    .where(and(eq(corporatePartners.corporateId, corporateId), isNull(corporatePartners.removedAt)))
    .orderBy(asc(corporatePartners.position));
}

export async function insertPartner(tx: DbOrTx, values: PartnerInsert): Promise<PartnerRow> {
  const [row] = await tx.insert(corporatePartners).values(values).returning();
  if (!row) throw new Error('partner not inserted');
  return row;
}

export async function updatePartner(tx: DbOrTx, id: string, values: Partial<PartnerInsert>): Promise<PartnerRow> {
  const [row] = await tx
    .update(corporatePartners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(corporatePartners.id, id))
    .returning();
  if (!row) throw new Error('partner not updated');
  return row;
}

/** A partner taken off by an edit is marked removed and kept, with its screening (decision 102). */
export async function markPartnersRemoved(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(corporatePartners)
    .set({ removedAt: new Date(), updatedAt: new Date() })
    .where(inArray(corporatePartners.id, [...ids]));
}

/** One partner in force of the tenant in scope (not removed), locked for the decision on it. */
export async function findPartnerForUpdate(tx: DbOrTx, tenantId: string, id: string): Promise<PartnerRow | null> {
  const [row] = await tx
    .select()
    .from(corporatePartners)
    .where(
      and(eq(corporatePartners.tenantId, tenantId), eq(corporatePartners.id, id), isNull(corporatePartners.removedAt)),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Every corporate customer of the tenant in scope, newest first (the spec's unparameterised list call). */
export async function listCorporates(tx: DbOrTx, tenantId: string): Promise<CorporateRow[]> {
  return tx
    .select()
    .from(corporateCustomers)
    .where(and(eq(corporateCustomers.tenantId, tenantId), isNull(corporateCustomers.deletedAt)))
    .orderBy(desc(corporateCustomers.createdAt));
}

/** The partners in force of many corporate customers, in form order, by corporate id. */
export async function listPartnersOf(tx: DbOrTx, corporateIds: readonly string[]): Promise<Map<string, PartnerRow[]>> {
  const byCorporate = new Map<string, PartnerRow[]>();
  if (corporateIds.length === 0) return byCorporate;
  const rows = await tx
    .select()
    .from(corporatePartners)
    // One array parameter, not one per id: a book may hold more ids than PostgreSQL's 65,535 parameters.
    .where(
      and(sql`${corporatePartners.corporateId} = any(${uuidArray(corporateIds)})`, isNull(corporatePartners.removedAt)),
    )
    .orderBy(asc(corporatePartners.position));
  for (const row of rows) byCorporate.set(row.corporateId, [...(byCorporate.get(row.corporateId) ?? []), row]);
  return byCorporate;
}
