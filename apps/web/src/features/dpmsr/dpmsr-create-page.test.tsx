// @vitest-environment happy-dom
import { DPMSR_MESSAGES, DPMSR_TEXTS, type Tenant } from '@aml/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDpmsrCorporate, buildDpmsrIndividual } from '../../test-support/dpmsr';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import { buildTenant } from '../../test-support/tenant';
import { DpmsrCreatePage } from './dpmsr-create-page';

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

const TENANT_PATH = '/api/ClientDetails/tenant-user-details';
const INDIVIDUALS = '/api/IndividualUser/tenant-onboarded-users-simple';
const CORPORATES = '/api/CorporateUser/tenant-corporate-users-simple';
const SUBMIT = '/api/Dpmsr/submit';
const REPORT_ID = '11111111-1111-4111-8111-111111111111';

const TENANT = buildTenant();

const AISHA = buildDpmsrIndividual();
const GOLDCO = buildDpmsrCorporate();

interface Answers {
  tenant?: Tenant;
  individuals?: () => Response;
  corporates?: () => Response;
  submit?: (call: Call) => Response;
  xml?: () => Response;
}

function renderCreate(answers: Answers = {}) {
  signInWithTenant();
  const calls = stubServer((call) => {
    if (call.path === TENANT_PATH) return jsonResponse(200, answers.tenant ?? TENANT);
    if (call.path === INDIVIDUALS) return answers.individuals?.() ?? jsonResponse(200, [AISHA]);
    if (call.path === CORPORATES) return answers.corporates?.() ?? jsonResponse(200, [GOLDCO]);
    if (call.path === SUBMIT) return answers.submit?.(call) ?? jsonResponse(200, { message: 'ok', id: REPORT_ID });
    if (call.path.endsWith('/xml')) return answers.xml?.() ?? jsonResponse(500, {});
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  renderWithApp(<DpmsrCreatePage />, { route: '/dashboard/dpmsr/create' });
  return calls;
}

const submits = (calls: Call[]) => calls.filter((call) => call.path === SUBMIT);
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The error shown under a field (Mantine links it by aria-describedby). */
function errorOf(label: string): string | null {
  const input = field(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}

async function choose(label: string, option: string | RegExp) {
  const input = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.click(input);
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

async function pickCustomer() {
  const input = await screen.findByRole('combobox', { name: /^Customer/ });
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
  await choose('Customer', 'Aisha Rahman · 784-1990-1234567-1 · IND-000001');
}

async function fillValid({ amount = '60000', currency }: { amount?: string; currency?: string } = {}) {
  await pickCustomer();
  type('Entity Reference', 'REF-1');
  await choose('Item Type', 'Gold');
  type('Description', '1 kg bar');
  type('Disposed Value', amount);
  type('Estimated Value', '1234.5');
  type('Status Comments', 'Paid in cash');
  if (currency) await choose('Currency', new RegExp(`^${currency} \\(`));
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('Create DPMSR report (spec 3 §2, §5)', () => {
  it('shows the schema messages under their fields and sends nothing while the form is incomplete', async () => {
    const calls = renderCreate();
    await screen.findByRole('combobox', { name: /^Customer/ });
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submitButton());
    await screen.findByText(DPMSR_MESSAGES.customer);
    expect(errorOf('Entity Reference')).toBe(DPMSR_MESSAGES.entityReference);
    expect(errorOf('Description')).toBe(DPMSR_MESSAGES.description);
    expect(errorOf('Disposed Value')).toBe(DPMSR_MESSAGES.estimatedValue);
    expect(errorOf('Estimated Value')).toBe(DPMSR_MESSAGES.disposedValue);
    expect(errorOf('Status Comments')).toBe(DPMSR_MESSAGES.statusComments);
    expect(errorOf('Customer')).toBe(DPMSR_MESSAGES.customer);
    expect(submits(calls)).toHaveLength(0);
  });

  it('submits the body with the swapped labels bound to their fields, then offers Generate XML', async () => {
    const calls = renderCreate();
    await fillValid({ amount: '60000' });
    // The selected customer's summary.
    const summary = screen.getByRole('region', { name: 'Selected Customer' });
    expect(within(summary).getByText('784-1990-1234567-1')).toBeTruthy();
    expect(within(summary).getByText('Villa 3, Jumeirah')).toBeTruthy();
    fireEvent.click(submitButton());
    await screen.findByText(DPMSR_TEXTS.submitted);
    const [sent] = submits(calls);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toMatchObject({
      customerType: 'Individual',
      customerId: 'ind-uuid-1',
      entityReference: 'REF-1',
      transactionType: 'Purchase',
      itemType: 'Gold',
      description: '1 kg bar',
      // 'Disposed Value' is estimatedValue; 'Estimated Value' is disposedValue (spec 3 §3).
      estimatedValue: 60000,
      disposedValue: 1234.5,
      statusComments: 'Paid in cash',
      currencyCodeLocal: 'AED',
    });
    expect(await screen.findByRole('button', { name: 'Generate XML' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('blocks AED 50,000 with the Transaction Not Eligible dialog and sends nothing', async () => {
    const calls = renderCreate();
    await fillValid({ amount: '50000' });
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Not Eligible' });
    expect(within(dialog).getByText(DPMSR_MESSAGES.notEligible)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction Not Eligible' })).toBeNull());
    expect(submits(calls)).toHaveLength(0);
  });

  it('submits USD 50,000: the AED threshold does not apply to other currencies', async () => {
    const calls = renderCreate();
    await fillValid({ amount: '50000', currency: 'USD' });
    fireEvent.click(submitButton());
    await screen.findByText(DPMSR_TEXTS.submitted);
    expect(submits(calls)[0]?.body).toMatchObject({ currencyCode: 'USD', estimatedValue: 50000 });
    expect(screen.queryByRole('dialog', { name: 'Transaction Not Eligible' })).toBeNull();
  });

  it('finds a currency by a country that uses it', async () => {
    renderCreate();
    const input = screen.getByRole('combobox', { name: /^Currency/ });
    // Mantine takes a change to an unfocused input for autofill: the user types into a focused one.
    input.focus();
    fireEvent.change(input, { target: { value: 'japan' } });
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    const options = await within(list).findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['JPY (Japan)']);
  });

  it('places a 400 answer’s issues under their fields', async () => {
    const calls = renderCreate({
      submit: () =>
        jsonResponse(400, {
          code: 'VALIDATION',
          message: 'Invalid request',
          issues: [{ path: 'entityReference', message: 'Entity Reference is already used' }],
        }),
    });
    await fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(errorOf('Entity Reference')).toBe('Entity Reference is already used'));
    expect(submits(calls)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Generate XML' })).toBeNull();
  });

  it('shows the server message of a refused submit, else the spec’s fallback', async () => {
    renderCreate({ submit: () => jsonResponse(500, {}) });
    await fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText(DPMSR_TEXTS.submitFailed)).toBeTruthy();
  });

  it('reads 404 from the customer lists as none: no error, a hint to onboard', async () => {
    renderCreate({
      individuals: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'None' }),
      corporates: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'None' }),
    });
    expect(await screen.findByText(DPMSR_TEXTS.noCustomers)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Onboard a customer' }).getAttribute('href')).toBe('/dashboard/onboard');
    expect(screen.queryByText(DPMSR_TEXTS.individualsFailed)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Corporate' }));
    expect(await screen.findByText(DPMSR_TEXTS.noCustomers)).toBeTruthy();
    expect(screen.queryByText(DPMSR_TEXTS.corporatesFailed)).toBeNull();
  });

  it('shows a failed customer list, and clears the customer when the type changes', async () => {
    renderCreate({ corporates: () => jsonResponse(500, {}) });
    await pickCustomer();
    expect(within(screen.getByRole('region', { name: 'Selected Customer' })).getByText('Aisha Rahman')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Corporate' }));
    expect(await screen.findByText(DPMSR_TEXTS.corporatesFailed)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Selected Customer' })).getByText('No customer selected.'),
    ).toBeTruthy();
  });

  it('toggles the reporting person with Expand and Collapse', async () => {
    renderCreate();
    const section = screen.getByRole('region', { name: 'Personal Information' });
    const toggle = within(section).getByRole('button', { name: 'Expand' });
    expect(within(section).queryByText('784-1985-0000000-0')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(section).findByText('784-1985-0000000-0')).toBeTruthy();
    expect(within(section).getByText('1001')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Collapse' }));
    expect(within(section).queryByText('784-1985-0000000-0')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Expand' })).toBeTruthy();
  });

  it('warns about an incomplete profile and keeps Submit disabled', async () => {
    renderCreate({ tenant: buildTenant({ rentityId: null }) });
    expect(await screen.findByText('Profile Incomplete')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('lists an incomplete XML refusal by section, with where to fix each problem', async () => {
    const calls = renderCreate({
      xml: () =>
        jsonResponse(422, {
          code: 'DPMSR_INCOMPLETE',
          message: DPMSR_TEXTS.incomplete,
          problems: [
            {
              field: 'tenant.birthdate',
              section: 'Your profile',
              label: 'Birthdate',
              kind: 'missing',
              message: 'Birthdate is missing',
            },
            {
              field: 'report.individualUser.dateOfBirth',
              section: 'Customer',
              label: 'Date of Birth',
              kind: 'missing',
              message: 'Date of Birth is missing',
            },
            {
              field: 'report.itemMake',
              section: 'Report details',
              label: 'Item Make',
              kind: 'missing',
              message: 'Item Make is missing',
            },
          ],
        }),
    });
    await fillValid();
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Generate XML' }));
    expect(await screen.findByText('Birthdate is missing')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === `/api/Dpmsr/${REPORT_ID}/xml`)).toBe(true);
    const alert = screen.getByText(DPMSR_TEXTS.incomplete).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Your profile')).toBeTruthy();
    expect(within(alert).getByText('Customer')).toBeTruthy();
    expect(within(alert).getByText('Date of Birth is missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Go to Profile Information: / }).getAttribute('href')).toBe(
      '/dashboard/profileinfo',
    );
    expect(screen.getByRole('link', { name: /^Edit customer: / }).getAttribute('href')).toBe(
      '/dashboard/edituser?type=individual&id=ind-uuid-1',
    );
    expect(errorOf('Item Make')).toBe('Item Make is missing');
  });

  it('starts afresh after the XML file is generated', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dpmsr');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderCreate({
      xml: () =>
        new Response('<report/>', {
          status: 200,
          headers: { 'Content-Type': 'application/xml', 'Content-Disposition': 'attachment; filename="r.xml"' },
        }),
    });
    await fillValid();
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Generate XML' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(field('Entity Reference').value).toBe('');
  });
});
