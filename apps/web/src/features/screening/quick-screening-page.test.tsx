// @vitest-environment happy-dom
import { SCAN_MESSAGES, type ScreeningResponse, STORAGE_KEYS } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFoundRecord } from '../../test-support/customers';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import { QuickScreeningPage } from './quick-screening-page';
import { ScreeningResultsPage } from './results-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const ANSWER: ScreeningResponse = {
  found_records: [buildFoundRecord()],
  total_hits: 1,
  timestamp: '2026-01-05T09:00:00.000Z',
  list_versions: [
    {
      source: 'DEMO',
      sourceType: 'Demo list (fictional names)',
      version: '2026-01-03 #1',
      publishedAt: null,
      entries: 12,
    },
  ],
};

const isSearch = (call: Call) => call.method === 'POST' && call.path === '/api/Scan/search';

function serve(search: () => Response) {
  return stubServer((call) => {
    if (call.path === '/api/scan/screening-count') return jsonResponse(200, { maxScreeningCount: 42 });
    if (isSearch(call)) return search();
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderScreening() {
  signInWithTenant();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter initialEntries={['/dashboard/screening']}>
          <Routes>
            <Route path="/dashboard/screening" element={<QuickScreeningPage />} />
            <Route path="/dashboard/results" element={<ScreeningResultsPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

describe('Quick Screening (spec 3 §2)', () => {
  it('sends the search as the spec writes it and lands on the results', async () => {
    const calls = serve(() => jsonResponse(200, ANSWER));
    renderScreening();
    expect(await screen.findByText('Balance Screening Count: 42')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Entity' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    type('Name', '  Mohammed Al-Khayali ');
    type('Date of Birth', '1975-03-14');
    type('Gender', 'male');
    fireEvent.click(screen.getByRole('radio', { name: 'Level II' }));
    submit();

    expect(await screen.findByRole('heading', { name: '1 Records Found' })).toBeTruthy();
    expect(calls.filter(isSearch).map((call) => call.body)).toEqual([
      { entityType: 'Individual', names: 'Mohammed Al-Khayali', dob: '14/03/1975', gender: 'male', fuzzyLevel: 2 },
    ]);
    // Kept for this tab, so a reload of /dashboard/results still shows it.
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.quickScreeningResult) ?? 'null');
    expect(stored).toMatchObject({ search: { names: 'Mohammed Al-Khayali' }, response: { total_hits: 1 } });
  });

  it('sends an entity with no date, no gender and fuzzy search off', async () => {
    const calls = serve(() => jsonResponse(200, { ...ANSWER, found_records: [], total_hits: 0 }));
    renderScreening();
    fireEvent.click(screen.getByRole('radio', { name: 'Entity' }));
    type('Name', 'Falcon Bullion LLC');
    submit();
    expect(await screen.findByRole('heading', { name: '0 Records Found' })).toBeTruthy();
    expect(calls.find(isSearch)?.body).toEqual({
      entityType: 'Entity',
      names: 'Falcon Bullion LLC',
      dob: '',
      gender: '',
      fuzzyLevel: 0,
    });
  });

  it('requires a name and sends nothing without one', async () => {
    const calls = serve(() => jsonResponse(200, ANSWER));
    renderScreening();
    type('Name', '   ');
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(calls.filter(isSearch)).toHaveLength(0);
  });

  it.each([
    [402, 'SCREENING_BALANCE_EXHAUSTED', SCAN_MESSAGES.balanceExhausted],
    [503, 'NO_WATCHLIST_LOADED', SCAN_MESSAGES.noListLoaded],
  ])('a refused search (%i) says why on the form', async (status, code, message) => {
    serve(() => jsonResponse(status, { code, message }));
    renderScreening();
    type('Name', 'Mohammed Al-Khayali');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'Quick Screening' })).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.quickScreeningResult)).toBeNull();
  });

  it('places a 400 answer on the fields it names', async () => {
    serve(() =>
      jsonResponse(400, {
        code: 'VALIDATION',
        message: 'Invalid request',
        issues: [{ path: 'gender', message: 'Gender is too long' }],
      }),
    );
    renderScreening();
    type('Name', 'Mohammed Al-Khayali');
    submit();
    expect(await screen.findByText('Gender is too long')).toBeTruthy();
    expect(screen.getByLabelText('Gender').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
