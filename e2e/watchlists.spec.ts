import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mainNavigation, signInAsSuperUser } from './support/session';

// The shared list files sit beside the repository; the browser uploads one from there.
// AML_SHARED_DATA names the shared data folder when the checkout does not sit beside it (scripts/test-all.sh).
const listsDir = path.join(process.env.AML_SHARED_DATA ?? path.resolve(process.cwd(), '../shared/data'), 'lists');
const UK_SAMPLE = path.join(listsDir, 'uk/ofsi-conlist-sample-2020.csv');

test.describe('Watchlists (super user)', () => {
  test('uploads a list file and sees it in force; a broken file is refused with where it broke', async ({ page }) => {
    await signInAsSuperUser(page);
    await mainNavigation(page).getByRole('link', { name: 'Watchlists' }).click();
    await expect(page).toHaveURL(/\/dashboard\/watchlists$/);
    await expect(page.getByRole('heading', { name: 'Watchlists' })).toBeVisible();

    // DEMO_SEED=1 (the suite's server) loads the fictional demo list.
    const inForce = page.getByRole('table', { name: 'Lists in force' });
    await expect(inForce.getByRole('row', { name: /Demo list \(fictional names\)/ })).toBeVisible();

    await page.getByLabel('List files').setInputFiles(UK_SAMPLE);
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('ofsi-conlist-sample-2020.csv');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toContainText(
      /UK OFSI Consolidated List imported: \d+ entries are now in force\./,
    );
    await expect(inForce.getByRole('row', { name: /UK OFSI Consolidated List/ })).toBeVisible();

    await page.getByLabel('List files').setInputFiles({
      name: 'broken.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(
        '<?xml version="1.0"?><CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS><INDIVIDUAL>',
      ),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'broken.xml' })).toBeVisible();
    await expect(inForce.getByRole('row', { name: /UK OFSI Consolidated List/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent imports' }).getByText('Rejected')).toBeVisible();

    await expectAccessible(page, 'watchlists');
  });
});
