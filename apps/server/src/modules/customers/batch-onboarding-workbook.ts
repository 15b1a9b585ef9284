import {
  BATCH_ONBOARDING_FILE,
  BATCH_ONBOARDING_MESSAGES,
  BATCH_ONBOARDING_RESULTS_COLUMNS,
  type BatchOnboardingItem,
  type BatchOnboardingPayload,
  INDIVIDUAL_BATCH_HEADERS,
  INDIVIDUAL_BATCH_MESSAGES,
  isBlankRow,
  parseIndividualBatchRow,
  parseIndividualBatchSheet,
} from '@aml/contracts';
import ExcelJS from 'exceljs';
import { invalidField } from '../../lib/app-error';
import { readUploadedWorksheet } from '../../lib/xlsx';

/** Spreadsheets of individual batch onboarding: the uploaded file (spec 2 §5.3), the template and the results. */

export interface ParsedOnboardingFile {
  records: BatchOnboardingPayload[];
  rowErrors: string[];
  skipped: number;
  summary: string;
}

const M = BATCH_ONBOARDING_MESSAGES;
const refuse = (message: string) => invalidField('file', message);
/** The tail of 'Row n: Exceeds maximum record limit (1000)'. */
const OVER_LIMIT = INDIVIDUAL_BATCH_MESSAGES.exceedsLimit(0).slice('Row 0'.length);

/**
 * The uploaded workbook → its valid records (with their worksheet rows) and the messages of the rows skipped,
 * by the contract's rules of spec 2 §5.3; refuses a file it cannot use. A file of more than 1000 records is
 * refused whole rather than cut (decision 111): nobody must believe a customer list was onboarded when its tail
 * was skipped.
 */
export async function parseOnboardingFile(fileName: string, bytes: Buffer): Promise<ParsedOnboardingFile> {
  const rows = await readUploadedWorksheet(fileName, bytes, BATCH_ONBOARDING_FILE.maxBytes, {
    fileType: INDIVIDUAL_BATCH_MESSAGES.fileType,
    noWorksheet: INDIVIDUAL_BATCH_MESSAGES.noWorksheet,
    tooLarge: INDIVIDUAL_BATCH_MESSAGES.parseError(M.tooLarge),
    tooBig: INDIVIDUAL_BATCH_MESSAGES.parseError(M.tooBig),
    notWorkbook: INDIVIDUAL_BATCH_MESSAGES.parseError(M.notWorkbook),
  });
  const sheet = parseIndividualBatchSheet(rows);
  if (sheet.fileError) throw refuse(sheet.fileError);
  const overLimit = sheet.rowErrors.filter((message) => message.endsWith(OVER_LIMIT));
  if (overLimit.length > 0) {
    const holds = sheet.records.length + sheet.skipped + overLimit.length;
    throw refuse(INDIVIDUAL_BATCH_MESSAGES.parseError(M.tooManyRows(holds, overLimit[0] ?? '')));
  }
  // The contract's sheet parser answers the valid records in row order without their rows; the rows are found
  // again with its own row parser (the row number is the item's idempotency key).
  const validRows = rows.flatMap((cells, index) =>
    index > 0 && !isBlankRow(cells) && parseIndividualBatchRow(cells, index + 1).ok ? [index + 1] : [],
  );
  return {
    records: sheet.records.map(({ files: _files, ...record }, i) => ({ row: validRows[i] ?? 0, record })),
    rowErrors: sheet.rowErrors,
    skipped: sheet.skipped,
    summary: sheet.summary,
  };
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let template: Promise<Buffer> | null = null;

/**
 * The individual onboarding template (spec 2 §5.3, §7): the 13 headers, every column kept as text so that
 * yyyy-mm-dd dates, '+971' and ID numbers with leading zeros survive Excel.
 */
export function onboardingTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Individuals');
    sheet.columns = INDIVIDUAL_BATCH_HEADERS.map((header) => ({
      header,
      width: header === 'Address' ? 40 : 18,
      style: { numFmt: '@' },
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    return toBuffer(workbook);
  })();
  return template;
}

const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** One row per record: what was submitted and what became of it. */
export function onboardingResultsWorkbook(items: readonly BatchOnboardingItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  sheet.columns = BATCH_ONBOARDING_RESULTS_COLUMNS.map((header) => ({
    header,
    width: header === 'Address' || header === 'Outcome' ? 40 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of items) {
    const r = item.record;
    const outcome =
      item.status === 'failed'
        ? (item.error ?? M.unknownError)
        : item.status === 'pending'
          ? 'Pending'
          : M.userOnboarded;
    sheet.addRow([
      item.row,
      r.firstName,
      r.lastName,
      dateOnly(r.dateOfBirth),
      r.residentialStatus,
      r.address,
      r.nationality,
      r.contactNo,
      r.idType,
      r.idNo,
      dateOnly(r.idIssuedDate),
      dateOnly(r.idExpiryDate),
      r.fuzzyLevel,
      outcome,
      item.result?.customerId ?? '',
      item.result?.status ?? '',
      item.result ? item.result.totalHits : null,
    ]);
  }
  return toBuffer(workbook);
}
