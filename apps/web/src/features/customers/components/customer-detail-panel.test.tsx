// @vitest-environment happy-dom
import {
  type CorporateCustomer,
  CUSTOMER_LIST_MESSAGES,
  type CustomerListRow,
  explainMatch,
  formatDateTime,
  type IndividualCustomer,
  MONITORING_MESSAGES,
  type MonitoringAlert,
} from '@aml/contracts';
import { countryRisk, countrySourceLabel } from '@aml/risk';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCorporateCustomer, buildCorporatePartner } from '../../../test-support/corporate-customer';
import {
  buildCustomerRow,
  buildFoundRecord,
  buildHistoryEntry,
  buildIndividualCustomer,
  buildRiskDetails,
} from '../../../test-support/customers';
import { jsonResponse } from '../../../test-support/fake-tokens';
import { buildMonitoringAlert } from '../../../test-support/monitoring';
import { installBrowserShims } from '../../../test-support/render-with-app';
import { stubServer } from '../../../test-support/stub-server';
import { CustomerDetailPanel } from './customer-detail-panel';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HISTORY = [
  buildHistoryEntry({
    id: 2,
    at: '2026-01-06T10:30:00.000Z',
    action: 'customer.decided',
    title: 'False Match',
    actorEmail: 'mlro@demo.test',
    statusChange: { from: 'In Review', to: 'FalseMatchOnboarded' },
    remarks: 'Different date of birth',
    lines: ['Hits: 1 (Demo list (fictional names) 2026-01-01)'],
  }),
  buildHistoryEntry(),
];

/** What the alerts call answers: the customer's alerts, or a failure. */
type AlertsAnswer = MonitoringAlert[] | (() => Response);

function showIndividual(customer: IndividualCustomer, alerts: AlertsAnswer = []) {
  const row = buildCustomerRow({ id: customer.userId, status: customer.status });
  return show(row, `/api/IndividualUser/individual-user/${customer.userId}`, customer, alerts);
}

function showCorporate(customer: CorporateCustomer, alerts: AlertsAnswer = []) {
  const row = buildCustomerRow({
    kind: 'corporate',
    id: customer.corporateUserId,
    name: customer.companyName,
    status: customer.status,
    tradeLicenseNo: customer.tradeLicenseNo,
  });
  return show(row, `/api/CorporateUser/corporate-user/${customer.corporateUserId}`, customer, alerts);
}

function show(row: CustomerListRow, recordPath: string, record: unknown, alerts: AlertsAnswer) {
  const calls = stubServer((call) => {
    if (call.path === recordPath) return jsonResponse(200, record);
    if (call.path === `/api/customers/${row.kind}/${row.id}/history`) return jsonResponse(200, HISTORY);
    if (call.path === `/api/monitoring/alerts/${row.kind}/${row.id}`)
      return typeof alerts === 'function' ? alerts() : jsonResponse(200, alerts);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <CustomerDetailPanel row={row} onClose={onClose} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { calls, onClose };
}

const openTab = async (name: string) => {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
};

describe('individual detail panel (spec 2 §2.10)', () => {
  it('offers the six tabs and Monitoring, Edit User, Download Details and Close', async () => {
    const customer = buildIndividualCustomer();
    const { onClose } = showIndividual(customer);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Personal Info',
      'Identification',
      'Other Info',
      'Documents',
      'Risk Details',
      'Sanction Details',
      'Monitoring',
    ]);
    expect(within(screen.getByRole('tabpanel')).getByText('Mohammed Abdullah')).toBeTruthy();
    // Date-only fields are not shifted by the zone: 14 March 1975 stays the 14th.
    expect(within(screen.getByRole('tabpanel')).getByText('14-03-1975')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit User' }).getAttribute('href')).toBe(
      `/dashboard/edituser?type=individual&id=${customer.userId}`,
    );
    expect(screen.getByRole('button', { name: 'Download Details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('links the documents, or says there are none', async () => {
    showIndividual(buildIndividualCustomer());
    const panel = await openTab('Documents');
    expect(within(panel).getByRole('link', { name: 'passport.pdf' }).getAttribute('href')).toBe(
      '/api/files/file-1?sig=abc',
    );
    cleanup();
    showIndividual(buildIndividualCustomer({ files: [] }));
    expect(within(await openTab('Documents')).getByText(CUSTOMER_LIST_MESSAGES.noDocuments)).toBeTruthy();
  });

  it('breaks the risk score down: factors with values and points, the country source, the overrides', async () => {
    showIndividual(buildIndividualCustomer({ riskDetails: buildRiskDetails() }));
    const panel = await openTab('Risk Details');
    const score = within(panel).getByText('Risk Score').parentElement as HTMLElement;
    expect(within(score).getByText('4.00')).toBeTruthy();
    expect(within(panel).getByText('High Risk')).toBeTruthy();
    // Cash and a hit: the override to High Risk says why; the average is shown beside it.
    expect(within(panel).getByText(/^Average of the factors: \d\.\d\d, raised to 4\.00/)).toBeTruthy();
    const factors = within(panel).getByRole('table', { name: 'Risk factors' });
    const nationality = within(factors).getByText('Nationality').closest('tr') as HTMLElement;
    const india = countryRisk('India');
    expect(within(nationality).getByText('India')).toBeTruthy();
    expect(within(nationality).getByText(`${india?.score}.00`)).toBeTruthy();
    expect(
      within(nationality).getByText(`Country score source: ${(india?.basis ?? []).map(countrySourceLabel).join('; ')}`),
    ).toBeTruthy();
    // The products are averaged: each product is a part with its own points.
    expect(within(factors).getByText('24K Gold Bar')).toBeTruthy();
    expect(within(factors).getByText('Silver Bar/Jewellery')).toBeTruthy();
    expect(within(panel).getByText(/Screening found 1 hit/)).toBeTruthy();
  });

  it("says 'Error parsing risk details' for unreadable stored JSON, on both tabs", async () => {
    showIndividual(buildIndividualCustomer({ riskDetails: '{"timestamp": ' }));
    expect(within(await openTab('Risk Details')).getByText(CUSTOMER_LIST_MESSAGES.riskParseError)).toBeTruthy();
    expect(within(await openTab('Sanction Details')).getByText(CUSTOMER_LIST_MESSAGES.riskParseError)).toBeTruthy();
  });

  it('has no risk details and no report for a Quick Onboarded customer', async () => {
    showIndividual(buildIndividualCustomer({ status: 'Quick Onboarded', riskDetails: null }));
    expect(within(await openTab('Risk Details')).getByText(CUSTOMER_LIST_MESSAGES.quickOnboardedRisk)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Details' })).toBeNull();
  });

  it('shows when and against which lists the name was screened, and why each record matched', async () => {
    const record = buildFoundRecord();
    showIndividual(buildIndividualCustomer({ riskDetails: buildRiskDetails({ records: [record] }) }));
    const panel = await openTab('Sanction Details');
    expect(within(panel).getByText(formatDateTime('2026-01-05T09:00:00.000Z'))).toBeTruthy();
    expect(within(panel).getByText(/OFAC SDN 2026-01-03 — 18,245 entries/)).toBeTruthy();
    const card = within(panel).getByRole('article', { name: `Found record ${record.name}` });
    expect(within(card).getByText(/Demo list \(fictional names\) · ID DEMO-001/)).toBeTruthy();
    expect(within(card).getByText('Score 97')).toBeTruthy();
    expect(within(card).getByText('14/03/1975')).toBeTruthy();
    for (const line of explainMatch(record)) expect(within(card).getByText(line)).toBeTruthy();
    expect(within(panel).queryByText(CUSTOMER_LIST_MESSAGES.noMatch)).toBeNull();
  });

  it('says no match was found when the screening found none', async () => {
    showIndividual(
      buildIndividualCustomer({ status: 'Onboarded', riskDetails: buildRiskDetails({ records: [], hits: 0 }) }),
    );
    expect(within(await openTab('Sanction Details')).getByText(CUSTOMER_LIST_MESSAGES.noMatch)).toBeTruthy();
  });

  it('labels a false-matched customer and marks remembered and changed entries', async () => {
    const remembered = buildFoundRecord();
    const changed = buildFoundRecord({ name: 'Fatima Yousef Al-Wahmi', source_id: 'DEMO-002', score: 88 });
    const riskDetails = buildRiskDetails({
      records: [remembered, changed],
      falseMatchReview: {
        remembered: [
          {
            subject: 'customer',
            source_type: remembered.source_type,
            source_id: 'DEMO-001',
            decidedAt: '2026-01-06T10:30:00.000Z',
            decidedBy: 'mlro@demo.test',
          },
        ],
        changed: [
          {
            subject: 'customer',
            source_type: changed.source_type,
            source_id: 'DEMO-002',
            decidedAt: '2026-01-06T10:30:00.000Z',
            changes: ['date of birth 1982 → 14/03/1975'],
          },
        ],
      },
    });
    showIndividual(buildIndividualCustomer({ status: 'FalseMatchOnboarded', riskDetails }));
    const panel = await openTab('Sanction Details');
    expect(within(panel).getByText(CUSTOMER_LIST_MESSAGES.falseMatchLabel)).toBeTruthy();
    const first = within(panel).getByRole('article', { name: `Found record ${remembered.name}` });
    expect(
      within(first).getByText(
        `Marked false match on ${formatDateTime('2026-01-06T10:30:00.000Z')} by mlro@demo.test; unchanged since`,
      ),
    ).toBeTruthy();
    const second = within(panel).getByRole('article', { name: `Found record ${changed.name}` });
    expect(within(second).getByText('Changed since marked false match: date of birth 1982 → 14/03/1975')).toBeTruthy();
  });

  it('lists the history newest first: decision, actor, time, status change and remarks', async () => {
    showIndividual(buildIndividualCustomer());
    const history = await screen.findByRole('region', { name: 'History' });
    const titles = await within(history).findAllByText(/^(False Match|Registered)$/);
    expect(titles.map((title) => title.textContent)).toEqual(['False Match', 'Registered']);
    expect(within(history).getByText(`${formatDateTime('2026-01-06T10:30:00.000Z')} · mlro@demo.test`)).toBeTruthy();
    expect(within(history).getByText('Different date of birth')).toBeTruthy();
    expect(within(history).getByText('FalseMatchOnboarded')).toBeTruthy();
    expect(within(history).getByText('Hits: 1 (Demo list (fictional names) 2026-01-01)')).toBeTruthy();
  });
});

describe('corporate detail panel (spec 2 §2.10)', () => {
  it('offers the seven tabs and Monitoring, and a card per partner', async () => {
    const customer = buildCorporateCustomer();
    showCorporate(customer);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Company Info',
      'License Info',
      'Business Details',
      'Partners (1 to decide)',
      'Documents',
      'Risk Details',
      'Sanction Details',
      'Monitoring',
    ]);
    expect(screen.getByRole('link', { name: 'Edit User' }).getAttribute('href')).toBe(
      `/dashboard/edituser?type=corporate&id=${customer.corporateUserId}`,
    );
    const panel = await openTab('Partners (1 to decide)');
    const card = within(panel).getByRole('region', { name: 'Partner Khalid Al Mansoori' });
    expect(within(card).getByText('UBO')).toBeTruthy();
    expect(within(card).getByText('60%')).toBeTruthy();
    expect(within(card).getByText('14-03-1985')).toBeTruthy();
    expect(within(card).getByText('Onboarded')).toBeTruthy();
    // Outside the review context no partner can be decided.
    expect(within(panel).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('groups the hits per screened person and labels a false-matched partner', async () => {
    const partner = buildCorporatePartner({
      corporatePartnerId: 'p-2',
      name: 'Mohammed Abdullah Al-Khayali',
      status: 'FalseMatchOnboarded',
      hits: 1,
    });
    const record = buildFoundRecord();
    const riskDetails = buildRiskDetails({
      records: [record],
      personWithHits: [
        { id: 'company', name: 'Falcon Bullion LLC', role: 'Company', hits: 0, found_records: [] },
        { id: 'p-2', name: partner.name, role: 'UBO', hits: 1, found_records: [record] },
      ],
    });
    showCorporate(buildCorporateCustomer({ partners: [partner], riskDetails }));
    const panel = await openTab('Sanction Details');
    expect(within(panel).getByText('No match found for Falcon Bullion LLC.')).toBeTruthy();
    const person = within(panel).getByRole('region', { name: `Hits of ${partner.name}` });
    expect(within(person).getByText(CUSTOMER_LIST_MESSAGES.falseMatchLabel)).toBeTruthy();
    expect(within(person).getByRole('article', { name: `Found record ${record.name}` })).toBeTruthy();
  });
});

describe('Monitoring tab (issue 17)', () => {
  const OLDER = buildMonitoringAlert({
    id: 'alert-1',
    kind: 'hit-removed',
    raisedAt: '2024-04-02T08:00:00.000Z',
    reason: 'Delisted from Demo list (fictional names) 2024-04-02 #1: DEMO-009',
    statusBefore: 'Onboarded',
    statusAfter: 'Onboarded',
  });
  const NEWER = buildMonitoringAlert({
    id: 'alert-2',
    raisedAt: '2024-05-03T06:02:00.000Z',
    reason: 'Changed on OFAC SDN 2024-05-03 #3: AL-KHAYALI, Mohammed Abdullah (35096), matched at 97',
    changes: ['new alias: Muhammad Khayali', 'date of birth 1975 → 14/03/1975'],
    decision: 'False Match',
    decidedAt: '2024-05-04T09:15:00.000Z',
  });

  it("lists the customer's alerts newest first: kind, time, reason, changes, status change and decision", async () => {
    const customer = buildIndividualCustomer();
    // Answered out of order: the tab puts the newest first all the same.
    const { calls } = showIndividual(customer, [OLDER, NEWER]);
    const panel = await openTab('Monitoring');
    const cards = await within(panel).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'New hit: Mohammed Abdullah Al-Khayali',
      'Hit removed: Mohammed Abdullah Al-Khayali',
    ]);
    const [newer, older] = cards.map((card) => within(card));
    if (!newer || !older) throw new Error('two alert cards expected');
    expect(newer.getByText(`${formatDateTime(NEWER.raisedAt)} · On Going List Update`)).toBeTruthy();
    expect(newer.getByText(NEWER.reason)).toBeTruthy();
    expect(newer.getByRole('list', { name: 'What changed in the entry' })).toBeTruthy();
    expect(newer.getAllByRole('listitem').map((item) => item.textContent)).toEqual(NEWER.changes);
    // Onboarded → Alerted, read out as a change.
    expect(newer.getByText('Onboarded')).toBeTruthy();
    expect(newer.getByText('changed to')).toBeTruthy();
    expect(newer.getByText('Alerted')).toBeTruthy();
    expect(newer.getByText(`False Match on ${formatDateTime(NEWER.decidedAt)}`, { exact: false })).toBeTruthy();

    // A removed hit is noted; the status stays and nobody has decided.
    expect(older.getByText(OLDER.reason)).toBeTruthy();
    expect(older.getByText('(unchanged)')).toBeTruthy();
    expect(older.queryByText('changed to')).toBeNull();
    expect(older.queryByText(/^Decision:/)).toBeNull();
    expect(older.queryByRole('list')).toBeNull();

    expect(calls.filter((call) => call.path.startsWith('/api/monitoring/alerts/')).map((call) => call.path)).toEqual([
      `/api/monitoring/alerts/individual/${customer.userId}`,
    ]);
  });

  it('says there are no alerts, and says so when they cannot be loaded', async () => {
    showIndividual(buildIndividualCustomer());
    const panel = await openTab('Monitoring');
    expect(await within(panel).findByText(MONITORING_MESSAGES.noAlerts)).toBeTruthy();
    cleanup();

    showIndividual(buildIndividualCustomer(), () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }));
    const failed = await openTab('Monitoring');
    expect(await within(failed).findByText('The monitoring alerts could not be loaded.')).toBeTruthy();
    expect(within(failed).queryByText(MONITORING_MESSAGES.noAlerts)).toBeNull();
  });

  it("loads a corporate customer's alerts by its own kind and id, its partners' included", async () => {
    const customer = buildCorporateCustomer();
    const partnerAlert = buildMonitoringAlert({ subject: 'p-1', subjectName: 'Khalid Al Mansoori' });
    const { calls } = showCorporate(customer, [partnerAlert]);
    const panel = await openTab('Monitoring');
    expect(await within(panel).findByRole('article', { name: 'New hit: Khalid Al Mansoori' })).toBeTruthy();
    expect(calls.some((call) => call.path === `/api/monitoring/alerts/corporate/${customer.corporateUserId}`)).toBe(
      true,
    );
  });
});
