// @vitest-environment happy-dom
import { CORPORATE_BATCH_POLL_MS } from '@aml/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { type Call, paramsOf, stubServer } from '../../test-support/stub-server';
import { setUpBatchScreenTests, stubBatchReads, stubDiscardableBatch } from '../upload-batch/upload-batch-test-support';
import {
  BASE,
  BATCH_ID,
  buildCorporateRecord,
  buildItem,
  buildPartner,
  buildProgress,
  buildSummary,
  GULF,
  RESULTS_PATH,
  renderCorporateBatchScreens,
} from './corporate-batch-test-support';
import { CORPORATE_BATCH_PATH } from './paths';

setUpBatchScreenTests();

const RESULTS = `${RESULTS_PATH}?id=${BATCH_ID}`;
const isBatchRead = (call: Call) => call.method === 'GET' && call.path.startsWith(`${BASE}/${BATCH_ID}?`);
const batchReads = (calls: Call[]) => calls.filter(isBatchRead);
const location = () => screen.getByLabelText('location').textContent;

const RETRIED = buildItem({
  seq: 2,
  row: 3,
  record: buildCorporateRecord({
    companyName: 'Noor Jewellers',
    partners: [buildPartner()],
  }),
  result: {
    corporateUserId: '0f0e8b1a-1c3d-4b7e-9a55-3b1d7a9c0102',
    customerId: 'CORP-00008',
    status: 'Onboarded',
    riskLabel: 'Low Risk',
    totalHits: 0,
    partners: [{ name: 'Ahmed Khan', status: 'Onboarded', hits: 0 }],
    retryCount: 1,
    retryReason: 'Retrying onboarding for Noor Jewellers – first attempt: the screening service did not answer',
    message: 'Successfully onboarded Noor Jewellers',
  },
});
const DUPLICATE = buildItem({
  seq: 3,
  row: 4,
  record: GULF,
  status: 'failed',
  result: null,
  error: 'Duplicate user for Gulf Gold Trading',
});
const PENDING = buildItem({ seq: 2, row: 4, record: GULF, status: 'pending', result: null, finishedAt: null });

describe('corporate batch onboarding results (spec 2 §2.9, §4.8)', () => {
  it('shows each company with its status label, details, retry and partners nested inside', async () => {
    const calls = stubServer(() =>
      jsonResponse(
        200,
        buildProgress({ status: 'completed', done: 2, failed: 1, pending: 0, inReview: 1, retried: 1 }, [
          buildItem(),
          RETRIED,
          DUPLICATE,
        ]),
      ),
    );
    renderCorporateBatchScreens(RESULTS);
    expect(await screen.findByRole('heading', { level: 2, name: 'Corporate Batch Onboarding Results' })).toBeTruthy();
    expect(await screen.findByText('Onboarded 2 of 3 companies · 1 In Review · 1 retried · 1 failed')).toBeTruthy();
    expect(paramsOf(batchReads(calls)[0] as Call)).toEqual({ page: '1', pageSize: '50' });

    const falcon = screen.getByRole('button', {
      name: /^Row 2 Falcon Bullion LLC Successfully onboarded Falcon Bullion LLC$/,
    });
    const noor = screen.getByRole('button', { name: /^Row 3 Noor Jewellers Successfully onboarded Noor Jewellers$/ });
    const gulf = screen.getByRole('button', { name: /^Row 4 Gulf Gold Trading Duplicate user for Gulf Gold Trading$/ });

    // The details, and the partners with the status and hits of their own screening.
    fireEvent.click(falcon);
    const panel = await screen.findByRole('region', { name: /^Row 2 Falcon Bullion LLC/ });
    const field = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(field('Customer ID')).toBe('CORP-00007');
    expect(field('Customer Status')).toBe('In Review');
    expect(field('Risk')).toBe('Medium Risk');
    expect(field('Hits')).toBe('2');
    expect(within(panel).getByRole('heading', { name: 'Partners' })).toBeTruthy();
    const ahmed = within(panel).getByRole('button', { name: 'Ahmed Khan UBO In Review 2 hits' });
    expect(within(panel).getByRole('button', { name: 'Sara Ali DIRECTOR Onboarded 0 hits' })).toBeTruthy();
    fireEvent.click(ahmed);
    const partner = await within(panel).findByRole('region', { name: /^Ahmed Khan/ });
    const partnerField = (label: string) => within(partner).getByText(label).nextElementSibling?.textContent;
    expect(partnerField('ID No Or License No')).toBe('P7654321');
    expect(partnerField('ID Expiry')).toBe('15-03-31');

    // Spec 2 §4.8: a company registered on its one retry says so.
    fireEvent.click(noor);
    expect(
      await screen.findByText(
        'Retrying onboarding for Noor Jewellers – first attempt: the screening service did not answer',
      ),
    ).toBeTruthy();

    // A duplicate: the error line, and its partners as submitted (no status of their own).
    fireEvent.click(gulf);
    const failed = await screen.findByRole('region', { name: /^Row 4 Gulf Gold Trading/ });
    expect(within(failed).getByText('Duplicate user for Gulf Gold Trading')).toBeTruthy();
    expect(within(failed).queryByText('Customer ID')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Omar Haddad UBO' }));
    const omar = await within(failed).findByRole('region', { name: /^Omar Haddad/ });
    expect(within(omar).getByText('Nationality Or Country Of Incorporation').nextElementSibling?.textContent).toBe(
      'Jordan',
    );
  });

  it('names the company in progress while the batch runs, and toasts the completion once with View Results', async () => {
    stubBatchReads(isBatchRead, [
      buildProgress({ status: 'running', done: 1, pending: 2 }, [buildItem(), PENDING]),
      buildProgress({ status: 'completed', done: 3, pending: 0, finishedAt: '2026-11-25T10:00:09.000Z' }),
    ]);
    renderCorporateBatchScreens(RESULTS);
    // Spec 2 §4.8: in the progress line and as the company's status label.
    expect(await screen.findAllByText('Processing Gulf Gold Trading (2 of 3)...')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: /^Row 4 Gulf Gold Trading Processing Gulf Gold Trading \(2 of 3\)\.\.\.$/ }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download Results' }) as HTMLButtonElement).disabled).toBe(true);

    expect(
      await screen.findByText('Onboarded 3 of 3 companies · 0 In Review', {}, { timeout: CORPORATE_BATCH_POLL_MS * 3 }),
    ).toBeTruthy();
    expect(await screen.findByText('Corporate batch onboarding completed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Results' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('Perform Another Batch stops a running batch once confirmed and returns to the upload', async () => {
    const calls = stubDiscardableBatch(
      BASE,
      buildProgress({ status: 'running' }, [buildItem(), PENDING]),
      buildSummary({ status: 'cancelled' }),
    );
    renderCorporateBatchScreens(RESULTS);
    fireEvent.click(await screen.findByRole('button', { name: 'Perform Another Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perform Another Batch' });
    expect(dialog.textContent).toContain(
      'The batch is still running. Stop it and start another batch? The companies already onboarded are kept.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop Batch' }));
    await waitFor(() => expect(location()).toBe(CORPORATE_BATCH_PATH));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${BASE}/${BATCH_ID}/discard`,
    ]);
    // Back on the upload, with no redirect to the discarded batch.
    expect(await screen.findByRole('button', { name: 'Download Template' })).toBeTruthy();
    expect(location()).toBe(CORPORATE_BATCH_PATH);
  });
});
