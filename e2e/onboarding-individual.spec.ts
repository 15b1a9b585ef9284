import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { gradientPng } from './support/png';
import { signInAsMlro } from './support/session';

/** A one-page PDF small enough to read: what a scanned utility bill would be, minus the scan. */
function tinyPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseCountry(page: Page, field: string, country: string) {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.fill(country);
  await input.press('Enter');
  // Picked, not merely typed: the list has closed on the choice.
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue(country);
}

/**
 * A made-up name on no sanctions list: the screening finds nothing, so the customer is simply saved.
 * Each run has its own surname and Emirates ID, so a retry is not refused as a duplicate.
 */
function newCustomer() {
  const stamp = String(Date.now()).slice(-12);
  const letters = stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a');
  return {
    first: 'Farida',
    last: `Lindqvist-${letters.slice(-6)}`,
    eidDigits: `784${stamp}`,
    eid: `784-${stamp.slice(0, 4)}-${stamp.slice(4, 11)}-${stamp.slice(11)}`,
  };
}

test.describe('Individual onboarding (spec 2 §2.1, §2.2, §2.11)', () => {
  test('an MLRO registers an individual with two documents and then edits the customer', async ({ page }) => {
    test.slow();
    const customer = newCustomer();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsMlro(page);
    await page.goto('/dashboard/onboard');
    await expect(page.getByRole('heading', { name: 'Customer Onboarding' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose Customer Type' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Individual/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: 'New Individual Registration' })).toBeVisible();
    await expectAccessible(page, 'onboarding, individual form');
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
    await expectAccessible(page, 'onboarding, individual form, dark');
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

    await page.getByRole('textbox', { name: 'First Name' }).fill(customer.first);
    await page.getByRole('textbox', { name: 'Last Name' }).fill(customer.last);
    await page.getByLabel('Date of Birth').fill('1986-09-14');
    await page.getByRole('textbox', { name: 'Address' }).fill('Villa 7, Al Wasl Road');
    await page.getByRole('textbox', { name: 'City' }).fill('Dubai');
    await page.getByRole('textbox', { name: 'Contact No' }).fill('501112233');
    await page.getByRole('textbox', { name: 'Email' }).fill('farida@example.test');
    await chooseCountry(page, 'Nationality', 'Sweden');
    await chooseCountry(page, 'Place of Birth', 'Sweden');
    await chooseCountry(page, 'Country of Residence', 'United Arab Emirates');
    await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).check();
    await chooseOption(page, 'Occupation', 'Consulting/Freelancer');
    await chooseOption(page, 'Source of Income', 'Business Proceeds');
    await chooseOption(page, 'Purpose', 'Gift');
    await chooseOption(page, 'Payment Mode', 'Debit/Credit Card');
    await page.getByRole('textbox', { name: 'Expected No. of Transactions' }).fill('3');
    await chooseOption(page, 'Product Type', '18/21/22K Gold Jewellery');
    await page.keyboard.press('Escape');
    await chooseOption(page, 'ID Type', 'EID');
    const idNo = page.getByRole('textbox', { name: 'ID No' });
    await idNo.pressSequentially(customer.eidDigits);
    await expect(idNo).toHaveValue(customer.eid);
    await expect(page.getByText('Format: xxx-xxxx-xxxxxxx-x')).toBeVisible();
    await page.getByRole('textbox', { name: 'ID Issued By' }).fill('ICP');
    await chooseCountry(page, 'ID Issued At', 'United Arab Emirates');
    await page.getByLabel('ID Issued Date').fill('2022-03-01');
    await page.getByLabel('ID Expiry Date').fill('2030-03-01');
    await page.getByLabel('Document files').setInputFiles([
      { name: 'emirates-id.png', mimeType: 'image/png', buffer: gradientPng(64, 40, [20, 60, 160], [240, 200, 60]) },
      { name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    ]);
    const attached = page.getByRole('list', { name: 'Attached documents' });
    await expect(attached.getByRole('listitem')).toHaveCount(2);

    const registered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/IndividualUser/register-individual-user') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    const answer = await registered;
    expect(answer.status()).toBe(200);
    const { userId } = (await answer.json()) as { userId: string };
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    // Spec 2 §4.4: the form starts afresh, documents included.
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Attached documents' })).toHaveCount(0);

    await page.goto(`/dashboard/edituser?type=individual&id=${userId}`);
    await expect(page.getByRole('heading', { name: `Editing: ${customer.first} ${customer.last}` })).toBeVisible();
    await expect(page).toHaveTitle(/^Edit User · /);
    await expect(page.getByRole('textbox', { name: 'ID No' })).toHaveValue(customer.eid);
    const stored = page.getByRole('list', { name: 'Attached documents' });
    for (const name of ['emirates-id.png', 'utility-bill.pdf']) {
      const link = stored.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', /.+/);
      await expect(link).toHaveAttribute('download', name);
    }
    const download = await page.request.get(
      (await stored.getByRole('link', { name: 'utility-bill.pdf' }).getAttribute('href')) ?? '',
    );
    expect(download.ok()).toBe(true);
    expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectAccessible(page, 'edit individual');

    await page.getByRole('textbox', { name: 'City' }).fill('Abu Dhabi');
    await page.getByRole('button', { name: 'Submit Changes' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    // Spec 2 §4.4: an edit keeps the form, now with the saved values.
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Abu Dhabi');
    await expect(page.getByRole('heading', { name: `Editing: ${customer.first} ${customer.last}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Abu Dhabi');
  });

  test('the edit page says what is missing from its address', async ({ page }) => {
    await signInAsMlro(page);
    await page.goto('/dashboard/edituser?type=individual');
    await expect(page.getByText('Missing type or id parameter in the URL.')).toBeVisible();
    await page.goto('/dashboard/edituser?type=partner&id=1');
    await expect(page.getByText('Missing type or id parameter in the URL.')).toBeVisible();
  });
});
