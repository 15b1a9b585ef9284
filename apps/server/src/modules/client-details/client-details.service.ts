import type { Tenant } from '@aml/contracts';
import type { Db } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { findTenantWithUsers } from '../tenants/tenants.repo';

/** GET /api/ClientDetails/tenant-user-details: the caller's own tenant with its users, read in its scope. */
export async function tenantDetails(db: Db, ctx: TenantContext): Promise<Tenant> {
  const tenant = await withTenant(db, ctx, (tx) => findTenantWithUsers(tx, ctx.tenantId));
  if (!tenant) throw notFound('Tenant not found');
  return tenant;
}
