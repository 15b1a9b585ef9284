// @vitest-environment happy-dom
import { CUSTOMER_LIST_MESSAGES, type CustomerListView, formatDateTime, STORAGE_KEYS } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCorporateCustomer, buildCorporatePartner } from '../../test-support/corporate-customer';
import {
  buildCustomerPage,
  buildCustomerRow,
  buildIndividualCustomer,
  INDIVIDUAL_ID,
} from '../../test-support/customers';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, paramsOf, stubServer } from '../../test-support/stub-server';
import { CustomerListPage } from './customer-list-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderList(view: CustomerListView, role: 'MLRO' | 'FLA' = 'MLRO') {
  signInWithTenant();
  localStorage.setItem(STORAGE_KEYS.clientRole, role);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* Mantine's test environment: no transitions, so dropdowns and dialogs open at once. */}
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter>
          <CustomerListPage view={view} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const isList = (call: Call) => call.method === 'GET' && call.path.startsWith('/api/customers?');
const listCalls = (calls: Call[]) => calls.filter(isList);
const lastList = (calls: Call[]) => paramsOf(listCalls(calls).at(-1) as Call);

const ROW = buildCustomerRow();
const CORPORATE_ROW = buildCustomerRow({
  kind: 'corporate',
  id: '5e0a9b61-2c3d-4e5f-8a7b-1c2d3e4f5a6b',
  customerId: 'CORP-000042',
  name: 'Falcon Bullion LLC',
  email: 'compliance@falcon.test',
  status: 'Onboarded',
  riskScore: 2.5,
  riskLabel: 'Medium Risk',
  tradeLicenseNo: 'DED123456',
  partnersToDecide: 1,
});

/** The aria-sort of the column whose title button is `title` (the header cell holds the button). */
const sortOf = (table: HTMLElement, title: string) =>
  within(table).getByRole('button', { name: title }).closest('th')?.getAttribute('aria-sort');

async function choose(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option }));
}

describe('customer lists (spec 2 §2.10)', () => {
  it('shows a page of customers with the spec formats and the pager texts', async () => {
    const calls = stubServer(() =>
      jsonResponse(200, buildCustomerPage([ROW, CORPORATE_ROW], { total: 12, pageCount: 2 })),
    );
    renderList('all');
    expect(await screen.findByRole('heading', { name: 'Onboarded Customers' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Customers' });
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('Mohammed Abdullah Al-Khayali')).toBeTruthy();
    expect(first.getByText('United Arab Emirates')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('mohammed@example.test');
    expect(first.getByText('In Review')).toBeTruthy();
    expect(first.getByText(formatDateTime(ROW.createdDate))).toBeTruthy();
    expect(first.getByText('4.00')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('2.50')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('1 partner to decide')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    // Default order newest first, page 1 of 10 (spec 2 §9.1); no Actions column outside the review views.
    expect(lastList(calls)).toEqual({ sort: 'createdDate', order: 'desc', page: '1', pageSize: '10' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(sortOf(table, 'Created Date')).toBe('descending');
  });

  it('sends sort, filters, page size and pages to the server as query parameters', async () => {
    const calls = stubServer(() => jsonResponse(200, buildCustomerPage([ROW], { total: 60, pageCount: 6 })));
    renderList('review');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(lastList(calls)).toMatchObject({ view: 'review' });

    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ sort: 'name', order: 'asc', page: '1' }));
    await waitFor(() => expect(sortOf(table, 'Name')).toBe('ascending'));
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ sort: 'name', order: 'desc' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Risk Score' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ sort: 'riskScore', order: 'asc' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ page: '2' }));

    await choose('User Type', 'Corporate Users');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ type: 'corporate', page: '1' }));

    fireEvent.click(screen.getByRole('radio', { name: 'Ongoing Screening' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ ongoing: 'true', page: '1' }));

    await choose('Per page', '25');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ pageSize: '25', page: '1' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ page: '2' }));
    expect(lastList(calls)).toEqual({
      type: 'corporate',
      view: 'review',
      ongoing: 'true',
      sort: 'riskScore',
      order: 'asc',
      page: '2',
      pageSize: '25',
    });
  });

  it('searches after the typing pauses, from page 1', async () => {
    const calls = stubServer(() => jsonResponse(200, buildCustomerPage([ROW], { total: 30, pageCount: 3 })));
    renderList('all');
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ page: '2' }));
    const before = listCalls(calls).length;

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'f' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'falcon ' } });
    // Debounced: nothing is sent while typing.
    expect(listCalls(calls).length).toBe(before);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ search: 'falcon', page: '1' }));
    // One call for the pause, none for the keystroke before it.
    expect(listCalls(calls).length).toBe(before + 1);
  });

  it.each([
    ['all', CUSTOMER_LIST_MESSAGES.emptyAll.title, CUSTOMER_LIST_MESSAGES.emptyAll.text],
    ['review', CUSTOMER_LIST_MESSAGES.emptyReview, null],
    ['alerted', CUSTOMER_LIST_MESSAGES.emptyAlerted, null],
  ] as const)('says the %s view is empty in the spec words', async (view, title, text) => {
    stubServer(() => jsonResponse(200, buildCustomerPage([], { total: 0, pageCount: 0 })));
    renderList(view);
    expect(await screen.findByText(title)).toBeTruthy();
    if (text) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Loading Users...' while loading and 'Error fetching users' when the call fails", async () => {
    let fail: (response: Response) => void = () => {};
    stubServer(() => new Promise<Response>((resolve) => (fail = resolve)));
    renderList('all');
    expect(await screen.findByText('Loading Users...')).toBeTruthy();
    fail(jsonResponse(400, { code: 'VALIDATION', message: 'search must be at most 100 characters' }));
    expect(await screen.findByText('Error fetching users')).toBeTruthy();
    expect(screen.queryByText('Loading Users...')).toBeNull();
  });

  it('gives the MLRO the Actions column in the review views only, and the FLA never', async () => {
    stubServer(() => jsonResponse(200, buildCustomerPage([ROW])));
    renderList('alerted', 'FLA');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Approve ${ROW.name}` })).toBeNull();
    cleanup();

    renderList('alerted', 'MLRO');
    expect(await screen.findByRole('heading', { name: 'Ongoing Monitoring Alerts' })).toBeTruthy();
    const mlroTable = await screen.findByRole('table', { name: 'Customers' });
    expect(within(mlroTable).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    for (const action of ['Approve', 'Reject', 'False Match'])
      expect(screen.getByRole('button', { name: `${action} ${ROW.name}` })).toBeTruthy();
  });
});

describe('monitoring alert reasons (issue 17)', () => {
  const REASON = 'New listing on OFAC SDN 2024-05-03 #3: AL-KHAYALI, Mohammed Abdullah (35096), matched at 97';
  const ALERTED = buildCustomerRow({
    status: 'Alerted',
    monitoringAlert: { reason: REASON, raisedAt: '2024-05-03T06:02:00.000Z', count: 3 },
  });
  const ONE_ALERT = buildCustomerRow({
    ...CORPORATE_ROW,
    status: 'Alerted',
    partnersToDecide: 0,
    monitoringAlert: {
      reason: 'Changed on UN 2024-05-02 #1: FALCON BULLION (QDe.001), matched at 91',
      raisedAt: '2024-05-02T06:00:00.000Z',
      count: 1,
    },
  });

  it('says under the name why monitoring alerted the customer, and how many more alerts wait', async () => {
    stubServer(() => jsonResponse(200, buildCustomerPage([ALERTED, ONE_ALERT])));
    renderList('alerted');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const alerted = within(first as HTMLElement);
    // Read out as what it is; the name stays the button's whole name.
    expect(alerted.getByText(`${REASON} (+2 more)`).textContent).toBe(`Monitoring alert: ${REASON} (+2 more)`);
    expect(alerted.getByRole('button', { name: ALERTED.name })).toBeTruthy();
    const single = within(second as HTMLElement);
    expect(single.getByText(/^Changed on UN 2024-05-02 #1/).textContent).toBe(
      `Monitoring alert: ${ONE_ALERT.monitoringAlert?.reason}`,
    );
  });

  it('shows a reason in any list, and none for a customer without an undecided alert', async () => {
    stubServer(() => jsonResponse(200, buildCustomerPage([ALERTED, ROW])));
    renderList('all');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(`${REASON} (+2 more)`)).toBeTruthy();
    expect(second?.textContent).not.toContain('Monitoring alert');
  });
});

describe('review decisions (spec 2 §4.2, §5.8)', () => {
  const decisionPath = `/api/IndividualUser/onboard-individual-user/${INDIVIDUAL_ID}?mode=falseMatch`;

  it('confirms with remarks, sends the mode and remarks, toasts and reloads the list', async () => {
    const calls = stubServer((call) =>
      call.method === 'PUT'
        ? jsonResponse(200, buildIndividualCustomer({ status: 'FalseMatchOnboarded' }))
        : jsonResponse(200, buildCustomerPage([ROW])),
    );
    renderList('review');
    fireEvent.click(await screen.findByRole('button', { name: `False Match ${ROW.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `False Match ${ROW.name}?` });
    expect(within(dialog).getByText(CUSTOMER_LIST_MESSAGES.cannotUndo)).toBeTruthy();
    const remarks = within(dialog).getByRole('textbox', { name: 'Remarks' }) as HTMLTextAreaElement;
    expect(remarks.maxLength).toBe(500);
    fireEvent.change(remarks, { target: { value: 'Different date of birth and nationality' } });
    expect(within(dialog).getByText('39/500 characters')).toBeTruthy();
    const listsBefore = listCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(decisionPath);
    expect(put?.body).toEqual({ remarks: 'Different date of birth and nationality' });
    expect(await screen.findByText(`${ROW.name} marked as a false match.`)).toBeTruthy();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    // The Actions column's click did not open the detail panel.
    expect(calls.some((call) => call.path.includes('/individual-user/'))).toBe(false);
  });

  it('sends no remarks when none are written', async () => {
    const calls = stubServer((call) =>
      call.method === 'PUT'
        ? jsonResponse(200, buildIndividualCustomer({ status: 'Onboarded' }))
        : jsonResponse(200, buildCustomerPage([ROW])),
    );
    renderList('review');
    fireEvent.click(await screen.findByRole('button', { name: `Approve ${ROW.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${ROW.name}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/IndividualUser/onboard-individual-user/${INDIVIDUAL_ID}?mode=approve`);
    expect(put?.body).toEqual({});
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const refusal = 'Only a customer In Review or Alerted can be decided; this customer is Onboarded.';
    const calls = stubServer((call) =>
      call.method === 'PUT'
        ? jsonResponse(409, { code: 'CONFLICT', message: refusal })
        : jsonResponse(200, buildCustomerPage([ROW])),
    );
    renderList('review');
    fireEvent.click(await screen.findByRole('button', { name: `Reject ${ROW.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${ROW.name}?` });
    const listsBefore = listCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(screen.getByRole('dialog', { name: `Reject ${ROW.name}?` })).toBeTruthy();
    // Someone decided first: the list behind the dialog is reloaded.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
  });

  it('decides a partner In Review from the Partners tab of the review view', async () => {
    const corporate = buildCorporateCustomer({ status: 'In Review', corporateStatus: 'In Review' });
    const partner = corporate.partners[1] ?? buildCorporatePartner();
    const row = { ...CORPORATE_ROW, id: corporate.corporateUserId, status: 'In Review' };
    const calls = stubServer((call) => {
      if (call.method === 'PUT') return jsonResponse(200, corporate);
      if (call.path.startsWith('/api/CorporateUser/corporate-user/')) return jsonResponse(200, corporate);
      if (call.path.includes('/history')) return jsonResponse(200, []);
      return jsonResponse(200, buildCustomerPage([row]));
    });
    renderList('review');
    fireEvent.click(await screen.findByRole('button', { name: row.name }));
    fireEvent.click(await screen.findByRole('tab', { name: /Partners/ }));
    // Only the partner In Review can be decided; the Onboarded one has no buttons.
    const onboarded = corporate.partners[0]?.name ?? '';
    expect(screen.queryByRole('button', { name: `Approve partner ${onboarded}` })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: `Approve partner ${partner.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Approve partner ${partner.name}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe(
      `/api/CorporateUser/force-onboard-corporate-partner/${partner.corporatePartnerId}?mode=approve`,
    );
  });
});

describe('exports (spec 2 §9.6)', () => {
  it('downloads the CSV of the current filter from the server, all pages', async () => {
    const calls = stubServer((call) =>
      call.path.startsWith('/api/customers/export.csv')
        ? new Response('Name,Country\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="users_basic_info.csv"',
            },
          })
        : jsonResponse(200, buildCustomerPage([ROW])),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    renderList('review');
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/customers/export.csv'))).toBe(true));
    const csv = calls.find((call) => call.path.startsWith('/api/customers/export.csv')) as Call;
    expect(paramsOf(csv)).toEqual({ view: 'review', sort: 'createdDate', order: 'desc' });
  });

  it("toasts the server's reason when the bulk report is refused", async () => {
    const tooMany = CUSTOMER_LIST_MESSAGES.bulkTooMany(420);
    stubServer((call) =>
      call.path.startsWith('/api/customers/report.pdf')
        ? jsonResponse(400, { code: 'BULK_REPORT_TOO_LARGE', message: tooMany })
        : jsonResponse(200, buildCustomerPage([ROW])),
    );
    renderList('all');
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(tooMany)).toBeTruthy();
  });
});
