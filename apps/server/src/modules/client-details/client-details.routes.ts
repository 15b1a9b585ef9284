import { apiErrorSchema, clientUserRoleSchema, tenantSchema, updateTenantDetailsRequestSchema } from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { forbidden } from '../../lib/app-error';
import { TENANT_MLRO, TENANT_STAFF, tenantOf } from '../../plugins/access';
import { tenantDetails, updateTenantDetails } from './client-details.service';

const tags = ['ClientDetails'];

export const clientDetailsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ClientDetails/loggedin-client-userRole',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "The signed-in user's business role (MLRO or FLA)",
          response: { 200: clientUserRoleSchema },
        },
      },
      async (request) => {
        const { actor } = tenantOf(request);
        if (!actor.tenantRole) throw forbidden();
        return { role: actor.tenantRole };
      },
    );

    app.get(
      '/api/ClientDetails/tenant-user-details',
      {
        config: { access: TENANT_STAFF },
        schema: { tags, summary: "The caller's tenant with its users", response: { 200: tenantSchema } },
      },
      async (request) => tenantDetails(deps.db, tenantContextOf(request)),
    );

    // Spec 1 §7 writes this path without the leading slash. Only the MLRO edits the profile (§2.5, §6):
    // an FLA or a super user is refused here, whatever the screen shows.
    app.put(
      '/api/ClientDetails/update-tenant-details',
      {
        config: { access: TENANT_MLRO },
        schema: {
          tags,
          summary: "Edit the caller's tenant profile (MLRO); answers the saved tenant with its users",
          body: updateTenantDetailsRequestSchema,
          response: { 200: tenantSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => updateTenantDetails(deps.db, tenantContextOf(request), request.body),
    );
  };
