// @vitest-environment happy-dom
import { DPMSR_TEXTS, type DpmsrReportRecord, PROFILE_INCOMPLETE_MESSAGE, type Tenant } from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDpmsrCorporate, buildDpmsrIndividual, buildDpmsrReport } from '../../test-support/dpmsr';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import { buildTenant } from '../../test-support/tenant';
import { DpmsrListPage } from './dpmsr-list-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DETAILS = '/api/ClientDetails/tenant-user-details';
const LIST = '/api/Dpmsr';

/** The n-th report: a uuid-like id, created on day n of 2025 (so a higher n is newer). */
function buildReport(n: number, overrides: Partial<DpmsrReportRecord> = {}): DpmsrReportRecord {
  const hex = n.toString(16).padStart(8, '0');
  const day = new Date(Date.UTC(2025, 0, n, 9, 0, 0));
  return buildDpmsrReport({
    id: `${hex}-1111-4222-8333-444455556666`,
    customerId: `user-${n}`,
    entityReference: `REF-${String(n).padStart(3, '0')}`,
    currencyCode: 'AED',
    estimatedValue: 60_000 + n,
    createdDate: day.toISOString(),
    lastUpdated: day.toISOString(),
    expiryDate: new Date(Date.UTC(2030, 0, n)).toISOString(),
    individualUser: buildDpmsrIndividual({
      userId: `user-${n}`,
      customerId: `IND-${String(n).padStart(6, '0')}`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      idNo: `784-1990-${String(n).padStart(7, '0')}-1`,
    }),
    ...overrides,
  });
}

const reports = (count: number) => Array.from({ length: count }, (_, index) => buildReport(index + 1));

function serve({ tenant = buildTenant(), list }: { tenant?: Tenant; list: DpmsrReportRecord[] | (() => Response) }) {
  return stubServer((call) => {
    if (call.path === DETAILS) return jsonResponse(200, tenant);
    if (call.path === LIST && call.method === 'GET')
      return typeof list === 'function' ? list() : jsonResponse(200, list);
    if (call.path.startsWith(`${LIST}/`) && call.method === 'DELETE')
      return jsonResponse(200, { message: DPMSR_TEXTS.deleted, id: call.path.split('/').pop() });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderList() {
  signInWithTenant();
  return renderWithApp(<DpmsrListPage />, { route: '/dashboard/dpmsr' });
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === LIST);
/** The entity references of the rows on screen, top to bottom. */
const shownRefs = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
const pageButtons = () => screen.queryAllByRole('button', { name: /^Page \d+$/ });

describe('DPMSR list (spec 3 §2)', () => {
  it('shows the Profile Incomplete warning with its link instead of the list while the profile misses fields', async () => {
    const calls = serve({ tenant: buildTenant({ rentityId: null, passportNumber: '' }), list: reports(3) });
    renderList();
    expect(await screen.findByText(PROFILE_INCOMPLETE_MESSAGE, { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'DPMSR Reporting' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to Profile Information' });
    expect(link.getAttribute('href')).toBe('/dashboard/profileinfo');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create New Report' })).toBeNull();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('shows the tenant failure when the profile cannot be read', async () => {
    stubServer(() => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }));
    renderList();
    expect(await screen.findByText(DPMSR_TEXTS.tenantFailed)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the reports newest first with every column, compact ids and the disposed value with its currency', async () => {
    const corporate = buildReport(4, {
      customerType: 'Corporate',
      currencyCode: '',
      currencyCodeLocal: 'USD',
      estimatedValue: 1_234_567.5,
      individualUser: null,
      corporateUser: buildDpmsrCorporate({
        corporateUserId: 'corp-1',
        companyName: 'Golden Sands Trading LLC',
        tradeLicenseNo: 'TL-998877',
      }),
    });
    serve({ list: [buildReport(1), buildReport(2), buildReport(3), corporate] });
    renderList();
    const table = await screen.findByRole('table', { name: 'DPMSR reports' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'ID',
      'Customer Type',
      'Customer',
      'Entity Reference',
      'Disposed Value',
      'Created Date',
      'Expiry Date',
      'Actions',
    ]);
    expect(shownRefs(table)).toEqual(['REF-004', 'REF-003', 'REF-002', 'REF-001']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = within(first).getAllByRole('cell');
    // The compact id is shown, the whole id is in the title and the accessible text.
    expect(cells[0]?.textContent).toContain('00000004');
    expect(within(first).getByText('00000004-1111-4222-8333-444455556666')).toBeTruthy();
    expect(cells[0]?.querySelector('[title="00000004-1111-4222-8333-444455556666"]')).not.toBeNull();
    expect(cells[1]?.textContent).toBe('Corporate');
    expect(cells[2]?.textContent).toBe('Golden Sands Trading LLCTL-998877');
    // estimatedValue is labelled Disposed Value; no report currency falls back to the local one.
    expect(cells[4]?.textContent).toBe('USD 1,234,567.5');
    const individual = within(second).getAllByRole('cell');
    expect(individual[2]?.textContent).toBe('First3 Last3784-1990-0000003-1');
    expect(individual[4]?.textContent).toBe('AED 60,003');
    expect(individual[5]?.textContent).toContain('Jan 03, 2025');
    expect(individual[6]?.textContent).toBe('Jan 03, 2030');
    expect(within(first).getByRole('button', { name: 'View report REF-004 (00000004)' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Edit report REF-004 (00000004)' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete report REF-004 (00000004)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Report' }).getAttribute('href')).toBe(
      '/dashboard/dpmsr/create',
    );
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeTruthy();
  });

  it('searches every shown value client-side and says when nothing matches', async () => {
    const calls = serve({ list: reports(12) });
    renderList();
    const table = await screen.findByRole('table', { name: 'DPMSR reports' });
    const search = screen.getByRole('textbox', { name: 'Search' });

    fireEvent.change(search, { target: { value: 'ref-011' } });
    expect(shownRefs(table)).toEqual(['REF-011']);
    // By the customer's id number.
    fireEvent.change(search, { target: { value: '1990-0000007' } });
    expect(shownRefs(table)).toEqual(['REF-007']);
    // By name, across rows (First1, First10, First11, First12).
    fireEvent.change(search, { target: { value: 'first1' } });
    expect(shownRefs(table)).toEqual(['REF-012', 'REF-011', 'REF-010', 'REF-001']);
    // By the shown amount.
    fireEvent.change(search, { target: { value: '60,005' } });
    expect(shownRefs(table)).toEqual(['REF-005']);

    fireEvent.change(search, { target: { value: 'nobody at all' } });
    expect(screen.getByText('No reports match your search.')).toBeTruthy();
    expect(screen.queryByText('No Reports Found')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // Filtering is client-side: the list was read once.
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('sorts by a clicked column and turns the order round on a second click', async () => {
    const list = [
      buildReport(1, { entityReference: 'Bravo', estimatedValue: 90_000 }),
      buildReport(2, { entityReference: 'alpha', estimatedValue: 70_000 }),
      buildReport(3, { entityReference: 'Charlie', estimatedValue: 80_000 }),
    ];
    serve({ list });
    renderList();
    const table = await screen.findByRole('table', { name: 'DPMSR reports' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Created Date').getAttribute('aria-sort')).toBe('descending');
    expect(shownRefs(table)).toEqual(['Charlie', 'alpha', 'Bravo']);

    fireEvent.click(within(table).getByRole('button', { name: 'Entity Reference' }));
    expect(shownRefs(table)).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(header('Entity Reference').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created Date').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(table).getByRole('button', { name: 'Entity Reference' }));
    expect(shownRefs(table)).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(header('Entity Reference').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(table).getByRole('button', { name: 'Disposed Value' }));
    expect(shownRefs(table)).toEqual(['alpha', 'Charlie', 'Bravo']);

    fireEvent.click(within(table).getByRole('button', { name: 'Created Date' }));
    expect(shownRefs(table)).toEqual(['Bravo', 'alpha', 'Charlie']);
  });

  it('pages 13 reports by 10: two pages, Previous and Next', async () => {
    serve({ list: reports(13) });
    renderList();
    const table = await screen.findByRole('table', { name: 'DPMSR reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1 to 10 of 13 entries')).toBeTruthy();
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(shownRefs(table)).toEqual(['REF-003', 'REF-002', 'REF-001']);
    expect(screen.getByText('Showing 11 to 13 of 13 entries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 1 to 10 of 13 entries')).toBeTruthy();
  });

  it('never shows more than 5 page buttons, a window around the current page', async () => {
    serve({ list: reports(70) });
    renderList();
    await screen.findByRole('table', { name: 'DPMSR reports' });
    const numbers = () => pageButtons().map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);

    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('Showing 41 to 50 of 70 entries')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('Showing 61 to 70 of 70 entries')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows No Reports Found with Create Your First Report when there are none', async () => {
    serve({ list: [] });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No Reports Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Report' }).getAttribute('href')).toBe(
      '/dashboard/dpmsr/create',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the list failure with Retry, which reads the list again', async () => {
    let fail = true;
    const calls = serve({
      list: () => (fail ? jsonResponse(500, { code: 'INTERNAL', message: 'boom' }) : jsonResponse(200, reports(2))),
    });
    renderList();
    expect(await screen.findByText(DPMSR_TEXTS.reportsFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'DPMSR reports' })).toBeTruthy();
    expect(listCalls(calls).length).toBeGreaterThan(1);
  });

  it('Refresh reads the list again', async () => {
    let list = reports(1);
    const calls = serve({ list: () => jsonResponse(200, list) });
    renderList();
    const table = await screen.findByRole('table', { name: 'DPMSR reports' });
    list = reports(2);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(shownRefs(table)).toEqual(['REF-002', 'REF-001']));
    expect(listCalls(calls).length).toBeGreaterThan(1);
  });

  it('deletes a report after confirmation: DELETE, the success toast, and the list read again', async () => {
    let list = reports(2);
    const calls = serve({ list: () => jsonResponse(200, list) });
    renderList();
    const table = await screen.findByRole('table', { name: 'DPMSR reports' });
    const target = list[0] as DpmsrReportRecord;

    fireEvent.click(within(table).getByRole('button', { name: 'Delete report REF-001 (00000001)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: 'Delete report REF-001 (00000001)' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    list = [list[1] as DpmsrReportRecord];
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(DPMSR_TEXTS.deleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/Dpmsr/${target.id}`,
    ]);
    await waitFor(() => expect(shownRefs(table)).toEqual(['REF-002']));
  });
});
