import { todayDateOnly } from '../format/dates';
import type { TenantFormValues } from './tenant-form';

/**
 * Rules of the tenant form that need more than the form itself: the saved expiry date and the other
 * tenants' emails. The server checks them against the database (the authority) and the dialog against
 * the list it shows, so the administrator sees the same message before sending.
 */
export const TENANT_RULE_MESSAGES = {
  /** Ours: spec 1 §5 requires an expiry date but gives no wording for one in the past. */
  expiryPast: 'Expiry Date cannot be in the past',
  /**
   * Ours. The hard-delete guard asks for the tenant's email typed out (spec 1 §2.8); two tenants with one
   * email would make that guard name either of them.
   */
  emailUsedByTenant: 'Another tenant already uses this email',
} as const;

export interface TenantRuleContext {
  /** Today's date (yyyy-MM-dd) where the check runs. */
  today?: string;
  /** The expiry date saved for the tenant being edited ('' or null for a new tenant). */
  savedExpiryDate?: string | null;
  /** Emails of the other tenants (deleted ones included on the server, so a restore cannot clash). */
  otherTenantEmails: Iterable<string>;
}

export interface TenantRuleIssue {
  path: 'expiryDate' | 'email';
  message: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A new expiry date cannot lie before today: a tenant created or renewed already expired would lock its
 * staff out at once. An expiry left as saved passes, so an expired tenant's other details (its users, its
 * balance) can still be edited without inventing a date.
 */
export function tenantRuleIssues(
  values: Pick<TenantFormValues, 'expiryDate' | 'email'>,
  context: TenantRuleContext,
): TenantRuleIssue[] {
  const issues: TenantRuleIssue[] = [];
  const today = context.today ?? todayDateOnly();
  const expiryChanged = values.expiryDate !== (context.savedExpiryDate ?? '');
  if (values.expiryDate && expiryChanged && values.expiryDate < today) {
    issues.push({ path: 'expiryDate', message: TENANT_RULE_MESSAGES.expiryPast });
  }
  if (values.email && [...context.otherTenantEmails].some((other) => sameEmail(other, values.email))) {
    issues.push({ path: 'email', message: TENANT_RULE_MESSAGES.emailUsedByTenant });
  }
  return issues;
}
