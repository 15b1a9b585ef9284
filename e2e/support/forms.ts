import { expect, type Locator, type Page } from '@playwright/test';

/** Types into a country picker and picks the country from its list. */
export async function pickCountry(scope: Locator, page: Page, label: string, country: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await expect(input).toHaveValue(country);
}
