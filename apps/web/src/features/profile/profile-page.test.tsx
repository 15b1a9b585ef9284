// @vitest-environment happy-dom
import { formatMediumDate, STORAGE_KEYS, TENANT_PROFILE_MESSAGES } from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import { buildTenant } from '../../test-support/tenant';
import { ProfilePage } from './profile-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DETAILS = '/api/ClientDetails/tenant-user-details';
const UPDATE = '/api/ClientDetails/update-tenant-details';

function renderProfile(role: 'MLRO' | 'FLA') {
  signInWithTenant();
  localStorage.setItem(STORAGE_KEYS.clientRole, role);
  return renderWithApp(<ProfilePage />, { route: '/dashboard/profileinfo' });
}

const detailCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === DETAILS);
const section = (name: string) => screen.getByRole('region', { name });
/** The value shown under a label in a section's description list. */
const shownValue = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.findByRole('dialog', { name: 'Edit Tenant Details' });
}

/** A field by its label exactly (the required asterisk aside): 'Address' is not 'Address Type'. */
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

function typeInto(dialog: HTMLElement, label: string, value: string, index = 0) {
  const input = within(dialog).getAllByLabelText(labelled(label), { selector: 'input' })[index] as HTMLElement;
  fireEvent.change(input, { target: { value } });
}

function chooseCountry(dialog: HTMLElement, label: string, search: string, index = 0) {
  const input = within(dialog).getAllByRole('combobox', { name: new RegExp(`^${label}`) })[index] as HTMLElement;
  fireEvent.change(input, { target: { value: search } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('Profile Information (spec 1 §2.5)', () => {
  it('shows a skeleton while loading, then every section with the tenant values and the users', async () => {
    let release: (response: Response) => void = () => {};
    stubServer(() => new Promise<Response>((resolve) => (release = resolve)));
    renderProfile('FLA');
    const loading = screen.getByRole('status');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByText('Loading profile')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'General Information' })).toBeNull();

    const tenant = buildTenant({
      addressType: 'OFFIC:OFFIC',
      address: 'Shop 12\\: Gold Souq:Unit 5',
      city: 'Dubai:Muscat',
      countryCode: 'AE:OM',
      state: 'Dubai:Muscat',
    });
    release(jsonResponse(200, tenant));

    expect(await screen.findByRole('heading', { name: 'General Information' })).toBeTruthy();
    const general = section('General Information');
    expect(shownValue(general, 'Client Name')).toBe('Demo Jewellers LLC');
    expect(shownValue(general, 'Client Code')).toBe('DEMO');
    expect(shownValue(general, 'Reporting Entity ID')).toBe('1001');
    expect(shownValue(general, 'Created Date')).toBe(formatMediumDate(tenant.createdDate));
    expect(shownValue(general, 'Expiry Date')).toBe('May 01, 2027');
    const personal = section('Personal Information');
    expect(shownValue(personal, 'First Name')).toBe('Demo');
    expect(shownValue(personal, 'Birthdate')).toBe('Jan 01, 1985');
    expect(shownValue(personal, 'ID Number')).toBe('784-1985-0000000-0');
    const passport = section('Passport Information');
    expect(shownValue(passport, 'Passport Number')).toBe('DEMO00000');
    expect(shownValue(passport, 'Passport Country')).toBe('United Arab Emirates (AE)');
    expect(shownValue(passport, 'Nationality')).toBe('United Arab Emirates (AE)');
    const contact = section('Contact Information');
    expect(shownValue(contact, 'Contact Type')).toBe('Office');
    expect(shownValue(contact, 'Communication Type')).toBe('Mobile');
    expect(shownValue(contact, 'Phone Number')).toBe('971500000000');

    // The colon-joined fields read back as blocks, an escaped colon kept inside its value.
    const addresses = section('Address Information');
    const first = within(addresses).getByRole('article', { name: 'Address 1' });
    const second = within(addresses).getByRole('article', { name: 'Address 2' });
    expect(shownValue(first, 'Address')).toBe('Shop 12: Gold Souq');
    expect(shownValue(first, 'Address Type')).toBe('Office');
    expect(shownValue(second, 'Address')).toBe('Unit 5');
    expect(shownValue(second, 'Country')).toBe('Oman (OM)');

    const users = within(section('Users')).getByRole('table', { name: 'Users' });
    expect(
      within(users)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status']);
    const rows = within(users)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Mariam Al Falasi', 'mlro@demo.test', 'MLRO', 'Active'],
      ['Omar Haddad', 'fla@demo.test', 'FLA', 'Inactive'],
    ]);
    // Spec 1 §6: only the MLRO sees Edit Profile.
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });

  it('shows Error Loading Profile with the message, and Retry loads again', async () => {
    let fail = true;
    const calls = stubServer(() =>
      fail ? jsonResponse(404, { code: 'NOT_FOUND', message: 'Tenant not found' }) : jsonResponse(200, buildTenant()),
    );
    renderProfile('MLRO');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Profile')).toBeTruthy();
    expect(within(alert).getByText('Tenant not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'General Information' })).toBeTruthy();
    expect(detailCalls(calls)).toHaveLength(2);
    expect(screen.queryByText('Error Loading Profile')).toBeNull();
  });

  it("falls back to 'Failed to fetch tenant data' when the server says nothing readable", async () => {
    stubServer(() => new Response('oops', { status: 502 }));
    renderProfile('MLRO');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch tenant data')).toBeTruthy();
  });

  it("says 'No data returned from the API.' when the answer is empty", async () => {
    stubServer(() => new Response(null, { status: 200 }));
    renderProfile('MLRO');
    expect(await screen.findByText('No data returned from the API.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });
});

describe('Edit Tenant Details (spec 1 §2.5, §5, §7)', () => {
  it('lets the MLRO save two addresses: colons escaped, countries as codes, empty values null, then closes', async () => {
    const saved = buildTenant({ tphNumber: '971501234567' });
    const calls = stubServer((call) => {
      if (call.method === 'PUT' && call.path === UPDATE) return jsonResponse(200, saved);
      return jsonResponse(200, detailCalls([...calls, call]).length > 1 ? saved : buildTenant());
    });
    renderProfile('MLRO');
    const dialog = await openEditor();

    // Loaded values: the stored codes show as the list's names, Office and Mobile chosen.
    expect((within(dialog).getByRole('combobox', { name: /^Passport Country/ }) as HTMLInputElement).value).toBe(
      'United Arab Emirates',
    );
    expect(within(dialog).getByText('Country code: AE')).toBeTruthy();
    // One block: nothing to remove.
    expect(within(dialog).queryByRole('button', { name: /Remove address/ })).toBeNull();

    typeInto(dialog, 'Phone Number', '971501234567');
    chooseCountry(dialog, 'Nationality', 'jordan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    const second = within(dialog).getByRole('region', { name: 'Address 2' });
    typeInto(second, 'Address', 'Unit 5: Gold Souk');
    typeInto(second, 'City', 'Muscat');
    typeInto(second, 'State', 'Muscat');
    chooseCountry(second, 'Country', 'oman');
    expect(within(second).getByText('Country code: OM')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /Remove address/ })).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Details updated successfully')).toBeTruthy();

    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(UPDATE);
    expect(put?.body).toEqual({
      email: 'compliance@demo.test',
      remarks: null,
      rentityId: '1001',
      firstName: 'Demo',
      lastName: 'Officer',
      birthdate: '1985-01-01',
      ssn: '784-1985-0000000-0',
      passportNumber: 'DEMO00000',
      passportCountry: 'AE',
      nationality: 'JO',
      tphContactType: 'OFFIC',
      tphCommunicationType: 'M',
      tphNumber: '971501234567',
      addressType: 'OFFIC:OFFIC',
      address: 'Shop 12, Demo Gold Souq:Unit 5\\: Gold Souk',
      city: 'Dubai:Muscat',
      countryCode: 'AE:OM',
      state: 'Dubai:Muscat',
    });
    // The profile is fetched again, and the modal closes 1.5 s after the save.
    await waitFor(() => expect(detailCalls(calls).length).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tenant Details' })).toBeNull(), {
      timeout: 3000,
    });
    expect(shownValue(section('Contact Information'), 'Phone Number')).toBe('971501234567');
  });

  it('removes an address block only while more than one exists', async () => {
    stubServer(() =>
      jsonResponse(
        200,
        buildTenant({
          addressType: 'OFFIC:OFFIC',
          address: 'A:B',
          city: 'Dubai:Sharjah',
          countryCode: 'AE:AE',
          state: 'Dubai:Sharjah',
        }),
      ),
    );
    renderProfile('MLRO');
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove address 1' }));
    expect(within(dialog).queryByRole('region', { name: 'Address 2' })).toBeNull();
    expect((within(dialog).getByLabelText(labelled('City')) as HTMLInputElement).value).toBe('Sharjah');
    expect(within(dialog).queryByRole('button', { name: /Remove address/ })).toBeNull();
  });

  it('shows a rule message on the field and sends nothing while a value breaks §5', async () => {
    const calls = stubServer(() => jsonResponse(200, buildTenant()));
    renderProfile('MLRO');
    const dialog = await openEditor();
    typeInto(dialog, 'Phone Number', '12ab');
    typeInto(dialog, 'First Name', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText(TENANT_PROFILE_MESSAGES.tphNumberDigits)).toBeTruthy();
    expect(within(dialog).getByText(TENANT_PROFILE_MESSAGES.firstName)).toBeTruthy();
    const blank = within(dialog).getByRole('region', { name: 'Address 2' });
    expect(within(blank).getByText(TENANT_PROFILE_MESSAGES.address)).toBeTruthy();
    expect(within(blank).getByText(TENANT_PROFILE_MESSAGES.countryCode)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's message on a 400 and keeps the modal open", async () => {
    stubServer((call) =>
      call.method === 'PUT'
        ? jsonResponse(400, {
            code: 'VALIDATION',
            message: 'City is required',
            issues: [{ path: 'addresses.0.city', message: 'City is required' }],
          })
        : jsonResponse(200, buildTenant()),
    );
    renderProfile('MLRO');
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('City is required');
    // The issue lands on its field too.
    expect(within(dialog).getAllByText('City is required')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Edit Tenant Details' })).toBeTruthy();
  });

  it("prefers the server's title, and says 'Failed to update tenant details' when there is nothing to show", async () => {
    let answer = () => jsonResponse(409, { code: 'CONFLICT', message: 'Ignored', title: 'Profile is locked' });
    stubServer((call) => (call.method === 'PUT' ? answer() : jsonResponse(200, buildTenant())));
    renderProfile('MLRO');
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Profile is locked');

    answer = () => new Response('bad gateway', { status: 502 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to update tenant details'));
  });
});
