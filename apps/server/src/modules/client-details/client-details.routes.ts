import { clientUserRoleSchema, tenantSchema } from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { forbidden } from '../../lib/app-error';
import { TENANT_STAFF, tenantOf } from '../../plugins/access';
import { tenantDetails } from './client-details.service';

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
  };
