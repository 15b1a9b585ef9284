import { composeTd3, type SpecimenPerson } from '@aml/id-scan/testing';
import { expect, type Page, test } from '@playwright/test';
import { onboardingFile, onboardingRow } from '../apps/server/src/modules/customers/test-support/onboarding-workbooks';
import { renderPassportPage } from '../apps/server/src/modules/id-scan/test-support/synthetic-documents';
import { expectAccessible } from './support/accessibility';
import { signInAsMlro, storage } from './support/session';

const QUICK_ONBOARD = '/dashboard/quick-onboard';
const SHORTENED = 'The MRZ may have shortened this name; check the printed name.';

/** 'FKBBGJ' → 'Fkbbgj', as the scan spells a name read from the MRZ. */
const titleCase = (words: string) => words.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/**
 * A passport data page rendered for this run (synthetic, no real person's): its own surname and number, so a
 * rerun against the same database is never refused as a duplicate (the rule is ID type + number). Surname and
 * given names fill the MRZ's 39 name cells exactly, so the scan reads them whole but cannot tell that nothing
 * was cut off (ICAO 9303 part 3 §4.6) and marks both names for checking against the printed page.
 */
async function passportSpecimen(stamp: string) {
  const letters = stamp.slice(-6).replace(/\d/g, (digit) => 'BCDFGHJKLM'[Number(digit)] ?? 'B');
  const person: SpecimenPerson = {
    surname: `LINDQVIST ${letters}`,
    givenNames: 'FARIDA ELISABET JOHAN',
    documentNumber: `Q${stamp}`,
    issuingState: 'SWE',
    nationality: 'SWE',
    birthDate: '860914',
    sex: 'F',
    expiryDate: '340302',
  };
  const mrz = composeTd3(person);
  // The condition under test: the name field runs to its last cell, with no filler after it.
  expect(mrz[0]).toMatch(/[A-Z]$/);
  const png = await renderPassportPage(mrz, {
    surname: person.surname,
    givenNames: person.givenNames,
    nationality: 'SWEDISH',
    birthDate: '14 SEP 1986',
    sex: 'F',
    expiryDate: '02 MAR 2034',
    documentNumber: person.documentNumber,
  });
  return {
    file: { name: `passport-${stamp}.png`, mimeType: 'image/png', buffer: png },
    firstName: titleCase(person.givenNames),
    lastName: titleCase(person.surname),
    idNo: person.documentNumber,
  };
}

/** Thirty valid rows (spec 2 §5.3), made-up names carrying this run's letters, each with its own passport number. */
async function batchWorkbook(stamp: string) {
  const letters = titleCase(stamp.slice(-6).replace(/\d/g, (digit) => 'bcdfghjklm'[Number(digit)] ?? 'b'));
  const rows = Array.from({ length: 30 }, (_, i) =>
    onboardingRow({ 'First Name': 'Onboardee', 'Last Name': `${letters} Number${i + 1}` }),
  );
  return {
    letters,
    firstIdNumber: String(rows[0]?.[9]),
    file: {
      name: `onboarding-${stamp}.xlsx`,
      mimeType: 'application/octet-stream',
      buffer: await onboardingFile(rows),
    },
  };
}

/**
 * A batch left by an earlier attempt of this test (a retry on the same server) would send the upload screen
 * straight to its results (spec 2 §4.7); it is discarded through the API first.
 */
async function discardLeftoverBatch(page: Page) {
  const headers = { Authorization: `Bearer ${await storage(page, 'token')}` };
  const current = await page.request.get('/api/IndividualUser/batch/current', { headers });
  expect(current.ok()).toBe(true);
  const { batch } = (await current.json()) as { batch: { id: string } | null };
  if (batch)
    expect((await page.request.post(`/api/IndividualUser/batch/${batch.id}/discard`, { headers })).ok()).toBe(true);
}

test.describe('Quick onboarding (spec 2 §2.4–§2.7, §4.6, §4.7)', () => {
  test('an MLRO onboards a scanned passport with its doubtful names marked, then a batch of 30 that survives a reload', async ({
    page,
  }) => {
    // An ID scan, thirty customers screened by the server job, and two axe runs on a 2-core machine.
    test.slow();
    const stamp = String(Date.now()).slice(-8);
    const passport = await passportSpecimen(stamp);
    const batch = await batchWorkbook(stamp);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsMlro(page);

    // The hub: single entry is the default.
    await page.goto(QUICK_ONBOARD);
    await expect(page.getByRole('heading', { name: 'Quick Onboarding', level: 1 })).toBeVisible();
    const entryType = page.getByRole('radiogroup', { name: 'Choose Entry Type' });
    await expect(entryType.getByRole('radio', { name: 'Individual Single Entry' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(entryType.getByRole('radio', { name: 'Individual Batch Entry' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    // Single entry: the scan fills what the passport's MRZ holds and marks the names it cannot vouch for.
    await page.goto(`${QUICK_ONBOARD}/single-onboard`);
    await expect(page.getByRole('heading', { name: 'Individual Registration' })).toBeVisible();
    await page.getByRole('button', { name: 'Onboard with ID card' }).click();
    await page.getByLabel('ID card file').setInputFiles(passport.file);
    await expect(page.getByText('Image processed successfully!')).toBeVisible({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Individual Registration' });
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    const lastName = form.getByRole('textbox', { name: 'Last Name' });
    const idNo = form.getByRole('textbox', { name: 'ID No' });
    await expect(firstName).toHaveValue(passport.firstName);
    await expect(lastName).toHaveValue(passport.lastName);
    await expect(form.getByLabel('Date of Birth')).toHaveValue('1986-09-14');
    await expect(form.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Sweden');
    await expect(form.getByRole('combobox', { name: 'Country Code' })).toHaveValue(/^\+46\b/);
    await expect(form.getByRole('combobox', { name: 'ID Type' })).toHaveValue('Passport');
    await expect(idNo).toHaveValue(passport.idNo);
    await expect(form.getByLabel('ID Expiry Date')).toHaveValue('2034-03-02');
    // The MRZ holds no issue date: left for the user, and said so.
    await expect(form.getByLabel('ID Issued Date')).toHaveValue('');
    await expect(page.getByText("To check (2), marked 'Check' under the field: First Name, Last Name.")).toBeVisible();
    await expect(
      page.getByText(/Not read, enter by hand: .*ID Issued Date \(The MRZ holds no issue date\)/),
    ).toBeVisible();
    await expect(firstName).toHaveAccessibleDescription(`Check: ${SHORTENED}`);
    await expect(lastName).toHaveAccessibleDescription(`Check: ${SHORTENED}`);
    // A value confirmed by its check digit is not marked.
    await expect(idNo).not.toHaveAccessibleDescription(/Check:/);
    await expectAccessible(page, 'quick onboarding, single entry after a scan');

    // What the form still needs; the marked names are right (they are the printed ones) and stay as read.
    await form.getByRole('textbox', { name: 'Address' }).fill('Villa 7, Al Wasl Road, Dubai');
    await form.getByRole('textbox', { name: 'Contact No' }).fill('701234567');
    await form.getByLabel('ID Issued Date').fill('2024-03-03');
    const submitted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/IndividualUser/quick-onboard') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit Quick Onboard' }).click();
    const answer = await submitted;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      firstName: passport.firstName,
      lastName: passport.lastName,
      idType: 'Passport',
      idNo: passport.idNo,
      nationality: 'Sweden',
      residentialStatus: 'Resident',
      dateOfBirth: expect.stringMatching(/^1986-09-14/),
      idExpiryDate: expect.stringMatching(/^2034-03-02/),
    });
    await expect(page.getByText('User onboarded successfully!')).toBeVisible();
    // Spec 2 §4.4: the form starts afresh, and so does the scan.
    await expect(firstName).toHaveValue('');
    await expect(lastName).toHaveValue('');
    await expect(idNo).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Nationality' })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'ID Type' })).toHaveValue('');
    await expect(form.getByLabel('ID Expiry Date')).toHaveValue('');
    await expect(page.getByText('Image processed successfully!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear scan' })).toHaveCount(0);
    await expect(firstName).not.toHaveAccessibleDescription(/Check:/);

    // Batch entry, chosen on the hub: preview, process, reload on the results, the job goes on on the server.
    await discardLeftoverBatch(page);
    await entryType.getByRole('radio', { name: 'Individual Batch Entry' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quick-onboard\/batch-onboard$/);
    await expect(page.getByRole('heading', { name: 'Batch Onboarding', exact: true })).toBeVisible();
    await page.getByLabel('Onboarding workbook (.xlsx)').setInputFiles(batch.file);
    await expect(page.getByText('Loaded 30 valid records')).toBeVisible();
    const preview = page.getByRole('table', { name: 'Record Preview' });
    await expect(preview.getByRole('row')).toHaveCount(31);
    await expect(preview.getByRole('cell', { name: `${batch.letters} Number30`, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Process Batch' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quick-onboard\/batch-onboard-results\?id=/);
    // Right after landing: on a fast machine the batch may already be done, which the page must show as well.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Batch Onboarding Results' })).toBeVisible();
    await expect(page.getByText('Onboarded 30 of 30 records · 0 In Review')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Showing 1 to 30 of 30 records')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Row 2\\b.*${batch.letters} Number1\\b`) }).click();
    await expect(page.getByRole('heading', { name: 'Submitted Data' })).toBeVisible();
    await expect(page.getByText(batch.firstIdNumber, { exact: true })).toBeVisible();
    await expectAccessible(page, 'batch onboarding results');

    await page.getByRole('button', { name: 'Perform Another Batch' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quick-onboard\/batch-onboard$/);
    await expect(page.getByLabel('Onboarding workbook (.xlsx)')).toBeAttached();
  });
});
