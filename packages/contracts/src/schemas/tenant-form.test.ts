import { describe, expect, it } from 'vitest';
import { formErrors } from '../../test/schema-harness';
import {
  confirmsHardDelete,
  emptyTenantForm,
  TENANT_FORM_MESSAGES as M,
  type TenantFormInput,
  tenantFormSchema,
  tenantUpsertRequestSchema,
  tenantUserFormSchema,
} from './tenant-form';

const valid: TenantFormInput = {
  ...emptyTenantForm(),
  clientName: 'Demo Jewellers LLC',
  wmsTenantCode: 'DJ001',
  email: 'admin@demojewellers.example',
  expiryDate: '2027-12-31',
  tradeLicenseNumber: 'CN-123456',
  address: 'Gold Souk, Deira, Dubai',
  maxScreeningCount: '500',
};

describe('tenant form (spec 1 §5)', () => {
  it('accepts the valid tenant', () => {
    expect(formErrors(tenantFormSchema, valid)).toEqual({});
  });

  it.each<[string, Partial<TenantFormInput>, Record<string, string>]>([
    ['client name', { clientName: '' }, { clientName: M.clientName }],
    ['client code', { wmsTenantCode: '' }, { wmsTenantCode: M.wmsTenantCode }],
    ['email', { email: '' }, { email: M.emailRequired }],
    ['email invalid', { email: 'admin@' }, { email: M.email }],
    ['expiry date', { expiryDate: '' }, { expiryDate: M.expiryDate }],
    ['trade licence', { tradeLicenseNumber: '' }, { tradeLicenseNumber: M.tradeLicenseNumber }],
    ['address', { address: '' }, { address: M.address }],
    ['negative balance', { maxScreeningCount: -1 }, { maxScreeningCount: M.maxScreeningCount }],
    ['negative given count', { givenScreeningCount: '-5' }, { givenScreeningCount: M.givenScreeningCount }],
    [
      'negative monitoring count with monitoring on',
      { ongoingMonitoringEnabled: true, ongoingMonitoringCount: -1 },
      { ongoingMonitoringCount: M.ongoingMonitoringCount },
    ],
    [
      'negative monitoring count with monitoring off',
      { ongoingMonitoringEnabled: false, ongoingMonitoringCount: -1 },
      {},
    ],
    ['zero counts', { maxScreeningCount: 0, givenScreeningCount: 0 }, {}],
  ])('%s', (_name, overrides, expected) => {
    expect(formErrors(tenantFormSchema, { ...valid, ...overrides })).toEqual(expected);
  });

  it('parses counts as integers defaulting to 0', () => {
    const parsed = tenantFormSchema.parse({
      ...valid,
      maxScreeningCount: '12.9',
      givenScreeningCount: '',
      ongoingMonitoringCount: null,
    });
    expect([parsed.maxScreeningCount, parsed.givenScreeningCount, parsed.ongoingMonitoringCount]).toEqual([12, 0, 0]);
  });

  it.each([
    [{ name: '', email: 'a@b.test', roleId: 'MLRO' }, { name: 'Please fill in all required fields.' }],
    [{ name: 'Sara', email: '', roleId: 'FLA' }, { email: 'Please fill in all required fields.' }],
    [{ name: 'Sara', email: 'a@b.test', roleId: '' }, { roleId: 'Please fill in all required fields.' }],
    [{ name: 'Sara', email: 'a@b.test', roleId: 'FLA' }, {}],
  ])('a user needs name, email and role: %j', (user, expected) => {
    expect(formErrors(tenantUserFormSchema, user)).toEqual(expected);
  });

  it('marks no user for a password reset unless asked, so re-sending the saved list resets no one', () => {
    const user = { id: '0b9f3c7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f', name: 'Sara', email: 'a@b.test', roleId: 'FLA' };
    expect(tenantUserFormSchema.parse(user)).toMatchObject({ resetPassword: false, password: '' });
    expect(tenantUserFormSchema.parse({ ...user, resetPassword: true })).toMatchObject({
      resetPassword: true,
      password: '',
    });
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['nouppercase1!', 'Password must contain an uppercase letter'],
  ])('a chosen reset password %j must pass the change-password rules', (password, message) => {
    const user = {
      id: '0b9f3c7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
      name: 'Sara',
      email: 'a@b.test',
      roleId: 'FLA',
      resetPassword: true,
      password,
    };
    expect(formErrors(tenantUserFormSchema, user)).toEqual({ password: message });
    expect(formErrors(tenantUserFormSchema, { ...user, password: 'Reset2Chosen!' })).toEqual({});
  });

  it('sends the expiry as an ISO datetime and no monitoring count when monitoring is off', () => {
    const body = tenantUpsertRequestSchema.parse({ ...valid, ongoingMonitoringCount: 40 });
    expect(body).toMatchObject({
      expiryDate: '2027-12-31T00:00:00.000Z',
      ongoingMonitoringCount: 0,
      maxScreeningCount: 500,
    });
  });

  it.each([
    ['ADMIN@DemoJewellers.example', 'admin@demojewellers.example', true],
    [' admin@demojewellers.example ', 'admin@demojewellers.example', true],
    ['admin@demojewellers', 'admin@demojewellers.example', false],
    ['', '', false],
  ])('hard delete confirmation %j for %j: %s (spec 1 §2.8)', (typed, email, expected) => {
    expect(confirmsHardDelete(typed, email)).toBe(expected);
  });
});
