import {
  BATCH_RESULTS_WORKBOOK_COLUMNS,
  BATCH_SCREENING_FILE,
  BATCH_SCREENING_MESSAGES,
  type BatchScreeningItem,
  EXPORT_TIME_ZONE,
  formatDateTime,
  parseScreeningBatchSheet,
  SCREENING_BATCH_HEADERS,
  SCREENING_BATCH_MESSAGES,
  type ScreeningBatchRecord,
} from '@aml/contracts';
import ExcelJS from 'exceljs';
import { invalidField } from '../../lib/app-error';
import { readUploadedWorksheet } from '../../lib/xlsx';

/** Spreadsheets of batch screening: the uploaded file (checked by spec 3 §5), the template and the results. */

export interface ParsedBatchFile {
  records: { row: number; record: ScreeningBatchRecord }[];
  rowErrors: string[];
  summary: string;
}

/** Every refusal of the file is a 400 on the `file` field, worded "Error parsing file: ..." (spec 3 §8). */
const refuse = (message: string) => invalidField('file', message);
const parseError = (reason: string) => refuse(BATCH_SCREENING_MESSAGES.parseError(reason));

/** The uploaded workbook → its valid records and the messages of the rows skipped; refuses a file it cannot use. */
export async function parseBatchFile(fileName: string, bytes: Buffer): Promise<ParsedBatchFile> {
  const rows = await readUploadedWorksheet(fileName, bytes, BATCH_SCREENING_FILE.maxBytes, {
    fileType: SCREENING_BATCH_MESSAGES.fileType,
    noWorksheet: SCREENING_BATCH_MESSAGES.noWorksheet,
    tooLarge: BATCH_SCREENING_MESSAGES.parseError(BATCH_SCREENING_MESSAGES.tooLarge),
    tooBig: BATCH_SCREENING_MESSAGES.parseError(BATCH_SCREENING_MESSAGES.tooBig),
    notWorkbook: BATCH_SCREENING_MESSAGES.parseError(BATCH_SCREENING_MESSAGES.notWorkbook),
  });
  const sheet = parseScreeningBatchSheet(rows);
  if (sheet.fileError) throw refuse(sheet.fileError);
  // A file holding more than 1000 records is refused whole rather than cut: nobody may believe a customer
  // book was screened when part of it was skipped (spec 3 §5 "Exceeds maximum record limit").
  if (sheet.rowsOverLimit > 0) {
    const first = sheet.rowErrors.find((message) => message.endsWith('Exceeds maximum record limit'));
    throw parseError(
      `the file holds ${BATCH_SCREENING_FILE.maxRecords + sheet.rowsOverLimit} records and at most ${BATCH_SCREENING_FILE.maxRecords} can be screened in one batch (${first}). Split it into files of ${BATCH_SCREENING_FILE.maxRecords} records or fewer.`,
    );
  }
  return {
    records: sheet.records.map((record, i) => ({ row: sheet.rowNumbers[i] ?? 0, record })),
    rowErrors: sheet.rowErrors,
    summary: sheet.summary,
  };
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let template: Promise<Buffer> | null = null;

/** ScreeningTemplate.xlsx: the five headers of spec 3 §5, Date of Birth kept as text so 00/00/1980 survives Excel. */
export function screeningTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Screening');
    sheet.columns = SCREENING_BATCH_HEADERS.map((header) => ({
      header,
      width: header === 'Name' ? 40 : 18,
      style: header === 'Date of Birth' ? { numFmt: '@' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    return toBuffer(workbook);
  })();
  return template;
}

const FUZZY_WORDS = ['', '1', '2'] as const;

/** One row per record: what was screened, its outcome, its hit count and its top hits (issue 13). */
export function batchResultsWorkbook(items: readonly BatchScreeningItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  sheet.columns = BATCH_RESULTS_WORKBOOK_COLUMNS.map((header) => ({
    header,
    width: header === 'Top Hits' ? 70 : header === 'Name' || header === 'Lists' ? 36 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of items) {
    const result = item.result;
    const topHits = (result?.results ?? [])
      .slice(0, 5)
      .map((hit) => `${hit.name} (${hit.source_type} ${hit.source_id}, score ${hit.score})`)
      .join('; ');
    const status =
      item.status === 'failed'
        ? BATCH_SCREENING_MESSAGES.recordError(item.error ?? '')
        : item.status === 'pending'
          ? 'Not screened yet'
          : (result?.totalHits ?? 0) > 0
            ? 'Match'
            : 'No match';
    sheet.addRow([
      item.row,
      item.record.entityType,
      item.record.names,
      item.record.dob,
      item.record.gender,
      FUZZY_WORDS[item.record.fuzzyLevel],
      status,
      result ? result.totalHits : null,
      topHits,
      (result?.list_versions ?? []).map((v) => `${v.sourceType} ${v.version ?? ''}`.trim()).join('; '),
      result ? formatDateTime(result.timestamp, { timeZone: EXPORT_TIME_ZONE }) : '',
    ]);
  }
  return toBuffer(workbook);
}
