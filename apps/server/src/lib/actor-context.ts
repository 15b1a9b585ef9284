import type { FastifyRequest } from 'fastify';
import { actorOf } from '../plugins/access';

/** Who is acting, as services receive it: explicit, so that every audit event names its actor. */
export interface ActorContext {
  actorId: string;
  actorEmail: string;
  ip: string | null;
}

export function actorContextOf(request: FastifyRequest): ActorContext {
  const actor = actorOf(request);
  return { actorId: actor.userId, actorEmail: actor.email, ip: request.ip ?? null };
}
