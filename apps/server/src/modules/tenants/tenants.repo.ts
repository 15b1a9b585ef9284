import type { Tenant } from '@aml/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tenants, users } from '../../db/schema';

/** A live (not soft-deleted) tenant with its users, in the API shape of spec 1 §3. */
export async function findTenantWithUsers(db: DbOrTx, tenantId: string): Promise<Tenant | undefined> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
    .limit(1);
  if (!row) return undefined;
  const staff = await db.select().from(users).where(eq(users.tenantId, tenantId)).orderBy(asc(users.createdAt));
  const { createdAt, deletedAt: _deleted, ...fields } = row;
  return {
    ...fields,
    createdDate: createdAt.toISOString(),
    users: staff.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      // Tenant staff always carry a business role; the check constraint keeps super users out of tenants.
      roleId: u.tenantRole ?? 'FLA',
      isActive: u.isActive,
      createdDate: u.createdAt.toISOString(),
      tenantUserId: tenantId,
    })),
  };
}
