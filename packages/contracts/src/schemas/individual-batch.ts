import { normaliseEid } from '../format/eid';
import { INDIVIDUAL_BATCH_MAX_ROWS } from '../options/limits';
import { type CellValue, cellDate, cellText, isBlankRow } from './batch-cells';
import {
  QUICK_ONBOARD_MESSAGES,
  type QuickOnboardRequest,
  quickOnboardFormSchema,
  toQuickOnboardRequest,
} from './quick-onboard';

/** Spec 2 §5.3: the first row must be exactly these 13 headers, in this order. */
export const INDIVIDUAL_BATCH_HEADERS = [
  'First Name',
  'Last Name',
  'Date of Birth',
  'Residential Status',
  'Address',
  'Nationality',
  'Country Code',
  'Contact Number',
  'ID Type',
  'ID Number',
  'ID Issued Date',
  'ID Expiry Date',
  'Fuzzy Level',
] as const;

/** The quick-onboard field each column fills. */
const FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'residentialStatus',
  'address',
  'nationality',
  'countryCode',
  'contactNo',
  'idType',
  'idNo',
  'idIssuedDate',
  'idExpiryDate',
  'fuzzyLevel',
] as const;

/** The date columns: read as dates (Excel date cells, serial numbers, day-first text), the rest as text. */
const DATE_FIELDS: ReadonlySet<(typeof FIELDS)[number]> = new Set(['dateOfBirth', 'idIssuedDate', 'idExpiryDate']);

/** Spec 2 §5.3 messages, verbatim. */
export const INDIVIDUAL_BATCH_MESSAGES = {
  fileType: 'Files of type xlsx are supported',
  noWorksheet: 'No worksheet found in the file',
  invalidHeaders: `Invalid headers. Expected: ${INDIVIDUAL_BATCH_HEADERS.join(', ')}`,
  exceedsLimit: (row: number) => `Row ${row}: Exceeds maximum record limit (${INDIVIDUAL_BATCH_MAX_ROWS})`,
  invalidEid: (row: number) => `Row ${row}: Invalid EID format for ID Number`,
  rowIssue: (row: number, field: string, message: string) => `Row ${row}: ${field} - ${message}`,
  skipped: (count: number) => `Skipped ${count} invalid row(s)`,
  noValid: 'No valid records found',
  loaded: (count: number) => `Loaded ${count} valid records`,
  parseError: (detail: string) => `Error parsing file: ${detail}`,
} as const;

const B = INDIVIDUAL_BATCH_MESSAGES;

export function checkIndividualBatchHeaders(headerRow: readonly CellValue[]): string | null {
  const headers = headerRow.map(cellText);
  while (headers.length > INDIVIDUAL_BATCH_HEADERS.length && headers[headers.length - 1] === '') headers.pop();
  const matchesExactly =
    headers.length === INDIVIDUAL_BATCH_HEADERS.length &&
    INDIVIDUAL_BATCH_HEADERS.every((header, index) => headers[index] === header);
  return matchesExactly ? null : B.invalidHeaders;
}

export type BatchRowResult<T> =
  | { ok: true; rowNumber: number; record: T }
  | { ok: false; rowNumber: number; errors: string[] };

/**
 * One data row → the quick-onboard request, validated by the single form's schema (spec 2 §5.3).
 * `rowNumber` is the worksheet row (the header is row 1), the number staff see in Excel.
 */
export function parseIndividualBatchRow(
  cells: readonly CellValue[],
  rowNumber: number,
): BatchRowResult<QuickOnboardRequest> {
  const raw = Object.fromEntries(
    FIELDS.map((field, index) => [field, DATE_FIELDS.has(field) ? cellDate(cells[index]) : cellText(cells[index])]),
  ) as Record<(typeof FIELDS)[number], string>;
  const errors: string[] = [];
  let eidInvalid = false;
  if (raw.idType === 'EID') {
    const eid = normaliseEid(raw.idNo);
    if (eid) raw.idNo = eid;
    else {
      eidInvalid = raw.idNo !== '';
      if (eidInvalid) errors.push(B.invalidEid(rowNumber));
    }
  }
  const parsed = quickOnboardFormSchema.safeParse(raw);
  if (parsed.success && !eidInvalid) return { ok: true, rowNumber, record: toQuickOnboardRequest(parsed.data) };
  for (const issue of parsed.error?.issues ?? []) {
    if (eidInvalid && issue.path[0] === 'idNo' && issue.message === QUICK_ONBOARD_MESSAGES.eid) continue;
    const column =
      INDIVIDUAL_BATCH_HEADERS[FIELDS.indexOf(issue.path[0] as (typeof FIELDS)[number])] ?? String(issue.path[0]);
    errors.push(B.rowIssue(rowNumber, column, issue.message));
  }
  return { ok: false, rowNumber, errors };
}

export interface BatchSheetResult<T> {
  /** A file-level failure (headers); when set there are no records. */
  fileError: string | null;
  records: T[];
  /** Row messages, in row order. */
  rowErrors: string[];
  /** Rows skipped because they failed validation. */
  skipped: number;
  /** The toast after loading: 'Loaded n valid records' or 'No valid records found'. */
  summary: string;
}

/**
 * A whole worksheet (row 1 = headers) → valid records and messages (spec 2 §5.3). Blank rows are
 * ignored; rows past the 1000th data row are reported and not read.
 */
export function parseIndividualBatchSheet(
  rows: readonly (readonly CellValue[])[],
): BatchSheetResult<QuickOnboardRequest> {
  const headerError = checkIndividualBatchHeaders(rows[0] ?? []);
  if (headerError) return { fileError: headerError, records: [], rowErrors: [], skipped: 0, summary: B.noValid };
  const records: QuickOnboardRequest[] = [];
  const rowErrors: string[] = [];
  let dataRows = 0;
  let skipped = 0;
  rows.slice(1).forEach((cells, index) => {
    const rowNumber = index + 2;
    if (isBlankRow(cells)) return;
    dataRows += 1;
    if (dataRows > INDIVIDUAL_BATCH_MAX_ROWS) {
      rowErrors.push(B.exceedsLimit(rowNumber));
      return;
    }
    const result = parseIndividualBatchRow(cells, rowNumber);
    if (result.ok) records.push(result.record);
    else {
      skipped += 1;
      rowErrors.push(...result.errors);
    }
  });
  return {
    fileError: null,
    records,
    rowErrors,
    skipped,
    summary: records.length === 0 ? B.noValid : B.loaded(records.length),
  };
}
