// @vitest-environment happy-dom
import { formatMediumDate, formatTime, type ScreeningLog, type ScreeningLogPage } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, paramsOf, stubServer } from '../../test-support/stub-server';
import { ScreeningLogsPage } from './screening-logs-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DEMO_LIST = {
  source: 'DEMO',
  sourceType: 'Demo list (fictional names)',
  version: '2024-05-03 #2',
  publishedAt: '2024-05-03',
  entries: 12,
};

function buildLog(overrides: Partial<ScreeningLog> = {}): ScreeningLog {
  return {
    id: '0b6f3c1e-6d7a-4c38-9f0e-1a2b3c4d5e6f',
    userName: 'Mohammed Abdullah Al-Khayali',
    email: 'mlro@demo.test',
    screeningCount: 2,
    screeningType: 'QuickScreening',
    screeningDate: '2024-05-03T10:05:09.000Z',
    listVersions: [DEMO_LIST],
    ...overrides,
  };
}

function buildPage(items: ScreeningLog[], overrides: Partial<ScreeningLogPage> = {}): ScreeningLogPage {
  return { items, total: items.length, page: 1, pageSize: 10, pageCount: 1, ...overrides };
}

const MATCH = buildLog();
const MISS = buildLog({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  userName: 'Zara Quickfield',
  email: 'fla@demo.test',
  screeningCount: 0,
  screeningType: 'OnGoingListUpdate',
  screeningDate: '2024-05-02T08:00:00.000Z',
  listVersions: [DEMO_LIST, { source: 'OFAC', sourceType: 'OFAC SDN', publishedAt: null, entries: 18_000 }],
});

function renderPage() {
  signInWithTenant();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* Mantine's test environment: no transitions, so dropdowns open at once. */}
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter>
          <ScreeningLogsPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const isPage = (call: Call) => call.method === 'GET' && call.path.startsWith('/api/Scan/screening-logs?');
const isCsv = (call: Call) => call.path.startsWith('/api/Scan/screening-logs/export.csv');
const pageCalls = (calls: Call[]) => calls.filter(isPage);
const lastPage = (calls: Call[]) => paramsOf(pageCalls(calls).at(-1) as Call);

async function choose(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option }));
}

describe('Screening Logs (spec 1 §2.7)', () => {
  it('shows a page of logs: name, email, Yes/No, title-case type, date, lists, and the pager', async () => {
    const calls = stubServer(() => jsonResponse(200, buildPage([MATCH, MISS], { total: 12, pageCount: 2 })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Screening Logs' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Screening logs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Customer name',
      'User ID (email)',
      'Is Match',
      'Screening Type',
      'Screening Date',
      'Lists',
    ]);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const matchRow = within(first as HTMLElement);
    expect(matchRow.getAllByText('Mohammed Abdullah Al-Khayali').length).toBeGreaterThan(0);
    expect(matchRow.getAllByText('mlro@demo.test').length).toBeGreaterThan(0);
    expect(matchRow.getByText('Yes')).toBeTruthy();
    expect(matchRow.getByText('Quick Screening')).toBeTruthy();
    expect(matchRow.getByText(formatMediumDate(MATCH.screeningDate))).toBeTruthy();
    expect(matchRow.getByText(formatTime(MATCH.screeningDate))).toBeTruthy();
    // The list versions sit behind a button naming how many; it opens them.
    fireEvent.click(
      matchRow.getAllByRole('button', {
        name: '1 list screened against Mohammed Abdullah Al-Khayali',
      })[0] as HTMLElement,
    );
    expect((await screen.findAllByText('Demo list (fictional names) 2024-05-03 #2')).length).toBeGreaterThan(0);
    const missRow = within(second as HTMLElement);
    expect(missRow.getByText('No')).toBeTruthy();
    expect(missRow.getByText('On Going List Update')).toBeTruthy();
    fireEvent.click(missRow.getAllByRole('button', { name: /^2 lists screened against/ })[0] as HTMLElement);
    expect((await screen.findAllByText('OFAC SDN')).length).toBeGreaterThan(0);

    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    // Default: newest first, page 1 of 10, asked of the server as a page.
    expect(lastPage(calls)).toEqual({ sort: 'screeningDate', order: 'desc', page: '1', pageSize: '10' });
  });

  it('sends sort, page size and pages to the server', async () => {
    const calls = stubServer(() => jsonResponse(200, buildPage([MATCH, MISS], { total: 60, pageCount: 6 })));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Screening logs' });

    fireEvent.click(within(table).getByRole('button', { name: 'Customer name' }));
    await waitFor(() => expect(lastPage(calls)).toMatchObject({ sort: 'userName', order: 'asc', page: '1' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Customer name' }));
    await waitFor(() => expect(lastPage(calls)).toMatchObject({ sort: 'userName', order: 'desc' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Is Match' }));
    await waitFor(() => expect(lastPage(calls)).toMatchObject({ sort: 'isMatch', order: 'asc' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastPage(calls)).toMatchObject({ page: '2' }));

    await choose('Per page', '30');
    await waitFor(() => expect(lastPage(calls)).toEqual({ sort: 'isMatch', order: 'asc', page: '1', pageSize: '30' }));
  });

  it('offers the spec page sizes 5 to 100', async () => {
    stubServer(() => jsonResponse(200, buildPage([MATCH])));
    renderPage();
    await screen.findByRole('table', { name: 'Screening logs' });
    const input = screen.getByRole('combobox', { name: 'Per page' });
    fireEvent.click(input);
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    const options = (await within(list).findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20', '30', '40', '50', '100']);
  });

  it('searches after the typing pauses, from page 1', async () => {
    const calls = stubServer(() => jsonResponse(200, buildPage([MATCH], { total: 30, pageCount: 3 })));
    renderPage();
    await screen.findByRole('table', { name: 'Screening logs' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastPage(calls)).toMatchObject({ page: '2' }));
    const before = pageCalls(calls).length;

    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.change(box, { target: { value: ' batch screening ' } });
    // Debounced: nothing is sent while typing.
    expect(pageCalls(calls).length).toBe(before);
    await waitFor(() => expect(lastPage(calls)).toMatchObject({ search: 'batch screening', page: '1' }));
    expect(pageCalls(calls).length).toBe(before + 1);
  });

  it("says 'No screening logs available' when there are none, and 'No results' when a search finds nothing", async () => {
    const calls = stubServer(() => jsonResponse(200, buildPage([], { total: 0 })));
    renderPage();
    expect(await screen.findByText('No screening logs available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Download All' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByText('No screening logs available')).toBeNull();
    expect(lastPage(calls)).toMatchObject({ search: 'nobody' });
  });

  it("shows 'Loading...' while loading and 'Failed to fetch screening logs' when the call fails", async () => {
    const failure = () => jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong.' });
    const waiting: ((response: Response) => void)[] = [];
    // The first call waits; it and the client's one retry of a 500 (spec 1 §7) then fail.
    stubServer(() => (waiting.length > 0 ? failure() : new Promise<Response>((resolve) => waiting.push(resolve))));
    renderPage();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    waiting[0]?.(failure());
    expect(await screen.findByText('Failed to fetch screening logs')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('Download All saves the server’s CSV of the current search and sort, every page', async () => {
    const fileName = 'screening_logs_2024-05-03_14-05-09.csv';
    const calls = stubServer((call) =>
      isCsv(call)
        ? new Response('Customer Name,Email\r\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${fileName}"` },
          })
        : jsonResponse(200, buildPage([MATCH], { total: 30, pageCount: 3 })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Screening logs' });
    fireEvent.click(within(table).getByRole('button', { name: 'Screening Type' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'khayali' } });
    await waitFor(() => expect(lastPage(calls)).toMatchObject({ search: 'khayali' }));

    fireEvent.click(screen.getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(saved).toEqual([fileName]));
    const csv = calls.find(isCsv) as Call;
    // The whole filter, not one page: no page or pageSize.
    expect(paramsOf(csv)).toEqual({ search: 'khayali', sort: 'screeningType', order: 'asc' });
  });

  it('toasts when the export fails', async () => {
    stubServer((call) =>
      isCsv(call)
        ? jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong.' })
        : jsonResponse(200, buildPage([MATCH])),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Screening logs' });
    fireEvent.click(screen.getByRole('button', { name: 'Download All' }));
    expect(await screen.findByText('The screening logs export failed. Please try again.')).toBeTruthy();
  });
});
