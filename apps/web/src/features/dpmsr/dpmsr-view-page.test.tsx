// @vitest-environment happy-dom
import {
  DPMSR_TEXTS,
  type DpmsrReportRecord,
  type DpmsrXmlProblem,
  ERROR_CODES,
  PROFILE_INCOMPLETE_MESSAGE,
  type Tenant,
} from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDpmsrCorporate, buildDpmsrIndividual, buildDpmsrReport } from '../../test-support/dpmsr';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import { buildTenant } from '../../test-support/tenant';
import { DpmsrViewPage } from './dpmsr-view-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DETAILS = '/api/ClientDetails/tenant-user-details';
const ID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const ONE = `/api/Dpmsr/${ID}`;
const XML = `${ONE}/xml`;

/** The profile with two colon-joined addresses (Dubai, Muscat). */
const tenantWithTwoAddresses = (overrides: Partial<Tenant> = {}) =>
  buildTenant({
    address: 'Shop 12\\: Gold Souq:Unit 5',
    addressType: 'OFFIC:OFFIC',
    city: 'Dubai:Muscat',
    countryCode: 'AE:OM',
    state: 'Dubai:Muscat',
    ...overrides,
  });

const AISHA = buildDpmsrIndividual({
  userId: 'user-42',
  customerId: 'IND-000042',
  contactNo: '971501234567',
  dateOfBirth: '1990-06-15',
  nationality: 'IN',
});

const buildReport = (overrides: Partial<DpmsrReportRecord> = {}) =>
  buildDpmsrReport({ id: ID, customerId: AISHA.userId, individualUser: AISHA, ...overrides });

const CORPORATE = buildDpmsrCorporate({
  corporateUserId: 'corp-7',
  customerId: 'CORP-000007',
  companyName: 'Golden Sands Trading LLC',
  tradeLicenseNo: 'TL-998877',
  contactOfficeNo: '971-44000000',
  companyAddress: 'Gold Souq, Deira',
  countryOfIncorporation: 'AE',
  tradeLicenseIssuedDate: '2020-02-01',
  partners: [
    {
      name: 'Ali Hassan',
      role: 'UBO',
      idType: 'Passport',
      idNoOrLicenseNo: 'P1234567',
      birthdate: '1970-01-01',
      idExpiry: '2030-01-01',
      nationalityOrCountryOfIncorporation: 'EG',
    },
  ],
});

interface Answers {
  tenant?: Tenant;
  report?: () => Response;
  xml?: () => Response;
}

function serve({
  tenant = tenantWithTwoAddresses(),
  report = () => jsonResponse(200, buildReport()),
  xml,
}: Answers = {}) {
  return stubServer((call) => {
    if (call.path === DETAILS) return jsonResponse(200, tenant);
    if (call.path === XML && call.method === 'POST' && xml) return xml();
    if (call.path === ONE && call.method === 'GET') return report();
    if (call.path === ONE && call.method === 'DELETE')
      return jsonResponse(200, { message: DPMSR_TEXTS.deleted, id: ID });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderView() {
  signInWithTenant();
  return renderWithApp(
    <Routes>
      <Route path="/dashboard/dpmsr/view/:id" element={<DpmsrViewPage />} />
      <Route path="/dashboard/dpmsr" element={<p>The reports list</p>} />
    </Routes>,
    { route: `/dashboard/dpmsr/view/${ID}` },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const shownValue = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const xmlCalls = (calls: Call[]) => calls.filter((call) => call.path === XML);

function refusal(code: string, message: string, problems?: DpmsrXmlProblem[]) {
  return () => jsonResponse(422, { code, message, ...(problems ? { problems } : {}) });
}

const problem = (field: string, section: string, label: string): DpmsrXmlProblem => ({
  field,
  section,
  label,
  kind: 'missing',
  message: `${label} is required.`,
});

describe('View DPMSR report (spec 3 §2)', () => {
  it('shows the not-found text with Back to Reports for a missing report', async () => {
    serve({ report: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }) });
    renderView();
    expect(await screen.findByText(DPMSR_TEXTS.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Reports' }).getAttribute('href')).toBe('/dashboard/dpmsr');
    expect(screen.queryByRole('button', { name: 'Generate XML' })).toBeNull();
  });

  it('shows the report failure for other failures', async () => {
    serve({ report: () => jsonResponse(503, { code: 'UNAVAILABLE', message: 'down' }) });
    renderView();
    expect(await screen.findByText(DPMSR_TEXTS.reportFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the header and the three cards of an individual report, with the swapped value labels', async () => {
    serve({
      report: () =>
        jsonResponse(
          200,
          buildReport({
            lastXml: {
              generatedAt: '2025-03-16T08:00:00.000Z',
              generatedBy: 'mlro@demo.test',
              fileName: 'REF-042_Aisha_Rahman_20250316.xml',
              sha256: 'a'.repeat(64),
            },
          }),
        ),
    });
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'DPMSR Report' })).toBeTruthy();
    expect(screen.getByText(ID)).toBeTruthy();
    expect(screen.getByText('Created: 14 Mar 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate XML' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/dashboard/dpmsr/edit/${ID}`);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByText(PROFILE_INCOMPLETE_MESSAGE, { exact: false })).toBeNull();

    const customer = section('Customer Information');
    expect(shownValue(customer, 'Name')).toBe('Aisha Rahman');
    expect(shownValue(customer, 'Customer Number')).toBe('IND-000042');
    expect(shownValue(customer, 'ID Type')).toBe('EID');
    expect(shownValue(customer, 'ID Number')).toBe('784-1990-1234567-1');
    expect(shownValue(customer, 'Date of Birth')).toBe('15 Jun 1990');
    expect(shownValue(customer, 'Nationality')).toBe('India (IN)');
    expect(shownValue(customer, 'Residential Status')).toBe('Resident');

    const tenant = section('Personal Information (Tenant Details)');
    expect(shownValue(tenant, 'First Name')).toBe('Demo');
    expect(shownValue(tenant, 'Reporting Entity ID')).toBe('1001');
    expect(shownValue(tenant, 'ID Number')).toBe('784-1985-0000000-0');
    expect(shownValue(tenant, 'Passport Country')).toBe('United Arab Emirates (AE)');
    // The colon-joined address fields read back as blocks.
    const first = within(tenant).getByRole('article', { name: 'Address 1' });
    const second = within(tenant).getByRole('article', { name: 'Address 2' });
    expect(shownValue(first, 'Address')).toBe('Shop 12: Gold Souq');
    expect(shownValue(first, 'Address Type')).toBe('Office');
    expect(shownValue(second, 'Country')).toBe('Oman (OM)');

    const details = section('Report Details');
    expect(shownValue(details, 'Entity Reference')).toBe('REF-042');
    expect(shownValue(details, 'Transaction Type')).toBe('Sale');
    // estimatedValue is labelled Disposed Value, disposedValue Estimated Value (spec 3 §3).
    expect(shownValue(details, 'Disposed Value')).toBe('USD 250,000');
    expect(shownValue(details, 'Estimated Value')).toBe('USD 240,500');
    expect(shownValue(details, 'Local Currency')).toBe('AED');
    expect(shownValue(details, 'Status Comments')).toBe('Reported to FIU');
    expect(shownValue(details, 'Kept Until')).toBe('14 Mar 2030');
    const xml = within(details).getByRole('region', { name: 'Last generated XML' });
    expect(shownValue(xml, 'File Name')).toBe('REF-042_Aisha_Rahman_20250316.xml');
    expect(within(xml).getByText('a'.repeat(64))).toBeTruthy();
  });

  it('shows a corporate customer with its partners table', async () => {
    serve({
      report: () =>
        jsonResponse(
          200,
          buildReport({
            customerType: 'Corporate',
            customerId: 'corp-7',
            individualUser: null,
            corporateUser: CORPORATE,
          }),
        ),
    });
    renderView();
    const customer = await screen.findByRole('region', { name: 'Customer Information' });
    expect(shownValue(customer, 'Company Name')).toBe('Golden Sands Trading LLC');
    expect(shownValue(customer, 'Trade License No')).toBe('TL-998877');
    expect(shownValue(customer, 'Trade License Issued Date')).toBe('01 Feb 2020');
    expect(shownValue(customer, 'Country of Incorporation')).toBe('United Arab Emirates (AE)');
    const partners = within(customer).getByRole('table', { name: 'Partners' });
    const cells = within(within(partners).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Ali Hassan', 'UBO', 'Passport', 'P1234567', 'Egypt (EG)']);
  });

  it('warns about an incomplete profile above a report that can still be read', async () => {
    serve({ tenant: tenantWithTwoAddresses({ ssn: null }) });
    renderView();
    expect(await screen.findByText(PROFILE_INCOMPLETE_MESSAGE, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Profile Information' }).getAttribute('href')).toBe(
      '/dashboard/profileinfo',
    );
    expect(await screen.findByRole('region', { name: 'Report Details' })).toBeTruthy();
  });

  it('lists every missing field by section with the link where it is completed', async () => {
    const problems = [
      problem('tenant.birthdate', 'Your profile', 'Birthdate'),
      problem('report.individualUser.dateOfBirth', 'Customer', 'Date of Birth'),
      problem('report.individualUser.address', 'Customer', 'Address'),
      problem('report.description', 'Report details', 'Description'),
    ];
    const calls = serve({ xml: refusal(ERROR_CODES.dpmsrIncomplete, DPMSR_TEXTS.incomplete, problems) });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate XML' }));

    const alert = (await screen.findByText(DPMSR_TEXTS.incomplete)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeTruthy();
    const group = (name: string) => within(alert).getByRole('region', { name });
    expect(within(group('Your profile')).getByText('Birthdate is required.', { exact: false })).toBeTruthy();
    expect(
      within(group('Your profile'))
        .getByRole('link', { name: 'Go to Profile Information: Birthdate' })
        .getAttribute('href'),
    ).toBe('/dashboard/profileinfo');
    const customer = group('Customer');
    expect(within(customer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(customer).getByRole('link', { name: 'Edit customer: Date of Birth' }).getAttribute('href')).toBe(
      '/dashboard/edituser?type=individual&id=user-42',
    );
    expect(within(customer).getByRole('link', { name: 'Edit customer: Address' }).getAttribute('href')).toBe(
      '/dashboard/edituser?type=individual&id=user-42',
    );
    expect(
      within(group('Report details')).getByRole('link', { name: 'Edit report: Description' }).getAttribute('href'),
    ).toBe(`/dashboard/dpmsr/edit/${ID}`);
    expect(xmlCalls(calls)).toHaveLength(1);
    // The refusal is the screen's to present: no toast on top of it.
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(screen.queryByText(DPMSR_TEXTS.unexpected)).toBeNull();
  });

  it('links a corporate customer problem to the corporate edit form', async () => {
    serve({
      report: () =>
        jsonResponse(
          200,
          buildReport({
            customerType: 'Corporate',
            customerId: 'corp-7',
            individualUser: null,
            corporateUser: CORPORATE,
          }),
        ),
      xml: refusal(ERROR_CODES.dpmsrIncomplete, DPMSR_TEXTS.incomplete, [
        problem('report.corporateUser.partners[0].birthdate', 'Partner 1 (Ali Hassan)', 'Birthdate'),
      ]),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate XML' }));
    const link = await screen.findByRole('link', { name: 'Edit customer: Birthdate' });
    expect(link.getAttribute('href')).toBe('/dashboard/edituser?type=corporate&id=corp-7');
  });

  it('shows Transaction Not Eligible with the message and a Close button', async () => {
    const message = 'Transaction not eligible for DPMSR Reporting. Amount should be above 55,000 AED.';
    serve({ xml: refusal(ERROR_CODES.dpmsrNotEligible, message) });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate XML' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Not Eligible' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction Not Eligible' })).toBeNull());
  });

  it('toasts the unexpected-error text for a 422 that names no refusal', async () => {
    serve({ xml: () => jsonResponse(422, { code: 'SOMETHING_ELSE', message: 'odd' }) });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate XML' }));
    expect(await screen.findByText(DPMSR_TEXTS.unexpected)).toBeTruthy();
  });

  it('downloads the file the server built and names it in a toast', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dpmsr');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    serve({
      xml: () =>
        new Response('<report/>', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="REF-042_Aisha_Rahman.xml"' },
        }),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate XML' }));
    expect(await screen.findByText('XML downloaded: REF-042_Aisha_Rahman.xml')).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalled();
    expect(saved).toEqual(['REF-042_Aisha_Rahman.xml']);
  });

  it('deletes after Confirm Deletion, toasts and returns to the list', async () => {
    const calls = serve();
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DPMSR_TEXTS.deleted)).toBeTruthy();
    expect(await screen.findByText('The reports list')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([ONE]);
  });
});
