import { describe, expect, it } from 'vitest';
import {
  checkScreeningBatchHeaders,
  isScreeningDob,
  parseScreeningBatchRow,
  parseScreeningBatchSheet,
  SCREENING_BATCH_HEADERS,
  SCREENING_BATCH_MESSAGES,
} from './screening-batch';

describe('batch screening file (spec 3 §5)', () => {
  it('requires the five headers exactly', () => {
    expect([...SCREENING_BATCH_HEADERS]).toEqual(['Customer Type', 'Name', 'Date of Birth', 'Gender', 'Fuzzy Search']);
    expect(checkScreeningBatchHeaders([...SCREENING_BATCH_HEADERS])).toBeNull();
    expect(checkScreeningBatchHeaders(['Name', 'Customer Type', 'Date of Birth', 'Gender', 'Fuzzy Search'])).toBe(
      'Invalid headers. Expected: Customer Type, Name, Date of Birth, Gender, Fuzzy Search',
    );
  });

  it.each([
    ['14/07/1992', true],
    ['00/07/1992', true],
    ['14/00/1992', true],
    ['00/00/1992', true],
    ['29/02/2024', true],
    ['29/02/2023', false],
    ['31/04/1992', false],
    ['32/01/1992', false],
    ['14/13/1992', false],
    ['1992-07-14', false],
    ['14/7/1992', false],
    ['14/07/0992', false],
  ])('date of birth %j valid: %s', (value, expected) => {
    expect(isScreeningDob(value)).toBe(expected);
  });

  it.each<[string, unknown[], object]>([
    [
      'a full individual',
      ['Individual', 'Ali Hassan', '14/07/1992', 'Male', 2],
      { names: 'Ali Hassan', entityType: 'Individual', dob: '14/07/1992', gender: 'male', fuzzyLevel: 2 },
    ],
    [
      'an entity with nothing optional',
      ['Entity', 'Acme Gold', '', '', ''],
      { entityType: 'Entity', dob: '', gender: '', fuzzyLevel: 0 },
    ],
    ['fuzzy 0 treated as empty', ['Individual', 'Ali', '', 'female', 0], { gender: 'female', fuzzyLevel: 0 }],
    [
      'a date cell',
      ['Individual', 'Ali', new Date(Date.UTC(1992, 6, 14)), 'MALE', '1'],
      { dob: '14/07/1992', gender: 'male', fuzzyLevel: 1 },
    ],
    ['unknown day and month', ['Individual', 'Ali', '00/00/1970', '', ''], { dob: '00/00/1970' }],
    ['a General cell holding an Excel serial date', ['Individual', 'Ali', 33799, '', ''], { dob: '14/07/1992' }],
    ['a serial date with a time', ['Individual', 'Ali', 33799.75, '', ''], { dob: '14/07/1992' }],
    [
      'a formula giving a serial date',
      ['Individual', 'Ali', { formula: 'DATE(1992,7,14)', result: 33799 }, '', ''],
      { dob: '14/07/1992' },
    ],
    ['the day after Excel’s fake leap day', ['Individual', 'Ali', 61, '', ''], { dob: '01/03/1900' }],
    ['a date typed as yyyy-mm-dd', ['Individual', 'Ali', '1992-07-14', '', ''], { dob: '14/07/1992' }],
    ['a date typed dd-mm-yyyy', ['Individual', 'Ali', '14-07-1992', '', ''], { dob: '14/07/1992' }],
  ])('reads %s', (_name, cells, record) => {
    expect(parseScreeningBatchRow(cells, 2)).toEqual({ ok: true, record: expect.objectContaining(record) });
  });

  it.each<[string, unknown[], string[]]>([
    ['no customer type', ['', 'Ali', '', '', ''], ['Row 4: Customer Type is required']],
    ['a bad customer type', ['Person', 'Ali', '', '', ''], ['Row 4: Customer Type must be Individual or Entity']],
    ['no name', ['Individual', '', '', '', ''], ['Row 4: Name is required']],
    ['a bad date', ['Individual', 'Ali', '1992-13-01', '', ''], ['Row 4: Date of Birth must be dd/mm/yyyy']],
    ['Excel’s fake 29 February 1900', ['Individual', 'Ali', 60, '', ''], ['Row 4: Date of Birth must be dd/mm/yyyy']],
    ['a serial below 1', ['Individual', 'Ali', 0.5, '', ''], ['Row 4: Date of Birth must be dd/mm/yyyy']],
    ['a serial past 9999-12-31', ['Individual', 'Ali', 2958466, '', ''], ['Row 4: Date of Birth must be dd/mm/yyyy']],
    // A birth year alone is not read as the serial of a day in 1905: screened with that date it would miss.
    ['a birth year alone', ['Individual', 'Ali', 1975, '', ''], ['Row 4: Date of Birth must be dd/mm/yyyy']],
    ['a bad gender', ['Individual', 'Ali', '', 'M', ''], ['Row 4: Gender must be male or female']],
    ['fuzzy 3', ['Individual', 'Ali', '', '', 3], ['Row 4: Fuzzy Search must be 1, 2 or empty']],
    [
      'several problems',
      ['', '', 'x', 'x', 'x'],
      [
        'Row 4: Customer Type is required',
        'Row 4: Name is required',
        'Row 4: Date of Birth must be dd/mm/yyyy',
        'Row 4: Gender must be male or female',
        'Row 4: Fuzzy Search must be 1, 2 or empty',
      ],
    ],
  ])('reports %s', (_name, cells, errors) => {
    expect(parseScreeningBatchRow(cells, 4)).toEqual({ ok: false, errors });
  });

  it('loads at most 1000 records and summarises', () => {
    const header = [...SCREENING_BATCH_HEADERS];
    const row = ['Individual', 'Ali', '', '', ''];
    const result = parseScreeningBatchSheet([header, ...Array.from({ length: 1001 }, () => row)]);
    expect(result.records).toHaveLength(1000);
    expect(result.rowNumbers.slice(0, 2)).toEqual([2, 3]);
    expect(result.rowsOverLimit).toBe(1);
    expect(result.rowErrors).toEqual(['Row 1002: Exceeds maximum record limit']);
    expect(result.summary).toBe('Loaded 1000 valid records');
    expect(parseScreeningBatchSheet([header, ['', '', '', '', 'x']]).summary).toBe(SCREENING_BATCH_MESSAGES.noValid);
    expect(parseScreeningBatchSheet([['Nope']]).fileError).toBe(SCREENING_BATCH_MESSAGES.invalidHeaders);
  });
});
