import type { Session } from '../../lib/session';
import { buildNavigation, type NavEntry } from './navigation';

export function navigationFor(session: Session): NavEntry[] {
  return buildNavigation({
    role: session.claims.role,
    clientRole: session.clientRole,
    ongoingMonitoringEnabled: session.tenant?.ongoingMonitoringEnabled ?? false,
  });
}
