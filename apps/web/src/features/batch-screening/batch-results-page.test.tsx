// @vitest-environment happy-dom
import { BATCH_SCREENING_POLL_MS } from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { type Call, paramsOf, stubServer } from '../../test-support/stub-server';
import { setUpBatchScreenTests, stubBatchReads, stubDiscardableBatch } from '../upload-batch/upload-batch-test-support';
import { BATCH_ID, buildItem, buildProgress, buildSummary, renderBatchScreens } from './batch-test-support';

setUpBatchScreenTests();

const RESULTS = `/dashboard/batch-results?id=${BATCH_ID}`;
const isBatchRead = (call: Call) => call.method === 'GET' && call.path.startsWith(`/api/Scan/batch/${BATCH_ID}?`);
const batchReads = (calls: Call[]) => calls.filter(isBatchRead);
const location = () => screen.getByLabelText('location').textContent;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FAILED = buildItem({
  seq: 2,
  row: 4,
  record: { names: 'Falcon Bullion LLC', entityType: 'Entity', dob: '', gender: '', fuzzyLevel: 0 },
  status: 'failed',
  result: null,
  error: 'No sanctions list is loaded',
});
const PENDING = buildItem({
  seq: 3,
  row: 5,
  record: { names: 'Layla Hassan', entityType: 'Individual', dob: '', gender: 'female', fuzzyLevel: 2 },
  status: 'pending',
  result: null,
  finishedAt: null,
});

describe('batch screening results (spec 3 §2, §4)', () => {
  it('shows the progress line and one accordion item per record, failed ones with their error', async () => {
    const calls = stubServer(() =>
      jsonResponse(
        200,
        buildProgress({ status: 'completed', done: 1, failed: 1, pending: 1 }, [buildItem(), FAILED, PENDING]),
      ),
    );
    renderBatchScreens(RESULTS);
    expect(await screen.findByRole('heading', { name: 'Batch Screening Results' })).toBeTruthy();
    expect(await screen.findByText('Screened 1 of 3 records · 1 with hits · 1 failed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Batch progress' }).getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByText(/^Results are kept until \d{2}-\d{2}-2026 \d{2}:\d{2}$/)).toBeTruthy();
    expect(paramsOf(batchReads(calls)[0] as Call)).toEqual({ page: '1', pageSize: '50' });

    const first = screen.getByRole('button', { name: /^Row 2 Mohammed Abdullah Individual Screened 1 hit/ });
    expect(screen.getByRole('button', { name: /^Row 4 Falcon Bullion LLC Entity Failed/ }).textContent).toContain(
      'Error: No sanctions list is loaded',
    );
    expect(screen.getByRole('button', { name: /^Row 5 Layla Hassan Individual Pending/ })).toBeTruthy();

    // The record's hits open in a nested accordion, with every field of the found record.
    fireEvent.click(first);
    expect(await screen.findByText('1 Records Found')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Mohammed Abdullah Al-Khayali/ })).toBeTruthy();
  });

  it('polls every second while the batch runs, stops when it completes, and says so once', async () => {
    const calls = stubBatchReads(isBatchRead, [
      buildProgress({ status: 'running', done: 1, pending: 2 }, [buildItem(), PENDING]),
      buildProgress({
        status: 'completed',
        done: 3,
        pending: 0,
        matched: 2,
        finishedAt: '2026-11-25T10:00:09.000Z',
      }),
    ]);
    renderBatchScreens(RESULTS);
    expect(await screen.findByText('Screened 1 of 3 records · 1 with hits')).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download Results' }) as HTMLButtonElement).disabled).toBe(true);

    expect(
      await screen.findByText('Screened 3 of 3 records · 2 with hits', {}, { timeout: BATCH_SCREENING_POLL_MS * 3 }),
    ).toBeTruthy();
    expect(await screen.findByText('Batch processing completed')).toBeTruthy();
    const readsWhenDone = batchReads(calls).length;
    expect(readsWhenDone).toBe(2);

    // Finished: no more polls and no second toast.
    await sleep(BATCH_SCREENING_POLL_MS * 1.5);
    expect(batchReads(calls)).toHaveLength(readsWhenDone);
    expect(screen.getAllByText('Batch processing completed')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Download Results' }) as HTMLButtonElement).disabled).toBe(false);

    // View Results takes the user to the records.
    fireEvent.click(screen.getByRole('button', { name: 'View Results' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('does not announce completion for a batch that had finished before the page was opened', async () => {
    stubServer(() => jsonResponse(200, buildProgress({ status: 'completed', done: 3, pending: 0 })));
    renderBatchScreens(RESULTS);
    expect(await screen.findByText('Completed')).toBeTruthy();
    await sleep(50);
    expect(screen.queryByText('Batch processing completed')).toBeNull();
  });

  it('asks for the report of one record with the batch id and its seq, and of the whole batch without seq', async () => {
    let answerReport: (response: Response) => void = () => {};
    const calls = stubServer((call) => {
      if (call.path === '/api/Scan/report')
        return new Promise<Response>((resolve) => {
          answerReport = resolve;
        });
      return jsonResponse(200, buildProgress({ status: 'completed', done: 1, total: 1, pending: 0 }));
    });
    renderBatchScreens(RESULTS);
    fireEvent.click(await screen.findByRole('button', { name: /^Row 2 Mohammed Abdullah/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Summarized Report for row 2' }));

    await waitFor(() => expect(calls.filter((call) => call.path === '/api/Scan/report')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/Scan/report')?.body).toEqual({
      reportType: 'summarized',
      batchId: BATCH_ID,
      seq: 1,
    });
    // Spec 3 §4 step 7: every report button is off while a report is generating.
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Complete Report for the whole batch' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect((screen.getByRole('button', { name: 'Complete Report for row 2' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answerReport(jsonResponse(200, { pdf_base64: 'JVBERi0xLjQK' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Complete Report for the whole batch' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Complete Report for the whole batch' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/Scan/report')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/api/Scan/report')[1]?.body).toEqual({
      reportType: 'complete',
      batchId: BATCH_ID,
    });
  });

  it('filters by hits and pages through the records on the server', async () => {
    const calls = stubServer(() =>
      jsonResponse(
        200,
        buildProgress({ status: 'completed', total: 120, done: 120, pending: 0 }, [buildItem()], { total: 120 }),
      ),
    );
    renderBatchScreens(RESULTS);
    expect(await screen.findByText('Showing 1 to 50 of 120 records')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(paramsOf(batchReads(calls).at(-1) as Call)).toEqual({ page: '2', pageSize: '50' }));

    fireEvent.click(screen.getByRole('radio', { name: 'With hits' }));
    await waitFor(() =>
      expect(paramsOf(batchReads(calls).at(-1) as Call)).toEqual({ page: '1', pageSize: '50', matched: 'true' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'No hits' }));
    await waitFor(() => expect(paramsOf(batchReads(calls).at(-1) as Call)).toMatchObject({ matched: 'false' }));
  });

  it('Perform Another Scan discards a finished batch and returns to the upload', async () => {
    const calls = stubDiscardableBatch(
      '/api/Scan/batch',
      buildProgress({ status: 'completed', done: 3, pending: 0 }),
      buildSummary({ status: 'completed' }),
    );
    renderBatchScreens(RESULTS);
    fireEvent.click(await screen.findByRole('button', { name: 'Perform Another Scan' }));
    await waitFor(() => expect(location()).toBe('/dashboard/batch-screening'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/Scan/batch/${BATCH_ID}/discard`,
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back on the upload, with no redirect to the discarded batch.
    expect(await screen.findByRole('button', { name: 'Download Template' })).toBeTruthy();
    expect(location()).toBe('/dashboard/batch-screening');
  });

  it('asks before stopping a batch still running', async () => {
    const calls = stubDiscardableBatch(
      '/api/Scan/batch',
      buildProgress({ status: 'running' }),
      buildSummary({ status: 'cancelled' }),
    );
    renderBatchScreens(RESULTS);
    fireEvent.click(await screen.findByRole('button', { name: 'Perform Another Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perform Another Scan' });
    expect(within(dialog).getByText('The batch is still running. Stop it and start another scan?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path.endsWith('/discard'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Perform Another Scan' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop Batch' }));
    await waitFor(() => expect(location()).toBe('/dashboard/batch-screening'));
    expect(calls.filter((call) => call.path.endsWith('/discard'))).toHaveLength(1);
  });

  it("says 'Batch state expired' for a batch the server no longer has", async () => {
    stubServer(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Batch not found' }));
    renderBatchScreens(RESULTS);
    expect(await screen.findByText('Batch state expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Batch Screening' }));
    await waitFor(() => expect(location()).toBe('/dashboard/batch-screening'));
  });

  it('offers Retry when the batch cannot be read', async () => {
    let fail = true;
    stubServer(() =>
      fail
        ? jsonResponse(503, { code: 'UNAVAILABLE', message: 'down' })
        : jsonResponse(200, buildProgress({ status: 'completed' })),
    );
    renderBatchScreens(RESULTS);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The batch could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Screened 1 of 3 records/)).toBeTruthy();
  });

  it('opens the current batch without an id, and says when there is none', async () => {
    const calls = stubServer((call) =>
      call.path === '/api/Scan/batch/current'
        ? jsonResponse(200, { batch: buildSummary() })
        : jsonResponse(200, buildProgress({ status: 'completed' })),
    );
    renderBatchScreens('/dashboard/batch-results');
    await waitFor(() => expect(location()).toBe(RESULTS));
    expect(await screen.findByText(/^Screened 1 of 3 records/)).toBeTruthy();
    expect(batchReads(calls).length).toBeGreaterThan(0);
    cleanup();

    stubServer(() => jsonResponse(200, { batch: null }));
    renderBatchScreens('/dashboard/batch-results');
    expect(await screen.findByText('No batch records found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Batch Screening' })).toBeTruthy();
  });
});
