import {
  CORPORATE_BATCH_HEADERS,
  CORPORATE_BATCH_MAX_PARTNERS,
  CORPORATE_BATCH_OPTIONAL_HEADERS,
  PARTNER_BATCH_FIELDS,
  partnerBatchHeader,
} from '@aml/contracts';
import { uniqueNumber } from '../../../../test/customers';
import { workbookOf } from '../../screening/test-support/workbooks';

/** Workbooks for the corporate batch onboarding tests, written by exceljs as Excel would save them. */

const PARTNER_HEADERS = Array.from({ length: CORPORATE_BATCH_MAX_PARTNERS }, (_, i) =>
  PARTNER_BATCH_FIELDS.map((field) => partnerBatchHeader(i + 1, field)),
).flat();

/** The template's headers: the 34 company columns, the optional ones, five partners of ten columns. */
export const CORPORATE_FILE_HEADERS: readonly string[] = [
  ...CORPORATE_BATCH_HEADERS,
  ...CORPORATE_BATCH_OPTIONAL_HEADERS,
  ...PARTNER_HEADERS,
];

export type CompanyCells = Record<string, unknown>;

/** A partner's ten cells (spec 2 §5.7), an individual UBO by default. */
export function partnerCells(n: number, overrides: Partial<Record<(typeof PARTNER_BATCH_FIELDS)[number], unknown>>) {
  const partner: Record<string, unknown> = {
    Type: 'Individual',
    Name: 'Priya Nair',
    'Nationality Or Country Of Incorporation': 'India',
    'ID Type': 'Passport',
    'ID No Or License No': uniqueNumber('N'),
    'ID Expiry': '2031-05-05',
    Birthdate: '1980-02-02',
    Role: 'UBO',
    'Percentage Of Share': 100,
    PEP: 'No',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(partner).map(([field, value]) => [`Partner ${n} ${field}`, value]));
}

/** One valid company with one partner and a trade licence no other test uses. */
export function companyCells(overrides: CompanyCells = {}): CompanyCells {
  return {
    'Company Name': 'Souk Jewels FZE',
    Email: 'info@soukjewels.example',
    'Company Address': 'Unit 4, Gold Souk',
    City: 'Dubai',
    'Country Of Incorporation': 'United Arab Emirates',
    'PO Box No': '5566',
    'Office Country Code': '+971',
    'Contact Office No': '42223333',
    'Mobile Country Code': '+971',
    'Contact Mobile No': '551234567',
    'VAT Registration Number': '',
    'Tenancy Contract Expiry Date': '',
    'Trade License No': uniqueNumber('TL'),
    'Trade License Issued At': 'Dubai',
    'Trade License Issued By': 'DAFZA',
    'Trade License Issued Date': '2020-01-15',
    'Trade License Expiry Date': '2030-01-14',
    'Entity Type': 'FZE',
    'Countries Of Operation': 'United Arab Emirates, India',
    'Business Activity': 'DPMS - Retail Store',
    'Is Dealing With Import Export': 'No',
    'Import Export Countries': '',
    'Has Sister Concern Branch': 'No',
    'Sister Concern Country': '',
    'Account Holding Bank Name': 'Mashreq',
    'Customer Type': 'B2C inside UAE',
    'Product Type': '18/21/22K Gold Jewellery',
    'Product Source': 'Supplier',
    'Payment Mode': 'Cash',
    'Payment Mode Other': '',
    'Delivery Channel': 'Face to Face',
    'Needs OnGoing Screening': 'No',
    'Expected No Of Txn': '120',
    'Expected Volume': '3500000',
    'Dual Use Goods': 'No',
    ...partnerCells(1, {}),
    ...overrides,
  };
}

/** A corporate batch file: the given headers (the template's by default), then one row per company. */
export function corporateFile(companies: readonly CompanyCells[], headers: readonly string[] = CORPORATE_FILE_HEADERS) {
  return workbookOf([[[...headers], ...companies.map((company) => headers.map((header) => company[header] ?? ''))]]);
}
