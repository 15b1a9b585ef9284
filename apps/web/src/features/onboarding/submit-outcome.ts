import { ERROR_CODES, ONBOARDING_MESSAGES, ONBOARDING_TOASTS, tenantSchema } from '@aml/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { storeTenantDetails } from '../../lib/session';
import { toCachedTenantDetails } from '../../lib/tenant-details-cache';
import { toastError } from '../../lib/toast';
import { tenantUserDetailsQueryOptions } from '../tenant/api/get-tenant-user-details';

/**
 * The screening behind a save could not run: no screening balance left (402) or no sanctions list
 * loaded (503). The answer carries the server's own words, which say what happened and what to do.
 */
const SCREENING_SHORTFALL_CODES: readonly string[] = [
  ERROR_CODES.screeningBalanceExhausted,
  ERROR_CODES.noWatchlistLoaded,
];

function screeningShortfall(error: unknown): ApiError | null {
  return error instanceof ApiError && SCREENING_SHORTFALL_CODES.includes(error.code) ? error : null;
}

/** The id of the customer a refused registration still saved (userId or corporateUserId in the answer). */
function savedCustomerId(error: ApiError): string | null {
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const { userId, corporateUserId } = body as { userId?: unknown; corporateUserId?: unknown };
  const id = userId ?? corporateUserId;
  return typeof id === 'string' && id ? id : null;
}

/**
 * True when a registration's screening could not run but the server saved the customer as Pending (its
 * answer names the saved customer). The form counts as submitted (spec 2 §4.4: it is cleared) and shows
 * the server's message as a warning (showScreeningShortfall). An edit refused the same way saved
 * nothing: that is a failure, toasted by onboardingFailureToast.
 */
export function isSavedAsPending(error: unknown): boolean {
  const shortfall = screeningShortfall(error);
  return shortfall !== null && savedCustomerId(shortfall) !== null;
}

/**
 * Spec 2 §8: the one toast of a failed individual or corporate save. Null for a registration saved as
 * Pending, which the form presents itself (isSavedAsPending). Used as apiRequest's `failureToast`, so
 * exactly one message shows; field issues of a 400 are placed on the form besides (applyServerIssues).
 */
export function onboardingFailureToast(error: ApiError): string | null {
  if (isSavedAsPending(error)) return null;
  // An edit the screening could not cover was not saved; the server says why in words for the user.
  if (screeningShortfall(error)) return error.message;
  if (error.status === 409) return ONBOARDING_TOASTS.duplicate;
  if (error.status === 400 && error.message === ONBOARDING_MESSAGES.monitoringLocked) {
    return ONBOARDING_TOASTS.monitoringLocked;
  }
  return ONBOARDING_TOASTS.failed;
}

/** The server's words for a registration saved as Pending, in orange: a warning, not a failure. */
export function showScreeningShortfall(error: unknown): void {
  const shortfall = screeningShortfall(error);
  if (!shortfall) return;
  notifications.show({ color: 'orange', message: shortfall.message, autoClose: false });
}

/**
 * Spec 2 §4.4 and §7: after every successful save the tenant's details are fetched again and cached, so
 * the ongoing monitoring quota the forms read is current. The returned function never rejects: a
 * failure is told with spec 2 §8's 'Failed to update tenant details.'.
 */
export function useRefreshTenantDetails(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      // Quiet: the spec's wording replaces the generic one; a session that ended has told the user already.
      const tenant = await apiRequest('/api/ClientDetails/tenant-user-details', { schema: tenantSchema, quiet: true });
      storeTenantDetails(toCachedTenantDetails(tenant));
      queryClient.setQueryData(tenantUserDetailsQueryOptions().queryKey, tenant);
    } catch (error) {
      if (error instanceof ApiError) toastError(ONBOARDING_TOASTS.tenantRefreshFailed);
    }
  }, [queryClient]);
}
