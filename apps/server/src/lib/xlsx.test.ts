import {
  INDIVIDUAL_BATCH_HEADERS,
  parseIndividualBatchSheet,
  parseScreeningBatchSheet,
  SCREENING_BATCH_HEADERS,
} from '@aml/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readUploadedWorksheet } from './xlsx';

const MESSAGES = {
  fileType: 'type',
  noWorksheet: 'no sheet',
  tooLarge: 'large',
  tooBig: 'big',
  notWorkbook: 'not a workbook',
};

/** A workbook as Excel saves it: the rows given, with a number format on the cells listed. */
async function workbook(rows: unknown[][], formats: Record<string, string> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  for (const [address, numFmt] of Object.entries(formats)) sheet.getCell(address).numFmt = numFmt;
  return Buffer.from(await book.xlsx.writeBuffer());
}

const read = (bytes: Buffer) => readUploadedWorksheet('batch.xlsx', bytes, 5 * 1024 * 1024, MESSAGES);

describe('batch workbooks: dates as Excel stores them', () => {
  it('reads a date typed into a General cell (a serial number) and a date cell alike, both as dates', async () => {
    // Row 2: a General cell holding 45658; row 3: the same serial in a cell formatted as a date.
    const bytes = await workbook(
      [
        [...SCREENING_BATCH_HEADERS],
        ['Individual', 'Ali Hassan', 45658, 'male', ''],
        ['Individual', 'Sara Hassan', 45658, 'female', ''],
      ],
      { C3: 'dd/mm/yyyy' },
    );
    const rows = await read(bytes);
    expect(rows[1]?.[2]).toBe(45658);
    expect(rows[2]?.[2]).toEqual(new Date(Date.UTC(2025, 0, 1)));
    const sheet = parseScreeningBatchSheet(rows);
    expect(sheet.rowErrors).toEqual([]);
    expect(sheet.records.map((r) => r.dob)).toEqual(['01/01/2025', '01/01/2025']);
  });

  it('reads an individual onboarding row: serial, date cell, formula and rich text; a numeric passport number stays a number', async () => {
    const bytes = await workbook(
      [
        [...INDIVIDUAL_BATCH_HEADERS],
        [
          'Fatima',
          'Al Mansouri',
          33799.5, // 1992-07-14 12:00 in a General cell
          'Resident',
          { richText: [{ text: 'Villa 3, ', font: { bold: true } }, { text: 'Al Barsha' }] },
          'United Arab Emirates',
          971,
          501112233,
          'Passport',
          45658,
          new Date(Date.UTC(2021, 0, 5)),
          { formula: 'DATE(2031,1,4)', result: 47852 },
          0,
        ],
      ],
      { K2: 'yyyy-mm-dd' },
    );
    const sheet = parseIndividualBatchSheet(await read(bytes));
    expect(sheet.rowErrors).toEqual([]);
    expect(sheet.records).toEqual([
      expect.objectContaining({
        dateOfBirth: '1992-07-14T00:00:00.000Z',
        address: 'Villa 3, Al Barsha',
        idNo: '45658',
        idIssuedDate: '2021-01-05T00:00:00.000Z',
        idExpiryDate: '2031-01-04T00:00:00.000Z',
        contactNo: '+971-501112233',
      }),
    ]);
  });

  it('puts right the date cells before 1 March 1900 that exceljs reads a day early, and refuses Excel’s 29 February 1900', async () => {
    const bytes = await workbook(
      [
        [...SCREENING_BATCH_HEADERS],
        ['Individual', 'A', 15, '', ''],
        ['Individual', 'B', 59, '', ''],
        ['Individual', 'C', 60, '', ''],
        ['Individual', 'D', 61, '', ''],
      ],
      { C2: 'yyyy-mm-dd', C3: 'yyyy-mm-dd', C4: 'yyyy-mm-dd', C5: 'yyyy-mm-dd' },
    );
    const sheet = parseScreeningBatchSheet(await read(bytes));
    expect(sheet.records.map((r) => [r.names, r.dob])).toEqual([
      ['A', '15/01/1900'],
      ['B', '28/02/1900'],
      ['D', '01/03/1900'],
    ]);
    expect(sheet.rowErrors).toEqual(['Row 4: Date of Birth must be dd/mm/yyyy']);
  });
});
