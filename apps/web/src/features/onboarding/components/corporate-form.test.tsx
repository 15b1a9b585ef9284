// @vitest-environment happy-dom
import { type CorporateRegistration, ONBOARDING_TOASTS } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCorporateCustomer } from '../../../test-support/corporate-customer';
import { jsonResponse } from '../../../test-support/fake-tokens';
import { installBrowserShims, signInWithTenant } from '../../../test-support/render-with-app';
import { type Call, stubServer } from '../../../test-support/stub-server';
import { CorporateForm } from './corporate-form';

beforeAll(() => {
  installBrowserShims();
  // Mantine's autosize Textarea listens for font loading, which happy-dom does not implement.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(() => {
  cleanup();
  // The notifications store outlives a render: toasts of one test would queue behind those of the last.
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * The app's providers, with Mantine's test environment: no transitions, so a dropdown reopened after a
 * pick shows its options at once (happy-dom leaves a second opening transition unfinished).
 */
function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const REGISTER = '/api/CorporateUser/register-corporate-user';
const TENANT = '/api/ClientDetails/tenant-user-details';

const saves = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

const textbox = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('textbox', { name }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const partner = (n: number) => screen.getByRole('group', { name: `Partner ${n}` });

/** Opens a Mantine Select (or MultiSelect) and clicks one of its options. */
async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByRole('combobox', { name: label });
  fireEvent.click(input);
  // A click toggles the dropdown; one that closed it (still open from the last pick) is repeated.
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option }));
}

/** Types into a country picker and picks the country from its (virtualised) list. */
async function pickCountry(label: string, country: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByRole('combobox', { name: label });
  type(input, country);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: country }));
  fireEvent.blur(input);
}

function answer(group: string, value: 'Yes' | 'No') {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: value }));
}

/** Fills every required field of a new registration with its first partner, as a user would. */
async function fillNewRegistration() {
  type(textbox('Company Name'), 'Saffron Gold FZE');
  await choose('Entity Type', 'FZE');
  type(textbox('Company Address'), 'Plot 12, Gold and Diamond Park');
  type(textbox('City'), 'Dubai');
  type(textbox('PO Box No'), '55667');
  type(textbox('Email'), 'kyc@saffron.test');
  type(textbox('Mobile No'), '501112233');
  type(textbox('Trade License/COI No'), 'FZ998877');
  type(textbox('Issued At'), 'Dubai');
  type(textbox('Issued By'), 'DMCC');
  fireEvent.change(screen.getByLabelText(/^Issued Date/), { target: { value: '2021-03-01' } });
  fireEvent.change(screen.getByLabelText(/^Expiry Date/), { target: { value: '2036-02-28' } });
  await pickCountry('Countries of Operation', 'Oman');
  await choose('Business Activity', 'General Trading');
  answer('Dealing with Import/Export', 'No');
  answer('Sister Concern/Branch', 'No');
  type(textbox('Account Holding Bank Name'), 'Mashreq');
  await choose('Customer Type', 'B2B inside UAE');
  await choose('Product Type', '24K Gold Bar');
  await choose('Product Source', 'Buyer');
  await choose('Delivery Channel', 'Face to Face');
  await choose('Payment Mode', 'Bank transfer inside UAE');
  answer('Dual Use Goods', 'No');
  const first = partner(1);
  type(textbox('Name', first), 'Omar Haddad');
  await pickCountry('Nationality/Country of Incorporation', 'Jordan', first);
  type(textbox('ID/License No', first), 'N1234567');
  fireEvent.change(within(first).getByLabelText(/^ID Expiry/), { target: { value: '2034-05-05' } });
  type(textbox('Percentage of Share', first), '100');
}

describe('CorporateForm, new registration', () => {
  it('sends the corporate payload, says so, and starts again with one empty partner', async () => {
    signInWithTenant();
    const calls = stubServer((call) =>
      call.path === REGISTER ? jsonResponse(200, buildCorporateCustomer()) : jsonResponse(200, {}),
    );
    renderWithApp(<CorporateForm mode="new" />);
    expect(screen.getByRole('heading', { name: 'New Corporate Registration' })).toBeTruthy();
    await fillNewRegistration();
    fireEvent.change(screen.getByLabelText('Document files'), {
      target: { files: [new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('licence.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));

    expect(await screen.findByText(ONBOARDING_TOASTS.submitted)).toBeTruthy();
    const [post] = saves(calls);
    expect(post?.path).toBe(REGISTER);
    expect(post?.method).toBe('POST');
    const body = post?.body as CorporateRegistration;
    expect(body).toMatchObject({
      companyName: 'Saffron Gold FZE',
      entityType: 'FZE',
      countryOfIncorporation: 'United Arab Emirates',
      contactMobileNo: '+971-501112233',
      mobileCountryCode: '+971',
      contactOfficeNo: '',
      tradeLicenseIssuedDate: '2021-03-01T00:00:00.000Z',
      countriesOfOperation: 'Oman',
      isDealingWithImportExport: false,
      importExportCountries: '',
      hasSisterConcernBranch: false,
      productType: '24K Gold Bar',
      kycDocumentsCollected: 'Yes',
      isEntityRegisteredInGOAML: 'Yes',
      dualUseGoods: false,
      fuzzyLevel: '0',
      status: 'Pending',
      // Spec 2 §3.7: new files travel as base64 without a data: prefix.
      files: [{ filename: 'licence.pdf', fileBinary: btoa('%PDF-1.4 licence') }],
      existingFiles: [],
      deletedFiles: [],
    });
    expect(body.partners).toEqual([
      {
        type: 'Individual',
        name: 'Omar Haddad',
        nationalityOrCountryOfIncorporation: 'Jordan',
        idType: 'Passport',
        idNoOrLicenseNo: 'N1234567',
        idExpiry: '2034-05-05T00:00:00.000Z',
        birthdate: null,
        role: 'UBO',
        percentageOfShare: 100,
        pep: false,
      },
    ]);
    // Spec 2 §4.4: the tenant details are fetched again after the save.
    await waitFor(() => expect(calls.some((call) => call.path === TENANT)).toBe(true));

    await waitFor(() => expect(textbox('Company Name').value).toBe(''));
    expect(screen.getAllByRole('group', { name: /^Partner \d$/ })).toHaveLength(1);
    expect(textbox('Name', partner(1)).value).toBe('');
    expect(screen.queryByText('licence.pdf')).toBeNull();
  });

  it('warns in the server’s words when the customer was kept as Pending unscreened, and clears the form', async () => {
    signInWithTenant();
    const message = 'The customer was saved as Pending but not screened: no sanctions list is loaded.';
    stubServer((call) =>
      call.path === REGISTER
        ? jsonResponse(503, {
            code: 'NO_WATCHLIST_LOADED',
            message,
            corporateUserId: buildCorporateCustomer().corporateUserId,
          })
        : jsonResponse(200, {}),
    );
    renderWithApp(<CorporateForm mode="new" />);
    await fillNewRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(ONBOARDING_TOASTS.failed)).toBeNull();
    await waitFor(() => expect(textbox('Company Name').value).toBe(''));
  });

  it('says a partner is required when the last one is removed, and sends nothing', async () => {
    const calls = stubServer(() => jsonResponse(200, {}));
    renderWithApp(<CorporateForm mode="new" />);
    fireEvent.click(within(partner(1)).getByRole('button', { name: 'Remove Partner 1' }));
    expect(screen.queryByRole('group', { name: 'Partner 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('At least one partner detail is required')).toBeTruthy();
    expect(screen.getByText('Company Name is required')).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add Another Partner' }));
    expect(partner(1)).toBeTruthy();
    expect(screen.queryByText('At least one partner detail is required')).toBeNull();
  });

  it('asks the follow-up questions only with the answers that need them', async () => {
    renderWithApp(<CorporateForm mode="new" />);
    expect(screen.getByText('max 50 characters')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Import/Export Countries' })).toBeNull();
    answer('Dealing with Import/Export', 'Yes');
    expect(screen.getByRole('combobox', { name: 'Import/Export Countries' })).toBeTruthy();
    answer('Dealing with Import/Export', 'No');
    expect(screen.queryByRole('combobox', { name: 'Import/Export Countries' })).toBeNull();
    answer('Dealing with Import/Export', 'Yes');

    expect(screen.queryByRole('combobox', { name: 'Sister Concern Country' })).toBeNull();
    answer('Sister Concern/Branch', 'Yes');
    expect(screen.getByRole('combobox', { name: 'Sister Concern Country' })).toBeTruthy();

    expect(screen.queryByRole('textbox', { name: 'Specify Payment Mode' })).toBeNull();
    await choose('Payment Mode', 'Others');
    expect(textbox('Specify Payment Mode')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Import/Export Countries is required')).toBeTruthy();
    expect(screen.getByText('Sister Concern Country is required')).toBeTruthy();
    expect(screen.getByText('Specify Payment Mode is required')).toBeTruthy();
  });

  it('fills both phone codes from the country of incorporation', async () => {
    renderWithApp(<CorporateForm mode="new" />);
    await pickCountry('Country of Incorporation', 'India');
    expect((screen.getByRole('combobox', { name: 'Office Country Code' }) as HTMLInputElement).value).toMatch(/^\+91 /);
    expect((screen.getByRole('combobox', { name: 'Mobile Country Code' }) as HTMLInputElement).value).toMatch(/^\+91 /);
  });

  it('tells a duplicate and keeps what was typed', async () => {
    stubServer((call) =>
      call.path === REGISTER
        ? jsonResponse(409, { code: 'CONFLICT', message: 'Duplicate user' })
        : jsonResponse(200, {}),
    );
    renderWithApp(<CorporateForm mode="new" />);
    await fillNewRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText(ONBOARDING_TOASTS.duplicate)).toBeTruthy();
    expect(textbox('Company Name').value).toBe('Saffron Gold FZE');
  });
});

describe('CorporateForm, edit mode', () => {
  const customer = buildCorporateCustomer();
  const PUT = `/api/CorporateUser/corporate-user/${customer.corporateUserId}`;

  it('shows the saved customer with its partners and their statuses', () => {
    renderWithApp(<CorporateForm mode="edit" customer={customer} />);
    expect(screen.getByRole('heading', { name: 'Editing: Falcon Bullion LLC' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Customers' }).getAttribute('href')).toBe('/dashboard/customers');
    expect(textbox('Name', partner(1)).value).toBe('Khalid Al Mansoori');
    expect(within(partner(1)).getByText('Onboarded')).toBeTruthy();
    expect(within(partner(2)).getByText('In Review')).toBeTruthy();
    // Spec 2 §5.5: a MANAGER is not asked for a share.
    expect(within(partner(2)).queryByRole('textbox', { name: 'Percentage of Share' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Import/Export Countries' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'trade-licence.pdf' })).toBeTruthy();
  });

  it('sends the changes with the kept partner and the stored files, and stays on the saved record', async () => {
    const renamed = buildCorporateCustomer({
      city: 'Sharjah',
      partners: [customer.partners[0] as (typeof customer.partners)[number]],
    });
    const calls = stubServer((call) => (call.path === PUT ? jsonResponse(200, renamed) : jsonResponse(200, {})));
    renderWithApp(<CorporateForm mode="edit" customer={customer} />);
    type(textbox('City'), 'Sharjah');
    fireEvent.click(within(partner(2)).getByRole('button', { name: 'Remove Partner 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete trade-licence.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));

    expect(await screen.findByText(ONBOARDING_TOASTS.corporateUpdated)).toBeTruthy();
    const [put] = saves(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(PUT);
    const body = put?.body as CorporateRegistration;
    expect(body.city).toBe('Sharjah');
    expect(body.countriesOfOperation).toBe('United Arab Emirates:India');
    expect(body.partners.map((p) => [p.corporatePartnerId, p.name])).toEqual([
      [customer.partners[0]?.corporatePartnerId, 'Khalid Al Mansoori'],
    ]);
    expect(body.existingFiles).toEqual([{ filename: 'trade-licence.pdf', sasUrl: '/api/files/a1b2c3d4?sig=abc' }]);
    expect(body.deletedFiles).toEqual(['trade-licence.pdf']);
    // Spec 2 §4.4: after an edit the form is kept.
    expect(textbox('City').value).toBe('Sharjah');
    expect(screen.getByRole('heading', { name: 'Editing: Falcon Bullion LLC' })).toBeTruthy();
  });

  it("places the server's field issues on the partner they name and under the documents", async () => {
    stubServer((call) =>
      call.path === PUT
        ? jsonResponse(400, {
            code: 'VALIDATION',
            message: 'Validation failed',
            issues: [
              { path: 'partners.1.idNoOrLicenseNo', message: 'ID/License No is required' },
              { path: 'files', message: 'You can upload a maximum of 5 files.' },
            ],
          })
        : jsonResponse(200, {}),
    );
    renderWithApp(<CorporateForm mode="edit" customer={customer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));
    expect(await within(partner(2)).findByText('ID/License No is required')).toBeTruthy();
    expect(within(partner(1)).queryByText('ID/License No is required')).toBeNull();
    expect(textbox('ID/License No', partner(2)).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You can upload a maximum of 5 files.')).toBeTruthy();
    expect(await screen.findByText(ONBOARDING_TOASTS.failed)).toBeTruthy();
  });
});

describe('Partner cards', () => {
  it('start with the spec defaults: Individual, Passport, UBO, not a PEP', () => {
    renderWithApp(<CorporateForm mode="new" />);
    const first = partner(1);
    const value = (name: string) => (within(first).getByRole('combobox', { name }) as HTMLInputElement).value;
    expect(value('Type')).toBe('Individual');
    expect(value('ID Type')).toBe('Passport');
    expect(value('Role')).toBe('UBO');
    const pep = within(first).getByRole('radiogroup', { name: 'PEP' });
    expect((within(pep).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each(['MANAGER', 'DIRECTOR', 'REPRESENTATIVE'])('hide the percentage of share for a %s', async (role) => {
    renderWithApp(<CorporateForm mode="new" />);
    expect(textbox('Percentage of Share', partner(1))).toBeTruthy();
    await choose('Role', role, partner(1));
    expect(within(partner(1)).queryByRole('textbox', { name: 'Percentage of Share' })).toBeNull();
    await choose('Role', 'SHARE HOLDER', partner(1));
    expect(textbox('Percentage of Share', partner(1))).toBeTruthy();
  });

  it('clear the ID number when the ID type changes, and format an EID as 3-4-7-1', async () => {
    renderWithApp(<CorporateForm mode="new" />);
    const first = partner(1);
    type(textbox('ID/License No', first), 'N7654321');
    await choose('ID Type', 'EID', first);
    const idNumber = textbox('ID/License No', first);
    expect(idNumber.value).toBe('');
    expect(within(first).getByText('Format: 784-xxxx-xxxxxxx-x')).toBeTruthy();
    expect(idNumber.maxLength).toBe(18);
    type(idNumber, '784198512345671');
    expect(idNumber.value).toBe('784-1985-1234567-1');
    await choose('ID Type', 'Commercial License', first);
    expect(textbox('ID/License No', first).value).toBe('');
  });

  it('are numbered again after a removal and keep their own values', () => {
    renderWithApp(<CorporateForm mode="new" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Another Partner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Another Partner' }));
    type(textbox('Name', partner(1)), 'First Holder');
    type(textbox('Name', partner(2)), 'Second Holder');
    type(textbox('Name', partner(3)), 'Third Holder');
    fireEvent.click(within(partner(1)).getByRole('button', { name: 'Remove Partner 1' }));
    expect(screen.getAllByRole('group', { name: /^Partner \d$/ })).toHaveLength(2);
    expect(textbox('Name', partner(1)).value).toBe('Second Holder');
    expect(textbox('Name', partner(2)).value).toBe('Third Holder');
  });
});
