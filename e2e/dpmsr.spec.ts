import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DPMSR_MESSAGES, DPMSR_TEXTS, PROFILE_INCOMPLETE_MESSAGE, type TenantFormInput } from '@aml/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { buildCorporateBody } from '../apps/server/test/customers';
import { schemaErrors } from '../packages/goaml/test/support/uae-schema';
import { expectAccessible } from './support/accessibility';
import { E2E } from './support/env';
import { pickCountry } from './support/forms';
import { mainNavigation, signIn } from './support/session';

/** A bearer header for any user, through the sign-in call (data is made through the API). */
async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/Authentication/Login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

/**
 * A fresh tenant (its reporting-person profile empty) with one MLRO whose password is set here, and one
 * corporate customer registered by that MLRO. Everything is named by the run, so runs never meet.
 */
async function freshTenantWithCorporate(request: APIRequestContext, run: string) {
  const mlro = { email: `mlro-${run.toLowerCase()}@dpmsr.test`, password: 'Dpm5r!Passw0rd' };
  const tenant: TenantFormInput = {
    id: '',
    clientName: `Dpmsr Gold ${run} LLC`,
    name: `Dpmsr Gold ${run}`,
    wmsTenantCode: `DP${run}`,
    email: `owner-${run.toLowerCase()}@dpmsr.test`,
    expiryDate: '2999-12-31',
    remarks: '',
    tradeLicenseNumber: `TL-${run}`,
    address: 'Gold Souk, Deira, Dubai',
    maxScreeningCount: 50,
    givenScreeningCount: 50,
    ongoingMonitoringEnabled: false,
    ongoingMonitoringCount: 0,
    users: [{ id: '', name: `Officer ${run}`, roleId: 'MLRO', isActive: true, ...mlro }],
  };
  const admin = await bearer(request, E2E.superUser.email, E2E.superUser.password);
  const created = await request.post('/api/TenantUser/register-tenant-user', { headers: admin, data: tenant });
  expect(created.ok(), await created.text()).toBe(true);

  const companyName = `Gulf Bullion ${run} LLC`;
  const headers = await bearer(request, mlro.email, mlro.password);
  const body = buildCorporateBody({ companyName, email: `compliance-${run.toLowerCase()}@bullion.test` });
  const corporate = await request.post('/api/CorporateUser/register-corporate-user', { headers, data: body });
  expect(corporate.ok(), await corporate.text()).toBe(true);
  return { mlro, companyName };
}

/** Opens a select by its label and clicks one of its options. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
}

test.describe('DPMSR reporting (spec 3 §2, §5, §9)', () => {
  test('an MLRO completes the profile, is refused at 50,000 AED and files a valid goAML XML at 60,000', async ({
    page,
    request,
  }) => {
    test.slow();
    const run = Date.now().toString(36).toUpperCase();
    // goAML rentity_id is an xs:int of at least 1.
    const rentityId = String(10_000 + (Date.now() % 900_000));
    const entityReference = `DPMSR-${run}`;
    const { mlro, companyName } = await freshTenantWithCorporate(request, run);

    // Wide enough for every tenant entry in the top bar (narrower, DPMSR Reporting moves into More).
    await page.setViewportSize({ width: 1600, height: 900 });
    await signIn(page, mlro.email, mlro.password);

    // The new tenant's profile is empty: the list warns and shows no reports.
    await mainNavigation(page).getByRole('link', { name: 'DPMSR Reporting' }).click();
    await expect(page.getByRole('heading', { name: 'DPMSR Reporting', level: 1 })).toBeVisible();
    const warning = page.getByRole('alert').filter({ hasText: 'Profile Incomplete' });
    await expect(warning).toContainText(PROFILE_INCOMPLETE_MESSAGE);
    // The message is the alert's text, followed by its link.
    await expect(warning.getByText(PROFILE_INCOMPLETE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('table', { name: 'DPMSR reports' })).toHaveCount(0);
    await expectAccessible(page, 'dpmsr list, profile incomplete');

    // The warning's link leads to the profile; Edit Profile completes every reporting-person field.
    await warning.getByRole('link', { name: 'Go to Profile Information' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profileinfo$/);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tenant Details' });
    await dialog.getByRole('textbox', { name: 'Reporting Entity ID' }).fill(rentityId);
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Aisha');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Al Mansoori');
    await dialog.getByRole('textbox', { name: 'Birthdate' }).fill('1984-05-12');
    await dialog.getByRole('textbox', { name: 'ID Number' }).fill('784198412345671');
    await dialog.getByRole('textbox', { name: 'Passport Number' }).fill(`P${run}`);
    await pickCountry(dialog, page, 'Passport Country', 'United Arab Emirates');
    await pickCountry(dialog, page, 'Nationality', 'United Arab Emirates');
    await choose(dialog, page, 'Contact Type', 'Office');
    await choose(dialog, page, 'Communication Type', 'Mobile');
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('971501234567');
    const address = dialog.getByRole('region', { name: 'Address 1' });
    await choose(address, page, 'Address Type', 'Office');
    await address.getByRole('textbox', { name: 'Address', exact: true }).fill(`Office 12, Gold Souk ${run}`);
    await address.getByRole('textbox', { name: 'City' }).fill('Dubai');
    await address.getByRole('textbox', { name: 'State' }).fill('Dubai');
    await pickCountry(address, page, 'Country', 'United Arab Emirates');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Details updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Complete now: no warning, no reports yet.
    await mainNavigation(page).getByRole('link', { name: 'DPMSR Reporting' }).click();
    await expect(page.getByRole('heading', { name: 'No Reports Found' })).toBeVisible();
    await expect(page.getByText(PROFILE_INCOMPLETE_MESSAGE)).toHaveCount(0);
    await page.getByRole('link', { name: 'Create Your First Report' }).click();
    await expect(page).toHaveURL(/\/dashboard\/dpmsr\/create$/);
    await expect(page.getByRole('heading', { name: 'Create DPMSR Report', level: 1 })).toBeVisible();

    // The report for the corporate customer, first at 50,000 AED: refused by the dialog.
    const form = page.getByRole('form', { name: 'Create DPMSR Report' });
    await form.getByRole('radio', { name: 'Corporate', exact: true }).check();
    const customer = form.getByRole('combobox', { name: 'Customer', exact: true });
    await customer.fill(companyName);
    await page.getByRole('option', { name: new RegExp(`^${companyName} · `) }).click();
    await expect(customer).toHaveValue(new RegExp(`^${companyName} · `));
    const selected = form.getByRole('region', { name: 'Selected Customer' });
    await expect(selected).toContainText(companyName);
    await form.getByRole('textbox', { name: 'Entity Reference' }).fill(entityReference);
    await choose(form, page, 'Item Type', 'Gold');
    const disposed = form.getByRole('textbox', { name: 'Disposed Value' });
    await disposed.fill('50000');
    await form.getByRole('textbox', { name: 'Estimated Value' }).fill('52000');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill(`24K gold bars, lot ${run}`);
    await form.getByRole('textbox', { name: 'Status Comments' }).fill('Paid by bank transfer; KYC on file.');
    await form.getByRole('button', { name: 'Submit' }).click();
    const refused = page.getByRole('dialog', { name: 'Transaction Not Eligible' });
    await expect(refused).toContainText(DPMSR_MESSAGES.notEligible);
    await refused.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(refused).toBeHidden();

    // At 60,000 AED it is submitted and Submit becomes Generate XML.
    await disposed.fill('60000');
    await expect(disposed).toHaveValue('60,000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(DPMSR_TEXTS.submitted)).toBeVisible();
    const generate = form.getByRole('button', { name: 'Generate XML' });
    await expect(generate).toBeVisible();
    await expectAccessible(page, 'dpmsr create, filled and submitted');

    // The download is the goAML file: named by reference and company, valid against the UAE schema.
    const downloading = page.waitForEvent('download');
    await generate.click();
    const download = await downloading;
    expect(download.suggestedFilename().startsWith(`${entityReference}_${companyName}_`)).toBe(true);
    expect(download.suggestedFilename()).toMatch(/_\d{4}-\d{2}-\d{2}\.xml$/);
    const bytes = readFileSync(await download.path());
    const xml = bytes.toString('utf8');
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<indicator>DPMSJ</indicator>');
    expect(xml).toContain(`<rentity_id>${rentityId}</rentity_id>`);
    expect(xml).toContain(`<entity_reference>${entityReference}</entity_reference>`);
    // The create screen starts afresh after the file is generated.
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();

    // The list holds the one report; its view shows the cards and the fingerprint of the file downloaded.
    await page.getByRole('link', { name: 'Back to Reports' }).click();
    const table = page.getByRole('table', { name: 'DPMSR reports' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: entityReference });
    await expect(row).toContainText(companyName);
    await expect(row).toContainText('Corporate');
    await expect(row).toContainText('AED 60,000');
    await row.getByRole('button', { name: new RegExp(`^View report ${entityReference} `) }).click();
    await expect(page).toHaveURL(/\/dashboard\/dpmsr\/view\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'DPMSR Report', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Report ID:/)).toBeVisible();
    for (const card of ['Customer Information', 'Personal Information (Tenant Details)', 'Report Details']) {
      await expect(page.getByRole('region', { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Customer Information' })).toContainText(companyName);
    await expect(page.getByRole('region', { name: 'Report Details' })).toContainText(entityReference);
    const lastXml = page.getByRole('region', { name: 'Last generated XML' });
    await expect(lastXml).toContainText(download.suggestedFilename());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await expect(lastXml.locator('pre')).toHaveText(sha256);
    await expectAccessible(page, 'dpmsr view');
  });
});
