import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { signInAsMlro } from './support/session';

/** Opens a select (or multi-select) by its label and clicks one of its options. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into a country picker and picks the country from its list. */
async function pickCountry(scope: Page | Locator, page: Page, label: string, country: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.fill(country);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: country, exact: true }).click();
  await input.press('Tab');
}

async function answer(page: Page, question: string, value: 'Yes' | 'No') {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: value, exact: true }).check();
}

test.describe('Corporate onboarding (MLRO)', () => {
  test('registers a corporate customer with two partners, reopens it and saves a change', async ({ page }) => {
    // A long form, two screenings on the server and two axe runs.
    test.slow();
    // Unique per run: a retry on the same server must not meet the first attempt's customer as a duplicate.
    const run = Date.now().toString(36).toUpperCase();
    const company = `Qasr Tamarind Trading ${run}`;

    await signInAsMlro(page);
    await page.goto('/dashboard/onboard');
    await page.getByRole('radio', { name: /Corporate/ }).click();
    await expect(page.getByRole('heading', { name: 'New Corporate Registration' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Company Name' }).fill(company);
    await choose(page, page, 'Entity Type', 'LLC');
    await page.getByRole('textbox', { name: 'Company Address' }).fill('Office 804, Gold Tower, Deira');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Dubai');
    await page.getByRole('textbox', { name: 'PO Box No' }).fill('48213');
    await page.getByRole('textbox', { name: 'Email' }).fill(`kyc.${run.toLowerCase()}@tamarind.test`);
    await page.getByRole('textbox', { name: 'Office No' }).fill('42207788');
    await page.getByRole('textbox', { name: 'Mobile No' }).fill('509876543');
    await page.getByRole('textbox', { name: 'Trade License/COI No' }).fill(`DED${run}`);
    await page.getByRole('textbox', { name: 'Issued At' }).fill('Dubai');
    await page.getByRole('textbox', { name: 'Issued By' }).fill('Dubai Economy and Tourism');
    await page.getByLabel(/^Issued Date/).fill('2022-04-10');
    await page.getByLabel(/^Expiry Date/).fill('2036-04-09');
    await pickCountry(page, page, 'Countries of Operation', 'United Arab Emirates');
    await choose(page, page, 'Business Activity', 'DPMS - Retail Store');
    await answer(page, 'Dealing with Import/Export', 'Yes');
    await pickCountry(page, page, 'Import/Export Countries', 'India');
    await answer(page, 'Sister Concern/Branch', 'No');
    await page.getByRole('textbox', { name: 'Account Holding Bank Name' }).fill('Emirates NBD');
    await expect(page.getByText('max 50 characters')).toBeVisible();
    await choose(page, page, 'Customer Type', 'B2C inside UAE');
    await choose(page, page, 'Product Type', '18/21/22K Gold Jewellery');
    await page.keyboard.press('Escape');
    await choose(page, page, 'Product Source', 'Supplier');
    await choose(page, page, 'Delivery Channel', 'Face to Face');
    await choose(page, page, 'Payment Mode', 'Others');
    await page.getByRole('textbox', { name: 'Specify Payment Mode' }).fill('Letter of credit');
    await answer(page, 'Dual Use Goods', 'No');

    const first = page.getByRole('group', { name: 'Partner 1' });
    await first.getByRole('textbox', { name: 'Name' }).fill(`Zubair Qasimi ${run}`);
    await pickCountry(first, page, 'Nationality/Country of Incorporation', 'United Arab Emirates');
    await choose(first, page, 'ID Type', 'EID');
    await first.getByRole('textbox', { name: 'ID/License No' }).fill('784198012345678');
    await expect(first.getByRole('textbox', { name: 'ID/License No' })).toHaveValue('784-1980-1234567-8');
    await first.getByLabel(/^ID Expiry/).fill('2033-01-31');
    await first.getByRole('textbox', { name: 'Percentage of Share' }).fill('75');

    await page.getByRole('button', { name: 'Add Another Partner' }).click();
    const second = page.getByRole('group', { name: 'Partner 2' });
    await second.getByRole('textbox', { name: 'Name' }).fill(`Lavanya Iyer ${run}`);
    await pickCountry(second, page, 'Nationality/Country of Incorporation', 'India');
    await second.getByRole('textbox', { name: 'ID/License No' }).fill('P7788123');
    await second.getByLabel(/^ID Expiry/).fill('2031-08-15');
    await choose(second, page, 'Role', 'MANAGER');
    // Spec 2 §5.5: a manager is not asked for a share.
    await expect(second.getByRole('textbox', { name: 'Percentage of Share' })).toHaveCount(0);

    await expectAccessible(page, 'new corporate registration');

    const registered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/CorporateUser/register-corporate-user') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    const answerOfPost = await registered;
    expect(answerOfPost.status()).toBe(200);
    const { corporateUserId } = (await answerOfPost.json()) as { corporateUserId: string };
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    // Spec 2 §4.4: a new registration clears the form.
    await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('');

    await page.goto(`/dashboard/edituser?type=corporate&id=${corporateUserId}`);
    await expect(page.getByRole('heading', { name: `Editing: ${company}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Partner 1' }).getByRole('textbox', { name: 'Name' })).toHaveValue(
      `Zubair Qasimi ${run}`,
    );
    await expect(page.getByRole('group', { name: 'Partner 2' }).getByRole('textbox', { name: 'Name' })).toHaveValue(
      `Lavanya Iyer ${run}`,
    );
    await expect(page.getByRole('group', { name: /^Partner \d$/ })).toHaveCount(2);
    // Spec 2 §3.6: each saved partner carries its own screening status.
    for (const n of [1, 2]) {
      await expect(
        page.getByRole('group', { name: `Partner ${n}` }).getByText(/^(In Review|Onboarded|Rejected|False Match)$/),
      ).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Specify Payment Mode' })).toHaveValue('Letter of credit');
    await expect(page.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute('href', '/dashboard/customers');

    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Sharjah');
    const updated = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/CorporateUser/corporate-user/${corporateUserId}`) &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Submit Changes' }).click();
    expect((await updated).status()).toBe(200);
    await expect(page.getByText('User data updated successfully!')).toBeVisible();
    // Spec 2 §4.4: an edit keeps the form, now showing the saved record.
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Sharjah');
    await expect(page.getByRole('group', { name: /^Partner \d$/ })).toHaveCount(2);
    await expectAccessible(page, 'editing a corporate customer');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Sharjah');
  });
});
