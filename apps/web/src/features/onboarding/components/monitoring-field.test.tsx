// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../../test-support/render-with-app';
import { MonitoringField, type MonitoringFieldProps } from './monitoring-field';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const CUSTOMER_ID = '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f607';

function Harness(props: Omit<MonitoringFieldProps, 'checked' | 'onChange'>) {
  const [checked, setChecked] = useState(props.savedValue);
  return <MonitoringField {...props} checked={checked} onChange={setChecked} />;
}

/** The can-toggle call answers `answer` (a status and body), anything else is a test mistake. */
function stubCanToggle(answer: Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path.includes('/ongoing-monitoring/can-toggle')) return answer.clone();
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const checkbox = () => screen.getByRole('checkbox', { name: 'Ongoing Monitoring' }) as HTMLInputElement;

describe('MonitoringField (spec 2 §4.3)', () => {
  it('is shown only when the tenant has monitoring enabled with a count above 0', () => {
    signInWithTenant({ ongoingMonitoringEnabled: false, ongoingMonitoringCount: 10 });
    const { unmount } = renderWithApp(<Harness customerType="individual" savedValue={false} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();

    signInWithTenant({ ongoingMonitoringEnabled: true, ongoingMonitoringCount: 0, ongoingMonitoringUsed: 0 });
    renderWithApp(<Harness customerType="individual" savedValue={false} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('is offered while quota is left and can be ticked for a new customer', () => {
    signInWithTenant({ ongoingMonitoringCount: 10, ongoingMonitoringUsed: 9 });
    stubCanToggle(jsonResponse(200, { canToggle: true }));
    renderWithApp(<Harness customerType="individual" savedValue={false} />);
    expect(checkbox().disabled).toBe(false);
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(true);
    expect(screen.queryByText('Maximum number of ongoing screenings reached')).toBeNull();
  });

  it("is disabled with 'Maximum number of ongoing screenings reached' once the count is used up", () => {
    signInWithTenant({ ongoingMonitoringCount: 10, ongoingMonitoringUsed: 10 });
    renderWithApp(<Harness customerType="corporate" savedValue={false} />);
    expect(checkbox().disabled).toBe(true);
    expect(screen.getByText('Maximum number of ongoing screenings reached')).toBeTruthy();
  });

  it('lets a customer already monitored keep its place when the count is used up', async () => {
    signInWithTenant({ ongoingMonitoringCount: 10, ongoingMonitoringUsed: 10 });
    stubCanToggle(jsonResponse(200, { canToggle: true }));
    renderWithApp(<Harness customerType="individual" customerId={CUSTOMER_ID} savedValue />);
    expect(checkbox().checked).toBe(true);
    expect(checkbox().disabled).toBe(false);
    expect(screen.queryByText('Maximum number of ongoing screenings reached')).toBeNull();
  });

  it('refuses switching off within the 24-hour lock, with the spec toast', async () => {
    signInWithTenant();
    const fetchMock = stubCanToggle(jsonResponse(200, { canToggle: false }));
    renderWithApp(<Harness customerType="individual" customerId={CUSTOMER_ID} savedValue />);
    fireEvent.click(checkbox());
    expect(await screen.findByText('Cannot disable monitoring: Within 24-hour restriction period.')).toBeTruthy();
    expect(checkbox().checked).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/IndividualUser/ongoing-monitoring/can-toggle?userId=${CUSTOMER_ID}&tenantId=tenant-1`,
    );
  });

  it('switches off when the server allows it', async () => {
    signInWithTenant();
    stubCanToggle(jsonResponse(200, { canToggle: true }));
    renderWithApp(<Harness customerType="corporate" customerId={CUSTOMER_ID} savedValue />);
    fireEvent.click(checkbox());
    await waitFor(() => expect(checkbox().checked).toBe(false));
    // Switching on again is always allowed.
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(true);
  });

  it.each([
    ['individual', 'Failed to check monitoring status', '/api/IndividualUser/ongoing-monitoring/can-toggle?'],
    [
      'corporate',
      'Failed to verify monitoring toggle eligibility.',
      '/api/CorporateUser/ongoing-monitoring/can-toggle-corporate?',
    ],
  ] as const)('tells a failed %s check and then allows switching off', async (customerType, message, path) => {
    signInWithTenant();
    const fetchMock = stubCanToggle(jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong.' }));
    renderWithApp(<Harness customerType={customerType} customerId={CUSTOMER_ID} savedValue />);
    fireEvent.click(checkbox());
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(checkbox().checked).toBe(false));
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(path);
  });

  it('asks nothing of the server for a new registration', () => {
    signInWithTenant();
    const fetchMock = stubCanToggle(jsonResponse(200, { canToggle: false }));
    renderWithApp(<Harness customerType="individual" savedValue={false} />);
    fireEvent.click(checkbox());
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
