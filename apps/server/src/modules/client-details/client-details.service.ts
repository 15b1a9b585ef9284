import type { Tenant, TenantProfileFields } from '@aml/contracts';
import type { Db } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { auditActor, fieldChanges } from '../customers/customer-common';
import { findTenantWithUsers } from '../tenants/tenants.repo';
import { lockTenantProfile, updateTenantProfile } from './client-details.repo';

/** GET /api/ClientDetails/tenant-user-details: the caller's own tenant with its users, read in its scope. */
export async function tenantDetails(db: Db, ctx: TenantContext): Promise<Tenant> {
  const tenant = await withTenant(db, ctx, (tx) => findTenantWithUsers(tx, ctx.tenantId));
  if (!tenant) throw notFound('Tenant not found');
  return tenant;
}

/**
 * PUT api/ClientDetails/update-tenant-details: the MLRO's own tenant profile (spec 1 §2.5), validated by
 * the route. The tenant is the caller's; the change and its audit event (the changed fields, before and
 * after) commit together. A save that changes nothing writes nothing and records nothing.
 */
export async function updateTenantDetails(db: Db, ctx: TenantContext, profile: TenantProfileFields): Promise<Tenant> {
  return withTenant(db, ctx, async (tx) => {
    const before = await lockTenantProfile(tx, ctx.tenantId);
    if (!before) throw notFound('Tenant not found');
    const changes = fieldChanges({ ...before }, { ...profile });
    if (Object.keys(changes.after).length > 0) {
      await updateTenantProfile(tx, ctx.tenantId, profile);
      await appendAudit(tx, {
        ...auditActor(ctx),
        action: 'tenant.profile_updated',
        entityType: 'tenant',
        entityId: ctx.tenantId,
        before: changes.before,
        after: changes.after,
      });
    }
    const tenant = await findTenantWithUsers(tx, ctx.tenantId);
    if (!tenant) throw notFound('Tenant not found');
    return tenant;
  });
}
