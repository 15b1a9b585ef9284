import type { Tenant, TenantArchiveSummary } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { archiveMatches, sortTenants, tenantMatches } from './tenant-list';

const tenant = (clientName: string, email: string, expiryDate: string | null, wmsTenantCode = ''): Tenant => ({
  id: clientName,
  clientName,
  name: null,
  email,
  createdDate: '2024-01-01T00:00:00.000Z',
  expiryDate,
  remarks: null,
  tradeLicenseNumber: null,
  address: null,
  maxScreeningCount: 0,
  givenScreeningCount: null,
  ongoingMonitoringEnabled: false,
  ongoingMonitoringCount: 0,
  ongoingMonitoringUsed: 0,
  wmsTenantCode,
  rentityId: null,
  firstName: null,
  lastName: null,
  birthdate: null,
  ssn: null,
  passportNumber: null,
  passportCountry: null,
  nationality: null,
  tphContactType: null,
  tphCommunicationType: null,
  tphNumber: null,
  addressType: null,
  city: null,
  countryCode: null,
  state: null,
  users: [],
});

const rows = [
  tenant('beta Diamonds', 'ops@beta.test', '2026-05-01', 'BD1'),
  tenant('Alpha Gold', 'admin@alpha.test', null, 'AG7'),
  tenant('Gamma Pearls', 'info@gamma.test', '2025-01-31'),
];

describe('tenant list', () => {
  it('searches client name, email and client code, ignoring case', () => {
    expect(rows.filter((t) => tenantMatches(t, 'ALPHA')).map((t) => t.clientName)).toEqual(['Alpha Gold']);
    expect(rows.filter((t) => tenantMatches(t, 'gamma.test')).map((t) => t.clientName)).toEqual(['Gamma Pearls']);
    expect(rows.filter((t) => tenantMatches(t, 'bd1')).map((t) => t.clientName)).toEqual(['beta Diamonds']);
    expect(rows.filter((t) => tenantMatches(t, '  '))).toHaveLength(3);
  });

  it('sorts case-insensitively both ways, a missing expiry date last', () => {
    expect(sortTenants(rows, 'clientName', 'asc').map((t) => t.clientName)).toEqual([
      'Alpha Gold',
      'beta Diamonds',
      'Gamma Pearls',
    ]);
    expect(sortTenants(rows, 'clientName', 'desc').map((t) => t.clientName)).toEqual([
      'Gamma Pearls',
      'beta Diamonds',
      'Alpha Gold',
    ]);
    expect(sortTenants(rows, 'expiryDate', 'asc').map((t) => t.expiryDate)).toEqual(['2025-01-31', '2026-05-01', null]);
    expect(sortTenants(rows, 'expiryDate', 'desc').map((t) => t.expiryDate)).toEqual([
      '2026-05-01',
      '2025-01-31',
      null,
    ]);
  });
});

describe('archiveMatches', () => {
  const archive: TenantArchiveSummary = {
    id: 'a1',
    clientName: 'Pearl Traders LLC',
    email: 'owner@pearl.test',
    tradeLicenseNumber: 'TL-778899',
    archivedAt: '2026-11-24T04:00:00.000Z',
    retainedUntil: '2031-11-24T04:00:00.000Z',
  };

  it('finds an archive by client name, email or trade licence, ignoring case and spaces around', () => {
    expect(archiveMatches(archive, '')).toBe(true);
    expect(archiveMatches(archive, ' pearl ')).toBe(true);
    expect(archiveMatches(archive, 'OWNER@')).toBe(true);
    expect(archiveMatches(archive, 'tl-7788')).toBe(true);
    expect(archiveMatches(archive, 'falcon')).toBe(false);
  });

  it('does not match on a trade licence the tenant never had', () => {
    expect(archiveMatches({ ...archive, tradeLicenseNumber: null }, 'TL-')).toBe(false);
  });
});
