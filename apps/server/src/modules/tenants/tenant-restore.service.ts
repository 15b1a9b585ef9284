import { type DeletedTenant, TENANT_RULE_MESSAGES, type Tenant } from '@aml/contracts';
import type { Db } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import type { ActorContext } from '../../lib/actor-context';
import { invalid, notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import {
  clearTenantDeleted,
  findTenantWithUsers,
  listDeletedTenantsWithUsers,
  tenantEmailsMatching,
} from './tenants.repo';

/** GET /api/TenantUser/deleted-tenant-users: the soft-deleted tenants, for the super user to see and restore. */
export function listDeletedTenants(db: Db): Promise<DeletedTenant[]> {
  return withPlatform(db, 'super user: deleted tenants list', (tx) => listDeletedTenantsWithUsers(tx));
}

/**
 * PUT /api/TenantUser/restore-tenant-user/{id} (decision 105): undoes a soft delete. The tenant returns
 * to the list and its active users can sign in again (sign-in refuses only while deleted_at is set);
 * the sessions ended by the delete stay ended. Audited in the same transaction.
 */
export async function restoreTenant(db: Db, ctx: ActorContext, tenantId: string): Promise<Tenant> {
  return withPlatform(db, 'super user: restore tenant', async (tx) => {
    if (!(await clearTenantDeleted(tx, tenantId))) throw notFound('Tenant not found');
    const tenant = await findTenantWithUsers(tx, tenantId);
    if (!tenant) throw notFound('Tenant not found');
    // Emails were not unique among tenants before issue 10: a tenant deleted then could share its email
    // with a live one, which would weaken the typed-email guard of hard delete again.
    if ((await tenantEmailsMatching(tx, tenant.email, { exceptTenantId: tenantId, liveOnly: true })).length > 0) {
      throw invalid([{ path: 'email', message: TENANT_RULE_MESSAGES.emailUsedByTenant }]);
    }
    await appendAudit(tx, {
      tenantId,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'tenant.restored',
      entityType: 'tenant',
      entityId: tenantId,
      after: tenant,
    });
    return tenant;
  });
}
