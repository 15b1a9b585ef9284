import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { invalidField } from './app-error';

/**
 * Reading an uploaded .xlsx safely (issue 13, batch files). A workbook is a zip: a few kilobytes can declare
 * or inflate to gigabytes (a zip bomb), and exceljs inflates everything it is given in memory. So the zip is
 * inflated here first, entry by entry, with a hard ceiling on the total; only a file that stays under it is
 * handed to exceljs. The ceiling is the real inflated size, not the sizes the zip declares (which can lie).
 */

export type XlsxProblem = 'not-workbook' | 'too-big' | 'no-worksheet';

export class XlsxError extends Error {
  constructor(
    readonly problem: XlsxProblem,
    message: string,
  ) {
    super(message);
    this.name = 'XlsxError';
  }
}

export interface XlsxLimits {
  /** Most bytes all entries may inflate to together. */
  maxInflatedBytes: number;
  /** Most entries the zip may hold (a plain workbook has about a dozen). */
  maxEntries?: number;
}

const SIG = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const;

/** Finds the end-of-central-directory record (at most 64 KB of comment after it). */
function endOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === SIG.end) return at;
  }
  return -1;
}

/**
 * Inflates every entry once with the remaining budget as the output limit; throws XlsxError when the file is
 * not a zip, uses a method other than stored/deflate (a workbook never does), or inflates past the ceiling.
 */
export function checkZipInflation(zip: Buffer, limits: XlsxLimits): void {
  const notWorkbook = () => new XlsxError('not-workbook', 'not a zip archive');
  const tooBig = () => new XlsxError('too-big', 'inflates past the limit');
  if (zip.length < 22 || zip.readUInt32LE(0) !== SIG.local) throw notWorkbook();
  const end = endOfCentralDirectory(zip);
  if (end < 0) throw notWorkbook();
  const entries = zip.readUInt16LE(end + 10);
  const directoryAt = zip.readUInt32LE(end + 16);
  if (entries > (limits.maxEntries ?? 1000)) throw tooBig();
  let budget = limits.maxInflatedBytes;
  let at = directoryAt;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== SIG.central) throw notWorkbook();
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    // Zip64 markers: a workbook small enough for this upload never needs them.
    if (compressedSize === 0xffffffff || localAt === 0xffffffff) throw tooBig();
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== SIG.local) throw notWorkbook();
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    if (data.length !== compressedSize) throw notWorkbook();
    if (method === 0) budget -= compressedSize;
    else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch (error) {
        // Node reports the output limit as a RangeError (ERR_BUFFER_TOO_LARGE); anything else is a broken stream.
        if (error instanceof RangeError) throw tooBig();
        throw notWorkbook();
      }
    } else throw notWorkbook();
    if (budget < 0) throw tooBig();
    at += 46 + nameLength + extraLength + commentLength;
  }
}

const DAY_MS = 86_400_000;
/** 1900-03-01, serial 61: from here on exceljs' dates are Excel's. */
const FIRST_TRUE_DAY = Date.UTC(1900, 2, 1);

/**
 * exceljs turns a date cell's serial into a Date by a plain count of days from 1899-12-30, which is Excel's
 * calendar only after the 29 February 1900 Excel invents (serial 60): the days before it come out one day
 * early, and serial 60 as 28 February. Put right here, where such a Date is known to come from a serial:
 * the earlier days move forward one day, and serial 60, a day that never existed, becomes its number again
 * so that a date column refuses it (batch-cells.ts). A 1904-system workbook has no such days.
 */
function excelDate(value: unknown, date1904: boolean): unknown {
  if (date1904) return value;
  if (value instanceof Date) {
    const time = value.getTime();
    if (!(time < FIRST_TRUE_DAY)) return value;
    const serial = 25569 + time / DAY_MS;
    return Math.floor(serial) === 60 ? serial : new Date(time + DAY_MS);
  }
  if (typeof value === 'object' && value !== null && 'result' in value) {
    return { ...value, result: excelDate(value.result, date1904) };
  }
  return value;
}

/**
 * The first worksheet's rows as cell values (row 1 first; empty rows inside the sheet kept as []). Values
 * are exceljs' own (text, numbers, Dates for date cells, rich text, formulas with their cached result,
 * hyperlinks), read by the contract's batch-cells.ts; only its dates before 1 March 1900 are corrected.
 */
export async function readFirstWorksheet(bytes: Buffer, limits: XlsxLimits): Promise<unknown[][]> {
  checkZipInflation(bytes, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new XlsxError('not-workbook', 'not an Excel workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new XlsxError('no-worksheet', 'no worksheet');
  const date1904 = workbook.properties.date1904 === true;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    // exceljs' row.values is 1-based (index 0 empty).
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[rowNumber - 1] = values.map((cell) => excelDate(cell ?? null, date1904));
  });
  for (let i = 0; i < rows.length; i += 1) rows[i] ??= [];
  return rows;
}

/** The words an upload screen uses for each refusal of the file (all 400s on its `file` field). */
export interface WorkbookUploadMessages {
  fileType: string;
  noWorksheet: string;
  /** Past `maxBytes`. */
  tooLarge: string;
  /** Inflates past the ceiling (a zip bomb). */
  tooBig: string;
  notWorkbook: string;
}

/**
 * An uploaded batch workbook → its first worksheet's rows, or a 400 on `file` in the screen's words: only
 * `.xlsx`, at most `maxBytes`, inflated at most 20 times that (a real workbook inflates 5-10 times; a zip bomb
 * is stopped before exceljs sees it).
 */
export async function readUploadedWorksheet(
  fileName: string,
  bytes: Buffer,
  maxBytes: number,
  messages: WorkbookUploadMessages,
): Promise<unknown[][]> {
  const refuse = (message: string) => invalidField('file', message);
  if (!fileName.toLowerCase().endsWith('.xlsx')) throw refuse(messages.fileType);
  if (bytes.length > maxBytes) throw refuse(messages.tooLarge);
  try {
    return await readFirstWorksheet(bytes, { maxInflatedBytes: 20 * maxBytes });
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    if (error.problem === 'no-worksheet') throw refuse(messages.noWorksheet);
    throw refuse(error.problem === 'too-big' ? messages.tooBig : messages.notWorkbook);
  }
}
