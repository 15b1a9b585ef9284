// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-support/fake-tokens';
import { buildIdScanResult } from '../../../test-support/id-scan';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../../test-support/render-with-app';
import { type Call, stubServer } from '../../../test-support/stub-server';
import { QuickOnboardForm } from './quick-onboard-form';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const QUICK_ONBOARD = '/api/IndividualUser/quick-onboard';
/** The form is large: on a loaded machine a re-render after an answer can take more than the default second. */
const SLOW = { timeout: 10_000 };

/** Answers the form's calls: `save` the quick-onboard call, `scan` the ID-card scan. */
function stubCalls({
  save = () => jsonResponse(200, {}),
  scan = () => jsonResponse(200, buildIdScanResult()),
}: {
  save?: () => Response;
  scan?: () => Response | Promise<Response>;
} = {}) {
  return stubServer((call: Call) => {
    if (call.path === '/api/ClientDetails/tenant-user-details') return jsonResponse(500, {});
    if (call.path === QUICK_ONBOARD) return save();
    if (call.path === '/api/id-scan') return scan();
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const dateInput = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const date = (name: string, value: string) => fireEvent.change(dateInput(name), { target: { value } });
/** What a screen reader says after a field's name: its description (hint, scan note). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function choose(name: string, option: string) {
  fireEvent.click(combo(name));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

function chooseCountry(name: string, country: string) {
  fireEvent.change(combo(name), { target: { value: country } });
  fireEvent.keyDown(combo(name), { key: 'Enter' });
}

function fillValid() {
  type('First Name', 'Omar');
  type('Last Name', 'Haddad');
  date('Date of Birth', '1985-03-02');
  type('Address', 'Flat 3, Marina Tower');
  chooseCountry('Nationality', 'Jordan');
  type('Contact No', '791234567');
  choose('ID Type', 'Passport');
  type('ID No', 'N0012345');
  date('ID Issued Date', '2021-06-01');
  date('ID Expiry Date', '2031-06-01');
}

function scanFile(file: File) {
  fireEvent.click(screen.getByRole('button', { name: 'Onboard with ID card' }));
  fireEvent.change(screen.getByLabelText('ID card file'), { target: { files: [file] } });
}

const passportPhoto = () => new File([new Uint8Array(2048)], 'passport.jpg', { type: 'image/jpeg' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Quick Onboard' }));

describe('QuickOnboardForm fields (spec 2 §2.5, §5.2)', () => {
  it('shows the four cards, the defaults and the schema messages, and sends nothing while they stand', async () => {
    signInWithTenant();
    const calls = stubCalls();
    renderWithApp(<QuickOnboardForm />);
    for (const name of ['Personal Information', 'Identification Details', 'Upload Documents', 'Screening Settings']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    const residence = screen.getByRole('radiogroup', { name: 'Residential Status' });
    expect(within(residence).getByRole('radio', { name: 'Resident' })).toHaveProperty('checked', true);
    const fuzziness = screen.getByRole('radiogroup', { name: 'Screening Fuzziness' });
    expect(within(fuzziness).getByRole('radio', { name: /OFF/i })).toHaveProperty('checked', true);
    expect(screen.getByText(/Up to 5 files of at most 5MB each/)).toBeTruthy();

    type('First Name', 'O');
    submit();
    expect(await screen.findByText('First Name must be between 2 and 100 characters.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('ID Type is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('fills the country code from the nationality and groups an Emirates ID as typed', () => {
    signInWithTenant();
    renderWithApp(<QuickOnboardForm />);
    expect(combo('Country Code').value).toMatch(/^\+971 /);
    chooseCountry('Nationality', 'Saudi Arabia');
    expect(combo('Country Code').value).toMatch(/^\+966 /);
    choose('ID Type', 'EID');
    type('ID No', '784198712345671');
    expect(field('ID No').value).toBe('784-1987-1234567-1');
    expect(descriptionOf(field('ID No'))).toBe('Format: xxx-xxxx-xxxxxxx-x');
  });
});

describe('QuickOnboardForm submit (spec 2 §3.3, §4.6, §8)', () => {
  it('sends the quick-onboard body with its documents, says so and starts afresh', async () => {
    signInWithTenant();
    const calls = stubCalls();
    renderWithApp(<QuickOnboardForm />);
    fillValid();
    fireEvent.change(screen.getByLabelText('Document files'), {
      target: { files: [new File(['%PDF-1.4 test'], 'passport.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('passport.pdf', {}, SLOW);
    submit();

    expect(await screen.findByText('User onboarded successfully!', {}, SLOW)).toBeTruthy();
    const post = calls.find((call) => call.path === QUICK_ONBOARD);
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({
      firstName: 'Omar',
      lastName: 'Haddad',
      dateOfBirth: expect.stringMatching(/^1985-03-02T/),
      residentialStatus: 'Resident',
      contactNo: '+962-791234567',
      address: 'Flat 3, Marina Tower',
      idType: 'Passport',
      idNo: 'N0012345',
      idIssuedDate: expect.stringMatching(/^2021-06-01T/),
      idExpiryDate: expect.stringMatching(/^2031-06-01T/),
      nationality: 'Jordan',
      fuzzyLevel: '0',
      files: [{ filename: 'passport.pdf', fileBinary: btoa('%PDF-1.4 test') }],
    });
    await waitFor(() => expect(field('First Name').value).toBe(''), SLOW);
    expect(combo('Nationality').value).toBe('');
    expect(screen.queryByText('passport.pdf')).toBeNull();
  });

  it('places the server’s field issues on the fields and toasts the spec failure', async () => {
    signInWithTenant();
    stubCalls({
      save: () =>
        jsonResponse(400, {
          code: 'VALIDATION',
          message: 'Invalid request',
          issues: [{ path: 'contactNo', message: 'Contact number must be numeric' }],
        }),
    });
    renderWithApp(<QuickOnboardForm />);
    fillValid();
    submit();
    expect(await screen.findByText('Contact number must be numeric', {}, SLOW)).toBeTruthy();
    expect(field('Contact No').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Failed to submit form.')).toBeTruthy();
    expect(field('First Name').value).toBe('Omar');
  });

  it("toasts 'Duplicate user' for a 409 and keeps what was typed", async () => {
    signInWithTenant();
    stubCalls({ save: () => jsonResponse(409, { code: 'CONFLICT', message: 'Duplicate user' }) });
    renderWithApp(<QuickOnboardForm />);
    fillValid();
    submit();
    expect(await screen.findByText('Duplicate user', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Failed to submit form.')).toBeNull();
    expect(field('Last Name').value).toBe('Haddad');
  });

  it('warns with the server’s words when the customer was kept as Pending unscreened, and starts afresh', async () => {
    signInWithTenant();
    const message = 'The customer was saved as Pending but not screened: no screening balance is left.';
    stubCalls({
      save: () => jsonResponse(402, { code: 'SCREENING_BALANCE_EXHAUSTED', message, userId: 'user-9' }),
    });
    renderWithApp(<QuickOnboardForm />);
    fillValid();
    submit();
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Failed to submit form.')).toBeNull();
    await waitFor(() => expect(field('First Name').value).toBe(''), SLOW);
  });
});

describe('QuickOnboardForm ID-card scan (spec 2 §4.6)', () => {
  it('pre-fills what the card gave, marks the doubtful fields in words and sums up', async () => {
    signInWithTenant();
    const calls = stubCalls({
      scan: () =>
        jsonResponse(
          200,
          buildIdScanResult({
            lastName: { value: 'Haddad', confidence: 0.95, source: 'mrz', flagged: true, note: 'may be shortened' },
            idNo: { value: 'N0O12345', confidence: 0.3, source: 'mrz', flagged: true },
          }),
        ),
    });
    renderWithApp(<QuickOnboardForm />);
    type('Address', 'Flat 3, Marina Tower');
    scanFile(passportPhoto());

    expect(await screen.findByText('Image processed successfully!', {}, SLOW)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/id-scan')).toHaveLength(1);
    expect(field('First Name').value).toBe('Omar');
    expect(field('Last Name').value).toBe('Haddad');
    expect(dateInput('Date of Birth').value).toBe('1985-03-02');
    expect(combo('Nationality').value).toBe('Jordan');
    expect(combo('Country Code').value).toMatch(/^\+962 /);
    expect(combo('ID Type').value).toBe('Passport');
    expect(field('ID No').value).toBe('N0O12345');
    expect(dateInput('ID Expiry Date').value).toBe('2031-06-01');
    // What the scan does not fill is kept.
    expect(field('Address').value).toBe('Flat 3, Marina Tower');

    // The doubtful values are said under their fields; the sure ones are not marked.
    expect(descriptionOf(field('Last Name'))).toBe('Check: may be shortened');
    expect(descriptionOf(field('ID No'))).toBe('Check: read with 30% confidence');
    expect(descriptionOf(field('First Name'))).toBe('');
    const status = screen.getByRole('status');
    expect(within(status).getByText(/Please review the extracted data/)).toBeTruthy();
    expect(within(status).getByText(/Filled from passport\.jpg: First Name, Last Name, Date of Birth/)).toBeTruthy();
    expect(within(status).getByText("To check (2), marked 'Check' under the field: Last Name, ID No.")).toBeTruthy();
    expect(
      within(status).getByText(/Not read, enter by hand: .*ID Issued Date \(The MRZ holds no issue date\.\)/),
    ).toBeTruthy();

    // Changing a marked value is checking it: the mark goes.
    type('Last Name', 'Al Haddad');
    expect(descriptionOf(field('Last Name'))).toBe('');
  });

  it('takes the scanned values back out when the scan is cleared, keeping the user’s own', async () => {
    signInWithTenant();
    stubCalls();
    renderWithApp(<QuickOnboardForm />);
    type('Address', 'Flat 3, Marina Tower');
    scanFile(passportPhoto());
    await screen.findByText('Image processed successfully!', {}, SLOW);
    type('Last Name', 'Al Haddad');
    fireEvent.click(screen.getByRole('button', { name: 'Clear scan' }));
    expect(screen.queryByText('Image processed successfully!')).toBeNull();
    expect(field('First Name').value).toBe('');
    expect(field('ID No').value).toBe('');
    expect(combo('Country Code').value).toMatch(/^\+971 /);
    expect(field('Last Name').value).toBe('Al Haddad');
    expect(field('Address').value).toBe('Flat 3, Marina Tower');
  });

  it('says processing while the server reads the card, with the upload disabled', async () => {
    signInWithTenant();
    let answer: (response: Response) => void = () => {};
    stubCalls({ scan: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<QuickOnboardForm />);
    scanFile(passportPhoto());
    expect(await screen.findByText('Processing image...', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload ID card' })).toHaveProperty('disabled', true);
    answer(jsonResponse(200, buildIdScanResult()));
    expect(await screen.findByText('Image processed successfully!', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload ID card' })).toHaveProperty('disabled', false);
  });

  it('says why a scan failed: the server’s refusal, or a file refused before sending', async () => {
    signInWithTenant();
    const calls = stubCalls({
      scan: () => jsonResponse(422, { code: 'ID_SCAN_FAILED', message: 'Failed to process image' }),
    });
    renderWithApp(<QuickOnboardForm />);
    scanFile(passportPhoto());
    const status = await screen.findByRole('status', {}, SLOW);
    expect(await within(status).findByText('Failed to process image', {}, SLOW)).toBeTruthy();
    expect(field('First Name').value).toBe('');

    fireEvent.change(screen.getByLabelText('ID card file'), {
      target: { files: [new File(['GIF89a'], 'card.gif', { type: 'image/gif' })] },
    });
    expect(await within(status).findByText('card.gif is not a valid file type.', {}, SLOW)).toBeTruthy();
    expect(within(status).getByText('Failed to process image')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/id-scan')).toHaveLength(1);
  });

  it('starts the scan afresh after a successful submit', async () => {
    signInWithTenant();
    stubCalls();
    renderWithApp(<QuickOnboardForm />);
    scanFile(passportPhoto());
    await screen.findByText('Image processed successfully!', {}, SLOW);
    type('Address', 'Flat 3, Marina Tower');
    type('Contact No', '791234567');
    date('ID Issued Date', '2021-06-01');
    submit();
    expect(await screen.findByText('User onboarded successfully!', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Image processed successfully!')).toBeNull(), SLOW);
    expect(field('First Name').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear scan' })).toBeNull();
  });
});
