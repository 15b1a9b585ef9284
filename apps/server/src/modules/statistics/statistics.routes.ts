import {
  accountStatisticsSchema,
  apiErrorSchema,
  statisticsUsersPageSchema,
  statisticsUsersQuerySchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { TENANT_STAFF } from '../../plugins/access';
import { accountStatistics, statisticsUsers } from './statistics.service';

/**
 * The Account Statistics screen (spec 1 §2.6; issue 15, decision 113): its figures and the users behind each,
 * computed by the database instead of sending every customer to the browser. Tenant staff (MLRO and FLA) read
 * them, as they read the customer lists; the tenant comes from the token only.
 */
export const statisticsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Statistics'];

    app.get(
      '/api/account-statistics',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: 'Every figure of the Account Statistics screen (cards, charts, monitoring, expiry)',
          response: { 200: accountStatisticsSchema },
        },
      },
      async (request) => accountStatistics(deps, tenantContextOf(request)),
    );

    app.get(
      '/api/account-statistics/users',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags,
          summary: "One page of a card's users (its dialog): searched by name, sorted by name or risk",
          querystring: statisticsUsersQuerySchema,
          response: { 200: statisticsUsersPageSchema, 400: apiErrorSchema },
        },
      },
      async (request) => statisticsUsers(deps, tenantContextOf(request), request.query),
    );
  };
