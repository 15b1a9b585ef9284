import { type TenantUpsertRequest, tenantRuleIssues } from '@aml/contracts';
import type { Tx } from '../../db/database';
import { invalid } from '../../lib/app-error';
import { todayIsoDate } from '../../lib/dates';
import { type TenantRow, tenantEmailsMatching } from './tenants.repo';

/**
 * The tenant form's rules that need the database (issue 10): no expiry date set in the past (today as
 * sign-in reads it, UTC), and no email that another tenant, deleted or not, already uses. 400 VALIDATION
 * with the field path, as a schema failure would be.
 */
export async function checkTenantRules(tx: Tx, request: TenantUpsertRequest, saved?: TenantRow): Promise<void> {
  const values = { email: request.email, expiryDate: request.expiryDate.slice(0, 10) };
  const otherTenantEmails = await tenantEmailsMatching(tx, request.email, { exceptTenantId: saved?.id });
  const issues = tenantRuleIssues(values, {
    today: todayIsoDate(),
    savedExpiryDate: saved?.expiryDate ?? null,
    otherTenantEmails,
  });
  if (issues.length > 0) throw invalid(issues);
}
