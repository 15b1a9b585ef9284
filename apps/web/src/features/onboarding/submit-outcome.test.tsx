// @vitest-environment happy-dom
import { ONBOARDING_MESSAGES, ONBOARDING_TOASTS, type Tenant } from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, failureMessage } from '../../lib/api-client';
import { readSession } from '../../lib/session';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../test-support/render-with-app';
import { isSavedAsPending, onboardingFailureToast, useRefreshTenantDetails } from './submit-outcome';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const error = (status: number, code: string, message: string) => new ApiError(status, code, message, { code, message });

describe('onboardingFailureToast (spec 2 §8)', () => {
  it('maps a duplicate, the monitoring lock and anything else to the spec toasts', () => {
    expect(onboardingFailureToast(error(409, 'CONFLICT', 'Duplicate user'))).toBe('Duplicate user');
    expect(onboardingFailureToast(error(400, 'VALIDATION', ONBOARDING_MESSAGES.monitoringLocked))).toBe(
      'wait for 24 hours after enabling ongoing monitoring to disable it',
    );
    expect(onboardingFailureToast(error(400, 'VALIDATION', 'Invalid request'))).toBe('Failed to submit form.');
    expect(onboardingFailureToast(error(500, 'INTERNAL', 'Something went wrong.'))).toBe('Failed to submit form.');
  });

  it('leaves a registration saved as Pending to the form, which shows it as a warning', () => {
    const balance = new ApiError(402, 'SCREENING_BALANCE_EXHAUSTED', ONBOARDING_MESSAGES.balanceShort(1, 0), {
      code: 'SCREENING_BALANCE_EXHAUSTED',
      message: ONBOARDING_MESSAGES.balanceShort(1, 0),
      userId: 'c5b1e0d2-0000-4000-8000-000000000001',
    });
    const noList = new ApiError(503, 'NO_WATCHLIST_LOADED', ONBOARDING_MESSAGES.noListPending, {
      code: 'NO_WATCHLIST_LOADED',
      message: ONBOARDING_MESSAGES.noListPending,
      corporateUserId: 'c5b1e0d2-0000-4000-8000-000000000002',
    });
    for (const shortfall of [balance, noList]) {
      expect(isSavedAsPending(shortfall)).toBe(true);
      expect(onboardingFailureToast(shortfall)).toBeNull();
      // Through apiRequest's policy: no failure toast at all.
      expect(failureMessage(shortfall, { failureToast: onboardingFailureToast })).toBeNull();
    }
  });

  it("toasts the server's words when an edit was refused for want of screening (nothing was saved)", () => {
    const edit = error(402, 'SCREENING_BALANCE_EXHAUSTED', ONBOARDING_MESSAGES.balanceShortEdit(2, 1));
    expect(isSavedAsPending(edit)).toBe(false);
    expect(onboardingFailureToast(edit)).toBe(ONBOARDING_MESSAGES.balanceShortEdit(2, 1));
    expect(isSavedAsPending(error(503, 'HTTP_503', 'Service Unavailable'))).toBe(false);
    expect(onboardingFailureToast(error(503, 'HTTP_503', 'Service Unavailable'))).toBe('Failed to submit form.');
    expect(isSavedAsPending(new Error('x'))).toBe(false);
  });

  it('keeps the network message of apiRequest', () => {
    const offline = new ApiError(0, 'NETWORK', 'Unable to connect, Please try again later');
    expect(failureMessage(offline, { failureToast: onboardingFailureToast })).toBe(
      'Unable to connect, Please try again later',
    );
  });
});

/** Calls the hook's refresh on a click, as a form does after a save. */
function Harness() {
  const refresh = useRefreshTenantDetails();
  return (
    <button type="button" onClick={() => void refresh()}>
      Refresh
    </button>
  );
}

describe('useRefreshTenantDetails (spec 2 §4.4)', () => {
  const tenant: Tenant = {
    id: 'tenant-1',
    clientName: 'Demo Jewellers LLC',
    name: null,
    email: 'owner@demo.test',
    createdDate: '2026-01-01T00:00:00.000Z',
    expiryDate: null,
    remarks: null,
    tradeLicenseNumber: null,
    address: null,
    maxScreeningCount: 100,
    givenScreeningCount: 100,
    ongoingMonitoringEnabled: true,
    ongoingMonitoringCount: 10,
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

  it('caches the fetched tenant details, so the forms read the new monitoring count', async () => {
    signInWithTenant({ ongoingMonitoringUsed: 2 });
    const fetchMock = vi.fn(async (_path: RequestInfo | URL) => jsonResponse(200, tenant));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(readSession()?.tenant?.ongoingMonitoringUsed).toBe(3));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/ClientDetails/tenant-user-details');
  });

  it("says 'Failed to update tenant details.' when the call fails, and keeps the cached details", async () => {
    signInWithTenant({ ongoingMonitoringUsed: 2 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong.' })),
    );
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(ONBOARDING_TOASTS.tenantRefreshFailed)).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(readSession()?.tenant?.ongoingMonitoringUsed).toBe(2);
  });
});
