// @vitest-environment happy-dom
import {
  type AccountStatistics,
  STATISTICS_CARD_TITLES,
  type StatisticsCard,
  type StatisticsFigure,
  type StatisticsUser,
  type StatisticsUsersPage,
} from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { buildMonitoringRun } from '../../test-support/monitoring';
import { installBrowserShims, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, paramsOf, stubServer } from '../../test-support/stub-server';
import { AccountStatisticsPage } from './account-statistics-page';

beforeAll(() => {
  installBrowserShims();
  // happy-dom lays nothing out, so recharts warns that every chart is 0 × 0; the charts' figures are read
  // from their text summaries here, and the warning would bury the test output.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('of chart should be greater than 0')) return;
    warn(...args);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function figure(card: StatisticsCard, label: string, count: number, percent: number | null): StatisticsFigure {
  return { card, label, count, individuals: count, corporates: 0, partners: 0, percent };
}

function buildStatistics(overrides: Partial<AccountStatistics> = {}): AccountStatistics {
  return {
    today: '2026-11-25',
    expiringUntil: '2026-12-25',
    total: figure('total', STATISTICS_CARD_TITLES.total, 12, 100),
    ongoingMonitoring: figure('ongoing', STATISTICS_CARD_TITLES.ongoing, 5, 42),
    onboarded: figure('onboarded', STATISTICS_CARD_TITLES.onboarded, 8, 67),
    highRisk: figure('highRisk', STATISTICS_CARD_TITLES.highRisk, 4, 33),
    userTypes: [figure('individual', 'Individual', 9, 75), figure('corporate', 'Corporate', 3, 25)],
    riskLevels: [
      { ...figure('highRisk', 'High Risk', 4, 33), band: 'high' },
      { ...figure('mediumHighRisk', 'Medium High', 1, 8), band: 'mediumHigh' },
      { ...figure('mediumRisk', 'Medium', 2, 17), band: 'medium' },
      { ...figure('lowRisk', 'Low', 3, 25), band: 'low' },
      { ...figure('unknownRisk', 'Unknown', 2, 17), band: 'unknown' },
    ],
    statuses: [
      { ...figure('onboarded', 'Onboarded', 8, 67), status: 'Onboarded' },
      { ...figure('inReview', 'In Review', 2, 17), status: 'In Review' },
      { ...figure('falseMatch', 'False Match', 1, 8), status: 'FalseMatchOnboarded' },
      { ...figure('rejected', 'Rejected', 1, 8), status: 'Rejected' },
      { ...figure('alerted', 'Alerted', 0, 0), status: 'Alerted' },
    ],
    monitoring: [figure('ongoing', 'Ongoing', 5, 42), figure('regular', 'Regular', 7, 58)],
    expiry: [
      figure('expiringSoon', STATISTICS_CARD_TITLES.expiringSoon, 0, null),
      figure('expired', STATISTICS_CARD_TITLES.expired, 0, null),
    ],
    lastMonitoringRun: null,
    ...overrides,
  };
}

const INDIVIDUAL: StatisticsUser = {
  kind: 'individual',
  id: 'ind-1',
  linkType: 'individual',
  linkId: 'ind-1',
  name: 'Mariam Al Suwaidi',
  expiryDate: '2026-12-01',
  expiryDocument: 'ID',
  documentNumber: '784-1990-1234567-1',
  status: 'FalseMatchOnboarded',
  riskScore: 4.2,
  riskBand: 'high',
  riskLabel: 'High Risk',
  monitoring: 'Ongoing',
};

const PARTNER: StatisticsUser = {
  kind: 'partner',
  id: 'partner-7',
  linkType: 'corporate',
  linkId: 'corp-3',
  name: 'Omar Haddad (Partner of Falcon Bullion LLC)',
  expiryDate: '2026-11-20',
  expiryDocument: 'Partner ID',
  documentNumber: 'P7654321',
  status: 'Onboarded',
  riskScore: 2.5,
  riskBand: 'medium',
  riskLabel: 'Medium',
  monitoring: 'Regular',
};

function usersPage(card: StatisticsCard, items: StatisticsUser[]): StatisticsUsersPage {
  return { card, items, total: items.length, page: 1, pageSize: 10, pageCount: items.length > 0 ? 1 : 0 };
}

const isUsers = (call: Call) => call.path.startsWith('/api/account-statistics/users?');
const lastUsers = (calls: Call[]) => paramsOf(calls.filter(isUsers).at(-1) as Call);

function renderPage(
  statistics = buildStatistics(),
  users: (params: Record<string, string>) => StatisticsUser[] = () => [INDIVIDUAL],
) {
  signInWithTenant();
  const calls = stubServer((call) => {
    if (isUsers(call)) {
      const params = paramsOf(call);
      return jsonResponse(200, usersPage(params.card as StatisticsCard, users(params)));
    }
    if (call.path === '/api/account-statistics') return jsonResponse(200, statistics);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <AccountStatisticsPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

async function openCard(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
  return screen.findByRole('dialog', { name: title });
}

describe('Account Statistics (spec 1 §2.6)', () => {
  it('shows the heading, the summary cards with their figures and whole percentages', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Statistics' })).toBeTruthy();
    await screen.findByRole('button', { name: /^Total Onboarded Users/ });
    expect(card('Total Onboarded Users').textContent).toContain('12');
    expect(card('Ongoing Monitoring').textContent).toContain('5');
    expect(card('Ongoing Monitoring').textContent).toContain('42%');
    expect(card('Onboarded Status').textContent).toContain('67%');
    expect(card('High Risk Users').textContent).toContain('4');
    expect(card('High Risk Users').textContent).toContain('33%');
    for (const heading of [
      'User Type Distribution',
      'Risk Level Distribution',
      'Onboarding Status',
      'Risk Assessment',
      'Ongoing Monitoring Requirements',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });

  it('labels each chart with its figures in words for screen readers', async () => {
    renderPage();
    expect(
      await screen.findByRole('img', { name: 'User Type Distribution. Individual: 9 (75%), Corporate: 3 (25%)' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /^Risk Level Distribution\. High Risk: 4 \(33%\), Medium High: 1/ }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Onboarding Status\. Onboarded: 8 \(67%\).*False Match: 1/ })).toBeTruthy();
  });

  it('hides the expiry cards while their lists are empty', async () => {
    renderPage();
    await screen.findByRole('button', { name: /^Total Onboarded Users/ });
    expect(screen.queryByRole('button', { name: /ID\/License Expiring Soon/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /ID\/License Already Expired/ })).toBeNull();
  });

  it('shows an expiry card when its list is not empty, and only that one', async () => {
    renderPage(
      buildStatistics({
        expiry: [
          figure('expiringSoon', STATISTICS_CARD_TITLES.expiringSoon, 3, null),
          figure('expired', STATISTICS_CARD_TITLES.expired, 0, null),
        ],
      }),
    );
    expect((await screen.findByRole('button', { name: /^ID\/License Expiring Soon/ })).textContent).toContain('3');
    expect(screen.queryByRole('button', { name: /ID\/License Already Expired/ })).toBeNull();
  });

  it('says under Ongoing Monitoring Requirements what the last monitoring run did, and nothing before any run', async () => {
    renderPage(
      buildStatistics({
        lastMonitoringRun: buildMonitoringRun({
          listName: 'OFAC SDN',
          listVersion: '2024-05-03 #3',
          customersChecked: 1234,
          partnersChecked: 56,
          alertsRaised: 7,
        }),
      }),
    );
    const section = await screen.findByRole('region', { name: 'Ongoing Monitoring Requirements' });
    expect(section.textContent).toContain('Last re-screen (On Going List Update, OFAC SDN 2024-05-03 #3): finished');
    expect(section.textContent).toContain('1,234 customers and 56 partners checked, 7 alerts raised.');
    cleanup();
    renderPage();
    const empty = await screen.findByRole('region', { name: 'Ongoing Monitoring Requirements' });
    expect(empty.textContent).not.toContain('Last re-screen');
  });

  it("shows the Error box with 'Failed to fetch user data' when the figures cannot be loaded", async () => {
    signInWithTenant();
    stubServer(() => jsonResponse(500, { code: 'INTERNAL', message: 'Internal error' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider env="test">
          <MemoryRouter>
            <AccountStatisticsPage />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to fetch user data');
  });
});

describe('a card’s dialog (spec 1 §2.6)', () => {
  it("opens titled with the card, asks for the card's users and lists them", async () => {
    const calls = renderPage();
    const dialog = await openCard('High Risk Users');
    await within(dialog).findByText('Mariam Al Suwaidi');
    expect(lastUsers(calls)).toEqual({ card: 'highRisk', sort: 'name', order: 'asc', page: '1', pageSize: '10' });
    const table = within(dialog).getByRole('table');
    const row = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('ID')).toBeTruthy();
    expect(row.getByText('False Match')).toBeTruthy();
    expect(row.getByText('High Risk')).toBeTruthy();
    expect(row.getByText('Ongoing')).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Search users...')).toBeTruthy();
    // Not an expiry dialog: no Expiry Date column.
    expect(within(table).queryByRole('columnheader', { name: 'Expiry Date' })).toBeNull();
  });

  it('opens a name on its edit page in a new tab', async () => {
    renderPage();
    const dialog = await openCard('Total Onboarded Users');
    const link = await within(dialog).findByRole('link', { name: 'Mariam Al Suwaidi' });
    expect(link.getAttribute('href')).toBe('/dashboard/edituser?type=individual&id=ind-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('sends the search to the server', async () => {
    const calls = renderPage();
    const dialog = await openCard('Ongoing Monitoring');
    await within(dialog).findByText('Mariam Al Suwaidi');
    fireEvent.change(within(dialog).getByPlaceholderText('Search users...'), { target: { value: 'mariam' } });
    await waitFor(() => expect(lastUsers(calls)).toMatchObject({ card: 'ongoing', search: 'mariam', page: '1' }));
  });

  it('sorts by Risk on the server, and turns the order round on a second click', async () => {
    const calls = renderPage();
    const dialog = await openCard('Onboarded Status');
    await within(dialog).findByText('Mariam Al Suwaidi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Risk' }));
    await waitFor(() => expect(lastUsers(calls)).toMatchObject({ card: 'onboarded', sort: 'risk', order: 'asc' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Risk' }));
    await waitFor(() => expect(lastUsers(calls)).toMatchObject({ sort: 'risk', order: 'desc' }));
  });

  it('adds the Expiry Date column (dd-MM-yy) to the expiry dialogs and links a partner to its company', async () => {
    const calls = renderPage(
      buildStatistics({
        expiry: [
          figure('expiringSoon', STATISTICS_CARD_TITLES.expiringSoon, 0, null),
          figure('expired', STATISTICS_CARD_TITLES.expired, 1, null),
        ],
      }),
      () => [PARTNER],
    );
    const dialog = await openCard('ID/License Already Expired');
    const link = await within(dialog).findByRole('link', { name: 'Omar Haddad (Partner of Falcon Bullion LLC)' });
    expect(link.getAttribute('href')).toBe('/dashboard/edituser?type=corporate&id=corp-3');
    expect(lastUsers(calls)).toMatchObject({ card: 'expired' });
    expect(within(dialog).getByRole('columnheader', { name: 'Expiry Date' })).toBeTruthy();
    expect(within(dialog).getByText('20-11-26')).toBeTruthy();
    expect(within(dialog).getByText('Partner ID')).toBeTruthy();
    expect(within(dialog).getByText('Regular')).toBeTruthy();
  });

  it("says 'No users found' when the card has no users", async () => {
    renderPage(buildStatistics(), () => []);
    const dialog = await openCard('High Risk Users');
    expect(await within(dialog).findByText('No users found')).toBeTruthy();
  });

  it('opens the dialog of a figure in the Risk Assessment list', async () => {
    const calls = renderPage();
    const section = await screen.findByRole('region', { name: 'Risk Assessment' });
    fireEvent.click(within(section).getByRole('button', { name: /^Medium High/ }));
    expect(await screen.findByRole('dialog', { name: 'Medium High' })).toBeTruthy();
    await waitFor(() => expect(lastUsers(calls)).toMatchObject({ card: 'mediumHighRisk' }));
  });
});
