import { describe, expect, it } from 'vitest';
import { cellDate, cellNumber, cellText, excelSerialToDateOnly } from './batch-cells';

describe('Excel serial dates (1900 date system)', () => {
  it.each([
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    // 60 is Excel's 29 February 1900, which never existed; from 61 on Excel counts one day ahead.
    [61, '1900-03-01'],
    [25569, '1970-01-01'],
    [36526, '2000-01-01'],
    [45658, '2025-01-01'],
    [2958465, '9999-12-31'],
  ])('reads serial %d as %s', (serial, day) => {
    expect(excelSerialToDateOnly(serial)).toBe(day);
  });

  it('drops the time of day a fraction holds', () => {
    expect(excelSerialToDateOnly(45658.75)).toBe('2025-01-01');
    expect(excelSerialToDateOnly(45658.999988)).toBe('2025-01-01');
    expect(excelSerialToDateOnly(59.5)).toBe('1900-02-28');
    expect(excelSerialToDateOnly(2958465.5)).toBe('9999-12-31');
  });

  it.each([60, 60.5, 0, 0.5, -1, -45658, 2958466, 1e9, Number.NaN, Number.POSITIVE_INFINITY])(
    'finds no day in %d',
    (serial) => {
      expect(excelSerialToDateOnly(serial)).toBeNull();
    },
  );
});

describe('cells of date columns', () => {
  it('reads a number as an Excel serial date, a formula by its result', () => {
    expect(cellDate(45658)).toBe('2025-01-01');
    expect(cellDate(45658.5)).toBe('2025-01-01');
    expect(cellDate({ formula: 'DATE(2025,1,1)', result: 45658 })).toBe('2025-01-01');
    expect(cellDate({ sharedFormula: 'C2', result: new Date(Date.UTC(2025, 0, 1)) })).toBe('2025-01-01');
  });

  it('reads a date cell as its calendar day, whatever its time', () => {
    expect(cellDate(new Date(Date.UTC(1992, 6, 14)))).toBe('1992-07-14');
    expect(cellDate(new Date(Date.UTC(1992, 6, 14, 18, 30)))).toBe('1992-07-14');
  });

  it('refuses numbers that are no Excel date, and a year typed alone, with text no date rule accepts', () => {
    for (const value of [0, -1, 60, 0.5, 2958466, 1975, 2030]) {
      const read = cellDate(value);
      expect(read, String(value)).not.toMatch(/\d/);
      expect(read).not.toBe('');
    }
  });

  it('reads day-first text day first, and keeps other text as typed', () => {
    expect(cellDate('14/07/1992')).toBe('1992-07-14');
    expect(cellDate('14-07-1992')).toBe('1992-07-14');
    expect(cellDate('14.07.1992')).toBe('1992-07-14');
    expect(cellDate(' 1/2/2025 ')).toBe('2025-02-01');
    // A day that does not exist stays one (the date rules refuse it); mixed separators are not a date.
    expect(cellDate('31/02/2025')).toBe('2025-02-31');
    expect(cellDate('14/07-1992')).toBe('14/07-1992');
    expect(cellDate('1992-07-14')).toBe('1992-07-14');
    expect(cellDate({ richText: [{ text: '1992-' }, { text: '07-14' }] })).toBe('1992-07-14');
    expect(cellDate('')).toBe('');
    expect(cellDate(null)).toBe('');
    expect(cellDate({ formula: 'A1', result: { error: '#N/A' } })).toBe('');
  });

  it('leaves numbers in other columns alone: an ID or phone number is no date', () => {
    expect(cellText(45658)).toBe('45658');
    expect(cellText(784199212345671)).toBe('784199212345671');
    expect(cellNumber(45658)).toBe(45658);
    expect(cellText({ formula: 'A1&B1', result: 'Fatima' })).toBe('Fatima');
    expect(cellText({ richText: [{ text: 'Al ' }, { text: 'Barsha' }] })).toBe('Al Barsha');
  });
});
