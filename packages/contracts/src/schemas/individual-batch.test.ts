import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeToday, unfreezeToday } from '../../test/schema-harness';
import {
  checkIndividualBatchHeaders,
  INDIVIDUAL_BATCH_HEADERS,
  INDIVIDUAL_BATCH_MESSAGES,
  parseIndividualBatchRow,
  parseIndividualBatchSheet,
} from './individual-batch';

beforeAll(freezeToday);
afterAll(unfreezeToday);

const headers = [...INDIVIDUAL_BATCH_HEADERS];
/** One valid row as exceljs gives it: a date cell, numeric cells and text. */
const row = (): unknown[] => [
  'Fatima',
  'Al Mansouri',
  new Date(Date.UTC(1992, 6, 14)),
  'Resident',
  'Villa 3, Al Barsha',
  'United Arab Emirates',
  971,
  501112233,
  'EID',
  '784199212345671',
  '2021-01-05',
  '2031-01-04',
  0,
];

describe('individual batch file (spec 2 §5.3)', () => {
  it('requires the 13 headers exactly, in order', () => {
    expect(headers).toEqual([
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
    ]);
    expect(checkIndividualBatchHeaders(headers)).toBeNull();
    expect(checkIndividualBatchHeaders([...headers, '', ''])).toBeNull();
    const swapped = [headers[1], headers[0], ...headers.slice(2)];
    expect(checkIndividualBatchHeaders(swapped)).toBe(
      'Invalid headers. Expected: First Name, Last Name, Date of Birth, Residential Status, Address, Nationality, Country Code, Contact Number, ID Type, ID Number, ID Issued Date, ID Expiry Date, Fuzzy Level',
    );
    expect(checkIndividualBatchHeaders(headers.slice(0, 12))).toBe(INDIVIDUAL_BATCH_MESSAGES.invalidHeaders);
    expect(checkIndividualBatchHeaders([...headers, 'Remarks'])).toBe(INDIVIDUAL_BATCH_MESSAGES.invalidHeaders);
  });

  it('reads a valid row into the quick-onboard body, reformatting a 15-digit EID', () => {
    const result = parseIndividualBatchRow(row(), 2);
    expect(result).toEqual({
      ok: true,
      rowNumber: 2,
      record: expect.objectContaining({
        dateOfBirth: '1992-07-14T00:00:00.000Z',
        contactNo: '+971-501112233',
        idNo: '784-1992-1234567-1',
        nationality: 'United Arab Emirates',
        fuzzyLevel: '0',
      }),
    });
  });

  it.each([
    ['an EID of 14 digits', 9, '78419921234567', ['Row 5: Invalid EID format for ID Number']],
    ['an EID with letters', 9, '784-1992-123456X-1', ['Row 5: Invalid EID format for ID Number']],
    ['a bad residential status', 3, 'Visitor', ['Row 5: Residential Status - Residential Status is required']],
    ['a one-letter first name', 0, 'F', ['Row 5: First Name - First Name must be between 2 and 100 characters.']],
    ['a non-numeric contact', 7, '050-111', ['Row 5: Contact Number - Contact number must be numeric']],
    ['a fuzzy level of 3', 12, 3, ['Row 5: Fuzzy Level - Fuzzy Level is required']],
    // Day first (the UAE's order): 07/14/1992 has no month 14, and is not read month first.
    ['a month-first date', 2, '07/14/1992', ['Row 5: Date of Birth - Please enter a valid date']],
    ['Excel’s fake 29 February 1900 (serial 60)', 2, 60, ['Row 5: Date of Birth - Please enter a valid date']],
    ['a serial below 1', 2, 0, ['Row 5: Date of Birth - Please enter a valid date']],
    ['a serial past 9999-12-31', 10, 2958466, ['Row 5: ID Issued Date - Please enter a valid date']],
    ['a birth year typed alone', 2, 1992, ['Row 5: Date of Birth - Please enter a valid date']],
  ])('reports %s as "Row n: field - message"', (_name, column, value, errors) => {
    const cells = row();
    cells[column] = value;
    expect(parseIndividualBatchRow(cells, 5)).toEqual({ ok: false, rowNumber: 5, errors });
  });

  it('reads dates typed into General cells (Excel serial numbers), with or without a time, as dates', () => {
    const cells = row();
    cells[2] = 33799; // 1992-07-14
    cells[10] = 44201.5; // 2021-01-05 12:00
    cells[11] = { formula: 'DATE(2031,1,4)', result: 47852 };
    const result = parseIndividualBatchRow(cells, 2);
    expect(result).toEqual({
      ok: true,
      rowNumber: 2,
      record: expect.objectContaining({
        dateOfBirth: '1992-07-14T00:00:00.000Z',
        idIssuedDate: '2021-01-05T00:00:00.000Z',
        idExpiryDate: '2031-01-04T00:00:00.000Z',
      }),
    });
  });

  it('reads the serials around Excel’s fake 29 February 1900 as Excel shows them', () => {
    const dobOf = (serial: number) => {
      const cells = row();
      cells[2] = serial;
      const result = parseIndividualBatchRow(cells, 2);
      return result.ok ? result.record.dateOfBirth : result.errors;
    };
    expect(dobOf(59)).toBe('1900-02-28T00:00:00.000Z');
    expect(dobOf(60)).toEqual(['Row 2: Date of Birth - Please enter a valid date']);
    expect(dobOf(61)).toBe('1900-03-01T00:00:00.000Z');
  });

  it('still reads dates typed as text: yyyy-mm-dd, and day first with / - or .', () => {
    for (const typed of ['1992-07-14', '14/07/1992', '14-07-1992', '14.07.1992']) {
      const cells = row();
      cells[2] = typed;
      const result = parseIndividualBatchRow(cells, 2);
      expect(result.ok && result.record.dateOfBirth, typed).toBe('1992-07-14T00:00:00.000Z');
    }
  });

  it('keeps numbers in other columns as numbers: a passport number or a phone is no date', () => {
    const cells = row();
    cells[8] = 'Passport';
    cells[9] = 45658;
    cells[7] = 45658123;
    const result = parseIndividualBatchRow(cells, 2);
    expect(result).toEqual({
      ok: true,
      rowNumber: 2,
      record: expect.objectContaining({ idNo: '45658', contactNo: '+971-45658123' }),
    });
  });

  it('loads valid rows, skips invalid and blank ones, and says so', () => {
    const bad = row();
    bad[0] = '';
    const result = parseIndividualBatchSheet([headers, row(), bad, [], ['', null], row()]);
    expect(result.fileError).toBeNull();
    expect(result.records).toHaveLength(2);
    expect(result.skipped).toBe(1);
    expect(result.rowErrors).toEqual(['Row 3: First Name - First Name must be between 2 and 100 characters.']);
    expect(result.summary).toBe('Loaded 2 valid records');
    expect(INDIVIDUAL_BATCH_MESSAGES.skipped(result.skipped)).toBe('Skipped 1 invalid row(s)');
  });

  it('says no valid records were found', () => {
    const bad = row();
    bad[1] = '';
    expect(parseIndividualBatchSheet([headers, bad]).summary).toBe('No valid records found');
    expect(parseIndividualBatchSheet([headers]).summary).toBe('No valid records found');
  });

  it('rejects a file with wrong headers', () => {
    expect(parseIndividualBatchSheet([['Name'], row()]).fileError).toBe(INDIVIDUAL_BATCH_MESSAGES.invalidHeaders);
  });

  it('reads at most 1000 data rows and reports each extra one', () => {
    const rows = [headers, ...Array.from({ length: 1002 }, row)];
    const result = parseIndividualBatchSheet(rows);
    expect(result.records).toHaveLength(1000);
    expect(result.rowErrors).toEqual([
      'Row 1002: Exceeds maximum record limit (1000)',
      'Row 1003: Exceeds maximum record limit (1000)',
    ]);
  });

  it('keeps the spec wording of the file messages', () => {
    expect(INDIVIDUAL_BATCH_MESSAGES.fileType).toBe('Files of type xlsx are supported');
    expect(INDIVIDUAL_BATCH_MESSAGES.noWorksheet).toBe('No worksheet found in the file');
    expect(INDIVIDUAL_BATCH_MESSAGES.parseError('bad zip')).toBe('Error parsing file: bad zip');
  });
});
