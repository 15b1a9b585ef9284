import { type CachedTenantDetails, STORAGE_KEYS } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { encodeTenantDetails } from '../lib/tenant-details-cache';
import { fakeAccessToken } from './fake-tokens';

/**
 * Renders a screen piece with what the app wraps it in: the query client (no retries), Mantine with its
 * notifications (so a test reads the toasts a user would see) and a router, at `route` when given.
 */
export function renderWithApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  // The notifications store outlives a test's render: start without the toasts of an earlier test.
  notifications.clean();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A signed-in tenant user whose cached tenant details are `tenant` (what sign-in stores). */
export function signInWithTenant(tenant: Partial<CachedTenantDetails> = {}): CachedTenantDetails {
  const details: CachedTenantDetails = {
    id: 'tenant-1',
    clientName: 'Demo Jewellers LLC',
    ongoingMonitoringEnabled: true,
    ongoingMonitoringCount: 10,
    ongoingMonitoringUsed: 2,
    ...tenant,
  };
  localStorage.setItem(STORAGE_KEYS.token, fakeAccessToken());
  localStorage.setItem(STORAGE_KEYS.tenantDetails, encodeTenantDetails(details));
  return details;
}

/** happy-dom lacks a few browser APIs that Mantine's inputs and popovers call. */
export function installBrowserShims(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // Textarea autosize listens for web fonts loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
