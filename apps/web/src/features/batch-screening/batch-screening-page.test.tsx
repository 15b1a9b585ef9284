// @vitest-environment happy-dom
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
import { BATCH_ID, buildPreview, buildProgress, buildSummary, renderBatchScreens } from './batch-test-support';

setUpBatchScreenTests();

const location = () => screen.getByLabelText('location').textContent;
const started = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/Scan/batch');

/** A server with no batch in progress that previews every upload as `preview`. */
const server = (preview = buildPreview()) =>
  stubUploadServer('/api/Scan/batch', {
    preview,
    start: () => jsonResponse(201, buildSummary({ status: 'queued', done: 0 })),
    progress: buildProgress({}, []),
  });

async function drop(file: File) {
  fireEvent.change(await screen.findByLabelText('Screening workbook (.xlsx)'), { target: { files: [file] } });
}

describe('batch screening upload (spec 3 §2, §5)', () => {
  it('previews the workbook: summary, the skipped rows and the Record Preview table', async () => {
    const calls = server();
    renderBatchScreens('/dashboard/batch-screening');
    expect(await screen.findByRole('heading', { name: 'Batch Screening' })).toBeTruthy();
    expect(await screen.findByText('Customer Type, Name, Date of Birth, Gender, Fuzzy Search')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Process Batch' }) as HTMLButtonElement).disabled).toBe(true);

    await drop(workbook());
    expect(await screen.findByText('Loaded 2 valid records')).toBeTruthy();
    expect(formSentTo('/api/Scan/batch/preview')?.get('file')).toBeInstanceOf(File);
    expect(calls.filter((call) => call.path === '/api/Scan/batch/preview')).toHaveLength(1);

    const skipped = screen.getByRole('region', { name: 'Skipped rows' });
    expect(within(skipped).getByText('Row 3: Name is required')).toBeTruthy();
    expect(within(skipped).getByText('Row 5: Gender must be male or female')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Record Preview' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Customer Type', 'Name', 'Date of Birth', 'Gender', 'Fuzzy Search']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(first[0]).toBe('Individual');
    expect(first[1]).toContain('Mohammed Abdullah');
    expect(first.slice(2)).toEqual(['00/05/1975', 'Male', 'Level I']);
    expect((screen.getByRole('button', { name: 'Process Batch' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a refused workbook as 'Error parsing file: ...' and refuses a file that is not .xlsx", async () => {
    const calls = stubServer((call) =>
      call.path === '/api/Scan/batch/current'
        ? jsonResponse(200, { batch: null })
        : jsonResponse(400, {
            code: 'VALIDATION',
            message: 'Invalid headers. Expected: Customer Type, Name, Date of Birth, Gender, Fuzzy Search',
            issues: [{ path: 'file', message: 'Invalid headers' }],
          }),
    );
    renderBatchScreens('/dashboard/batch-screening');
    await drop(workbook());
    expect(
      await screen.findByText(
        'Error parsing file: Invalid headers. Expected: Customer Type, Name, Date of Birth, Gender, Fuzzy Search',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Process Batch' }) as HTMLButtonElement).disabled).toBe(true);

    const previews = calls.filter((call) => call.path === '/api/Scan/batch/preview').length;
    await drop(workbook('customers.csv', 'text/csv'));
    expect(await screen.findByText('Files of type xlsx are supported')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/Scan/batch/preview')).toHaveLength(previews);
  });

  it('starts the batch and opens its results', async () => {
    const calls = server();
    renderBatchScreens('/dashboard/batch-screening');
    await drop(workbook());
    fireEvent.click(await screen.findByRole('button', { name: 'Process Batch' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/batch-results?id=${BATCH_ID}`));
    expect(started(calls)).toHaveLength(1);
    const form = formSentTo('/api/Scan/batch');
    expect((form?.get('file') as File | undefined)?.name).toBe('customers.xlsx');
    expect(form?.has('limit')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to process only as many records as the balance allows, sending limit=N', async () => {
    const calls = server(buildPreview({ maxScreeningCount: 1 }));
    renderBatchScreens('/dashboard/batch-screening');
    await drop(workbook());
    fireEvent.click(await screen.findByRole('button', { name: 'Process Batch' }));

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Screening Count' });
    expect(dialog.textContent).toContain('Your organisation has 1 screening left, and the file holds 2 records.');
    expect(started(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Process 1 Records' }));

    await waitFor(() => expect(location()).toBe(`/dashboard/batch-results?id=${BATCH_ID}`));
    expect(started(calls)).toHaveLength(1);
    expect(formSentTo('/api/Scan/batch')?.get('limit')).toBe('1');
  });

  it('discards the batch from the dialog: the file is cleared and nothing is started', async () => {
    const calls = server(buildPreview({ maxScreeningCount: 0 }));
    renderBatchScreens('/dashboard/batch-screening');
    await drop(workbook());
    fireEvent.click(await screen.findByRole('button', { name: 'Process Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Screening Count' });
    // No balance at all: there is nothing to process.
    expect(within(dialog).queryByRole('button', { name: /^Process/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard Batch' }));

    expect(await screen.findByText('Batch discarded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Loaded 2 valid records')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Process Batch' }) as HTMLButtonElement).disabled).toBe(true);
    expect(started(calls)).toHaveLength(0);
  });

  it('downloads ScreeningTemplate.xlsx', async () => {
    const { saved, restore } = catchDownloads();
    const calls = stubServer((call) =>
      call.path === '/api/Scan/batch/template'
        ? new Response(new Uint8Array([80, 75, 3, 4]), {
            status: 200,
            headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="ScreeningTemplate.xlsx"' },
          })
        : jsonResponse(200, { batch: null }),
    );
    renderBatchScreens('/dashboard/batch-screening');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(saved).toEqual(['ScreeningTemplate.xlsx']));
    expect(calls.filter((call) => call.path === '/api/Scan/batch/template')).toHaveLength(1);
    restore();
  });

  it('goes to the results of a batch still running or finished when the page is opened', async () => {
    stubServer((call) =>
      call.path === '/api/Scan/batch/current'
        ? jsonResponse(200, { batch: buildSummary({ status: 'completed' }) })
        : jsonResponse(200, {
            ...buildSummary({ status: 'completed' }),
            items: { page: 1, pageSize: 50, total: 0, rows: [] },
          }),
    );
    renderBatchScreens('/dashboard/batch-screening');
    await waitFor(() => expect(location()).toBe(`/dashboard/batch-results?id=${BATCH_ID}`));
    expect(await screen.findByRole('heading', { name: 'Batch Screening Results' })).toBeTruthy();
  });
});
