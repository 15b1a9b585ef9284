import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { gradientPng } from './support/png';
import { signIn, signInAsSuperUser } from './support/session';

async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const stamp = () => Date.now().toString(36);

async function addTenant(page: Page, clientName: string, email: string) {
  await page.getByRole('button', { name: 'Add New Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tenant' });
  await dialog.getByLabel('Client Name').fill(clientName);
  await dialog.getByLabel('Client Code').fill(`C${stamp()}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Expiry Date').fill('2030-12-31');
  await dialog.getByLabel('Trade License Number').fill('TL-778899');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Gold Souk, Deira, Dubai');
  await dialog.getByLabel('Balance Screening Count').fill('250');
  await dialog.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(page.getByText('New tenant added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('platform administration', () => {
  test('a super user creates a tenant with an MLRO who signs in, edits the user, resets the password and deactivates the user', async ({
    page,
    browser,
  }) => {
    await signInAsSuperUser(page);
    await expect(page.getByRole('heading', { name: 'Tenant Management' })).toBeVisible();
    await expectAccessible(page, 'tenants');

    const id = stamp();
    const clientName = `Falcon Bullion ${id} LLC`;
    await addTenant(page, clientName, `owner-${id}@falcon.test`);
    await page.getByRole('textbox', { name: 'Search tenants' }).fill(`Falcon Bullion ${id}`);
    await expect(page.getByText('Showing 1 to 1 of 1 tenants')).toBeVisible();

    await page.getByRole('button', { name: `Edit ${clientName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tenant' });
    await expect(dialog.getByText('Add New User')).toBeVisible();
    await expectAccessible(page, 'tenant dialog');

    // The spec's message when a required user field is missing.
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();

    const mlroEmail = `mlro-${id}@falcon.test`;
    await dialog.getByLabel('User Name').fill('Aisha Rahman');
    await dialog.getByLabel('User Email').fill(mlroEmail);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'MLRO', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added successfully')).toBeVisible();
    let password = (await dialog.getByTestId('issued-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(dialog.getByRole('cell', { name: mlroEmail, exact: true })).toBeVisible();

    // The new MLRO signs in with the handed-over password.
    let mlro = await anonymousPage(browser);
    await signIn(mlro, mlroEmail, password);
    await expect(mlro).toHaveURL(/\/dashboard\/customers$/);

    await dialog.getByRole('button', { name: `Edit user ${mlroEmail}` }).click();
    await dialog.getByLabel('User Name').fill('Aisha R. Rahman');
    await dialog.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Aisha R. Rahman', exact: true })).toBeVisible();

    // The MLRO forgot the password: the super user resets it and hands over the generated one.
    const oldTokens = await mlro.evaluate(() => ({
      token: localStorage.getItem('token'),
      refreshToken: localStorage.getItem('refreshToken'),
    }));
    await dialog.getByRole('button', { name: `Reset password of ${mlroEmail}` }).click();
    const confirmReset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(
      confirmReset.getByText(
        'Reset the password of Aisha R. Rahman? They will be signed out everywhere and must use the new password.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'reset password dialog');
    await confirmReset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await expect(confirmReset).toBeHidden();
    await expect(dialog.getByTestId('issued-password')).not.toHaveText(password);
    const newPassword = (await dialog.getByTestId('issued-password').textContent()) ?? '';
    expect(newPassword.length).toBeGreaterThanOrEqual(12);

    // The old session cannot be renewed and the old password no longer signs in; the new one does.
    const staleRefresh = await mlro.request.post('/api/Authentication/RefreshToken', { data: oldTokens });
    expect((await staleRefresh.json()).result).toBe(false);
    const oldSignIn = await mlro.request.post('/api/Authentication/Login', {
      data: { email: mlroEmail, password },
    });
    expect((await oldSignIn.json()).result).toBe(false);
    await mlro.context().close();
    mlro = await anonymousPage(browser);
    await signIn(mlro, mlroEmail, newPassword);
    await expect(mlro).toHaveURL(/\/dashboard\/customers$/);
    password = newPassword;

    // The session's tokens are read before the deactivation: once deactivated, the MLRO's open page may itself
    // call the server, be refused and clear them (on a loaded machine it did, before the test read them).
    const tokens = await mlro.evaluate(() => ({
      token: localStorage.getItem('token'),
      refreshToken: localStorage.getItem('refreshToken'),
    }));
    await dialog.getByRole('button', { name: `Deactivate ${mlroEmail}` }).click();
    await expect(page.getByText('User status updated')).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Activate ${mlroEmail}` })).toBeVisible();

    // The deactivated user's session ends, and signing in again fails.
    const details = await mlro.request.get('/api/ClientDetails/tenant-user-details', {
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(details.status()).toBe(401);
    const refreshed = await mlro.request.post('/api/Authentication/RefreshToken', { data: tokens });
    expect((await refreshed.json()).result).toBe(false);
    await mlro.goto('/login');
    await mlro.getByRole('textbox', { name: 'Email', exact: true }).fill(mlroEmail);
    await mlro.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await mlro.getByRole('button', { name: 'Sign In' }).click();
    await expect(mlro.getByRole('button', { name: 'Sign in failed' })).toBeVisible();
  });

  test('on a 390 px phone the tenant list and its users keep their actions on screen, without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsSuperUser(page);
    const row = page.getByRole('row', { name: /Demo Jewellers LLC/ });
    // The email moves under the client name; the Email and Expiry Date columns are left out.
    await expect(row.getByText('compliance@demo.test')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Expiry Date' })).toBeHidden();
    const edit = row.getByRole('button', { name: 'Edit Demo Jewellers LLC' });
    await expect(edit).toBeInViewport({ ratio: 1 });
    const table = page.getByRole('table', { name: 'Tenants' });
    expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);

    await edit.click();
    const users = page.getByRole('dialog', { name: 'Edit Tenant' }).getByRole('table', { name: 'Users' });
    await users.scrollIntoViewIfNeeded();
    await expect(users.getByRole('button', { name: 'Deactivate mlro@demo.test' })).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, 'tenant dialog at 390 px');
  });

  test('hard-deletes a tenant only after its email is typed', async ({ page }) => {
    await signInAsSuperUser(page);
    const id = stamp();
    const clientName = `Pearl Traders ${id} LLC`;
    const email = `owner-${id}@pearl.test`;
    await addTenant(page, clientName, email);
    await page.getByRole('textbox', { name: 'Search tenants' }).fill(clientName);

    await page.getByRole('button', { name: `Permanently delete ${clientName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Permanently Delete Tenant' });
    const confirm = dialog.getByRole('button', { name: 'Delete Permanently' });
    // Decision 102: the users go, the compliance records stay as an archive.
    await expect(dialog.getByText(/kept as a read-only archive for five years/)).toBeVisible();
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Tenant email').fill('someone@else.test');
    await expect(confirm).toBeDisabled();
    await expectAccessible(page, 'hard delete dialog');
    await dialog.getByLabel('Tenant email').fill(email.toUpperCase());
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Tenant permanently deleted')).toBeVisible();
    await expect(page.getByText('No tenants found.')).toBeVisible();

    // Decision 102: the tenant is now an archive, listed apart, with no restore or edit, only a download.
    await page.getByRole('switch', { name: 'Show archived tenants' }).check();
    const archived = page.getByRole('table', { name: 'Archived tenants' });
    const row = archived.getByRole('row').filter({ hasText: clientName });
    await expect(row).toContainText('TL-778899');
    await expect(row).toContainText(String(new Date().getFullYear() + 5));
    await expect(row.getByRole('button')).toHaveCount(1);
    await expectAccessible(page, 'archived tenants');
    const downloaded = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download archive of ${clientName}` }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^tenant-archive-[0-9a-f-]{36}\.json$/);
    const archive = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(archive.tenant).toMatchObject({ clientName, email, tradeLicenseNumber: 'TL-778899' });
    expect(archive.auditEvents.map((event: { action: string }) => event.action)).toContain('tenant.hard_deleted');
  });

  test('refuses a past expiry and a taken email, then a soft-deleted tenant is shown, restored and its MLRO signs in again', async ({
    page,
    browser,
  }) => {
    // A long journey (two sign-ins, a scheme change, three dialogs and an axe pass): triple the time.
    test.slow();
    await signInAsSuperUser(page);
    const id = stamp();
    const clientName = `Amber Gold ${id} LLC`;
    await page.getByRole('button', { name: 'Add New Tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Tenant' });
    await dialog.getByLabel('Email').fill('COMPLIANCE@demo.test');
    await dialog.getByLabel('Expiry Date').fill('2020-01-31');
    await dialog.getByRole('button', { name: 'Add Tenant' }).click();
    await expect(dialog.getByText('Another tenant already uses this email')).toBeVisible();
    await expect(dialog.getByText('Expiry Date cannot be in the past')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addTenant(page, clientName, `owner-${id}@amber.test`);
    await page.getByRole('textbox', { name: 'Search tenants' }).fill(clientName);
    await page.getByRole('button', { name: `Edit ${clientName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tenant' });
    const officer = `mlro-${id}@amber.test`;
    await edit.getByLabel('User Name').fill('Amber MLRO');
    await edit.getByLabel('User Email').fill(officer);
    await edit.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'MLRO', exact: true }).click();
    await edit.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added successfully')).toBeVisible();
    const password = (await edit.getByTestId('issued-password').textContent()) ?? '';
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    // Edit, hide (soft delete) and delete for good differ in icon and colour, in the dark scheme too.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.keyboard.press('Escape');
    const look = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((b) => `${b.querySelector('svg')?.getAttribute('class')} ${getComputedStyle(b).color}`);
    const looks = [
      await look(`Edit ${clientName}`),
      await look(`Delete ${clientName}`),
      await look(`Permanently delete ${clientName}`),
    ];
    expect(
      new Set(looks.map((l) => l.split(' ').find((c) => c.startsWith('tabler-icon-') && c !== 'tabler-icon'))).size,
    ).toBe(3);
    expect(new Set(looks.map((l) => l.slice(l.indexOf('rgb')))).size).toBe(3);

    await page.getByRole('button', { name: `Delete ${clientName}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Tenant' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tenant deleted successfully')).toBeVisible();
    await expect(page.getByText('No tenants found.')).toBeVisible();

    await page.getByRole('switch', { name: 'Show deleted tenants' }).click();
    const row = page.getByRole('row', { name: new RegExp(clientName) });
    await expect(row.getByText('Deleted', { exact: true })).toBeVisible();
    await expectAccessible(page, 'deleted tenants, dark');
    await row.getByRole('button', { name: `Restore ${clientName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore Tenant' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Tenant restored successfully')).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit ${clientName}` })).toBeVisible();
    await expect(row.getByText('Deleted', { exact: true })).toHaveCount(0);

    const officerPage = await anonymousPage(browser);
    await signIn(officerPage, officer, password);
    await expect(officerPage.getByText(clientName).first()).toBeVisible();
    await officerPage.context().close();
  });

  test('writes an article with an image, publishes it and an anonymous visitor reads it in the News Room', async ({
    page,
    browser,
  }) => {
    await signInAsSuperUser(page);
    await page.goto('/dashboard/manage-news');
    await expect(page.getByRole('heading', { name: 'News and Articles' })).toBeVisible();
    await expectAccessible(page, 'manage news');

    const title = `Gold market brief ${stamp()}`;
    await page.getByRole('button', { name: 'Create Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Blog content is required')).toBeVisible();

    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Summary')
      .fill('What dealers in precious metals need to know about the new reporting thresholds this quarter.');
    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Dealers must file a DPMSR for cash transactions of AED 55,000 or more.');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 180, [212, 175, 55], [40, 60, 120]),
    });
    await expect(editor.locator('img[src^="/api/images/"]')).toBeVisible();
    await dialog.getByLabel('Tags').fill('gold, dpmsr, aml, fiu');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft', exact: true }).click();
    await expectAccessible(page, 'post dialog');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Blog created successfully!')).toBeVisible();

    const row = page.getByRole('row', { name: new RegExp(title) });
    // The status is shown once: in its column on a wide screen, under the title on a phone.
    const status = (label: string) => row.getByText(label, { exact: true }).filter({ visible: true });
    await expect(status('Draft')).toBeVisible();
    await expect(row.getByText('+1')).toBeVisible();

    // A draft is not public.
    const visitor = await anonymousPage(browser);
    await visitor.goto('/news');
    await expect(visitor.getByRole('heading', { name: 'News Room' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    await row.getByRole('button', { name: `Change status of ${title}` }).click();
    await expect(page.getByRole('button', { name: 'Draft', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await expect(page.getByText('Status updated successfully!')).toBeVisible();
    await expect(status('Active')).toBeVisible();
    // Status badges on their tinted backgrounds (a failure here once only showed on a retry's data).
    await expectAccessible(page, 'manage news with an active post');

    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'News Room' }).first().click();
    await expect(visitor).toHaveURL(/\/news$/);
    await expectAccessible(visitor, 'news room');
    await visitor.getByRole('link', { name: title, exact: true }).click();
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByText('AED 55,000 or more')).toBeVisible();
    const image = visitor.locator('article img[src^="/api/images/"]').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expectAccessible(visitor, 'article');
    const response = await visitor.request.get(visitor.url());
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  test('uploads a wallpaper, activates it and sees it on the login page', async ({ page, browser }) => {
    await signInAsSuperUser(page);
    await page.goto('/dashboard/manage-wallpaper');
    await expect(page.getByRole('heading', { name: 'Wallpaper Management' })).toBeVisible();
    await expectAccessible(page, 'manage wallpaper');

    await page.getByRole('button', { name: 'Add Wallpaper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Wallpaper' });
    await dialog.getByRole('button', { name: 'Add Wallpaper' }).click();
    await expect(dialog.getByText('Image is required for creating a wallpaper')).toBeVisible();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await dialog.getByRole('button', { name: 'Add Wallpaper' }).click();
    await expect(page.getByText('Invalid image format (use JPG, PNG, or GIF)').first()).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'desert-gold.png',
      mimeType: 'image/png',
      buffer: gradientPng(960, 640, [230, 190, 90], [120, 60, 20]),
    });
    await expectAccessible(page, 'wallpaper dialog');
    await dialog.getByRole('button', { name: 'Add Wallpaper' }).click();
    await expect(page.getByText('Wallpaper created successfully!')).toBeVisible();

    const row = page.getByRole('row', { name: /desert-gold\.png/ });
    await expect(row.getByText('Inactive')).toBeVisible();
    await expect(row.getByText(/^\d+\.\d{2} MB$/)).toBeVisible();
    await row.getByRole('button', { name: 'Edit desert-gold.png' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Wallpaper' });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Wallpaper updated successfully!')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expectAccessible(page, 'manage wallpaper with an active wallpaper');

    const visitor = await anonymousPage(browser);
    await visitor.goto('/login');
    const wallpaper = visitor.locator('img[src^="/api/Wallpaper/file/"]');
    await expect(wallpaper).toBeVisible();
    expect(await wallpaper.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);

    // Deleting it brings back the logo-and-title fallback (and leaves the login suite's state as found).
    await row.getByRole('button', { name: 'Delete desert-gold.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Wallpaper' });
    await expect(
      confirm.getByText('Are you sure you want to delete this wallpaper? This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Wallpaper deleted successfully!')).toBeVisible();
    await expect(page.getByText('No wallpapers found.')).toBeVisible();
    await visitor.reload();
    await expect(visitor.locator('img[src^="/api/Wallpaper/file/"]')).toHaveCount(0);
  });
});
