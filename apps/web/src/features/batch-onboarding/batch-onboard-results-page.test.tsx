// @vitest-environment happy-dom
import { BATCH_ONBOARDING_POLL_MS } from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { type Call, paramsOf, stubServer } from '../../test-support/stub-server';
import {
  catchDownloads,
  setUpBatchScreenTests,
  stubBatchReads,
  stubDiscardableBatch,
} from '../upload-batch/upload-batch-test-support';
import {
  BATCH_ID,
  buildItem,
  buildProgress,
  buildRecord,
  buildSummary,
  RESULTS_PATH,
  renderBatchOnboardScreens,
} from './batch-onboard-test-support';
import { BATCH_ONBOARD_PATH } from './paths';

setUpBatchScreenTests();

const BASE = '/api/IndividualUser/batch';
const RESULTS = `${RESULTS_PATH}?id=${BATCH_ID}`;
const isBatchRead = (call: Call) => call.method === 'GET' && call.path.startsWith(`${BASE}/${BATCH_ID}?`);
const batchReads = (calls: Call[]) => calls.filter(isBatchRead);
const location = () => screen.getByLabelText('location').textContent;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const IN_REVIEW = buildItem({
  seq: 2,
  row: 3,
  record: buildRecord({ firstName: 'Omar', lastName: 'Haddad', idType: 'Passport', idNo: 'P1234567' }),
  result: {
    userId: '0f0e8b1a-1c3d-4b7e-9a55-3b1d7a9c0002',
    customerId: 'IND-00013',
    status: 'In Review',
    totalHits: 2,
    message: 'User onboarded',
  },
});
const DUPLICATE = buildItem({
  seq: 3,
  row: 4,
  record: buildRecord({ firstName: 'Layla', lastName: 'Hassan' }),
  status: 'failed',
  result: null,
  error: 'Duplicate user',
});
const PENDING = buildItem({
  seq: 2,
  row: 3,
  record: buildRecord({ firstName: 'Omar', lastName: 'Haddad' }),
  status: 'pending',
  result: null,
  finishedAt: null,
});

describe('batch onboarding results (spec 2 §2.7, §4.7)', () => {
  it('shows one accordion item per record with its status, and the submitted data', async () => {
    const calls = stubServer(() =>
      jsonResponse(
        200,
        buildProgress({ status: 'completed', done: 2, failed: 1, pending: 0, inReview: 1 }, [
          buildItem(),
          IN_REVIEW,
          DUPLICATE,
        ]),
      ),
    );
    renderBatchOnboardScreens(RESULTS);
    expect(await screen.findByRole('heading', { name: 'Batch Onboarding Results' })).toBeTruthy();
    expect(await screen.findByText('Onboarded 2 of 3 records · 1 In Review · 1 failed')).toBeTruthy();
    expect(screen.getByText(/^Results are kept until \d{2}-\d{2}-2026 \d{2}:\d{2}$/)).toBeTruthy();
    expect(paramsOf(batchReads(calls)[0] as Call)).toEqual({ page: '1', pageSize: '50' });

    const first = screen.getByRole('button', { name: /^Row 2 Aisha Rahman Quick Onboarded · IND-00012/ });
    expect(screen.getByRole('button', { name: /^Row 3 Omar Haddad In Review · IND-00013/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Row 4 Layla Hassan Duplicate user/ })).toBeTruthy();

    fireEvent.click(first);
    expect(await screen.findByRole('heading', { name: 'Submitted Data' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: /Row 2 Aisha Rahman/ });
    const field = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(field('Outcome')).toBe('User onboarded');
    expect(field('Customer ID')).toBe('IND-00012');
    expect(field('Date of Birth')).toBe('23-04-85');
    expect(field('ID Expiry Date')).toBe('09-01-31');
    expect(field('Country Code')).toBe('+971');
    expect(field('Contact Number')).toBe('501234567');
    expect(field('Fuzzy Level')).toBe('Level 1');
  });

  it('polls every second while the batch runs, names the record in progress, and toasts completion once', async () => {
    const calls = stubBatchReads(isBatchRead, [
      buildProgress({ status: 'running', done: 1, pending: 2 }, [buildItem(), PENDING]),
      buildProgress({ status: 'completed', done: 3, pending: 0, finishedAt: '2026-11-25T10:00:09.000Z' }),
    ]);
    renderBatchOnboardScreens(RESULTS);
    expect(await screen.findByText('Processing Omar Haddad (2 of 3)...')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Row 3 Omar Haddad Processing/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download Results' }) as HTMLButtonElement).disabled).toBe(true);

    expect(
      await screen.findByText('Onboarded 3 of 3 records · 0 In Review', {}, { timeout: BATCH_ONBOARDING_POLL_MS * 3 }),
    ).toBeTruthy();
    expect(await screen.findByText('Batch onboarding completed')).toBeTruthy();
    const readsWhenDone = batchReads(calls).length;
    expect(readsWhenDone).toBe(2);

    await sleep(BATCH_ONBOARDING_POLL_MS * 1.5);
    expect(batchReads(calls)).toHaveLength(readsWhenDone);
    expect(screen.getAllByText('Batch onboarding completed')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Download Results' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'View Results' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('does not announce completion for a batch finished before the page was opened', async () => {
    stubServer(() => jsonResponse(200, buildProgress({ status: 'completed', done: 3, pending: 0 })));
    renderBatchOnboardScreens(RESULTS);
    expect(await screen.findByText('Completed')).toBeTruthy();
    await sleep(50);
    expect(screen.queryByText('Batch onboarding completed')).toBeNull();
  });

  it('filters the rows by state on the server', async () => {
    const calls = stubServer(() =>
      jsonResponse(
        200,
        buildProgress({ status: 'completed', total: 120, done: 120, pending: 0 }, [buildItem()], { total: 120 }),
      ),
    );
    renderBatchOnboardScreens(RESULTS);
    expect(await screen.findByText('Showing 1 to 50 of 120 records')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(paramsOf(batchReads(calls).at(-1) as Call)).toEqual({ page: '2', pageSize: '50' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() =>
      expect(paramsOf(batchReads(calls).at(-1) as Call)).toEqual({ page: '1', pageSize: '50', status: 'failed' }),
    );
  });

  it('downloads the results workbook', async () => {
    const { saved, restore } = catchDownloads();
    const calls = stubServer((call) =>
      call.path.endsWith('/results.xlsx')
        ? new Response(new Uint8Array([80, 75, 3, 4]), {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="customers_results.xlsx"' },
          })
        : jsonResponse(200, buildProgress({ status: 'completed', done: 1, total: 1, pending: 0 })),
    );
    renderBatchOnboardScreens(RESULTS);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Results' }));
    await waitFor(() => expect(saved).toEqual(['customers_results.xlsx']));
    expect(calls.filter((call) => call.path === `${BASE}/${BATCH_ID}/results.xlsx`)).toHaveLength(1);
    restore();
  });

  it('Perform Another Batch discards a finished batch and returns to the upload', async () => {
    const calls = stubDiscardableBatch(
      BASE,
      buildProgress({ status: 'completed', done: 3, pending: 0 }),
      buildSummary({ status: 'completed' }),
    );
    renderBatchOnboardScreens(RESULTS);
    fireEvent.click(await screen.findByRole('button', { name: 'Perform Another Batch' }));
    await waitFor(() => expect(location()).toBe(BATCH_ONBOARD_PATH));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${BASE}/${BATCH_ID}/discard`,
    ]);
    expect(await screen.findByRole('button', { name: 'Download Template' })).toBeTruthy();
    expect(location()).toBe(BATCH_ONBOARD_PATH);
  });

  it('asks before stopping a batch still running', async () => {
    const calls = stubDiscardableBatch(
      BASE,
      buildProgress({ status: 'running' }, [buildItem(), PENDING]),
      buildSummary({ status: 'cancelled' }),
    );
    renderBatchOnboardScreens(RESULTS);
    fireEvent.click(await screen.findByRole('button', { name: 'Perform Another Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perform Another Batch' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path.endsWith('/discard'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Perform Another Batch' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop Batch' }));
    await waitFor(() => expect(location()).toBe(BATCH_ONBOARD_PATH));
    expect(calls.filter((call) => call.path.endsWith('/discard'))).toHaveLength(1);
  });

  it("says 'Batch state expired' for a batch the server no longer has, with the way back", async () => {
    stubServer(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Batch not found' }));
    renderBatchOnboardScreens(RESULTS);
    expect(await screen.findByText('Batch state expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Batch Onboarding' }));
    await waitFor(() => expect(location()).toBe(BATCH_ONBOARD_PATH));
  });

  it('offers Retry when the batch cannot be read', async () => {
    let fail = true;
    stubServer(() =>
      fail
        ? jsonResponse(503, { code: 'UNAVAILABLE', message: 'down' })
        : jsonResponse(200, buildProgress({ status: 'completed' })),
    );
    renderBatchOnboardScreens(RESULTS);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The batch could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Onboarded 1 of 3 records/)).toBeTruthy();
  });

  it('opens the current batch without an id, and says when there is none', async () => {
    stubServer((call) =>
      call.path === `${BASE}/current`
        ? jsonResponse(200, { batch: buildSummary() })
        : jsonResponse(200, buildProgress({ status: 'completed' })),
    );
    renderBatchOnboardScreens(RESULTS_PATH);
    await waitFor(() => expect(location()).toBe(RESULTS));
    expect(await screen.findByText(/^Onboarded 1 of 3 records/)).toBeTruthy();
    cleanup();

    stubServer(() => jsonResponse(200, { batch: null }));
    renderBatchOnboardScreens(RESULTS_PATH);
    expect(await screen.findByText('No batch records found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Batch Onboarding' })).toBeTruthy();
  });
});
