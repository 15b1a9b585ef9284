import { INDIVIDUAL_BATCH_HEADERS } from '@aml/contracts';
import { uniqueNumber } from '../../../../test/customers';
import { workbookOf } from '../../screening/test-support/workbooks';

/** Workbooks for the individual batch onboarding tests, written by exceljs as Excel would save them. */

/** An onboarding batch file: the template's 13 headers, then these rows. */
export const onboardingFile = (rows: readonly (readonly unknown[])[]) =>
  workbookOf([[[...INDIVIDUAL_BATCH_HEADERS], ...rows]]);

/** One valid row (spec 2 §5.3 columns) with a passport number no other test uses. */
export function onboardingRow(overrides: Partial<Record<(typeof INDIVIDUAL_BATCH_HEADERS)[number], unknown>> = {}) {
  const row: Record<(typeof INDIVIDUAL_BATCH_HEADERS)[number], unknown> = {
    'First Name': 'Rahul',
    'Last Name': 'Menon',
    'Date of Birth': '1985-11-20',
    'Residential Status': 'Resident',
    Address: 'Flat 4, Building 7, Al Nahda, Sharjah',
    Nationality: 'India',
    'Country Code': '+91',
    'Contact Number': '9876543210',
    'ID Type': 'Passport',
    'ID Number': uniqueNumber('B'),
    'ID Issued Date': '2022-03-01',
    'ID Expiry Date': '2032-02-28',
    'Fuzzy Level': '0',
    ...overrides,
  };
  return INDIVIDUAL_BATCH_HEADERS.map((header) => row[header]);
}

/** `count` valid rows with made-up, unlisted names (the listed names given first), each its own passport. */
export function onboardingRows(count: number, listed: readonly [string, string][] = []): unknown[][] {
  const rows = listed.map(([first, last]) => onboardingRow({ 'First Name': first, 'Last Name': last }));
  for (let i = rows.length; i < count; i += 1)
    rows.push(onboardingRow({ 'First Name': `Testperson${i}`, 'Last Name': 'Qwxzyvrandom' }));
  return rows;
}
