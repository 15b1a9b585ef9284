import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mainNavigation, signInAsMlro, signInAsSuperUser } from './support/session';

// The shared list files sit beside the repository; the browser uploads one from there.
// AML_SHARED_DATA names the shared data folder when the checkout does not sit beside it (scripts/test-all.sh).
const listsDir = path.join(process.env.AML_SHARED_DATA ?? path.resolve(process.cwd(), '../shared/data'), 'lists');
const UK_SAMPLE = path.join(listsDir, 'uk/ofsi-conlist-sample-2020.csv');

test.describe('Watchlists (super user)', () => {
  test('shows the shipped lists with their age; a sharp drop is held until confirmed; a broken file is refused', async ({
    page,
  }) => {
    // Two imports of real lists, each rebuilding the screening index on the server, plus two axe runs.
    test.slow();
    await signInAsSuperUser(page);
    await mainNavigation(page).getByRole('link', { name: 'Watchlists' }).click();
    await expect(page).toHaveURL(/\/dashboard\/watchlists$/);
    await expect(page.getByRole('heading', { name: 'Watchlists' })).toBeVisible();

    // A fresh installation screens against the shipped lists (and DEMO_SEED's fictional one) from the start.
    const inForce = page.getByRole('table', { name: 'Lists in force' });
    await expect(inForce.getByRole('row', { name: /Demo list \(fictional names\)/ })).toBeVisible();
    const sdn = inForce.getByRole('row', { name: /^OFAC SDN/ });
    await expect(sdn).toContainText('2021-07-07 #1');
    await expect(sdn).toContainText('Jul 07, 2021');
    await expect(sdn).toContainText(/\d+ days/);
    await expect(sdn).toContainText('Shipped with the product');
    const uk = inForce.getByRole('row', { name: /UK OFSI Consolidated List/ });
    await expect(uk).toContainText('2018-04-13 #1');

    // The 2020 sample has a fraction of the 2018 list's entries: held, not imported.
    await page.getByLabel('List files').setInputFiles(UK_SAMPLE);
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('ofsi-conlist-sample-2020.csv');
    await page.getByRole('button', { name: 'Upload' }).click();
    const held = page.getByRole('alert').filter({ hasText: 'Import held' });
    await expect(held).toContainText(/UK OFSI Consolidated List: this file holds \d+ entries, \d+ % fewer than/);
    await expect(uk).toContainText('2018-04-13 #1');

    const recent = page.getByRole('table', { name: 'Recent imports' });
    await expect(recent.getByText('Held', { exact: true })).toBeVisible();
    await expectAccessible(page, 'watchlists with a held import');
    await recent.getByRole('button', { name: /Confirm import of UK OFSI Consolidated List/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm import' });
    await expect(dialog).toContainText('fewer than');
    await dialog.getByRole('button', { name: 'Confirm import' }).click();
    await expect(page.getByRole('status')).toContainText(
      /UK OFSI Consolidated List imported after confirmation: \d+ entries are now in force\./,
    );
    await expect(uk).not.toContainText('2018-04-13 #1');
    await expect(recent.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(recent.getByRole('button', { name: /Confirm import/ })).toHaveCount(0);

    await page.getByLabel('List files').setInputFiles({
      name: 'broken.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(
        '<?xml version="1.0"?><CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS><INDIVIDUAL>',
      ),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'broken.xml' })).toBeVisible();
    await expect(recent.getByText('Rejected')).toBeVisible();

    await expectAccessible(page, 'watchlists');
  });
});

test.describe('Sanctions lists (tenant staff)', () => {
  test('every tenant user is told the lists are old and can see which lists and versions they are screened against', async ({
    page,
  }) => {
    test.slow();
    await signInAsMlro(page);
    // Tenant staff land on their customers (the lists' navigation entry, in the top bar's More menu at
    // this width, is checked by the shell journey).
    await expect(page).toHaveURL(/\/dashboard\/customers$/);

    // The shipped lists are older than LIST_MAX_AGE_DAYS (7): the banner names the oldest one's age,
    // on every screen, and leads to the lists.
    await page.goto('/dashboard/customers');
    const banner = page.getByTestId('list-age-banner');
    await expect(banner).toContainText(
      /^Sanctions lists are \d+ days old\. Ask your administrator to update them\. See the lists$/,
    );
    await banner.getByRole('link', { name: 'See the lists' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sanctions-lists$/);
    await expect(page.getByRole('heading', { name: 'Sanctions Lists' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Sanctions lists in force' });
    await expect(table.getByRole('row', { name: /^OFAC SDN/ })).toContainText('2021-07-07 #1');
    await expect(table.getByRole('row', { name: /UN Security Council Consolidated List/ })).toContainText(
      'Feb 27, 2026',
    );
    // Who imported a list, and from which files, is not shown to tenant staff.
    await expect(page.getByText('admin@platform.test')).toHaveCount(0);
    await expect(page.getByText('.csv')).toHaveCount(0);
    await expectAccessible(page, 'sanctions lists');
  });
});
