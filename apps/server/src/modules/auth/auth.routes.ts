import {
  apiErrorSchema,
  authResultSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
} from '@aml/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ANY_SIGNED_IN, actorOf } from '../../plugins/access';
import { createAuthService } from './auth.service';

const authFailureSchema = authResultSchema.extend({ code: z.string(), message: z.string() });
const tags = ['Authentication'];

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createAuthService(deps);

    app.post(
      '/api/Authentication/Login',
      {
        // Per-IP limit on top of the per-account lockout in the service.
        config: { access: 'public', rateLimit: { max: deps.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Sign in with email and password',
          body: loginRequestSchema,
          response: { 200: authResultSchema, 400: authFailureSchema, 429: authFailureSchema },
        },
      },
      async (request) => service.login(request.body, { ip: request.ip }),
    );

    app.post(
      '/api/Authentication/RefreshToken',
      {
        config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Exchange a refresh token for a new token pair (the refresh token rotates)',
          body: refreshRequestSchema,
          response: { 200: authResultSchema, 400: authFailureSchema },
        },
      },
      async (request) => service.refresh(request.body, { ip: request.ip }),
    );

    app.post(
      '/api/Authentication/Logout',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'End the session of a refresh token (revokes its whole family)',
          body: logoutRequestSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.logout(request.body, { ip: request.ip });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/Authentication/ChangePassword',
      {
        config: { access: ANY_SIGNED_IN },
        schema: {
          tags,
          summary: "Change the signed-in user's password",
          body: changePasswordRequestSchema,
          response: {
            200: z.object({ result: z.literal(true), errors: z.array(z.string()) }),
            400: apiErrorSchema.extend({ errors: z.array(z.string()) }),
          },
        },
      },
      async (request) => {
        await service.changePassword(actorOf(request), request.body, { ip: request.ip });
        return { result: true as const, errors: [] };
      },
    );
  };
