import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { buildIndividualBody } from '../apps/server/test/customers';
import { expectAccessible } from './support/accessibility';
import { E2E } from './support/env';
import { mainNavigation, signInAsFla, signInAsMlro } from './support/session';

/** A bearer header for a demo user, through the sign-in call (data is made through the API). */
async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post('/api/Authentication/Login', { data: { email, password: E2E.demoPassword } });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

/**
 * Two customers on the fictional demo list, both sent to review by their screening. Each run has its own
 * tag (in their e-mail addresses) so that the list can be searched down to them, and its own ID numbers.
 */
async function twoListedCustomers(request: APIRequestContext, tag: string) {
  const headers = await bearer(request, E2E.mlro.email);
  const people = [
    { firstName: 'Mohammed', lastName: 'Abdullah Al-Khayali', dateOfBirth: '1975-03-14', gender: 'Male' },
    { firstName: 'Fatima', lastName: 'Yousef Al-Wahmi', dateOfBirth: '1982-06-01', gender: 'Female' },
  ] as const;
  for (const [i, person] of people.entries()) {
    const body = buildIndividualBody({ ...person, email: `${tag}-${i}@journey.test`, idNo: `J${tag}${i}` });
    const res = await request.post('/api/IndividualUser/register-individual-user', { headers, data: body });
    expect(res.ok(), await res.text()).toBe(true);
    expect((await res.json()).status).toBe('In Review');
  }
}

async function decide(page: Page, action: 'False Match' | 'Approve', name: string, remarks: string) {
  await page.getByRole('button', { name: `${action} ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This action cannot be undone');
  await dialog.getByRole('textbox', { name: 'Remarks' }).fill(remarks);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  // Decided, it leaves the In Review list (the list reloads).
  await expect(page.getByRole('button', { name: name, exact: true })).toHaveCount(0);
}

test.describe('Customer lists and review (spec 2 §2.10, §4.2)', () => {
  test('an MLRO reads why a customer was flagged, marks one a false match and approves another', async ({
    page,
    request,
  }) => {
    test.slow();
    const tag = String(Date.now()).slice(-9);
    await twoListedCustomers(request, tag);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsMlro(page);
    await expect(page.getByRole('heading', { name: 'Onboarded Customers' })).toBeVisible();

    await page.goto('/dashboard/review');
    await expect(page.getByRole('heading', { name: 'In Review' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();

    // Why was Mohammed flagged? The Sanction Details tab explains the match.
    await page.getByRole('button', { name: 'Mohammed Abdullah Al-Khayali', exact: true }).click();
    await page.getByRole('tab', { name: 'Sanction Details' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText("Matched the primary name 'Mohammed Abdullah Al-Khayali'");
    await expect(panel).toContainText('Date of birth agrees (searched 14/03/1975; listed 14/03/1975)');
    await expect(panel).toContainText('DEMO-001');
    await page.getByRole('tab', { name: 'Risk Details' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Screening found 1 hit(s)');
    await expectAccessible(page, 'review list with the panel open');

    await decide(
      page,
      'False Match',
      'Mohammed Abdullah Al-Khayali',
      'Passport and birthplace differ from the listing.',
    );
    await decide(page, 'Approve', 'Fatima Yousef Al-Wahmi', 'Listed person confirmed different: approved with EDD.');
    await expect(page.getByText('No Users For Review')).toBeVisible();

    // The decisions show on the customers list, in the panel's Sanction tab and History.
    await mainNavigation(page).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { name: 'Onboarded Customers' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByText('FalseMatchOnboarded')).toBeVisible();
    await expect(table.getByText('Onboarded', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mohammed Abdullah Al-Khayali', exact: true }).click();
    await page.getByRole('tab', { name: 'Sanction Details' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('*The below details have been labeled as a false match');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Marked False Match');
    await expect(history).toContainText('Passport and birthplace differ from the listing.');
    await expect(history).toContainText(E2E.mlro.email);
  });

  test('an FLA sees no review entries, is sent home from them, and cannot decide through the API', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAsFla(page);
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
    await expect(nav.getByText('Review', { exact: true })).toHaveCount(0);
    await page.goto('/dashboard/review');
    await expect(page).toHaveURL(/\/dashboard\/customers$/);

    const headers = await bearer(request, E2E.fla.email);
    const list = await request.get('/api/customers?view=review&pageSize=5', { headers });
    expect(list.ok()).toBe(true);
    const someone = (await list.json()).items[0] ?? { id: '00000000-0000-4000-8000-000000000000' };
    const res = await request.put(`/api/IndividualUser/onboard-individual-user/${someone.id}?mode=approve`, {
      headers,
      data: {},
    });
    expect(res.status()).toBe(403);
  });
});
