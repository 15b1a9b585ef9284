import { SCREENING_BATCH_MAX_ROWS } from '../options/limits';
import { type CellValue, cellDate, cellText, isBlankRow } from './batch-cells';

/** Spec 3 §5: the header row must be exactly these five columns. */
export const SCREENING_BATCH_HEADERS = ['Customer Type', 'Name', 'Date of Birth', 'Gender', 'Fuzzy Search'] as const;

/**
 * Spec 3 §5 messages. File-level and summary messages are verbatim; the row messages are not given and
 * are ours, each after 'Row N: ' as the spec shows.
 */
export const SCREENING_BATCH_MESSAGES = {
  fileType: 'Files of type xlsx are supported',
  noWorksheet: 'No worksheet found in the file',
  invalidHeaders: `Invalid headers. Expected: ${SCREENING_BATCH_HEADERS.join(', ')}`,
  noValid: 'No valid records found',
  loaded: (count: number) => `Loaded ${count} valid records`,
  exceedsLimit: (row: number) => `Row ${row}: Exceeds maximum record limit`,
  customerTypeRequired: (row: number) => `Row ${row}: Customer Type is required`,
  customerTypeInvalid: (row: number) => `Row ${row}: Customer Type must be Individual or Entity`,
  nameRequired: (row: number) => `Row ${row}: Name is required`,
  dobInvalid: (row: number) => `Row ${row}: Date of Birth must be dd/mm/yyyy`,
  genderInvalid: (row: number) => `Row ${row}: Gender must be male or female`,
  fuzzyInvalid: (row: number) => `Row ${row}: Fuzzy Search must be 1, 2 or empty`,
} as const;

const B = SCREENING_BATCH_MESSAGES;

/** A batch screening record (spec 3 §3), ready for the screening request. */
export interface ScreeningBatchRecord {
  names: string;
  entityType: 'Individual' | 'Entity';
  /** dd/mm/yyyy, where 00 stands for an unknown day or month; '' when not given. */
  dob: string;
  gender: '' | 'male' | 'female';
  /** 1 or 2; an empty or 0 cell is exact matching, sent as 0 (spec 3 §9 levels 0, 1, 2). */
  fuzzyLevel: 0 | 1 | 2;
}

/**
 * Spec 3 §5: dd/mm/yyyy where 00 may stand for an unknown day and/or month. When day and month are
 * both known the date must exist (no 31/02). A year before 1000 is refused: the screening request
 * (./screening-wire, which uses this same rule) cannot match it against any list date.
 */
export function isScreeningDob(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month > 12 || day > 31 || year < 1000) return false;
  if (day === 0 || month === 0) return true;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date cell or an Excel serial number (read as yyyy-mm-dd by cellDate) is turned into dd/mm/yyyy. Typed text
 * is kept, except that a day-first date with a one-digit day or month, or written with '-' or '.', becomes
 * dd/mm/yyyy (00 for an unknown day or month survives).
 */
function dobText(value: CellValue): string {
  const text = cellDate(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

export function checkScreeningBatchHeaders(headerRow: readonly CellValue[]): string | null {
  const headers = headerRow.map(cellText);
  while (headers.length > SCREENING_BATCH_HEADERS.length && headers[headers.length - 1] === '') headers.pop();
  const exact =
    headers.length === SCREENING_BATCH_HEADERS.length &&
    SCREENING_BATCH_HEADERS.every((header, index) => headers[index] === header);
  return exact ? null : B.invalidHeaders;
}

export function parseScreeningBatchRow(
  cells: readonly CellValue[],
  rowNumber: number,
): { ok: true; record: ScreeningBatchRecord } | { ok: false; errors: string[] } {
  const customerType = cellText(cells[0]);
  const name = cellText(cells[1]);
  const dob = dobText(cells[2]);
  const gender = cellText(cells[3]).toLowerCase();
  const fuzzy = cellText(cells[4]);
  const errors: string[] = [];
  if (!customerType) errors.push(B.customerTypeRequired(rowNumber));
  else if (customerType !== 'Individual' && customerType !== 'Entity') errors.push(B.customerTypeInvalid(rowNumber));
  if (!name) errors.push(B.nameRequired(rowNumber));
  if (dob && !isScreeningDob(dob)) errors.push(B.dobInvalid(rowNumber));
  if (gender && gender !== 'male' && gender !== 'female') errors.push(B.genderInvalid(rowNumber));
  if (fuzzy && !['0', '1', '2'].includes(fuzzy)) errors.push(B.fuzzyInvalid(rowNumber));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    record: {
      names: name,
      entityType: customerType as ScreeningBatchRecord['entityType'],
      dob,
      gender: gender as ScreeningBatchRecord['gender'],
      fuzzyLevel: fuzzy === '1' ? 1 : fuzzy === '2' ? 2 : 0,
    },
  };
}

export interface ScreeningBatchSheetResult {
  fileError: string | null;
  records: ScreeningBatchRecord[];
  /** The workbook row (header = 1) of each record, in step with `records`. */
  rowNumbers: number[];
  /** Data rows beyond the 1000 a file may hold. */
  rowsOverLimit: number;
  rowErrors: string[];
  summary: string;
}

/** A whole worksheet (row 1 = headers) → records and messages (spec 3 §5); at most 1000 records. */
export function parseScreeningBatchSheet(rows: readonly (readonly CellValue[])[]): ScreeningBatchSheetResult {
  const headerError = checkScreeningBatchHeaders(rows[0] ?? []);
  if (headerError)
    return { fileError: headerError, records: [], rowNumbers: [], rowsOverLimit: 0, rowErrors: [], summary: B.noValid };
  const records: ScreeningBatchRecord[] = [];
  const rowNumbers: number[] = [];
  const rowErrors: string[] = [];
  let dataRows = 0;
  rows.slice(1).forEach((cells, index) => {
    const rowNumber = index + 2;
    if (isBlankRow(cells)) return;
    dataRows += 1;
    if (dataRows > SCREENING_BATCH_MAX_ROWS) {
      rowErrors.push(B.exceedsLimit(rowNumber));
      return;
    }
    const result = parseScreeningBatchRow(cells, rowNumber);
    if (result.ok) {
      records.push(result.record);
      rowNumbers.push(rowNumber);
    } else rowErrors.push(...result.errors);
  });
  return {
    fileError: null,
    records,
    rowNumbers,
    rowsOverLimit: Math.max(0, dataRows - SCREENING_BATCH_MAX_ROWS),
    rowErrors,
    summary: records.length === 0 ? B.noValid : B.loaded(records.length),
  };
}
