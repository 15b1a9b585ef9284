import { describe, expect, it } from 'vitest';
import { TENANT_RULE_MESSAGES, tenantRuleIssues } from './tenant-form-rules';

const today = '2026-11-24';
const values = { email: 'owner@gold.test', expiryDate: '2027-01-31' };

describe('tenant form rules (issue 10)', () => {
  it('passes a future or same-day expiry and an email no other tenant uses', () => {
    expect(tenantRuleIssues(values, { today, otherTenantEmails: ['other@gold.test'] })).toEqual([]);
    expect(tenantRuleIssues({ ...values, expiryDate: today }, { today, otherTenantEmails: [] })).toEqual([]);
  });

  it('refuses a new expiry before today', () => {
    expect(tenantRuleIssues({ ...values, expiryDate: '2026-11-23' }, { today, otherTenantEmails: [] })).toEqual([
      { path: 'expiryDate', message: TENANT_RULE_MESSAGES.expiryPast },
    ]);
  });

  it('lets a past expiry stand when it is the saved one, and refuses changing it to another past date', () => {
    const expired = { ...values, expiryDate: '2025-03-01' };
    expect(tenantRuleIssues(expired, { today, savedExpiryDate: '2025-03-01', otherTenantEmails: [] })).toEqual([]);
    expect(
      tenantRuleIssues(expired, { today, savedExpiryDate: '2025-04-01', otherTenantEmails: [] }).map((i) => i.path),
    ).toEqual(['expiryDate']);
  });

  it("refuses another tenant's email whatever its case and spacing", () => {
    expect(tenantRuleIssues(values, { today, otherTenantEmails: [' OWNER@Gold.test'] })).toEqual([
      { path: 'email', message: TENANT_RULE_MESSAGES.emailUsedByTenant },
    ]);
  });
});
