import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { screeningLogs, tenants } from '../../db/schema';

/**
 * Takes one screening from the tenant's balance in a single conditional UPDATE: the row lock orders
 * concurrent charges and `> 0` refuses the one that would go below zero (the check constraint is the
 * second wall). Returns the balance left, or null when there was none to take.
 */
export async function chargeOneScreening(db: DbOrTx, tenantId: string): Promise<number | null> {
  const [row] = await db
    .update(tenants)
    .set({ maxScreeningCount: sql`${tenants.maxScreeningCount} - 1` })
    .where(and(eq(tenants.id, tenantId), gt(tenants.maxScreeningCount, 0)))
    .returning({ left: tenants.maxScreeningCount });
  return row ? row.left : null;
}

export async function screeningBalance(db: DbOrTx, tenantId: string): Promise<number | null> {
  const [row] = await db
    .select({ left: tenants.maxScreeningCount })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ? row.left : null;
}

export async function insertScreeningLog(db: DbOrTx, values: typeof screeningLogs.$inferInsert): Promise<void> {
  await db.insert(screeningLogs).values(values);
}

/** The tenant's screening logs, newest first (spec 1 §2.7 default sort). */
export async function listScreeningLogs(db: DbOrTx, tenantId: string) {
  return db
    .select({
      id: screeningLogs.id,
      userName: screeningLogs.userName,
      email: screeningLogs.email,
      screeningCount: screeningLogs.screeningCount,
      screeningType: screeningLogs.screeningType,
      screeningDate: screeningLogs.screeningDate,
    })
    .from(screeningLogs)
    .where(eq(screeningLogs.tenantId, tenantId))
    .orderBy(desc(screeningLogs.screeningDate), desc(screeningLogs.id));
}
