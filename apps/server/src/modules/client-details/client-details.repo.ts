import type { TenantProfileFields } from '@aml/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tenants } from '../../db/schema';

/** The profile columns (spec 1 §3) as the screen and the audit trail name them. */
const profileColumns = {
  rentityId: tenants.rentityId,
  firstName: tenants.firstName,
  lastName: tenants.lastName,
  birthdate: tenants.birthdate,
  ssn: tenants.ssn,
  passportNumber: tenants.passportNumber,
  passportCountry: tenants.passportCountry,
  nationality: tenants.nationality,
  tphContactType: tenants.tphContactType,
  tphCommunicationType: tenants.tphCommunicationType,
  tphNumber: tenants.tphNumber,
  addressType: tenants.addressType,
  address: tenants.address,
  city: tenants.city,
  countryCode: tenants.countryCode,
  state: tenants.state,
};

/**
 * The live tenant's profile, locked until the transaction ends: two officers saving at once are
 * serialised, so each audit event's "before" is what that save really replaced.
 */
export async function lockTenantProfile(db: DbOrTx, tenantId: string): Promise<TenantProfileFields | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
    .for('update');
  return row;
}

export async function updateTenantProfile(db: DbOrTx, tenantId: string, profile: TenantProfileFields): Promise<void> {
  await db.update(tenants).set(profile).where(eq(tenants.id, tenantId));
}
