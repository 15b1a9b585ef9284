import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeToday, unfreezeToday } from '../../test/schema-harness';
import {
  CORPORATE_BATCH_HEADERS,
  CORPORATE_BATCH_MESSAGES,
  checkCorporateBatchHeaders,
  corporateBatchRecordToRegistration,
  normaliseBatchHeader,
  PARTNER_BATCH_FIELDS,
  parseCorporateBatchRow,
  parseCorporateBatchSheet,
  partnerBatchHeader,
} from './corporate-batch';

beforeAll(freezeToday);
afterAll(unfreezeToday);

/** A valid company row keyed by template headers, with one partner. */
function companyRow(): Record<string, unknown> {
  return {
    'Company Name': 'Souk Jewels FZE',
    Email: 'info@soukjewels.example',
    'Company Address': 'Unit 4, Gold Souk',
    City: 'Dubai',
    'Country Of Incorporation': 'United Arab Emirates',
    'PO Box No': 5566,
    'Office Country Code': '971',
    'Contact Office No': 42223333,
    'Mobile Country Code': '+971',
    'Contact Mobile No': '551234567',
    'VAT Registration Number': '',
    'Tenancy Contract Expiry Date': '',
    'Trade License No': 'FZE778899',
    'Trade License Issued At': 'Dubai',
    'Trade License Issued By': 'DAFZA',
    'Trade License Issued Date': new Date(Date.UTC(2020, 0, 15)),
    'Trade License Expiry Date': '2028-01-14',
    'Entity Type': 'FZE',
    'Countries Of Operation': 'United Arab Emirates, India',
    'Business Activity': 'DPMS - Retail Store',
    'Is Dealing With Import Export': 'No',
    'Import Export Countries': '',
    'Has Sister Concern Branch': 'No',
    'Sister Concern Country': '',
    'Account Holding Bank Name': 'Mashreq',
    'Customer Type': 'B2C inside UAE',
    'Product Type': '18/21/22K Gold Jewellery, Diamond Studded Jewellery',
    'Product Source': 'Supplier',
    'Payment Mode': 'Cash',
    'Payment Mode Other': '',
    'Delivery Channel': 'Face to Face',
    'Needs OnGoing Screening': 'Yes',
    'Expected No Of Txn': 120,
    'Expected Volume': '3,500,000',
    'Dual Use Goods': 'No',
    'Partner 1 Type': 'Individual',
    'Partner 1 Name': 'Priya Nair',
    'Partner 1 Nationality Or Country Of Incorporation': 'India',
    'Partner 1 ID Type': 'EID',
    'Partner 1 ID No Or License No': '784198812345675',
    'Partner 1 ID Expiry': '2029-05-05',
    'Partner 1 Birthdate': '',
    'Partner 1 Role': 'UBO',
    'Partner 1 Percentage Of Share': 100,
    'Partner 1 PEP': 'No',
  };
}

describe('corporate batch file (spec 2 §5.7)', () => {
  it('has 34 mandatory company columns, Company Name through Expected Volume', () => {
    expect(CORPORATE_BATCH_HEADERS).toHaveLength(34);
    expect(CORPORATE_BATCH_HEADERS[0]).toBe('Company Name');
    expect(CORPORATE_BATCH_HEADERS[33]).toBe('Expected Volume');
    expect(CORPORATE_BATCH_HEADERS).toEqual(
      expect.arrayContaining(['Payment Mode Other', 'Product Type', 'Needs OnGoing Screening']),
    );
    expect(PARTNER_BATCH_FIELDS).toHaveLength(10);
  });

  it('matches headers case-insensitively, ignoring spaces and hyphens', () => {
    expect(normaliseBatchHeader('Needs On-Going  Screening')).toBe(normaliseBatchHeader('needsongoingscreening'));
    const shouted = CORPORATE_BATCH_HEADERS.map((header) => header.toUpperCase().replace(/ /g, '-'));
    expect(checkCorporateBatchHeaders(shouted)).toBeNull();
  });

  it('lists the missing mandatory headers', () => {
    const headers = CORPORATE_BATCH_HEADERS.filter((header) => header !== 'City' && header !== 'Expected Volume');
    expect(checkCorporateBatchHeaders(headers)).toBe('Missing mandatory headers: City, Expected Volume');
  });

  it('reads a valid row: Yes/No to booleans, comma lists, EID normalised, partner PEP', () => {
    const result = parseCorporateBatchRow(companyRow(), 2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      rowNumber: 2,
      countriesOfOperation: 'United Arab Emirates,India',
      productType: '18/21/22K Gold Jewellery:Diamond Studded Jewellery',
      poBoxNo: '5566',
      contactOfficeNo: '+971-42223333',
      needsOnGoingScreening: true,
      isDealingWithImportExport: false,
      dualUseGoods: false,
      kycDocumentsCollected: 'Yes',
      isEntityRegisteredInGOAML: 'Yes',
      fuzzyLevel: '0',
      expectedVolume: 3_500_000,
      tradeLicenseIssuedDate: '2020-01-15T00:00:00.000Z',
      partners: [
        expect.objectContaining({ idNoOrLicenseNo: '784-1988-1234567-5', pep: false, percentageOfShare: 100 }),
      ],
    });
    expect(corporateBatchRecordToRegistration(result.record).countriesOfOperation).toBe('United Arab Emirates:India');
  });

  it('reads company and partner dates typed into General cells (Excel serial numbers) as dates', () => {
    const row = {
      ...companyRow(),
      'Trade License Issued Date': 43845, // 2020-01-15
      'Trade License Expiry Date': 46766.25, // 2028-01-14 06:00
      'Tenancy Contract Expiry Date': { formula: 'DATE(2027,6,30)', result: 46568 },
      'Partner 1 ID Expiry': 47727, // 2030-09-01
      'Partner 1 Birthdate': 32235, // 1988-04-02
    };
    const result = parseCorporateBatchRow(row, 2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      tradeLicenseIssuedDate: '2020-01-15T00:00:00.000Z',
      tradeLicenseExpiryDate: '2028-01-14T00:00:00.000Z',
      tenancyContractExpiryDate: '2027-06-30T00:00:00.000Z',
      partners: [
        expect.objectContaining({ idExpiry: '2030-09-01T00:00:00.000Z', birthdate: '1988-04-02T00:00:00.000Z' }),
      ],
    });
  });

  it('still reads text dates, day first, and leaves numeric licence and ID numbers as numbers', () => {
    const row = {
      ...companyRow(),
      'Trade License No': 45658,
      'Trade License Expiry Date': '14/01/2028',
      'Partner 1 ID Type': 'Passport',
      'Partner 1 ID No Or License No': 47727,
      'Partner 1 ID Expiry': '01-09-2030',
    };
    const result = parseCorporateBatchRow(row, 2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      tradeLicenseNo: '45658',
      tradeLicenseExpiryDate: '2028-01-14T00:00:00.000Z',
      partners: [expect.objectContaining({ idNoOrLicenseNo: '47727', idExpiry: '2030-09-01T00:00:00.000Z' })],
    });
  });

  it('reads partner PEP Yes as true and Corporate as an entity partner', () => {
    const row = {
      ...companyRow(),
      'Partner 1 PEP': 'yes',
      'Partner 1 Type': 'Corporate',
      'Partner 1 ID Type': 'Commercial License',
      'Partner 1 ID No Or License No': 'CL-1',
    };
    const result = parseCorporateBatchRow(row, 2);
    expect(result.ok && result.record.partners[0]).toMatchObject({ pep: true, type: 'Entity' });
  });

  it('reads up to five partners, skipping empty partner blocks', () => {
    const row: Record<string, unknown> = companyRow();
    for (const field of PARTNER_BATCH_FIELDS) row[partnerBatchHeader(3, field)] = row[partnerBatchHeader(1, field)];
    row[partnerBatchHeader(3, 'Name')] = 'Second Owner';
    row[partnerBatchHeader(1, 'Percentage Of Share')] = 50;
    row[partnerBatchHeader(3, 'Percentage Of Share')] = 50;
    const result = parseCorporateBatchRow(row, 2);
    expect(result.ok && result.record.partners.map((partner) => partner.name)).toEqual(['Priya Nair', 'Second Owner']);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'sister concern Yes without country',
      { 'Has Sister Concern Branch': 'Yes' },
      ['Row 7: sisterConcernCountry is required when hasSisterConcernBranch is Yes'],
    ],
    [
      'import/export Yes without countries',
      { 'Is Dealing With Import Export': 'Yes' },
      ['Row 7: importExportCountries is required when isDealingWithImportExport is Yes'],
    ],
    [
      'an invalid partner',
      { 'Partner 1 PEP': '', 'Partner 1 Role': 'OWNER' },
      ['Row 7: Invalid partner 1 data - role: Role is required'],
    ],
    [
      'no partner at all',
      Object.fromEntries(PARTNER_BATCH_FIELDS.map((field) => [partnerBatchHeader(1, field), ''])),
      ['Row 7: partners: At least one partner detail is required'],
    ],
    [
      'a company field',
      { 'Trade License No': 'FZE-778899' },
      ['Row 7: tradeLicenseNo: Trade License/COI No must be alphanumeric'],
    ],
    ['dual use goods unanswered', { 'Dual Use Goods': '' }, ['Row 7: dualUseGoods: Dual Use Goods is required']],
    [
      'a serial past 9999-12-31',
      { 'Trade License Expiry Date': 2958466 },
      ['Row 7: tradeLicenseExpiryDate: Please enter a valid date'],
    ],
    [
      'Excel’s fake 29 February 1900 as a partner birthdate',
      { 'Partner 1 Birthdate': 60 },
      ['Row 7: Invalid partner 1 data - birthdate: Please enter a valid date'],
    ],
  ])('reports %s', (_name, changes, errors) => {
    expect(parseCorporateBatchRow({ ...companyRow(), ...changes }, 7)).toEqual({ ok: false, errors });
  });

  const headers = [...Object.keys(companyRow())];
  const cells = (row: Record<string, unknown>) => headers.map((header) => row[header]);

  it('skips invalid rows and says which', () => {
    const bad = { ...companyRow(), 'Company Name': '' };
    const result = parseCorporateBatchSheet([headers, cells(companyRow()), cells(bad), []]);
    expect(result.records).toHaveLength(1);
    expect(result.skippedMessage).toBe('Skipped rows: Row 3: companyName: Company Name is required');
  });

  it('says when every row was skipped', () => {
    const bad = { ...companyRow(), City: '' };
    expect(parseCorporateBatchSheet([headers, cells(bad)]).skippedMessage).toBe(
      'All rows skipped due to errors: Row 2: city: City is required',
    );
  });

  it('refuses more than 500 valid records', () => {
    const rows = [headers, ...Array.from({ length: 501 }, () => cells(companyRow()))];
    expect(parseCorporateBatchSheet(rows)).toMatchObject({ fileError: 'Maximum 500 records allowed.', records: [] });
    expect(parseCorporateBatchSheet(rows.slice(0, 501)).records).toHaveLength(500);
  });

  it('keeps the spec wording of the file messages', () => {
    expect(CORPORATE_BATCH_MESSAGES.fileError).toBe('Error processing file. Please check the file format.');
    expect(CORPORATE_BATCH_MESSAGES.nothingToProcess).toBe('No valid records to process.');
  });
});
