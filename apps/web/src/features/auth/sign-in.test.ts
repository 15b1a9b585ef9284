// @vitest-environment happy-dom
import { STORAGE_KEYS, type Tenant } from '@aml/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeTenantDetails } from '../../lib/tenant-details-cache';
import { fakeAccessToken, jsonResponse } from '../../test-support/fake-tokens';

vi.mock('../../lib/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { toastError } = await import('../../lib/toast');
const { signIn } = await import('./sign-in');

const TENANT: Tenant = {
  id: 'tenant-1',
  clientName: 'مجوهرات ديمو Demo Jewellers LLC',
  name: null,
  email: 'office@demo.test',
  createdDate: '2026-01-01T00:00:00Z',
  expiryDate: null,
  remarks: null,
  tradeLicenseNumber: null,
  address: null,
  maxScreeningCount: 100,
  givenScreeningCount: null,
  ongoingMonitoringEnabled: true,
  ongoingMonitoringCount: 20,
  ongoingMonitoringUsed: 3,
  wmsTenantCode: null,
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
};

function serve(role: string, overrides: Record<string, () => Response> = {}) {
  const token = fakeAccessToken({ role });
  const routes: Record<string, () => Response> = {
    '/api/Authentication/Login': () =>
      jsonResponse(200, { result: true, token, refreshToken: 'refresh-1', errors: [] }),
    '/api/ClientDetails/loggedin-client-userRole': () => jsonResponse(200, { role: 'FLA' }),
    '/api/ClientDetails/tenant-user-details': () => jsonResponse(200, TENANT),
    ...overrides,
  };
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const route = routes[String(input)];
    return Promise.resolve(route ? route() : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { token, paths: () => fetchMock.mock.calls.map(([input]) => String(input)) };
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toastError).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign in (spec 1 §4 "After login")', () => {
  it('stores tokens, the client role and the encoded tenant details for a ClientUser', async () => {
    const { token, paths } = serve('ClientUser');
    await signIn({ email: 'fla@demo.test', password: 'secret1' });

    expect(paths()).toEqual([
      '/api/Authentication/Login',
      '/api/ClientDetails/loggedin-client-userRole',
      '/api/ClientDetails/tenant-user-details',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.superUser)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.clientRole)).toBe('FLA');
    expect(decodeTenantDetails(localStorage.getItem(STORAGE_KEYS.tenantDetails))).toEqual({
      id: 'tenant-1',
      clientName: 'مجوهرات ديمو Demo Jewellers LLC',
      ongoingMonitoringEnabled: true,
      ongoingMonitoringCount: 20,
      ongoingMonitoringUsed: 3,
    });
  });

  it('fetches neither client role nor tenant details for a super user', async () => {
    const { paths } = serve('SuperUser');
    await signIn({ email: 'admin@platform.test', password: 'secret1' });

    expect(paths()).toEqual(['/api/Authentication/Login']);
    expect(localStorage.getItem(STORAGE_KEYS.superUser)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.clientRole)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tenantDetails)).toBeNull();
  });

  it('fetches tenant details but no client role for a TenantUser', async () => {
    const { paths } = serve('TenantUser');
    await signIn({ email: 'owner@demo.test', password: 'secret1' });
    expect(paths()).toEqual(['/api/Authentication/Login', '/api/ClientDetails/tenant-user-details']);
  });

  it("does not keep a previous user's client role", async () => {
    localStorage.setItem(STORAGE_KEYS.clientRole, 'MLRO');
    serve('SuperUser');
    await signIn({ email: 'admin@platform.test', password: 'secret1' });
    expect(localStorage.getItem(STORAGE_KEYS.clientRole)).toBeNull();
  });

  it('leaves nothing stored when the tenant details cannot be fetched', async () => {
    serve('ClientUser', {
      '/api/ClientDetails/tenant-user-details': () =>
        jsonResponse(403, { code: 'FORBIDDEN', message: 'Tenant expired' }),
    });
    await expect(signIn({ email: 'fla@demo.test', password: 'secret1' })).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.clientRole)).toBeNull();
  });

  it('fails with Invalid Credentials on a 400 and stores no token', async () => {
    serve('ClientUser', {
      '/api/Authentication/Login': () =>
        jsonResponse(400, {
          result: false,
          token: null,
          refreshToken: null,
          errors: ['Invalid Credentials'],
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid Credentials',
        }),
    });
    await expect(signIn({ email: 'fla', password: 'wrong-1' })).rejects.toMatchObject({ status: 400 });
    expect(vi.mocked(toastError).mock.calls).toEqual([['Invalid Credentials']]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
