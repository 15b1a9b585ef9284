import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { screeningFile } from '../apps/server/src/modules/screening/test-support/workbooks';
import { expectAccessible } from './support/accessibility';
import { signInAsMlro } from './support/session';

const LISTED = 'Mohammed Abdullah Al-Khayali';

/** A 20-record screening workbook: one listed name, nineteen made-up ones carrying this run's tag. */
async function batchWorkbook(tag: string) {
  const rows: unknown[][] = [['Individual', LISTED, '14/03/1975', 'male', '1']];
  for (let i = 1; i < 20; i += 1) rows.push(['Individual', `Batchperson ${tag} Number${i}`, '', '', '']);
  return { name: `batch-${tag}.xlsx`, mimeType: 'application/octet-stream', buffer: await screeningFile(rows) };
}

async function readDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

test.describe('Screening (spec 3 §2, spec 1 §2.7)', () => {
  test('an MLRO screens a listed name, runs a batch that survives a reload, and finds both in the logs', async ({
    page,
  }) => {
    test.slow();
    const tag = String(Date.now()).slice(-8);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsMlro(page);

    // Quick screening: the listed name is found and the match explains itself.
    await page.goto('/dashboard/screening');
    await expect(page.getByRole('heading', { name: 'Quick Screening' })).toBeVisible();
    await expectAccessible(page, 'quick screening');
    await page.getByRole('textbox', { name: 'Name' }).fill(LISTED);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/results$/);
    await expect(page.getByRole('heading', { name: /Records Found/ })).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^${LISTED}`) })
      .first()
      .click();
    await expect(page.getByText(`Matched the primary name '${LISTED}'`).first()).toBeVisible();
    await expect(page.getByText('DEMO-001').first()).toBeVisible();
    await expectAccessible(page, 'screening results');
    const report = await readDownload(page, () =>
      page.getByRole('button', { name: 'Summarized Report', exact: true }).click(),
    );
    expect(report.name).toMatch(/^screening_report_\d{8}-\d{6}_summarized\.pdf$/);
    expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Batch screening: preview, process, reload mid-way, the batch goes on on the server.
    await page.goto('/dashboard/batch-screening');
    await expect(page.getByRole('heading', { name: 'Batch Screening', exact: true })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles(await batchWorkbook(tag));
    await expect(page.getByText('Loaded 20 valid records')).toBeVisible();
    await expect(page.getByRole('table').getByText(`Batchperson ${tag} Number19`)).toBeVisible();
    await expectAccessible(page, 'batch screening preview');
    await page.getByRole('button', { name: 'Process Batch' }).click();
    await expect(page).toHaveURL(/\/dashboard\/batch-results\?id=/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Batch Screening Results' })).toBeVisible();
    await expect(page.getByText('Screened 20 of 20 records')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('1 with hits')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`Row 2 .*${LISTED}`) }).click();
    await expect(page.getByText(/ID DEMO-001/).first()).toBeVisible();
    await expectAccessible(page, 'batch screening results');
    const results = await readDownload(page, () => page.getByRole('button', { name: 'Download Results' }).click());
    expect(results.name).toBe(`batch-${tag}_results.xlsx`);

    // Reopening batch screening returns to the finished batch until another scan is chosen.
    await page.goto('/dashboard/batch-screening');
    await expect(page).toHaveURL(/\/dashboard\/batch-results\?id=/);
    await page.getByRole('button', { name: 'Perform Another Scan' }).click();
    await expect(page).toHaveURL(/\/dashboard\/batch-screening$/);
    await expect(page.locator('input[type=file]')).toBeAttached();

    // Screening logs: the batch's records and the quick screening, and an export of the search that parses.
    await page.goto('/dashboard/screeninglogs');
    await expect(page.getByRole('heading', { name: 'Screening Logs' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(`Batchperson ${tag}`);
    await expect(page.getByText('Showing 1 to 10 of 19 entries')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Batch Screening', exact: true }).first()).toBeVisible();
    const csv = await readDownload(page, () => page.getByRole('button', { name: 'Download All' }).click());
    expect(csv.name).toMatch(/^screening_logs_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Customer Name,Email,Is Match,Screening Type,Screening Date,Lists');
    expect(lines).toHaveLength(20);
    for (const line of lines.slice(1))
      expect(line).toMatch(
        new RegExp(
          `^Batchperson ${tag} Number\\d+,mlro@demo\\.test,No,Batch Screening,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},.*OFAC SDN`,
        ),
      );
    await page.getByRole('textbox', { name: 'Search' }).fill(LISTED);
    await expect(page.getByRole('cell', { name: 'Quick Screening', exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'screening logs');
  });
});
