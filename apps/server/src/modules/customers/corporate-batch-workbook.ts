import {
  CORPORATE_BATCH_FILE,
  CORPORATE_BATCH_HEADERS,
  CORPORATE_BATCH_MAX_PARTNERS,
  CORPORATE_BATCH_MESSAGES,
  CORPORATE_BATCH_ONBOARDING_MESSAGES,
  CORPORATE_BATCH_OPTIONAL_HEADERS,
  CORPORATE_BATCH_RESULTS_COLUMNS,
  type CorporateBatchItem,
  type CorporateBatchPayload,
  corporateBatchRecordSchema,
  corporateBatchRecordToRegistration,
  PARTNER_BATCH_FIELDS,
  parseCorporateBatchSheet,
  partnerBatchHeader,
} from '@aml/contracts';
import ExcelJS from 'exceljs';
import { invalidField } from '../../lib/app-error';
import { readUploadedWorksheet } from '../../lib/xlsx';

/** Spreadsheets of corporate batch onboarding: the uploaded file (spec 2 §5.7), the template and the results. */

const M = CORPORATE_BATCH_ONBOARDING_MESSAGES;
const refuse = (message: string) => invalidField('file', message);

/**
 * Rows read before the file is refused as too long. The spec caps the valid records at 500 and a file may hold
 * rows that are skipped; ten times that is more than any real customer book with mistakes in it, and keeps a
 * 100,000-row file from being validated row by row before the answer.
 */
const MAX_DATA_ROWS = CORPORATE_BATCH_FILE.maxRecords * 10;

export interface ParsedCorporateFile {
  records: CorporateBatchPayload[];
  rowErrors: string[];
  skippedMessage: string | null;
  /** One screening per company and one per partner. */
  screeningsNeeded: number;
}

const isBlank = (cells: readonly unknown[]) =>
  cells.every((cell) => cell === null || cell === undefined || cell === '');

/** The uploaded workbook → its valid companies (with their rows) and the messages of the rows skipped. */
export async function parseCorporateFile(fileName: string, bytes: Buffer): Promise<ParsedCorporateFile> {
  const rows = await readUploadedWorksheet(fileName, bytes, CORPORATE_BATCH_FILE.maxBytes, {
    fileType: M.notWorkbook,
    noWorksheet: M.noWorksheet,
    tooLarge: M.tooLarge,
    tooBig: M.tooBig,
    notWorkbook: M.notWorkbook,
  });
  const dataRows = rows.slice(1).filter((cells) => !isBlank(cells)).length;
  if (dataRows > MAX_DATA_ROWS) throw refuse(`${CORPORATE_BATCH_MESSAGES.tooMany} The file holds ${dataRows} rows.`);
  const sheet = parseCorporateBatchSheet(rows as Parameters<typeof parseCorporateBatchSheet>[0]);
  if (sheet.fileError) throw refuse(sheet.fileError);
  const records = sheet.records.map((record) => ({
    row: record.rowNumber,
    // The registration body without files (a workbook has none); the schema drops the transport fields.
    record: corporateBatchRecordSchema.parse(corporateBatchRecordToRegistration(record)),
  }));
  return {
    records,
    rowErrors: sheet.rowErrors,
    skippedMessage: sheet.skippedMessage,
    screeningsNeeded: records.reduce((sum, { record }) => sum + 1 + record.partners.length, 0),
  };
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let template: Promise<Buffer> | null = null;

/**
 * The corporate onboarding template (spec 2 §5.7, §7): the 34 mandatory company columns, the optional ones the
 * form also asks, then five partners of ten columns; every column text so that dates and numbers survive Excel.
 */
export function corporateTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Companies');
    const partnerHeaders = Array.from({ length: CORPORATE_BATCH_MAX_PARTNERS }, (_, i) =>
      PARTNER_BATCH_FIELDS.map((field) => partnerBatchHeader(i + 1, field)),
    ).flat();
    sheet.columns = [...CORPORATE_BATCH_HEADERS, ...CORPORATE_BATCH_OPTIONAL_HEADERS, ...partnerHeaders].map(
      (header) => ({ header, width: Math.max(14, header.length + 2), style: { numFmt: '@' } }),
    );
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    return toBuffer(workbook);
  })();
  return template;
}

function outcomeOf(item: CorporateBatchItem): string {
  if (item.status === 'pending') return 'Pending';
  if (item.status === 'failed') return item.error ?? M.failed;
  return item.result?.message ?? M.success(item.record.companyName);
}

/** One row per company: what was submitted and what became of it. */
export function corporateResultsWorkbook(items: readonly CorporateBatchItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  sheet.columns = CORPORATE_BATCH_RESULTS_COLUMNS.map((header) => ({
    header,
    width: header === 'Outcome' || header === 'Partners' ? 44 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of items) {
    const r = item.record;
    const partners = r.partners
      .map((partner) => {
        const outcome = item.result?.partners.find((p) => p.name === partner.name);
        return outcome ? `${partner.name} (${partner.role}, ${outcome.status})` : `${partner.name} (${partner.role})`;
      })
      .join('; ');
    sheet.addRow([
      item.row,
      r.companyName,
      r.tradeLicenseNo,
      r.countryOfIncorporation,
      partners,
      outcomeOf(item),
      item.result?.customerId ?? '',
      item.result?.status ?? '',
      item.result?.riskLabel ?? '',
      item.result ? item.result.totalHits : null,
      item.result ? (item.result.retryCount > 0 ? 'Yes' : 'No') : '',
    ]);
  }
  return toBuffer(workbook);
}
