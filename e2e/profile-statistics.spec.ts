import { accountStatisticsSchema, statisticsUsersPageSchema } from '@aml/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { pickCountry } from './support/forms';
import { signInAsFla, signInAsMlro, storage } from './support/session';

const bearer = async (page: Page) => ({ Authorization: `Bearer ${await storage(page, 'token')}` });

test.describe('Profile and Account Statistics (spec 1 §2.5, §2.6)', () => {
  test('the MLRO keeps the profile with two addresses; the statistics match the server, card and dialog', async ({
    page,
  }) => {
    test.slow();
    const run = Date.now().toString(36).toUpperCase();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsMlro(page);

    // Profile: the sections, then Edit Profile with a second address whose text holds a colon.
    await page.goto('/dashboard/profileinfo');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Address Information' })).toBeVisible();
    await expectAccessible(page, 'profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tenant Details' });
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('971500000000');
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    const second = dialog.getByRole('region', { name: 'Address 2' });
    await second.getByRole('textbox', { name: 'Address', exact: true }).fill(`Unit 5: Gold Souk ${run}`);
    await second.getByRole('textbox', { name: 'City' }).fill('Muscat');
    await second.getByRole('textbox', { name: 'State' }).fill('Muscat');
    await pickCountry(second, page, 'Country', 'Oman');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Details updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Read back exactly, the colon included, beside the first address.
    await expect(page.getByText(`Unit 5: Gold Souk ${run}`)).toBeVisible();
    await expect(page.getByText('Address 2', { exact: true })).toBeVisible();
    const saved = await page.request.get('/api/ClientDetails/tenant-user-details', { headers: await bearer(page) });
    const tenant = (await saved.json()) as { address: string; countryCode: string };
    expect(tenant.address).toContain(`Unit 5\\: Gold Souk ${run}`);
    expect(tenant.countryCode.split(':')).toContain('OM');

    // Account Statistics: the cards show the server's figures; a card's dialog lists its users.
    const res = await page.request.get('/api/account-statistics', { headers: await bearer(page) });
    const figures = accountStatisticsSchema.parse(await res.json());
    await page.goto('/dashboard/accountinfo');
    await expect(page.getByRole('heading', { name: 'Account Statistics' })).toBeVisible();
    const total = page.getByRole('button', { name: /^Total Onboarded Users/ });
    await expect(total).toContainText(String(figures.total.count));
    await expect(page.getByRole('button', { name: /^High Risk Users/ })).toContainText(String(figures.highRisk.count));
    await expect(page.getByRole('heading', { name: 'User Type Distribution' })).toBeVisible();
    await expectAccessible(page, 'account statistics');
    await total.click();
    const users = page.getByRole('dialog', { name: 'Total Onboarded Users' });
    await expect(users.getByPlaceholder('Search users...')).toBeVisible();
    const firstPage = await page.request.get('/api/account-statistics/users?card=total&page=1&pageSize=10', {
      headers: await bearer(page),
    });
    const listed = statisticsUsersPageSchema.parse(await firstPage.json());
    expect(listed.total).toBe(figures.total.count);
    const first = listed.items[0];
    if (first) await expect(users.getByRole('link', { name: first.name })).toBeVisible();
    await users.getByPlaceholder('Search users...').fill(`no such customer ${run}`);
    await expect(users.getByText('No users found')).toBeVisible();
  });

  test('an FLA reads the profile but is not offered Edit Profile', async ({ page }) => {
    await signInAsFla(page);
    await page.goto('/dashboard/profileinfo');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  });
});
