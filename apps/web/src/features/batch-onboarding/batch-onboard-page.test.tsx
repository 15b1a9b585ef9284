// @vitest-environment happy-dom
import { INDIVIDUAL_BATCH_HEADERS } from '@aml/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { type Call, stubServer } from '../../test-support/stub-server';
import {
  catchDownloads,
  formSentTo,
  setUpBatchScreenTests,
  stubUploadServer,
  workbook,
  XLSX,
} from '../upload-batch/upload-batch-test-support';
import {
  BATCH_ID,
  buildPreview,
  buildProgress,
  buildSummary,
  RESULTS_PATH,
  renderBatchOnboardScreens,
} from './batch-onboard-test-support';
import { BATCH_ONBOARD_PATH } from './paths';

setUpBatchScreenTests();

const BASE = '/api/IndividualUser/batch';
const location = () => screen.getByLabelText('location').textContent;
const started = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === BASE);
const processButton = () => screen.getByRole('button', { name: 'Process Batch' }) as HTMLButtonElement;

/** A server with no batch in progress that previews every upload as `preview`. */
const server = (
  preview = buildPreview(),
  start: () => Response = () => jsonResponse(201, buildSummary({ status: 'queued', done: 0 })),
) => stubUploadServer(BASE, { preview, start, progress: buildProgress({ status: 'queued', done: 0 }, []) });

async function drop(file: File) {
  fireEvent.change(await screen.findByLabelText('Onboarding workbook (.xlsx)'), { target: { files: [file] } });
}

describe('batch onboarding upload (spec 2 §2.6, §5.3)', () => {
  it('previews the workbook: the summary, the skipped rows and the Record Preview of the 13 columns', async () => {
    const calls = server();
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    expect(await screen.findByRole('heading', { name: 'Batch Onboarding' })).toBeTruthy();
    expect(await screen.findByText(INDIVIDUAL_BATCH_HEADERS.join(', '))).toBeTruthy();
    expect(screen.getByText(/Residential Status is Resident or Non-Resident/)).toBeTruthy();
    expect(processButton().disabled).toBe(true);

    await drop(workbook());
    expect(await screen.findByText('Loaded 2 valid records')).toBeTruthy();
    expect(formSentTo(`${BASE}/preview`)?.get('file')).toBeInstanceOf(File);
    expect(calls.filter((call) => call.path === `${BASE}/preview`)).toHaveLength(1);

    expect(screen.getByText('Skipped 2 invalid row(s)')).toBeTruthy();
    const skipped = screen.getByRole('region', { name: 'Skipped rows' });
    expect(within(skipped).getByText('Row 3: Contact Number - Contact number must be numeric')).toBeTruthy();
    expect(within(skipped).getByText('Row 5: Invalid EID format for ID Number')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Record Preview' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([...INDIVIDUAL_BATCH_HEADERS]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    // Spec 2 §2.7: dates dd-mm-yy in batch views; the phone split back into its code and number.
    expect(first).toEqual([
      'Aisha',
      'Rahman',
      '23-04-85',
      'Resident',
      'Gold Souq, Deira, Dubai',
      'United Arab Emirates',
      '+971',
      '501234567',
      'EID',
      '784-1985-1234567-1',
      '10-01-21',
      '09-01-31',
      'Level 1',
    ]);
    // The table scrolls inside its own box.
    expect(screen.getByRole('region', { name: 'Record Preview' }).contains(table)).toBe(true);
    expect(processButton().disabled).toBe(false);
  });

  it("says 'No valid records found' and keeps Process off", async () => {
    server(buildPreview({ records: [], summary: 'No valid records found', skipped: 2 }));
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    await drop(workbook());
    expect(await screen.findByText('No valid records found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(processButton().disabled).toBe(true);
  });

  it("shows a refused workbook as 'Error parsing file: ...' and refuses a file that is not .xlsx", async () => {
    const calls = stubServer((call) =>
      call.path === `${BASE}/current`
        ? jsonResponse(200, { batch: null })
        : jsonResponse(400, {
            code: 'VALIDATION',
            message: `Invalid headers. Expected: ${INDIVIDUAL_BATCH_HEADERS.join(', ')}`,
            issues: [{ path: 'file', message: 'Invalid headers' }],
          }),
    );
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    await drop(workbook());
    expect(
      await screen.findByText(`Error parsing file: Invalid headers. Expected: ${INDIVIDUAL_BATCH_HEADERS.join(', ')}`),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(processButton().disabled).toBe(true);

    const previews = calls.filter((call) => call.path === `${BASE}/preview`).length;
    await drop(workbook('customers.csv', 'text/csv'));
    expect(await screen.findByText('Files of type xlsx are supported')).toBeTruthy();
    expect(calls.filter((call) => call.path === `${BASE}/preview`)).toHaveLength(previews);
  });

  it('starts the batch with the file and opens its results', async () => {
    const calls = server();
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    await drop(workbook());
    await screen.findByText('Loaded 2 valid records');
    fireEvent.click(processButton());
    await waitFor(() => expect(location()).toBe(`${RESULTS_PATH}?id=${BATCH_ID}`));
    expect(started(calls)).toHaveLength(1);
    expect((formSentTo(BASE)?.get('file') as File | undefined)?.name).toBe('customers.xlsx');
    expect(await screen.findByRole('heading', { name: 'Batch Onboarding Results' })).toBeTruthy();
  });

  it('does not start a batch the screening balance cannot finish, and says why', async () => {
    const calls = server(buildPreview({ maxScreeningCount: 1 }));
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    await drop(workbook());
    await screen.findByText('Loaded 2 valid records');
    fireEvent.click(processButton());

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Screening Count' });
    expect(dialog.textContent).toContain('Your organisation has 1 screening left, and the file holds 2 records.');
    // Onboarding cannot be cut short: no partial processing is offered.
    expect(within(dialog).queryByRole('button', { name: /^Process/ })).toBeNull();
    expect(started(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard Batch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
    expect(processButton().disabled).toBe(true);
  });

  it('opens the same dialog when the server answers 402 with the balance left', async () => {
    const calls = server(buildPreview(), () =>
      jsonResponse(402, {
        code: 'SCREENING_BALANCE_EXHAUSTED',
        message: 'Insufficient Screening Count: the file holds 2 records and your organisation has 0 screenings left.',
        maxScreeningCount: 0,
        records: 2,
      }),
    );
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    await drop(workbook());
    await screen.findByText('Loaded 2 valid records');
    fireEvent.click(processButton());
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Screening Count' });
    expect(dialog.textContent).toContain('Your organisation has 0 screenings left, and the file holds 2 records.');
    expect(started(calls)).toHaveLength(1);
    expect(location()).toBe(BATCH_ONBOARD_PATH);
  });

  it('downloads the template', async () => {
    const { saved, restore } = catchDownloads();
    const calls = stubServer((call) =>
      call.path === `${BASE}/template`
        ? new Response(new Uint8Array([80, 75, 3, 4]), {
            status: 200,
            headers: {
              'Content-Type': XLSX,
              'Content-Disposition': 'attachment; filename="IndividualOnboardingTemplate.xlsx"',
            },
          })
        : jsonResponse(200, { batch: null }),
    );
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(saved).toEqual(['IndividualOnboardingTemplate.xlsx']));
    expect(calls.filter((call) => call.path === `${BASE}/template`)).toHaveLength(1);
    restore();
  });

  it('goes to the results of a batch running or finished within 24 hours when the page is opened', async () => {
    stubServer((call) =>
      call.path === `${BASE}/current`
        ? jsonResponse(200, { batch: buildSummary({ status: 'completed' }) })
        : jsonResponse(200, buildProgress({ status: 'completed' })),
    );
    renderBatchOnboardScreens(BATCH_ONBOARD_PATH);
    await waitFor(() => expect(location()).toBe(`${RESULTS_PATH}?id=${BATCH_ID}`));
    expect(await screen.findByRole('heading', { name: 'Batch Onboarding Results' })).toBeTruthy();
  });
});
