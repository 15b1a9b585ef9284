import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { individualCustomers } from '../../db/schema';

export type IndividualRow = typeof individualCustomers.$inferSelect;
export type IndividualInsert = typeof individualCustomers.$inferInsert;

/** The constraint of the duplicate rule (migration 0007). */
export const INDIVIDUAL_DUPLICATE_CONSTRAINT = 'individual_customers_identity_unique';

export async function insertIndividual(tx: DbOrTx, values: IndividualInsert): Promise<IndividualRow> {
  const [row] = await tx.insert(individualCustomers).values(values).returning();
  if (!row) throw new Error('individual customer not inserted');
  return row;
}

/** One customer of the tenant in scope; `forUpdate` locks the row for the rest of the transaction. */
export async function findIndividual(tx: DbOrTx, tenantId: string, id: string, forUpdate = false) {
  const query = tx
    .select()
    .from(individualCustomers)
    .where(
      and(
        eq(individualCustomers.tenantId, tenantId),
        eq(individualCustomers.id, id),
        isNull(individualCustomers.deletedAt),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateIndividual(
  tx: DbOrTx,
  id: string,
  values: Partial<IndividualInsert>,
): Promise<IndividualRow> {
  const [row] = await tx
    .update(individualCustomers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(individualCustomers.id, id))
    .returning();
  if (!row) throw new Error('individual customer not updated');
  return row;
}

/** Every customer of the tenant in scope, newest first (the spec's unparameterised list call). */
export async function listIndividuals(tx: DbOrTx, tenantId: string): Promise<IndividualRow[]> {
  return tx
    .select()
    .from(individualCustomers)
    .where(and(eq(individualCustomers.tenantId, tenantId), isNull(individualCustomers.deletedAt)))
    .orderBy(desc(individualCustomers.createdAt));
}
