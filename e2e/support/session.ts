import { expect, type Page } from '@playwright/test';
import { E2E } from './env';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard\//, { timeout: 10_000 });
}

export const signInAsMlro = (page: Page) => signIn(page, E2E.mlro.email, E2E.demoPassword);
export const signInAsFla = (page: Page) => signIn(page, E2E.fla.email, E2E.demoPassword);
export const signInAsSuperUser = (page: Page) => signIn(page, E2E.superUser.email, E2E.superUser.password);

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

export async function storage(page: Page, key: string): Promise<string | null> {
  return await page.evaluate((k) => window.localStorage.getItem(k), key);
}
