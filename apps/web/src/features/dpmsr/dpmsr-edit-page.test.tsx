// @vitest-environment happy-dom
import { DPMSR_TEXTS } from '@aml/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDpmsrCorporate, buildDpmsrReport } from '../../test-support/dpmsr';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import { buildTenant } from '../../test-support/tenant';
import { DpmsrEditPage } from './dpmsr-edit-page';

beforeAll(() => {
  installBrowserShims();
  // A full form under a loaded machine answers slower than the 1 s default.
  configure({ asyncUtilTimeout: 5000 });
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REPORT_ID = '22222222-2222-4222-8222-222222222222';
const ONE = `/api/Dpmsr/${REPORT_ID}`;

const TENANT = buildTenant();

const GOLDCO = buildDpmsrCorporate();

/** A corporate report with no transaction type or currency: the form falls back to Purchase and AED. */
const REPORT = buildDpmsrReport({
  id: REPORT_ID,
  customerType: 'Corporate',
  customerId: GOLDCO.corporateUserId,
  entityReference: 'REF-9',
  transactionType: '',
  currencyCode: '',
  reason: 'Cash sale',
  comments: '',
  itemMake: '',
  description: 'Bars',
  estimatedValue: 70000,
  disposedValue: 65000,
  statusComments: 'Filed',
  registrationNumber: '',
  identificationNumber: '',
  individualUser: null,
  corporateUser: GOLDCO,
});

function renderEdit(report: () => Response = () => jsonResponse(200, REPORT), put?: () => Response) {
  signInWithTenant();
  const calls = stubServer((call: Call) => {
    if (call.path === '/api/ClientDetails/tenant-user-details') return jsonResponse(200, TENANT);
    if (call.path === '/api/IndividualUser/tenant-onboarded-users-simple') return jsonResponse(200, []);
    if (call.path === '/api/CorporateUser/tenant-corporate-users-simple') return jsonResponse(200, [GOLDCO]);
    if (call.path === ONE && call.method === 'GET') return report();
    if (call.path === ONE && call.method === 'PUT')
      return put?.() ?? jsonResponse(200, { message: DPMSR_TEXTS.updated, id: REPORT_ID });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  renderWithApp(
    <Routes>
      <Route path="/dashboard/dpmsr/edit/:id" element={<DpmsrEditPage />} />
      <Route path="/dashboard/dpmsr" element={<p>Reports list</p>} />
    </Routes>,
    { route: `/dashboard/dpmsr/edit/${REPORT_ID}` },
  );
  return calls;
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input, textarea' }) as HTMLInputElement;

describe('Edit DPMSR report (spec 3 §2, §4)', () => {
  it('preselects the loaded customer, PUTs the values with TenantId and returns to the list', async () => {
    const calls = renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit DPMSR Report' })).toBeTruthy();
    await waitFor(() => expect(field('Entity Reference').value).toBe('REF-9'));
    expect((screen.getByRole('radio', { name: 'Corporate' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Customer/ }) as HTMLInputElement).value).toBe(
        'Gold Co LLC · TL-555 · CORP-000001',
      ),
    );
    const summary = screen.getByRole('region', { name: 'Selected Customer' });
    expect(within(summary).getByText('Gold Co LLC')).toBeTruthy();
    expect(within(summary).getByText('Omar Haddad')).toBeTruthy();
    // Spec 3 §3: Purchase when the report has no transaction type.
    expect((screen.getByRole('combobox', { name: /^Transaction Type/ }) as HTMLInputElement).value).toBe('Purchase');
    // The swapped labels show the right fields.
    expect(field('Disposed Value').value).toBe('70,000');
    expect(field('Estimated Value').value).toBe('65,000');

    fireEvent.change(field('Description'), { target: { value: 'Bars, 2 kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Report' }));
    expect(await screen.findByText('Reports list')).toBeTruthy();
    expect(screen.getByText(DPMSR_TEXTS.updated)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(ONE);
    expect(put?.body).toMatchObject({
      TenantId: 'tenant-1',
      customerType: 'Corporate',
      customerId: 'corp-uuid-1',
      transactionType: 'Purchase',
      description: 'Bars, 2 kg',
      estimatedValue: 70000,
      disposedValue: 65000,
    });
  });

  it('shows the server message of a refused update and stays', async () => {
    renderEdit(undefined, () => jsonResponse(409, { code: 'CONFLICT', message: 'The report was changed meanwhile.' }));
    await waitFor(() => expect(field('Entity Reference').value).toBe('REF-9'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Report' }));
    expect(await screen.findByText('The report was changed meanwhile.')).toBeTruthy();
    expect(screen.queryByText('Reports list')).toBeNull();
  });

  it('shows a missing report with a way back', async () => {
    renderEdit(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }));
    expect(await screen.findByText(DPMSR_TEXTS.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Reports' }).getAttribute('href')).toBe('/dashboard/dpmsr');
    expect(screen.queryByRole('button', { name: 'Update Report' })).toBeNull();
  });

  it('shows a failed load', async () => {
    renderEdit(() => jsonResponse(500, {}));
    expect(await screen.findByText(DPMSR_TEXTS.reportFailed)).toBeTruthy();
  });
});
