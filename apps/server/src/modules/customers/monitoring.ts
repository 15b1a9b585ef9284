import { MONITORING_LOCK_HOURS, ONBOARDING_MESSAGES } from '@aml/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { tenants } from '../../db/schema';
import { invalidField } from '../../lib/app-error';

const FIELD = 'needsOnGoingScreening';
const LOCK_MS = MONITORING_LOCK_HOURS * 3600 * 1000;

/** Spec 2 §4.3: monitoring may be switched off only 24 hours after it was switched on. */
export function canSwitchOff(enabledAt: Date | null, now = new Date()): boolean {
  return !enabledAt || now.getTime() - enabledAt.getTime() >= LOCK_MS;
}

/**
 * Applies a change of a customer's ongoing-monitoring flag to the tenant's quota, in the customer's
 * transaction. Switching on takes one unit of ongoingMonitoringCount in a single conditional UPDATE
 * (two concurrent enables at the last unit: exactly one succeeds); switching off gives it back, unless
 * it was switched on less than 24 hours ago. Returns the new "switched on at" instant.
 */
export async function applyMonitoringChange(
  tx: Tx,
  tenantId: string,
  change: { before: boolean; after: boolean; enabledAt: Date | null },
  now = new Date(),
): Promise<Date | null> {
  if (change.before === change.after) return change.enabledAt;
  if (change.after) {
    const [taken] = await tx
      .update(tenants)
      .set({ ongoingMonitoringUsed: sql`${tenants.ongoingMonitoringUsed} + 1` })
      .where(
        and(
          eq(tenants.id, tenantId),
          eq(tenants.ongoingMonitoringEnabled, true),
          lt(tenants.ongoingMonitoringUsed, tenants.ongoingMonitoringCount),
        ),
      )
      .returning({ used: tenants.ongoingMonitoringUsed });
    if (taken) return now;
    const [tenant] = await tx
      .select({ enabled: tenants.ongoingMonitoringEnabled })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    throw invalidField(
      FIELD,
      tenant?.enabled ? ONBOARDING_MESSAGES.monitoringQuotaReached : ONBOARDING_MESSAGES.monitoringNotEnabled,
    );
  }
  if (!canSwitchOff(change.enabledAt, now)) throw invalidField(FIELD, ONBOARDING_MESSAGES.monitoringLocked);
  await tx
    .update(tenants)
    .set({ ongoingMonitoringUsed: sql`${tenants.ongoingMonitoringUsed} - 1` })
    .where(and(eq(tenants.id, tenantId), gt(tenants.ongoingMonitoringUsed, 0)));
  return null;
}
