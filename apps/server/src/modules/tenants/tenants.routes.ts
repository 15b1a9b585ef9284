import {
  deletedTenantListSchema,
  deleteResultSchema,
  tenantArchiveListSchema,
  tenantArchiveSchema,
  tenantListSchema,
  tenantSaveResultSchema,
  tenantSchema,
  tenantUpsertRequestSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorContextOf } from '../../lib/actor-context';
import { SUPER_USER } from '../../plugins/access';
import { exportTenantArchive, listTenantArchives } from './tenant-archive.service';
import { listDeletedTenants, restoreTenant } from './tenant-restore.service';
import { hardDeleteTenant, listTenants, registerTenant, softDeleteTenant, updateTenant } from './tenants.service';

const tags = ['TenantUser'];
const idParams = z.object({ id: z.uuid() });

/** Spec 1 §2.8 and §7: tenant administration, for the platform super user only (spec 1 §6). */
export const tenantsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/TenantUser/tenant-users',
      {
        config: { access: SUPER_USER },
        schema: { tags, summary: 'Every live tenant with its users', response: { 200: tenantListSchema } },
      },
      async () => listTenants(deps.db),
    );

    app.post(
      '/api/TenantUser/register-tenant-user',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Creates a tenant (and any users of the body); generated passwords are answered once',
          body: tenantUpsertRequestSchema,
          response: { 200: tenantSaveResultSchema },
        },
      },
      async (request) => registerTenant(deps.db, actorContextOf(request), request.body),
    );

    app.put(
      '/api/TenantUser/update-tenant-user/:id',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary:
            'Updates a tenant and its whole users list (a new user has an empty id); activates or deactivates users and resets passwords (resetPassword)',
          params: idParams,
          body: tenantUpsertRequestSchema,
          response: { 200: tenantSaveResultSchema },
        },
      },
      async (request) => updateTenant(deps.db, actorContextOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/TenantUser/soft-delete-tenant-user/:id',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Soft delete: hidden, users signed out, records kept',
          params: idParams,
          response: { 200: deleteResultSchema },
        },
      },
      async (request) => {
        await softDeleteTenant(deps.db, actorContextOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.delete(
      '/api/TenantUser/hard-delete-tenant-user/:id',
      {
        // Spec 1 §6: anyone but the super user gets 403 (the access hook answers it).
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary:
            "Permanent delete: the tenant's users, sessions and credentials are deleted; its compliance records stay as a read-only archive for five years (decision 102)",
          params: idParams,
          response: { 200: deleteResultSchema },
        },
      },
      async (request) => {
        await hardDeleteTenant(deps.db, actorContextOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/tenants/archives',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'The retained archives of hard-deleted tenants, newest first, with the date each may be purged',
          response: { 200: tenantArchiveListSchema },
        },
      },
      async () => listTenantArchives(deps.db),
    );

    app.get(
      '/api/tenants/:id/archive',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary:
            "Download a tenant's compliance records (tenant, screening logs, audit events) as JSON; live, soft-deleted or archived tenants; audited",
          params: idParams,
          response: { 200: tenantArchiveSchema },
        },
      },
      async (request, reply) => {
        const archive = await exportTenantArchive(deps.db, actorContextOf(request), request.params.id);
        void reply.header('content-disposition', `attachment; filename="tenant-archive-${request.params.id}.json"`);
        return archive;
      },
    );

    // Decision 105: a soft delete can be seen and undone by the super user.
    app.get(
      '/api/TenantUser/deleted-tenant-users',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Every soft-deleted tenant with its users and the time of the delete',
          response: { 200: deletedTenantListSchema },
        },
      },
      async () => listDeletedTenants(deps.db),
    );

    app.put(
      '/api/TenantUser/restore-tenant-user/:id',
      {
        config: { access: SUPER_USER },
        schema: {
          tags,
          summary: 'Restores a soft-deleted tenant: back in the list, its active users can sign in again',
          params: idParams,
          response: { 200: tenantSchema },
        },
      },
      async (request) => restoreTenant(deps.db, actorContextOf(request), request.params.id),
    );
  };
