import { normaliseEid } from '../format/eid';
import { joinColonList, splitList } from '../format/lists';
import { CORPORATE_BATCH_MAX_PARTNERS, CORPORATE_BATCH_MAX_RECORDS } from '../options/limits';
import { type CellValue, cellDate, cellNumber, cellText, cellYesNo } from './batch-cells';
import {
  CORPORATE_MESSAGES,
  type CorporateFormInput,
  type CorporateRegistration,
  corporateFormSchema,
  toCorporateRegistration,
} from './corporate';
import { type PartnerFormInput, partnerFormSchema, partnerToFormInput } from './partner';

/**
 * Spec 2 §5.7: the 34 mandatory company columns, from Company Name through Expected Volume. The template
 * itself is not shown; this order follows the listed corporate record (§3.4) with the submitted fields
 * it lacks (customer type, the two phone codes, ongoing screening) in place, which gives exactly 34 and
 * includes Payment Mode Other, Product Type and Needs OnGoing Screening as the spec says.
 */
export const CORPORATE_BATCH_HEADERS = [
  'Company Name',
  'Email',
  'Company Address',
  'City',
  'Country Of Incorporation',
  'PO Box No',
  'Office Country Code',
  'Contact Office No',
  'Mobile Country Code',
  'Contact Mobile No',
  'VAT Registration Number',
  'Tenancy Contract Expiry Date',
  'Trade License No',
  'Trade License Issued At',
  'Trade License Issued By',
  'Trade License Issued Date',
  'Trade License Expiry Date',
  'Entity Type',
  'Countries Of Operation',
  'Business Activity',
  'Is Dealing With Import Export',
  'Import Export Countries',
  'Has Sister Concern Branch',
  'Sister Concern Country',
  'Account Holding Bank Name',
  'Customer Type',
  'Product Type',
  'Product Source',
  'Payment Mode',
  'Payment Mode Other',
  'Delivery Channel',
  'Needs OnGoing Screening',
  'Expected No Of Txn',
  'Expected Volume',
] as const;

/**
 * Columns read when present. The form requires these answers too (§5.4); empty KYC, goAML and
 * fuzziness cells take the spec's defaults (Yes, Yes, OFF, §9.1), while dual-use goods has no default
 * and must be answered, because it forces a High Risk score.
 */
export const CORPORATE_BATCH_OPTIONAL_HEADERS = [
  'Dual Use Goods',
  'KYC Documents Collected',
  'Is Entity Registered In GOAML',
  'Fuzzy Level',
  'Remarks',
] as const;

/** Ten columns per partner, 'Partner 1 Name' … 'Partner 5 PEP' (spec 2 §5.7). */
export const PARTNER_BATCH_FIELDS = [
  'Type',
  'Name',
  'Nationality Or Country Of Incorporation',
  'ID Type',
  'ID No Or License No',
  'ID Expiry',
  'Birthdate',
  'Role',
  'Percentage Of Share',
  'PEP',
] as const;

export function partnerBatchHeader(partner: number, field: (typeof PARTNER_BATCH_FIELDS)[number]): string {
  return `Partner ${partner} ${field}`;
}

/** Spec 2 §5.7: headers match case-insensitively, ignoring spaces and hyphens. */
export function normaliseBatchHeader(header: string): string {
  return header.toLowerCase().replace(/[\s-]+/g, '');
}

/** Spec 2 §5.7 messages, verbatim. */
export const CORPORATE_BATCH_MESSAGES = {
  missingHeaders: (headers: readonly string[]) => `Missing mandatory headers: ${headers.join(', ')}`,
  invalidPartner: (row: number, partner: number, detail: string) =>
    `Row ${row}: Invalid partner ${partner} data - ${detail}`,
  sisterConcernCountry: (row: number) =>
    `Row ${row}: sisterConcernCountry is required when hasSisterConcernBranch is Yes`,
  importExportCountries: (row: number) =>
    `Row ${row}: importExportCountries is required when isDealingWithImportExport is Yes`,
  rowIssue: (row: number, path: string, message: string) => `Row ${row}: ${path}: ${message}`,
  tooMany: 'Maximum 500 records allowed.',
  allSkipped: (detail: string) => `All rows skipped due to errors: ${detail}`,
  someSkipped: (detail: string) => `Skipped rows: ${detail}`,
  fileError: 'Error processing file. Please check the file format.',
  nothingToProcess: 'No valid records to process.',
} as const;

const B = CORPORATE_BATCH_MESSAGES;

export function checkCorporateBatchHeaders(headerRow: readonly CellValue[]): string | null {
  const present = new Set(headerRow.map((cell) => normaliseBatchHeader(cellText(cell))));
  const missing = CORPORATE_BATCH_HEADERS.filter((header) => !present.has(normaliseBatchHeader(header)));
  return missing.length > 0 ? B.missingHeaders(missing) : null;
}

/**
 * Spec 2 §3.10: the batch record is the corporate payload with countriesOfOperation as a comma list,
 * plus the file maps and the row number; corporateBatchRecordToRegistration turns it back into the body.
 */
export type CorporateBatchRecord = Omit<CorporateRegistration, 'countriesOfOperation'> & {
  countriesOfOperation: string;
  rowNumber: number;
  fileBase64Map: Record<string, string>;
};

export function corporateBatchRecordToRegistration(record: CorporateBatchRecord): CorporateRegistration {
  const { rowNumber: _row, fileBase64Map: _files, ...registration } = record;
  return { ...registration, countriesOfOperation: joinColonList(splitList(record.countriesOfOperation, ',')) };
}

/** Lists in a cell: commas as the template writes them, colons and semicolons tolerated. */
function cellList(value: CellValue): string[] {
  return splitList(cellText(value), ',;:');
}

function yesNoText(value: CellValue, fallback: '' | 'Yes' | 'No' = ''): '' | 'Yes' | 'No' {
  const answer = cellYesNo(value);
  return answer === null ? fallback : answer ? 'Yes' : 'No';
}

function partnerFromCells(read: (header: string) => CellValue, partner: number): PartnerFormInput | null {
  const cell = (field: (typeof PARTNER_BATCH_FIELDS)[number]) => read(partnerBatchHeader(partner, field));
  // Spec 2 §5.7: a partner is read if any of its cells is filled.
  if (PARTNER_BATCH_FIELDS.every((field) => cellText(cell(field)) === '')) return null;
  const idType = cellText(cell('ID Type'));
  const share = cellNumber(cell('Percentage Of Share'));
  const idNo = cellText(cell('ID No Or License No'));
  return partnerToFormInput({
    type: cellText(cell('Type')),
    name: cellText(cell('Name')),
    nationalityOrCountryOfIncorporation: cellText(cell('Nationality Or Country Of Incorporation')),
    idType,
    // Spec 2 §5.7: 15-digit EID numbers are normalised to xxx-xxxx-xxxxxxx-x.
    idNoOrLicenseNo: idType === 'EID' ? (normaliseEid(idNo) ?? idNo) : idNo,
    idExpiry: cellDate(cell('ID Expiry')),
    birthdate: cellDate(cell('Birthdate')),
    role: cellText(cell('Role')),
    percentageOfShare: share === '' ? null : share,
    // Spec 2 §5.7: Partner PEP Yes gives true.
    pep: cellYesNo(cell('PEP')) ?? false,
  });
}

/**
 * One company row (keyed by its worksheet headers) → a batch record, or the row's messages (spec 2 §5.7).
 */
export function parseCorporateBatchRow(
  row: Readonly<Record<string, CellValue>>,
  rowNumber: number,
): { ok: true; record: CorporateBatchRecord } | { ok: false; errors: string[] } {
  const byKey = new Map(Object.entries(row).map(([header, value]) => [normaliseBatchHeader(header), value]));
  const read = (header: string): CellValue => byKey.get(normaliseBatchHeader(header));
  const text = (header: string) => cellText(read(header));
  const date = (header: string) => cellDate(read(header));

  const partners: PartnerFormInput[] = [];
  const partnerNumbers: number[] = [];
  for (let partner = 1; partner <= CORPORATE_BATCH_MAX_PARTNERS; partner++) {
    const found = partnerFromCells(read, partner);
    if (found) {
      partners.push(found);
      partnerNumbers.push(partner);
    }
  }

  const input: CorporateFormInput = {
    companyName: text('Company Name'),
    companyAddress: text('Company Address'),
    city: text('City'),
    countryOfIncorporation: text('Country Of Incorporation'),
    poBoxNo: text('PO Box No'),
    email: text('Email'),
    officeCountryCode: text('Office Country Code'),
    contactOfficeNo: text('Contact Office No'),
    mobileCountryCode: text('Mobile Country Code'),
    contactMobileNo: text('Contact Mobile No'),
    tradeLicenseNo: text('Trade License No'),
    tradeLicenseIssuedAt: text('Trade License Issued At'),
    tradeLicenseIssuedBy: text('Trade License Issued By'),
    tradeLicenseIssuedDate: date('Trade License Issued Date'),
    tradeLicenseExpiryDate: date('Trade License Expiry Date'),
    vatRegistrationNumber: text('VAT Registration Number'),
    tenancyContractExpiryDate: date('Tenancy Contract Expiry Date'),
    entityType: text('Entity Type'),
    countriesOfOperation: cellList(read('Countries Of Operation')),
    businessActivity: text('Business Activity'),
    isDealingWithImportExport: yesNoText(read('Is Dealing With Import Export')),
    importExportCountries: cellList(read('Import Export Countries')),
    hasSisterConcernBranch: yesNoText(read('Has Sister Concern Branch')),
    sisterConcernCountry: text('Sister Concern Country'),
    accountHoldingBankName: text('Account Holding Bank Name'),
    customerType: text('Customer Type'),
    productType: cellList(read('Product Type')),
    productSource: text('Product Source'),
    paymentMode: text('Payment Mode'),
    paymentModeOther: text('Payment Mode Other'),
    deliveryChannel: text('Delivery Channel'),
    expectedNoOfTxn: cellNumber(read('Expected No Of Txn')),
    expectedVolume: cellNumber(read('Expected Volume')),
    kycDocumentsCollected: yesNoText(read('KYC Documents Collected'), 'Yes'),
    isEntityRegisteredInGOAML: yesNoText(read('Is Entity Registered In GOAML'), 'Yes'),
    dualUseGoods: yesNoText(read('Dual Use Goods')),
    remarks: text('Remarks'),
    needsOnGoingScreening: cellYesNo(read('Needs OnGoing Screening')) ?? false,
    fuzzyLevel: text('Fuzzy Level') || '0',
    partners,
  };

  const errors: string[] = [];
  if (input.hasSisterConcernBranch === 'Yes' && !input.sisterConcernCountry)
    errors.push(B.sisterConcernCountry(rowNumber));
  if (input.isDealingWithImportExport === 'Yes' && (input.importExportCountries ?? []).length === 0) {
    errors.push(B.importExportCountries(rowNumber));
  }
  partners.forEach((partner, index) => {
    const result = partnerFormSchema.safeParse(partner);
    if (!result.success) {
      const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(', ');
      errors.push(B.invalidPartner(rowNumber, partnerNumbers[index] ?? index + 1, detail));
    }
  });

  const parsed = corporateFormSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      // Partner problems and the two conditional rules are reported above in the spec's words.
      if (field === 'partners' && issue.path.length > 1) continue;
      if (field === 'sisterConcernCountry' && issue.message === CORPORATE_MESSAGES.sisterConcernCountry) continue;
      if (field === 'importExportCountries' && issue.message === CORPORATE_MESSAGES.importExportCountries) continue;
      errors.push(B.rowIssue(rowNumber, issue.path.join('.') || 'row', issue.message));
    }
  }
  if (!parsed.success || errors.length > 0) return { ok: false, errors };

  const registration = toCorporateRegistration(parsed.data);
  return {
    ok: true,
    record: {
      ...registration,
      countriesOfOperation: parsed.data.countriesOfOperation.join(','),
      rowNumber,
      fileBase64Map: {},
    },
  };
}

export interface CorporateBatchSheetResult {
  fileError: string | null;
  records: CorporateBatchRecord[];
  rowErrors: string[];
  /** 'All rows skipped due to errors: …' or 'Skipped rows: …', when rows were skipped. */
  skippedMessage: string | null;
}

/**
 * A whole worksheet (row 1 = headers) → batch records (spec 2 §5.7). More than 500 valid records
 * rejects the file with 'Maximum 500 records allowed.'
 */
export function parseCorporateBatchSheet(rows: readonly (readonly CellValue[])[]): CorporateBatchSheetResult {
  const headerRow = rows[0] ?? [];
  const headerError = checkCorporateBatchHeaders(headerRow);
  if (headerError) return { fileError: headerError, records: [], rowErrors: [], skippedMessage: null };
  const headers = headerRow.map(cellText);
  const records: CorporateBatchRecord[] = [];
  const rowErrors: string[] = [];
  rows.slice(1).forEach((cells, index) => {
    if (cells.every((cell) => cellText(cell) === '')) return;
    const row = Object.fromEntries(headers.map((header, column) => [header, cells[column]]));
    const result = parseCorporateBatchRow(row, index + 2);
    if (result.ok) records.push(result.record);
    else rowErrors.push(...result.errors);
  });
  if (records.length > CORPORATE_BATCH_MAX_RECORDS) {
    return { fileError: B.tooMany, records: [], rowErrors, skippedMessage: null };
  }
  const detail = rowErrors.join('; ');
  const skippedMessage =
    rowErrors.length === 0 ? null : records.length === 0 ? B.allSkipped(detail) : B.someSkipped(detail);
  return { fileError: null, records, rowErrors, skippedMessage };
}
