// @vitest-environment happy-dom
import type { IndividualCustomer } from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../../test-support/render-with-app';
import { IndividualForm } from './individual-form';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const USER_ID = '0b7d3c1e-2f4a-4b5c-8d9e-a1b2c3d4e5f6';

function buildCustomer(overrides: Partial<IndividualCustomer> = {}): IndividualCustomer {
  return {
    userId: USER_ID,
    customerId: 'CUS-000123',
    status: 'Onboarded',
    pendingReason: null,
    riskScore: 2,
    riskLabel: 'Low',
    riskDetails: null,
    needsOnGoingScreening: false,
    onGoingScreeningEnabledAt: null,
    fuzzyLevel: '1',
    remarks: 'Walk-in client',
    onBoardedBy: 'mlro@demo.test',
    tenantUserId: null,
    createdDate: '2026-01-05T09:00:00.000Z',
    lastUpdated: '2026-01-05T09:00:00.000Z',
    lastScreenedAt: null,
    isDeleted: false,
    deletedAt: null,
    files: [
      {
        id: 'file-1',
        filename: 'passport.pdf',
        sasUrl: '/api/files/file-1?sig=abc',
        contentType: 'application/pdf',
        size: 48_000,
        sha256: 'a'.repeat(64),
        uploadedAt: '2026-01-05T09:00:00.000Z',
      },
    ],
    firstName: 'Aisha',
    lastName: 'Rahman',
    dateOfBirth: '1988-04-12T00:00:00.000Z',
    email: 'aisha@example.test',
    address: 'Villa 12, Street 4',
    city: 'Dubai',
    country: 'United Arab Emirates',
    nationality: 'India',
    gender: 'Female',
    otherGender: '',
    contactNo: '+971-501234567',
    occupation: 'Accounting',
    placeOfBirth: 'India',
    countryOfResidence: 'United Arab Emirates',
    modeOfApproach: 'Walk-In Customer',
    idType: 'Passport',
    idNo: 'P1234567',
    idIssuedBy: 'Government of India',
    idIssuedAt: 'India',
    idIssuedDate: '2020-01-01T00:00:00.000Z',
    idExpiryDate: '2032-01-01T00:00:00.000Z',
    pep: 'No',
    purpose: 'Personal Use',
    otherPurpose: '',
    paymentMode: 'Cash',
    otherPaymentMode: 'N/A',
    sourceOfIncome: 'Salary',
    expectedNoOfTxn: 4,
    expectedVolume: 20000,
    dualNationality: 'No',
    dualCitizenshipCountry: '',
    residentialStatus: 'Resident',
    productType: '24K Gold Bar:22/24K Gold Coin',
    ...overrides,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the form's calls; `save` answers the register or update call. */
function stubServer(save: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/ClientDetails/tenant-user-details') return jsonResponse(500, {});
      if (path.startsWith('/api/IndividualUser/ongoing-monitoring')) return jsonResponse(200, { canToggle: true });
      if (path.startsWith('/api/IndividualUser/')) return save();
      throw new Error(`unexpected call ${method} ${path}`);
    }),
  );
  return calls;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const group = (name: string) => screen.getByRole('radiogroup', { name });

function choose(name: string, option: string) {
  fireEvent.click(combo(name));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

function chooseCountry(name: string, country: string) {
  const input = combo(name);
  fireEvent.change(input, { target: { value: country } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function date(name: string, value: string) {
  fireEvent.change(screen.getByLabelText(name, { exact: false, selector: 'input' }), { target: { value } });
}

function fillValidIndividual() {
  type('First Name', 'Omar');
  type('Last Name', 'Haddad');
  date('Date of Birth', '1985-03-02');
  type('Address', 'Flat 3, Marina Tower');
  type('City', 'Dubai');
  chooseCountry('Nationality', 'Jordan');
  chooseCountry('Place of Birth', 'Jordan');
  chooseCountry('Country of Residence', 'United Arab Emirates');
  type('Contact No', '501234567');
  fireEvent.click(within(group('Gender')).getByRole('radio', { name: 'Male' }));
  choose('Occupation', 'Jewellery Trading');
  choose('Source of Income', 'Salary');
  choose('Purpose', 'Investment');
  choose('Payment Mode', 'Cash');
  fireEvent.click(combo('Product Type'));
  fireEvent.click(screen.getByRole('option', { name: '24K Gold Bar' }));
  choose('ID Type', 'Passport');
  type('ID No', 'N0012345');
  type('ID Issued By', 'Civil Status Department');
  chooseCountry('ID Issued At', 'Jordan');
  date('ID Issued Date', '2021-06-01');
  date('ID Expiry Date', '2031-06-01');
}

describe('IndividualForm fields (spec 2 §5.1)', () => {
  it('groups an Emirates ID 3-4-7-1 as it is typed, at most 18 characters, with the hint', () => {
    signInWithTenant();
    renderWithApp(<IndividualForm mode="new" />);
    choose('ID Type', 'EID');
    const idNo = field('ID No');
    expect(screen.getByText('Format: xxx-xxxx-xxxxxxx-x')).toBeTruthy();
    expect(idNo.maxLength).toBe(18);
    fireEvent.change(idNo, { target: { value: '7841' } });
    expect(idNo.value).toBe('784-1');
    fireEvent.change(idNo, { target: { value: '784198712345671' } });
    expect(idNo.value).toBe('784-1987-1234567-1');
    fireEvent.change(idNo, { target: { value: '784-1987-1234567-12' } });
    expect(idNo.value).toBe('784-1987-1234567-1');
  });

  it('clears the ID number when the ID type changes, and a passport number is kept as typed', () => {
    signInWithTenant();
    renderWithApp(<IndividualForm mode="new" />);
    choose('ID Type', 'Passport');
    type('ID No', 'X99-12');
    expect(field('ID No').value).toBe('X99-12');
    expect(screen.queryByText('Format: xxx-xxxx-xxxxxxx-x')).toBeNull();
    choose('ID Type', 'EID');
    expect(field('ID No').value).toBe('');
  });

  it('asks for the specifics only when Others, Other or dual nationality Yes is chosen', () => {
    signInWithTenant();
    renderWithApp(<IndividualForm mode="new" />);
    const specifics = ['Specify Occupation', 'Specify Purpose', 'Specify Other Payment Mode', 'Specify Gender'];
    for (const name of specifics) expect(screen.queryByRole('textbox', { name })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Dual Nationality Country' })).toBeNull();

    choose('Occupation', 'Others');
    choose('Purpose', 'Others');
    choose('Payment Mode', 'Others');
    fireEvent.click(within(group('Gender')).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(group('Dual Nationality')).getByRole('radio', { name: 'Yes' }));
    for (const name of specifics) expect(screen.getByRole('textbox', { name })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dual Nationality Country' })).toBeTruthy();

    choose('Occupation', 'Accounting');
    choose('Payment Mode', 'Cash');
    fireEvent.click(within(group('Dual Nationality')).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Specify Occupation' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Specify Other Payment Mode' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Specify Purpose' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Dual Nationality Country' })).toBeNull();
  });

  it("fills the phone's country code from the chosen country", () => {
    signInWithTenant();
    renderWithApp(<IndividualForm mode="new" />);
    expect(combo('Country Code').value).toMatch(/^\+971 /);
    chooseCountry('Country', 'Saudi Arabia');
    expect(combo('Country Code').value).toMatch(/^\+966 /);
    expect(field('Contact No').maxLength).toBe(15);
  });

  it('shows the schema messages under the fields and sends nothing while they stand', async () => {
    signInWithTenant();
    const calls = stubServer(() => jsonResponse(200, buildCustomer()));
    renderWithApp(<IndividualForm mode="new" />);
    choose('Occupation', 'Others');
    type('First Name', 'O');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('First Name must be between 2 and 50 characters.')).toBeTruthy();
    expect(screen.getByText('Please specify other occupation.')).toBeTruthy();
    expect(screen.getByText('ID Type is required')).toBeTruthy();
    expect(screen.getByText('Please select the place where ID was issued.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('IndividualForm new registration (spec 2 §2.2, §4.4)', () => {
  it('sends the registration with its documents, says so and starts a fresh form', async () => {
    signInWithTenant();
    const calls = stubServer(() => jsonResponse(200, buildCustomer({ firstName: 'Omar', lastName: 'Haddad' })));
    renderWithApp(<IndividualForm mode="new" />);
    expect(screen.getByRole('heading', { name: 'New Individual Registration' })).toBeTruthy();
    fillValidIndividual();
    fireEvent.change(screen.getByLabelText('Document files'), {
      target: { files: [new File(['%PDF-1.4 test'], 'passport.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('passport.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/IndividualUser/register-individual-user');
    expect(post?.body).toMatchObject({
      firstName: 'Omar',
      lastName: 'Haddad',
      contactNo: '+971-501234567',
      nationality: 'Jordan',
      productType: '24K Gold Bar',
      status: 'Pending',
      fuzzyLevel: '0',
      dateOfBirth: expect.stringMatching(/^1985-03-02T/),
      files: [{ filename: 'passport.pdf', fileBinary: btoa('%PDF-1.4 test') }],
      deletedFiles: [],
    });
    expect(post?.body).not.toHaveProperty('userID');
    // Spec 2 §4.4: cleared, files too; the tenant details are fetched again.
    await waitFor(() => expect(field('First Name').value).toBe(''));
    expect(screen.queryByText('passport.pdf')).toBeNull();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/ClientDetails/tenant-user-details')).toBe(true),
    );
    expect(await screen.findByText('Failed to update tenant details.')).toBeTruthy();
  });

  it('places the server’s field issues on the fields and toasts the spec failure', async () => {
    signInWithTenant();
    stubServer(() =>
      jsonResponse(400, {
        code: 'VALIDATION',
        message: 'Invalid request',
        issues: [{ path: 'idNo', message: 'ID No is already used by another customer' }],
      }),
    );
    renderWithApp(<IndividualForm mode="new" />);
    fillValidIndividual();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('ID No is already used by another customer')).toBeTruthy();
    expect(screen.getByText('Failed to submit form.')).toBeTruthy();
    expect(field('First Name').value).toBe('Omar');
  });

  it("toasts 'Duplicate user' for a 409 and keeps what was typed", async () => {
    signInWithTenant();
    stubServer(() => jsonResponse(409, { code: 'CONFLICT', message: 'Duplicate user' }));
    renderWithApp(<IndividualForm mode="new" />);
    fillValidIndividual();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Duplicate user')).toBeTruthy();
    expect(screen.queryByText('Failed to submit form.')).toBeNull();
    expect(field('Last Name').value).toBe('Haddad');
  });

  it('warns with the server’s words when the customer was saved as Pending unscreened, and clears', async () => {
    signInWithTenant();
    const message = 'The customer was saved as Pending but not screened: no sanctions list is loaded.';
    stubServer(() => jsonResponse(503, { code: 'NO_WATCHLIST_LOADED', message, userId: USER_ID }));
    renderWithApp(<IndividualForm mode="new" />);
    fillValidIndividual();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Failed to submit form.')).toBeNull();
    await waitFor(() => expect(field('First Name').value).toBe(''));
  });
});

describe('IndividualForm edit (spec 2 §2.2, §4.4, §4.5)', () => {
  it('shows the saved customer, sends the changes with deleted documents and keeps the answer', async () => {
    signInWithTenant();
    const customer = buildCustomer();
    const answer = buildCustomer({ city: 'Abu Dhabi', files: [] });
    const calls = stubServer(() => jsonResponse(200, answer));
    renderWithApp(<IndividualForm mode="edit" customer={customer} />);

    expect(screen.getByRole('heading', { name: 'Editing: Aisha Rahman' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Customers' }).getAttribute('href')).toBe('/dashboard/customers');
    expect(field('First Name').value).toBe('Aisha');
    expect(combo('Country Code').value).toMatch(/^\+971 /);
    expect(field('Contact No').value).toBe('501234567');
    expect((screen.getByLabelText('Date of Birth', { exact: false }) as HTMLInputElement).value).toBe('1988-04-12');
    expect(within(group('Screening Fuzziness')).getByRole('radio', { name: /Level 1/ })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    type('City', 'Abu Dhabi');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/IndividualUser/individual-user/${USER_ID}`);
    expect(put?.body).toMatchObject({ userID: USER_ID, city: 'Abu Dhabi', files: [], deletedFiles: ['passport.pdf'] });
    // Kept, with the saved record's values (its documents list no longer has the deleted one).
    expect(field('City').value).toBe('Abu Dhabi');
    expect(field('First Name').value).toBe('Aisha');
    await waitFor(() => expect(screen.queryByText('passport.pdf')).toBeNull());
  });
});
