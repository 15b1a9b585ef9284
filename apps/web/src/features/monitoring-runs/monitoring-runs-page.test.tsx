// @vitest-environment happy-dom
import { formatMediumDate, formatTime, MONITORING_MESSAGES } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { buildMonitoringRun, buildMonitoringRunPage } from '../../test-support/monitoring';
import { installBrowserShims, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, paramsOf, stubServer } from '../../test-support/stub-server';
import { MonitoringRunsPage } from './monitoring-runs-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST_UPDATE = buildMonitoringRun();
const SCHEDULED = buildMonitoringRun({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  trigger: 'OnGoingScheduled',
  listName: null,
  listVersion: null,
  importedAt: '2024-05-04T00:00:00.000Z',
  delta: null,
  status: 'running',
  startedAt: '2024-05-04T00:00:05.000Z',
  finishedAt: null,
  customersChecked: 40,
  partnersChecked: 0,
  alertsRaised: 0,
  hitsRemoved: 0,
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
          <MonitoringRunsPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const isPage = (call: Call) => call.method === 'GET' && call.path.startsWith('/api/monitoring/runs?');
const isCsv = (call: Call) => call.path === '/api/monitoring/runs/export.csv';
const pageCalls = (calls: Call[]) => calls.filter(isPage);
const lastPage = (calls: Call[]) => paramsOf(pageCalls(calls).at(-1) as Call);
const failure = () => jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong.' });

async function choose(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option }));
}

describe('Monitoring Runs (issue 17)', () => {
  it('shows a page of runs: type, list, version, dates, changes, status and the counts, and the pager', async () => {
    const calls = stubServer(() =>
      jsonResponse(200, buildMonitoringRunPage([LIST_UPDATE, SCHEDULED], { total: 12, pageCount: 2 })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: MONITORING_MESSAGES.title })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Monitoring runs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Run',
      'Imported At',
      'Changes',
      'Status',
      'Re-screen',
      'Checked',
      'Alerts Raised',
      'Hits Removed',
    ]);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

    const update = cellsOf(first as HTMLElement);
    const moment = (value: string | null) => `${formatMediumDate(value ?? '')} ${formatTime(value ?? '')}`;
    expect(update.map((cell) => cell.textContent)).toEqual([
      'On Going List UpdateOFAC SDN 2024-05-03 #3',
      `${formatMediumDate(LIST_UPDATE.importedAt)}${formatTime(LIST_UPDATE.importedAt)}`,
      '12 added3 removed7 changed',
      'Completed',
      `Started ${moment(LIST_UPDATE.startedAt)}Finished ${moment(LIST_UPDATE.finishedAt)}`,
      '1,250 customers310 partners',
      '2',
      '1',
    ]);

    // A scheduled run screens against every list in force: no version and no changes, said as such.
    const scheduled = cellsOf(second as HTMLElement);
    expect(scheduled[0]?.textContent).toBe(`On Going Scheduled${MONITORING_MESSAGES.allLists}`);
    expect(within(scheduled[2] as HTMLElement).getByText('—')).toBeTruthy();
    expect(within(scheduled[2] as HTMLElement).getByText('no list changes')).toBeTruthy();
    expect(scheduled[3]?.textContent).toBe('Running');
    // Still running: not finished yet.
    expect(within(scheduled[4] as HTMLElement).getByText('—')).toBeTruthy();
    expect(within(scheduled[4] as HTMLElement).getByText('not yet')).toBeTruthy();

    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(lastPage(calls)).toEqual({ page: '1', pageSize: '10' });
  });

  it('offers the customer lists’ page sizes and asks the server for each page', async () => {
    const calls = stubServer(() =>
      jsonResponse(200, buildMonitoringRunPage([LIST_UPDATE], { total: 60, pageCount: 6 })),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Monitoring runs' });

    const input = screen.getByRole('combobox', { name: 'Per page' });
    fireEvent.click(input);
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect((await within(list).findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
      '100',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastPage(calls)).toEqual({ page: '2', pageSize: '10' }));

    // A new page size starts again from page 1.
    await choose('Per page', '25');
    await waitFor(() => expect(lastPage(calls)).toEqual({ page: '1', pageSize: '25' }));
  });

  it('says there are no runs yet, and offers no export', async () => {
    stubServer(() => jsonResponse(200, buildMonitoringRunPage([], { total: 0 })));
    renderPage();
    expect(await screen.findByText(MONITORING_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByText(MONITORING_MESSAGES.emptyText)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: MONITORING_MESSAGES.exportCsv }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows Loading... while loading, the error when the call fails, and the runs after Refresh', async () => {
    let up = false;
    const waiting: ((response: Response) => void)[] = [];
    // The first call waits, then it and the client's one retry of a 500 fail, until the server is back.
    const calls = stubServer(() => {
      if (up) return jsonResponse(200, buildMonitoringRunPage([LIST_UPDATE]));
      return waiting.length > 0 ? failure() : new Promise<Response>((resolve) => waiting.push(resolve));
    });
    renderPage();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    waiting[0]?.(failure());
    expect(await screen.findByText(MONITORING_MESSAGES.loadError)).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    // The screen says it; no toast repeats it.
    expect(screen.queryByText('Something went wrong.')).toBeNull();

    up = true;
    const before = pageCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table', { name: 'Monitoring runs' })).toBeTruthy();
    expect(screen.queryByText(MONITORING_MESSAGES.loadError)).toBeNull();
    expect(pageCalls(calls).length).toBe(before + 1);
  });

  it('Refresh shows how a running run has got on', async () => {
    let run = buildMonitoringRun({ status: 'running', finishedAt: null, customersChecked: 400 });
    stubServer(() => jsonResponse(200, buildMonitoringRunPage([run])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Monitoring runs' });
    expect(within(table).getByText('Running')).toBeTruthy();
    expect(within(table).getByText('400 customers')).toBeTruthy();

    run = buildMonitoringRun();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(table).findByText('Completed')).toBeTruthy();
    expect(within(table).getByText('1,250 customers')).toBeTruthy();
    expect(within(table).queryByText('Running')).toBeNull();
  });

  it('Export CSV saves the server’s file of every run', async () => {
    const fileName = 'monitoring_runs_2024-05-04_10-00-00.csv';
    const calls = stubServer((call) =>
      isCsv(call)
        ? new Response('Run Type,List\r\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${fileName}"` },
          })
        : jsonResponse(200, buildMonitoringRunPage([LIST_UPDATE], { total: 30, pageCount: 3 })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    await screen.findByRole('table', { name: 'Monitoring runs' });
    fireEvent.click(screen.getByRole('button', { name: MONITORING_MESSAGES.exportCsv }));
    await waitFor(() => expect(saved).toEqual([fileName]));
    // Every run, not the page on screen.
    expect(calls.filter(isCsv).map((call) => call.path)).toEqual(['/api/monitoring/runs/export.csv']);
  });

  it('toasts when the export fails', async () => {
    stubServer((call) => (isCsv(call) ? failure() : jsonResponse(200, buildMonitoringRunPage([LIST_UPDATE]))));
    renderPage();
    await screen.findByRole('table', { name: 'Monitoring runs' });
    fireEvent.click(screen.getByRole('button', { name: MONITORING_MESSAGES.exportCsv }));
    expect(await screen.findByText(MONITORING_MESSAGES.exportFailed)).toBeTruthy();
  });
});
