import type { Session } from '../../lib/session';
import { buildNavigation, homePathFor, type NavEntry, type NavigationContext } from './navigation';

function navigationContextOf(session: Session): NavigationContext {
  return {
    role: session.claims.role,
    clientRole: session.clientRole,
    ongoingMonitoringEnabled: session.tenant?.ongoingMonitoringEnabled ?? false,
  };
}

export function navigationFor(session: Session): NavEntry[] {
  return buildNavigation(navigationContextOf(session));
}

/** Where this user's bare /dashboard lands (the rule is homePathFor's). */
export function homePathForSession(session: Session): string {
  return homePathFor(navigationContextOf(session));
}
