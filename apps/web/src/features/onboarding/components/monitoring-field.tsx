import { ONBOARDING_MESSAGES, ONBOARDING_TOASTS } from '@aml/contracts';
import { Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SessionEndedError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toastError } from '../../../lib/toast';
import { canToggleQueryOptions, type MonitoredCustomerType, useCanToggle } from '../api/get-can-toggle';

export interface MonitoringFieldProps {
  customerType: MonitoredCustomerType;
  /** The saved customer's id in edit mode; absent for a new registration. */
  customerId?: string;
  /** needsOnGoingScreening as saved (false for a new registration). */
  savedValue: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

const CHECK_FAILED: Record<MonitoredCustomerType, string> = {
  individual: ONBOARDING_TOASTS.toggleCheckFailedIndividual,
  corporate: ONBOARDING_TOASTS.toggleCheckFailedCorporate,
};

/**
 * Spec 2 §4.3: the ongoing monitoring checkbox, from the tenant details cached at sign-in and after each
 * save. Shown only when the tenant has monitoring enabled with a count above 0; disabled once the count
 * is used up, except for a customer already monitored, whose place is among those used. In edit mode a
 * monitored customer may be switched off only when the server allows it (24 hours after switching on).
 */
export function MonitoringField({ customerType, customerId, savedValue, checked, onChange }: MonitoringFieldProps) {
  const tenant = useSession()?.tenant ?? null;
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const shown = Boolean(tenant?.ongoingMonitoringEnabled) && (tenant?.ongoingMonitoringCount ?? 0) > 0;
  const guarded = shown && Boolean(customerId) && savedValue;
  const input = { customerType, customerId: customerId ?? '', tenantId: tenant?.id ?? '' };
  // Spec 2 §7: asked in edit mode when the checkbox is shown, so the answer is ready when it is unticked.
  useCanToggle(input, guarded);

  if (!tenant || !shown) return null;
  const quotaReached = tenant.ongoingMonitoringUsed >= tenant.ongoingMonitoringCount;
  const disabled = quotaReached && !savedValue;

  const switchOff = async () => {
    setChecking(true);
    try {
      const canToggle = await queryClient.fetchQuery(canToggleQueryOptions(input));
      if (canToggle) onChange(false);
      else toastError(ONBOARDING_TOASTS.toggleNotAllowed);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      // Spec 2 §8: when the check itself fails the user is told, and switching off is allowed.
      toastError(CHECK_FAILED[customerType]);
      onChange(false);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Checkbox
      label="Ongoing Monitoring"
      description={
        disabled
          ? ONBOARDING_MESSAGES.monitoringQuotaReached
          : `${tenant.ongoingMonitoringUsed} of ${tenant.ongoingMonitoringCount} ongoing screenings in use`
      }
      checked={checked}
      disabled={disabled}
      aria-busy={checking || undefined}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        if (checking) return;
        if (!next && guarded) void switchOff();
        else onChange(next);
      }}
    />
  );
}
