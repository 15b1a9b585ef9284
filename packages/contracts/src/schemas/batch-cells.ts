/**
 * Spreadsheet cells as exceljs reads them: strings, numbers, booleans, dates (UTC midnight for date
 * cells), rich text, hyperlinks and formula results. The batch parsers read every cell through cellText,
 * and the cells of date columns through cellDate.
 */
export type CellValue = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function cellText(value: CellValue): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // Excel date cells carry no zone; exceljs returns them as UTC midnight.
    return value.toISOString().slice(0, 10);
  }
  if (isRecord(value)) {
    if (Array.isArray(value.richText)) {
      return value.richText
        .map((run) => (isRecord(run) && typeof run.text === 'string' ? run.text : ''))
        .join('')
        .trim();
    }
    if ('result' in value) return cellText(value.result);
    if (typeof value.text === 'string') return value.text.trim();
  }
  return '';
}

export function isBlankRow(cells: readonly CellValue[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

/** Yes/No columns map to booleans, Yes = true (spec 2 §5.7); '' stays unanswered (null). */
export function cellYesNo(value: CellValue): boolean | null {
  const text = cellText(value).toLowerCase();
  if (text === 'yes' || text === 'true' || text === 'y') return true;
  if (text === 'no' || text === 'false' || text === 'n') return false;
  return null;
}

/** A number cell, or a numeric string; '' when empty or not a number. */
export function cellNumber(value: CellValue): number | '' {
  const text = cellText(value).replace(/,/g, '');
  if (text === '') return '';
  const number = Number(text);
  return Number.isFinite(number) ? number : '';
}

/** Excel's 1900 date system: serial 2958465 is 9999-12-31, the last day Excel can hold. */
const EXCEL_LAST_SERIAL = 2_958_465;
/** The serial Excel gives 29 February 1900, a day that never existed (kept from Lotus 1-2-3). */
const EXCEL_FAKE_LEAP_DAY = 60;
const DAY_MS = 86_400_000;

/**
 * An Excel serial date (1900 date system, the default of Excel for Windows and of Excel 2016+ on Mac) →
 * yyyy-mm-dd; null when it is no day Excel can show. Serial 1 is 1900-01-01. Excel counts a 29 February
 * 1900 (serial 60), so every serial after it is one day ahead of a plain day count. A fraction is the time
 * of day and is dropped; below 1 or past 9999-12-31 is no date.
 */
export function excelSerialToDateOnly(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial >= EXCEL_LAST_SERIAL + 1) return null;
  const day = Math.floor(serial);
  if (day === EXCEL_FAKE_LEAP_DAY) return null;
  // Day 0 is 1899-12-31 up to the fake leap day, 1899-12-30 after it.
  const dayZero = Date.UTC(1899, 11, day < EXCEL_FAKE_LEAP_DAY ? 31 : 30);
  return new Date(dayZero + day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What a date column gets for a number that is no Excel date: text the date rules refuse with the row's
 * usual invalid-date message. It holds no digit, because JavaScript's lenient date parsing reads digits
 * ('0' as the year 2000) and would let such a number through as a date.
 */
const NOT_A_DATE = 'not a date';

/**
 * A whole number of four digits in a date column is a year typed alone (a birth year, 1975), not the serial
 * of a day in 1902-1927 (1975 would read as 1905-05-28): refused as invalid rather than guessed, so that a
 * birth year never becomes a wrong date of birth that screens against the wrong people.
 */
function isYearAlone(value: number): boolean {
  return Number.isInteger(value) && value >= 1000 && value <= 9999;
}

/** dd/mm/yyyy, dd-mm-yyyy or dd.mm.yyyy: the UAE writes the day first (as the screening batch does, spec 3 §5). */
const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * A cell of a date column → yyyy-mm-dd for the date rules of the forms (spec 2 §5.3, §5.7; spec 3 §5):
 * - a date cell (a date format in Excel) arrives as a Date and is read as its calendar day;
 * - a number is an Excel serial date: a date typed into a cell of General format, or a formula such as
 *   =DATE(2025,1,1), is stored as its serial (45658); a number that is no Excel date, or a year typed
 *   alone, is refused as invalid;
 * - text typed day first (31/12/2025, 31-12-2025, 31.12.2025) is turned into yyyy-mm-dd, day first, never
 *   month first; a day that does not exist (31/02) stays invalid;
 * - any other text is kept as typed (yyyy-mm-dd, the template's format) for the date rules to judge.
 * Only date columns are read this way: an ID or phone number in a number cell stays a number (cellText).
 */
export function cellDate(value: CellValue): string {
  if (isRecord(value) && 'result' in value) return cellDate(value.result);
  if (typeof value === 'number') return isYearAlone(value) ? NOT_A_DATE : (excelSerialToDateOnly(value) ?? NOT_A_DATE);
  const text = cellText(value);
  const dayFirst = DAY_FIRST.exec(text);
  if (!dayFirst) return text;
  const [, day = '', , month = '', year = ''] = dayFirst;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
