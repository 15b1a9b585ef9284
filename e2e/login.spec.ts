import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { E2E } from './support/env';

test.describe('login page', () => {
  test('shows the form, the capabilities banner and the title fallback without a wallpaper', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$|\/$/);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    for (const capability of ['Screening', 'Risk Assessment', 'Ongoing Monitoring', 'Record Keeping']) {
      await expect(page.getByText(capability, { exact: false }).first()).toBeAttached();
    }
    await expect(page.getByRole('link', { name: /News Room/i })).toBeVisible();
    // No wallpaper is active on a fresh install: the logo and product title stand in.
    await expect(page.getByText('Aurum AML').first()).toBeVisible();
    await expect(page.locator('img[src^="/api/Wallpaper/file/"]')).toHaveCount(0);
  });

  test('gives the spec messages for empty and short input', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('says Sign in failed for 3 seconds on wrong credentials, then offers Sign In again', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E.mlro.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!Passw0rd');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign in failed' })).toBeVisible();
    await expect(page.getByText('Invalid Credentials').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/login/);
  });

  test('signs in with a bare user name by appending the mail domain', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mlro');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E.demoPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Success!' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/customers/);
  });

  test('has no serious or critical accessibility violations, light and dark', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
      await expectAccessible(page, scheme);
    }
  });
});
