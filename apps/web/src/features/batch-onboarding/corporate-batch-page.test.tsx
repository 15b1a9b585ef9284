// @vitest-environment happy-dom
import { CORPORATE_BATCH_HEADERS } from '@aml/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { type Call, stubServer } from '../../test-support/stub-server';
import {
  formSentTo,
  setUpBatchScreenTests,
  stubUploadServer,
  workbook,
} from '../upload-batch/upload-batch-test-support';
import {
  BASE,
  BATCH_ID,
  buildPreview,
  buildProgress,
  buildSummary,
  RESULTS_PATH,
  renderCorporateBatchScreens,
} from './corporate-batch-test-support';
import { CORPORATE_BATCH_PATH } from './paths';

setUpBatchScreenTests();

const location = () => screen.getByLabelText('location').textContent;
const started = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === BASE);
const processButton = () => screen.getByRole('button', { name: 'Process Batch' }) as HTMLButtonElement;
const refusal = (message: string) =>
  jsonResponse(400, { code: 'VALIDATION', message, issues: [{ path: 'file', message }] });

/** A server with no batch in progress that previews every upload as `preview`. */
const server = (
  preview = buildPreview(),
  start: () => Response = () => jsonResponse(201, buildSummary({ status: 'queued', done: 0 })),
) => stubUploadServer(BASE, { preview, start, progress: buildProgress({ status: 'queued', done: 0 }, []) });

async function drop(file = workbook('companies.xlsx')) {
  fireEvent.change(await screen.findByLabelText('Corporate onboarding workbook (.xlsx)'), {
    target: { files: [file] },
  });
}

const LOADED = 'Loaded 2 companies with 3 partners: 5 screenings';

/** Drops the workbook, waits for its preview and presses Process Batch. */
async function processFile() {
  await drop();
  await screen.findByText(LOADED);
  fireEvent.click(processButton());
}

/** The value beside `label` in a two-column details table. */
const cell = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('corporate batch onboarding upload (spec 2 §2.8, §5.7)', () => {
  it('previews the file: the skipped message and rows, and one accordion item per company with its tables', async () => {
    const calls = server();
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Corporate Batch Onboarding' })).toBeTruthy();
    expect(await screen.findByText(CORPORATE_BATCH_HEADERS.join(', '))).toBeTruthy();
    expect(screen.getByText(/Partner 1 Name/)).toBeTruthy();
    expect(screen.getByText(/ignoring spaces and hyphens/)).toBeTruthy();
    expect(processButton().disabled).toBe(true);

    await drop();
    expect(await screen.findByText(LOADED)).toBeTruthy();
    expect(formSentTo(`${BASE}/preview`)?.get('file')).toBeInstanceOf(File);
    expect(calls.filter((call) => call.path === `${BASE}/preview`)).toHaveLength(1);
    expect(screen.getByText('Skipped rows: Row 3: companyName: Company Name is required')).toBeTruthy();
    const skipped = screen.getByRole('region', { name: 'Skipped rows' });
    expect(within(skipped).getByText('Row 3: companyName: Company Name is required')).toBeTruthy();

    expect(screen.getByRole('button', { name: /^Row 4 Gulf Gold Trading 1 partner$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Row 2 Falcon Bullion LLC 2 partners$/ }));
    const company = await screen.findByRole('table', { name: 'Company Details' });
    expect(cell(company, 'Countries Of Operation')).toBe('United Arab Emirates, India');
    expect(cell(company, 'Is Dealing With Import Export')).toBe('Yes');
    expect(cell(company, 'Fuzzy Level')).toBe('Level 1');
    const contact = screen.getByRole('table', { name: 'Contact Details' });
    expect(cell(contact, 'Office Country Code')).toBe('+971');
    expect(cell(contact, 'Contact Office No')).toBe('42223344');
    // Spec 2 §2.7: dates dd-mm-yy in batch views.
    const license = screen.getByRole('table', { name: 'Trade License Details' });
    expect(cell(license, 'Trade License Expiry Date')).toBe('30-06-30');
    expect(cell(license, 'Tenancy Contract Expiry Date')).toBe('—');
    expect(cell(screen.getByRole('table', { name: 'Financial Details' }), 'Product Type')).toBe('Gold, Silver');

    const partners = screen.getByRole('table', { name: 'Partners' });
    expect(within(partners).getAllByRole('columnheader')[1]?.textContent).toBe('Name');
    const rows = within(partners).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Individual', 'Ahmed Khan', 'India', 'Passport', 'P7654321', '15-03-31', '02-11-79', 'UBO', '60', 'No']);
    expect(processButton().disabled).toBe(false);
  });

  it("says 'No valid records to process.' when every row was skipped, and keeps Process off", async () => {
    server(
      buildPreview({
        records: [],
        screeningsNeeded: 0,
        skippedMessage: 'All rows skipped due to errors: Row 3: companyName: Company Name is required',
      }),
    );
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    await drop();
    expect(await screen.findByText('No valid records to process.')).toBeTruthy();
    expect(screen.getByText(/^All rows skipped due to errors: Row 3/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Record Preview' })).toBeNull();
    expect(processButton().disabled).toBe(true);
  });

  it('shows a refused file in the server words, and refuses a file that is not .xlsx', async () => {
    const calls = stubServer((call) =>
      call.path === `${BASE}/current`
        ? jsonResponse(200, { batch: null })
        : refusal('Missing mandatory headers: City, Expected Volume'),
    );
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    await drop();
    expect((await screen.findByRole('alert')).textContent).toBe('Missing mandatory headers: City, Expected Volume');
    expect(processButton().disabled).toBe(true);

    const previews = calls.filter((call) => call.path === `${BASE}/preview`).length;
    await drop(workbook('companies.csv', 'text/csv'));
    expect(
      await screen.findByText(
        'Error processing file. Please check the file format. The file is not an Excel workbook (.xlsx).',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === `${BASE}/preview`)).toHaveLength(previews);
  });

  it('shows the refusal of the start too (more than 500 companies)', async () => {
    server(buildPreview(), () => refusal('Maximum 500 records allowed.'));
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    await processFile();
    expect(await screen.findByText('Maximum 500 records allowed.')).toBeTruthy();
    expect(location()).toBe(CORPORATE_BATCH_PATH);
  });

  it('starts the batch with the file and opens its results', async () => {
    const calls = server();
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    await processFile();
    await waitFor(() => expect(location()).toBe(`${RESULTS_PATH}?id=${BATCH_ID}`));
    expect(started(calls)).toHaveLength(1);
    const form = formSentTo(BASE);
    expect((form?.get('file') as File | undefined)?.name).toBe('companies.xlsx');
    // No partial processing for a corporate batch: every company and partner is screened.
    expect(form?.has('limit')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Corporate Batch Onboarding Results' })).toBeTruthy();
  });

  it('does not start a batch whose companies and partners the balance cannot screen, and can discard it', async () => {
    const calls = server(buildPreview({ maxScreeningCount: 3 }));
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    await processFile();
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Screening Count' });
    expect(dialog.textContent).toContain(
      "Your organisation has 3 screenings left, and the file's 2 companies and their partners need 5 screenings.",
    );
    expect(within(dialog).queryByRole('button', { name: /^Process/ })).toBeNull();
    expect(started(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard Batch' }));
    expect(await screen.findByText('Batch discarded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Record Preview' })).toBeNull();
    expect(processButton().disabled).toBe(true);
  });

  it('opens the same dialog when the server answers 402 with the balance and the screenings needed', async () => {
    const calls = server(buildPreview(), () =>
      jsonResponse(402, {
        code: 'SCREENING_BALANCE_EXHAUSTED',
        message: 'Insufficient Screening Count: the companies and their partners need 6 screenings …',
        maxScreeningCount: 1,
        screeningsNeeded: 6,
        records: 2,
      }),
    );
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    await processFile();
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Screening Count' });
    expect(dialog.textContent).toContain(
      "Your organisation has 1 screening left, and the file's 2 companies and their partners need 6 screenings.",
    );
    expect(started(calls)).toHaveLength(1);
    expect(location()).toBe(CORPORATE_BATCH_PATH);
  });

  it('goes to the results of a batch running or kept when the page is opened', async () => {
    stubServer((call) =>
      call.path === `${BASE}/current`
        ? jsonResponse(200, { batch: buildSummary({ status: 'completed' }) })
        : jsonResponse(200, buildProgress({ status: 'completed' })),
    );
    renderCorporateBatchScreens(CORPORATE_BATCH_PATH);
    await waitFor(() => expect(location()).toBe(`${RESULTS_PATH}?id=${BATCH_ID}`));
    expect(await screen.findByRole('heading', { name: 'Corporate Batch Onboarding Results' })).toBeTruthy();
  });
});
