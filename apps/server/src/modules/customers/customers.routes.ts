import {
  apiErrorSchema,
  canToggleQuerySchema,
  canToggleSchema,
  corporateCustomerSchema,
  corporateRegistrationSchema,
  customerIdParamsSchema,
  individualCustomerSchema,
  individualRegistrationSchema,
  quickOnboardRequestSchema,
  reviewBodySchema,
  reviewQuerySchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { tenantContextOf } from '../../lib/actor-context';
import { TENANT_MLRO, TENANT_STAFF } from '../../plugins/access';
import {
  canToggleCorporate,
  decideCorporate,
  decidePartner,
  getCorporateCustomer,
  registerCorporate,
  updateCorporateCustomer,
} from './corporates.service';
import {
  canToggleIndividual,
  decideIndividual,
  getIndividualCustomer,
  quickOnboardIndividual,
  registerIndividual,
  updateIndividualCustomer,
} from './individuals.service';

/**
 * A registration carries up to 5 documents of 2 MB as base64 (spec 2 §5.6): about 13.4 MB of text, plus
 * the form. The app's default JSON limit stays small; these two kinds of call get room for their files.
 */
const CUSTOMER_BODY_LIMIT = 16 * 1024 * 1024;
/** Quick onboarding takes up to 5 documents of 5 MB (spec 2 §5.2, §9.1): about 33.4 MB of base64. */
const QUICK_BODY_LIMIT = 36 * 1024 * 1024;

const saveErrors = {
  400: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Spec 2 §7, onboarding calls, spelled exactly. MLRO and FLA may onboard (spec 2 §6); the super user may
 * not. The tenant comes from the token only: another tenant's id is 404.
 */
export const customersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const individual = ['IndividualUser'];
    const corporate = ['CorporateUser'];

    app.post(
      '/api/IndividualUser/register-individual-user',
      {
        bodyLimit: CUSTOMER_BODY_LIMIT,
        config: { access: TENANT_STAFF },
        schema: {
          tags: individual,
          summary: 'Register an individual customer: stored, screened (one screening), risk-scored',
          body: individualRegistrationSchema,
          response: { 200: individualCustomerSchema, ...saveErrors },
        },
      },
      async (request) => registerIndividual(deps, tenantContextOf(request), request.body),
    );

    app.post(
      '/api/IndividualUser/quick-onboard',
      {
        bodyLimit: QUICK_BODY_LIMIT,
        config: { access: TENANT_STAFF },
        schema: {
          tags: individual,
          summary:
            'Quick onboarding of an individual (spec 2 §3.3): stored Quick Onboarded, screened (one screening), no risk assessment',
          body: quickOnboardRequestSchema,
          response: { 200: individualCustomerSchema, ...saveErrors },
        },
      },
      async (request) => quickOnboardIndividual(deps, tenantContextOf(request), request.body),
    );

    app.put(
      '/api/IndividualUser/individual-user/:id',
      {
        bodyLimit: CUSTOMER_BODY_LIMIT,
        config: { access: TENANT_STAFF },
        schema: {
          tags: individual,
          summary: 'Edit an individual customer; screened again when a screened field changed',
          params: customerIdParamsSchema,
          body: individualRegistrationSchema,
          response: { 200: individualCustomerSchema, ...saveErrors },
        },
      },
      async (request) => updateIndividualCustomer(deps, tenantContextOf(request), request.params.id, request.body),
    );

    app.get(
      '/api/IndividualUser/individual-user/:id',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags: individual,
          summary: 'One individual customer, with signed links to its documents',
          params: customerIdParamsSchema,
          response: { 200: individualCustomerSchema, 404: apiErrorSchema },
        },
      },
      async (request) => getIndividualCustomer(deps, tenantContextOf(request), request.params.id),
    );

    app.get(
      '/api/IndividualUser/ongoing-monitoring/can-toggle',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags: individual,
          summary: 'Whether monitoring may be switched off (not within 24 hours of switching it on)',
          querystring: canToggleQuerySchema,
          response: { 200: canToggleSchema, 404: apiErrorSchema },
        },
      },
      async (request) => canToggleIndividual(deps, tenantContextOf(request), request.query.userId),
    );

    app.post(
      '/api/CorporateUser/register-corporate-user',
      {
        bodyLimit: CUSTOMER_BODY_LIMIT,
        config: { access: TENANT_STAFF },
        schema: {
          tags: corporate,
          summary: 'Register a corporate customer with its partners: every name screened, risk-scored',
          body: corporateRegistrationSchema,
          response: { 200: corporateCustomerSchema, ...saveErrors },
        },
      },
      async (request) => registerCorporate(deps, tenantContextOf(request), request.body),
    );

    app.put(
      '/api/CorporateUser/corporate-user/:id',
      {
        bodyLimit: CUSTOMER_BODY_LIMIT,
        config: { access: TENANT_STAFF },
        schema: {
          tags: corporate,
          summary: 'Edit a corporate customer; changed names screened again',
          params: customerIdParamsSchema,
          body: corporateRegistrationSchema,
          response: { 200: corporateCustomerSchema, ...saveErrors },
        },
      },
      async (request) => updateCorporateCustomer(deps, tenantContextOf(request), request.params.id, request.body),
    );

    app.get(
      '/api/CorporateUser/corporate-user/:id',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags: corporate,
          summary: 'One corporate customer with its partners and signed links to its documents',
          params: customerIdParamsSchema,
          response: { 200: corporateCustomerSchema, 404: apiErrorSchema },
        },
      },
      async (request) => getCorporateCustomer(deps, tenantContextOf(request), request.params.id),
    );

    // Spec 2 §7 writes this path without the leading slash; the route is the same.
    app.get(
      '/api/CorporateUser/ongoing-monitoring/can-toggle-corporate',
      {
        config: { access: TENANT_STAFF },
        schema: {
          tags: corporate,
          summary: 'Whether monitoring of a corporate customer may be switched off',
          querystring: canToggleQuerySchema,
          response: { 200: canToggleSchema, 404: apiErrorSchema },
        },
      },
      async (request) => canToggleCorporate(deps, tenantContextOf(request), request.query.userId),
    );

    // Spec 2 §4.2 review decisions (issue 12; mode values in decision 108). MLRO only.
    const decision = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
    app.put(
      '/api/IndividualUser/onboard-individual-user/:id',
      {
        config: { access: TENANT_MLRO },
        schema: {
          tags: individual,
          summary: 'Approve, reject or false-match an individual customer In Review or Alerted (MLRO)',
          params: customerIdParamsSchema,
          querystring: reviewQuerySchema,
          body: reviewBodySchema,
          response: { ...decision, 200: individualCustomerSchema },
        },
      },
      async (request) =>
        decideIndividual(
          deps,
          tenantContextOf(request),
          request.params.id,
          request.query.mode,
          request.body?.remarks ?? null,
        ),
    );

    app.put(
      '/api/CorporateUser/onboard-corporate-user/:id',
      {
        config: { access: TENANT_MLRO },
        schema: {
          tags: corporate,
          summary: 'Approve, reject or false-match a corporate customer In Review or Alerted (MLRO)',
          params: customerIdParamsSchema,
          querystring: reviewQuerySchema,
          body: reviewBodySchema,
          response: { ...decision, 200: corporateCustomerSchema },
        },
      },
      async (request) =>
        decideCorporate(
          deps,
          tenantContextOf(request),
          request.params.id,
          request.query.mode,
          request.body?.remarks ?? null,
        ),
    );

    app.put(
      '/api/CorporateUser/force-onboard-corporate-partner/:id',
      {
        config: { access: TENANT_MLRO },
        schema: {
          tags: corporate,
          summary:
            'Approve, reject or false-match one partner In Review or Alerted (MLRO); answers the corporate customer',
          params: customerIdParamsSchema,
          querystring: reviewQuerySchema,
          body: reviewBodySchema,
          response: { ...decision, 200: corporateCustomerSchema },
        },
      },
      async (request) =>
        decidePartner(
          deps,
          tenantContextOf(request),
          request.params.id,
          request.query.mode,
          request.body?.remarks ?? null,
        ),
    );
  };
