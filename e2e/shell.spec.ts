import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mainNavigation, signInAsFla, signInAsMlro, signInAsSuperUser, storage } from './support/session';

const TENANT_ENTRIES = [
  'Profile',
  'Account Stats',
  'Customers',
  'Screening',
  'Onboarding',
  'Adverse Search',
  'Screening Logs',
  'DPMSR Reporting',
];

test.describe('dashboard shell and navigation', () => {
  test('a super user lands on Tenants and sees only the platform entries', async ({ page }) => {
    await signInAsSuperUser(page);
    await expect(page).toHaveURL(/\/dashboard\/tenants$/);
    const nav = mainNavigation(page);
    for (const label of ['Tenants', 'News and Articles', 'Wallpaper'])
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    await expect(nav.getByText('Customers', { exact: true })).toHaveCount(0);
    expect(await storage(page, 'superUser')).toBe('true');
    expect(await storage(page, 'tenantDetails')).toBeNull();
  });

  test('an MLRO lands on a screen that exists, with the Review group of a monitoring tenant', async ({ page }) => {
    // Wide enough for every tenant entry in the top bar (narrower, the last ones are in More, tested below).
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAsMlro(page);
    // Tenant staff land on their customers (spec 1 §2.2).
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await expect(page.getByRole('heading', { name: 'Onboarded Customers' })).toBeVisible();
    await expect(page).toHaveTitle('Onboarded Customers · Aurum AML');
    await expect(page.getByText('Demo Jewellers LLC').first()).toBeVisible();
    const nav = mainNavigation(page);
    for (const label of [...TENANT_ENTRIES, 'Review'])
      await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
    await nav.getByText('Review', { exact: true }).first().click();
    await expect(page.getByText('In Review', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Ongoing Monitoring Alerts', { exact: true }).first()).toBeVisible();
    expect(await storage(page, 'clientRole')).toBe('MLRO');
    expect(await storage(page, 'tenantDetails')).not.toBeNull();
    // An unknown path under /dashboard opens the not-found page inside the shell (spec 1 §2.2).
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/no-such-screen');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Aurum AML');
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
  });

  test('at 1024 px the top bar keeps every entry reachable through a More menu, by keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAsMlro(page);
    const nav = mainNavigation(page);
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('link', { name: 'DPMSR Reporting' })).toHaveCount(0);

    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    for (const label of ['Screening Logs', 'DPMSR Reporting', 'Sanctions Lists'])
      await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sanctions Lists' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'DPMSR Reporting' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/dpmsr$/);

    // Wide enough, everything is in the bar and there is no More.
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(nav.getByRole('link', { name: 'DPMSR Reporting' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
  });

  test('a skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
    await signInAsSuperUser(page);
    await expect(page.getByRole('heading', { name: 'Tenant Management' })).toBeVisible();
    await expect(page).toHaveTitle('Tenant Management · Aurum AML');
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the page, past the header and the navigation.
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  test('shows no WhatsApp link when the deployment has no support number', async ({ page }) => {
    await signInAsMlro(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'WhatsApp assistance' })).toHaveCount(0);
  });

  test('an FLA does not see the review entries', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAsFla(page);
    const nav = mainNavigation(page);
    for (const label of TENANT_ENTRIES) await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(nav.getByText('Review', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('In Review', { exact: true })).toHaveCount(0);
    expect(await storage(page, 'clientRole')).toBe('FLA');
  });

  test('theme and layout survive a reload', async ({ page }) => {
    await signInAsMlro(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitemradio', { name: 'Sidebar' }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await storage(page, 'theme')).toBe('dark');
    expect(await storage(page, 'layoutMode')).toBe('sidebar');
    const sidebar = page.locator('nav.mantine-AppShell-navbar');
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(260);
  });

  test('an unknown dashboard path shows the not-found page', async ({ page }) => {
    await signInAsSuperUser(page);
    await page.goto('/dashboard/no-such-screen');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });

  test('a visitor without a session is sent to the login page', async ({ page }) => {
    await page.goto('/dashboard/customers');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Sign In · Aurum AML');
  });

  test('the shell has no serious or critical accessibility violations', async ({ page }) => {
    await signInAsMlro(page);
    await expect(page.getByText('Demo Jewellers LLC').first()).toBeVisible();
    await expectAccessible(page, 'shell');
  });
});
