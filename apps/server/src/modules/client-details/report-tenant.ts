import { splitTenantAddresses } from '@aml/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { tenants } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { ReportTenant } from '../../lib/pdf-layout';

/** The tenant as every report's page header names it: client name, first address, trade licence number. */
export async function reportTenant(tx: Tx, tenantId: string): Promise<ReportTenant> {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound();
  const [address] = splitTenantAddresses(tenant);
  return {
    clientName: tenant.clientName,
    address: address
      ? [address.address, address.city, address.state, address.countryCode].filter(Boolean).join(', ')
      : '',
    tradeLicenseNumber: tenant.tradeLicenseNumber ?? '',
  };
}
