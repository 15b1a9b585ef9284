import { joinTenantAddresses, type TenantAddress } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { buildTenant } from '../test/support/factories';
import { ProblemList } from './problems';
import { buildReportingParts } from './reporting-person';

describe('the colon-joined tenant address fields (spec 1 §3)', () => {
  it('are read as packages/contracts writes them: one address per segment, colons and backslashes kept', () => {
    const address = (line: string): TenantAddress => ({
      addressType: 'OFFIC',
      address: line,
      city: 'Dubai',
      countryCode: 'AE',
      state: 'Dubai',
    });
    const lines = ['Shop 12, Gold Souk', 'Unit 4: Mezzanine', 'C:\\data'];
    const problems = new ProblemList();
    const { reportingPerson } = buildReportingParts(buildTenant(joinTenantAddresses(lines.map(address))), problems);
    const written = reportingPerson.children
      ?.find((child) => child.name === 'addresses')
      ?.children?.map((node) => node.children?.find((child) => child.name === 'address')?.text);
    expect(problems.items).toEqual([]);
    expect(written).toEqual(lines);
  });
});
