import { todayIsoDate } from '../../lib/dates';
import type { Principal } from './auth.repo';

/**
 * Why a known user may not act now, or null. Checked at sign-in, at every refresh and on every
 * request, so that deactivating a user or deleting a tenant ends their sessions at once.
 * The messages are only shown after a correct password, so they reveal nothing to a guesser.
 */
export function accountBlockReason(principal: Principal, today = todayIsoDate()): string | null {
  if (!principal.isActive) return 'Your account is inactive. Please contact your administrator.';
  if (principal.platformRole === 'SuperUser') return null;
  if (!principal.tenantId || principal.tenantDeletedAt) {
    return "Your organisation's account is closed. Please contact the platform administrator.";
  }
  if (principal.tenantExpiryDate && principal.tenantExpiryDate < today) {
    return `Your organisation's subscription expired on ${principal.tenantExpiryDate}. Please contact the platform administrator.`;
  }
  return null;
}
