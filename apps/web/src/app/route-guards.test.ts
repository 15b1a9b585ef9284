// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@aml/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../test-support/fake-tokens';
import { redirectToHome, requireSession } from './route-guards';

function redirectTarget(guard: () => unknown): string | null {
  try {
    guard();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => localStorage.clear());

describe('route guard (spec 1 §6)', () => {
  it('sends a visitor without a token to /login', () => {
    expect(redirectTarget(requireSession)).toBe('/login');
  });

  it('sends a token with an unknown role to /login', () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken({ role: 'Auditor' }));
    expect(redirectTarget(requireSession)).toBe('/login');
  });

  it('sends a malformed token to /login', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-jwt');
    expect(redirectTarget(requireSession)).toBe('/login');
  });

  it('lets each platform role in', () => {
    for (const role of ['SuperUser', 'TenantUser', 'ClientUser']) {
      localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken({ role }));
      expect(redirectTarget(requireSession), role).toBeNull();
    }
  });

  it('redirects a bare /dashboard by role', () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken({ role: 'SuperUser' }));
    expect(redirectTarget(redirectToHome)).toBe('/dashboard/tenants');
    // Tenant staff land on the first screen that exists until customers is built (homePathFor): Customer Onboarding.
    localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken({ role: 'ClientUser' }));
    expect(redirectTarget(redirectToHome)).toBe('/dashboard/onboard');
  });
});
