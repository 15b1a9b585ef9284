// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@aml/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../test-support/fake-tokens';
import { redirectToHome, requireReviewer, requireSession } from './route-guards';

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
    // Spec 1 §2.2: everyone else lands on the customers list (issue 12 serves it).
    localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken({ role: 'ClientUser' }));
    expect(redirectTarget(redirectToHome)).toBe('/dashboard/customers');
  });

  it('keeps the review lists from the FLA and the super user, who go home (spec 1 §2.3)', () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken({ role: 'ClientUser' }));
    localStorage.setItem(STORAGE_KEYS.clientRole, 'FLA');
    expect(redirectTarget(requireReviewer)).toBe('/dashboard/customers');
    localStorage.setItem(STORAGE_KEYS.clientRole, 'MLRO');
    expect(redirectTarget(requireReviewer)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken({ role: 'SuperUser' }));
    localStorage.removeItem(STORAGE_KEYS.clientRole);
    expect(redirectTarget(requireReviewer)).toBe('/dashboard/tenants');
  });
});
