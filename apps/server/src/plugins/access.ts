import type { PlatformRole, TenantRole } from '@aml/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { forbidden, unauthenticated } from '../lib/app-error';
import { createAuthService } from '../modules/auth/auth.service';

/**
 * Who may call a route (ARCHITECTURE §4 "Permissions on the server"). Every /api route declares it in
 * `config.access`; the start-up check below refuses a route that does not.
 */
export type Access = 'public' | { roles: readonly PlatformRole[]; tenantRoles?: readonly TenantRole[] };

/** The verified caller. The tenant comes from here only, never from a URL or a body. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  role: PlatformRole;
  tenantId: string | null;
  tenantRole: TenantRole | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const SUPER_USER: Access = { roles: ['SuperUser'] };
export const TENANT_STAFF: Access = { roles: ['TenantUser', 'ClientUser'] };
/** Decisions only the compliance officer takes (issue 12: review decisions; FLA and super user 403). */
export const TENANT_MLRO: Access = { roles: ['TenantUser', 'ClientUser'], tenantRoles: ['MLRO'] };
export const ANY_SIGNED_IN: Access = { roles: ['SuperUser', 'TenantUser', 'ClientUser'] };

/** The actor of a route that declared roles; the access hook has already guaranteed it is there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** The tenant of a tenant-staff route. */
export function tenantOf(request: FastifyRequest): { tenantId: string; actor: Actor } {
  const actor = actorOf(request);
  if (!actor.tenantId) throw forbidden();
  return { tenantId: actor.tenantId, actor };
}

/**
 * The token of an `Authorization: Bearer <token>` header. The scheme name is case-insensitive
 * (RFC 9110 §11.1, RFC 6750 §2.1): 'bearer' and 'BEARER' are the same scheme.
 */
export function bearerToken(header: string | undefined): string {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

export function registerAccessControl(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('actor', null);
  const auth = createAuthService(deps);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(`Route ${methods} ${route.url} declares no access; add config.access ('public' or roles).`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (!access) throw forbidden();

    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims) throw unauthenticated();

    const principal = await auth.activePrincipal(claims);
    if (!principal) throw unauthenticated();

    if (!access.roles.includes(principal.platformRole)) throw forbidden();
    if (access.tenantRoles && (!principal.tenantRole || !access.tenantRoles.includes(principal.tenantRole))) {
      throw forbidden();
    }
    request.actor = {
      userId: principal.id,
      email: principal.email,
      name: principal.name,
      role: principal.platformRole,
      tenantId: principal.tenantId,
      tenantRole: principal.tenantRole,
      sessionId: claims.sid,
    };
  });
}
