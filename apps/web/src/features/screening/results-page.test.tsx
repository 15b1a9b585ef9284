// @vitest-environment happy-dom
import {
  explainMatch,
  formatDateTime,
  SCAN_REPORT_MESSAGES,
  type ScreeningResponse,
  scanReportFileName,
} from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFoundRecord } from '../../test-support/customers';
import { fakeAccessToken, jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import { saveLastScreening } from './last-screening';
import { ScreeningResultsPage } from './results-page';

beforeAll(installBrowserShims);
let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  signInWithTenant();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STRONG = buildFoundRecord();
const WEAK = buildFoundRecord({ name: 'Fatima Yousef Al-Wahmi', source_id: 'DEMO-002', score: 71 });
const SEARCH = {
  entityType: 'Individual' as const,
  names: 'Mohammed Al-Khayali',
  dob: '14/03/1975',
  gender: 'male',
  fuzzyLevel: 1 as const,
};
const LISTS = [
  { source: 'OFAC', sourceType: 'OFAC SDN', version: '2026-01-03 #2', publishedAt: '2026-01-03', entries: 18245 },
  { source: 'UN', sourceType: 'UN Consolidated', version: '2026-01-02 #1', publishedAt: null, entries: 1002 },
];
const ANSWER: ScreeningResponse = {
  found_records: [WEAK, STRONG],
  total_hits: 2,
  timestamp: '2026-01-05T09:00:00.000Z',
  list_versions: LISTS,
};

function renderResults() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter initialEntries={['/dashboard/results']}>
          <Routes>
            <Route path="/dashboard/results" element={<ScreeningResultsPage />} />
            <Route path="/dashboard/screening" element={<h1>Quick Screening form</h1>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const isReport = (call: Call) => call.method === 'POST' && call.path === '/api/Scan/report';
const PDF = btoa('%PDF-1.7 test');

describe('Screening results (spec 3 §2)', () => {
  it('shows the count, the search time, the query and the lists searched', async () => {
    saveLastScreening({ search: SEARCH, response: ANSWER });
    renderResults();
    expect(await screen.findByRole('heading', { name: '2 Records Found' })).toBeTruthy();
    expect(screen.getByText(`Search time: ${formatDateTime(ANSWER.timestamp)}`)).toBeTruthy();
    const query = screen.getByRole('region', { name: 'Search' });
    for (const value of ['Mohammed Al-Khayali', 'Individual', '14/03/1975', 'male', 'Level I']) {
      expect(within(query).getByText(value)).toBeTruthy();
    }
    const lists = within(screen.getByRole('list', { name: 'Lists searched' })).getAllByRole('listitem');
    expect(lists.map((item) => item.textContent)).toEqual([
      'OFAC SDN · version 2026-01-03 #2 · 18,245 entries · published Jan 03, 2026',
      'UN Consolidated · version 2026-01-02 #1 · 1,002 entries',
    ]);
  });

  it('lists the records strongest first, each with why it matched', async () => {
    saveLastScreening({ search: SEARCH, response: ANSWER });
    renderResults();
    const found = await screen.findByRole('region', { name: 'Found Records' });
    const controls = within(found).getAllByRole('button', { name: /Score/ });
    expect(controls.map((control) => control.textContent)).toEqual([
      expect.stringContaining('Mohammed Abdullah Al-Khayali'),
      expect.stringContaining('Fatima Yousef Al-Wahmi'),
    ]);
    const first = controls[0] as HTMLElement;
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    for (const line of explainMatch(STRONG)) expect(within(panel).getByText(line)).toBeTruthy();
    expect(within(panel).getByText('Demonstration listing')).toBeTruthy();
  });

  it('asks for the report of this screening and saves the PDF under its time and type', async () => {
    saveLastScreening({ search: SEARCH, response: ANSWER });
    const calls = stubServer(() => jsonResponse(200, { pdf_base64: PDF }));
    renderResults();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Report' }));
    expect(await screen.findByText(SCAN_REPORT_MESSAGES.downloaded)).toBeTruthy();
    expect(calls.filter(isReport).map((call) => call.body)).toEqual([
      {
        reportType: 'complete',
        name: 'Mohammed Al-Khayali',
        searchData: SEARCH,
        results: [WEAK, STRONG],
        totalHits: 2,
        timestamp: ANSWER.timestamp,
        list_versions: LISTS,
      },
    ]);
    expect(saved).toEqual([
      { href: 'blob:report', download: scanReportFileName('complete', new Date(ANSWER.timestamp)) },
    ]);
  });

  it('disables both report buttons while a report is generating', async () => {
    saveLastScreening({ search: SEARCH, response: ANSWER });
    let answer: (response: Response) => void = () => {};
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderResults();
    fireEvent.click(await screen.findByRole('button', { name: 'Summarized Report' }));
    expect(await screen.findByText(SCAN_REPORT_MESSAGES.generating)).toBeTruthy();
    await waitFor(() => {
      for (const name of ['Summarized Report', 'Complete Report']) {
        expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
      }
    });
    answer(jsonResponse(200, { pdf_base64: PDF }));
    expect(await screen.findByText(SCAN_REPORT_MESSAGES.downloaded)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Complete Report' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('says so when no PDF comes back, and when the report fails', async () => {
    saveLastScreening({ search: SEARCH, response: ANSWER });
    let reply = jsonResponse(200, { pdf_base64: '' });
    stubServer(() => reply);
    renderResults();
    fireEvent.click(await screen.findByRole('button', { name: 'Summarized Report' }));
    expect(await screen.findByText(SCAN_REPORT_MESSAGES.noPdf)).toBeTruthy();
    expect(saved).toEqual([]);

    reply = jsonResponse(400, { code: 'VALIDATION', message: 'reportType must be summarized or complete' });
    fireEvent.click(screen.getByRole('button', { name: 'Summarized Report' }));
    expect(
      await screen.findByText(SCAN_REPORT_MESSAGES.downloadError('reportType must be summarized or complete')),
    ).toBeTruthy();
  });

  it('with no record found, says 0 and still names the lists searched', async () => {
    saveLastScreening({ search: SEARCH, response: { ...ANSWER, found_records: [], total_hits: 0 } });
    renderResults();
    expect(await screen.findByRole('heading', { name: '0 Records Found' })).toBeTruthy();
    expect(screen.getByText(/No listed person or entity matched/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Lists searched' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Found Records' })).toBeNull();
  });

  it('with nothing kept, offers the way back to Quick Screening', async () => {
    renderResults();
    expect(await screen.findByText(/No screening results to show/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Quick Screening' }));
    expect(await screen.findByRole('heading', { name: 'Quick Screening form' })).toBeTruthy();
  });

  it("never shows another user's screening kept in the same tab", async () => {
    saveLastScreening({ search: SEARCH, response: ANSWER });
    localStorage.setItem('token', fakeAccessToken({ sub: 'user-2', tenantId: 'tenant-2' }));
    renderResults();
    expect(await screen.findByText(/No screening results to show/)).toBeTruthy();
    expect(screen.queryByText('2 Records Found')).toBeNull();
  });

  it('New Search goes back to the form', async () => {
    saveLastScreening({ search: SEARCH, response: ANSWER });
    renderResults();
    fireEvent.click(await screen.findByRole('link', { name: 'New Search' }));
    expect(await screen.findByRole('heading', { name: 'Quick Screening form' })).toBeTruthy();
  });
});
