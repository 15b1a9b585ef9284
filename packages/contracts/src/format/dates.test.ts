import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateOnlyToIso,
  formatDateTime,
  formatLogTimestamp,
  formatLongDate,
  formatMediumDate,
  formatShortDate,
  formatTime,
  isCalendarDate,
  isEmptyDate,
  isoToDateOnly,
  parseServerDate,
  toDateOnly,
  todayDateOnly,
  toScreeningDob,
} from './dates';

const dubai = { timeZone: 'Asia/Dubai' };
const newYork = { timeZone: 'America/New_York' };

describe('server timestamps are UTC, shown in local time (spec 1 §9, spec 2 §2.10)', () => {
  it.each([
    ['2024-05-01T20:30:00', '2024-05-02T00:30', 'zone-less value read as UTC'],
    ['2024-05-01T20:30:00Z', '2024-05-02T00:30', 'explicit Z'],
    ['2024-05-01T20:30:00+04:00', '2024-05-01T20:30', 'explicit offset kept'],
    ['2024-05-01T20:30:00.1234567', '2024-05-02T00:30', '.NET seven-digit fraction'],
  ])('%s → %s in Dubai (%s)', (value, local) => {
    expect(formatDateTime(value, dubai)).toBe(
      `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11)}`,
    );
  });

  it('shows the same instant in New York', () => {
    expect(formatDateTime('2024-05-01T02:15:00', newYork)).toBe('30-04-2024 22:15');
  });
});

describe('display formats', () => {
  const value = '2024-09-03T05:07:09Z';
  it.each([
    ['DD-MM-YYYY HH:mm (customer lists, PDF)', formatDateTime, '03-09-2024 09:07'],
    ['dd-MM-yy (batch views, expiry column)', formatShortDate, '03-09-24'],
    ['MMM dd, yyyy (administration lists)', formatMediumDate, 'Sep 03, 2024'],
    ['HH:mm (administration lists)', formatTime, '09:07'],
    ['dd MMM yyyy (DPMSR view)', formatLongDate, '03 Sep 2024'],
    ['yyyy-MM-dd HH:mm:ss (screening logs CSV)', formatLogTimestamp, '2024-09-03 09:07:09'],
    ['yyyy-MM-dd (tenant birthdate)', toDateOnly, '2024-09-03'],
  ])('%s', (_name, format, expected) => {
    expect(format(value, dubai)).toBe(expected);
  });

  it('formats date-only fields in UTC so no zone moves the day', () => {
    expect(formatShortDate('2030-01-31T00:00:00Z', { timeZone: 'UTC' })).toBe('31-01-30');
    expect(formatShortDate('2030-01-31T00:00:00Z', newYork)).toBe('30-01-30');
  });

  it('accepts Date objects', () => {
    expect(formatDateTime(new Date('2024-09-03T05:07:09Z'), { timeZone: 'UTC' })).toBe('03-09-2024 05:07');
  });
});

describe('the empty date 0001-01-01 is shown blank', () => {
  it.each([
    ['0001-01-01'],
    ['0001-01-01T00:00:00'],
    ['0001-01-01T00:00:00Z'],
    [''],
    [null],
    [undefined],
    ['not a date'],
  ])('%j', (value) => {
    expect(isEmptyDate(value)).toBe(true);
    expect(parseServerDate(value)).toBeNull();
    for (const format of [
      formatDateTime,
      formatShortDate,
      formatMediumDate,
      formatTime,
      formatLongDate,
      formatLogTimestamp,
    ]) {
      expect(format(value, dubai)).toBe('');
    }
  });

  it('treats a year-1 Date object as empty', () => {
    const date = new Date(Date.UTC(2000, 0, 1));
    date.setUTCFullYear(1);
    expect(isEmptyDate(date)).toBe(true);
  });
});

describe('date-only conversions', () => {
  it.each([
    ['1990-05-01', '1990-05-01T00:00:00.000Z'],
    ['', null],
    [null, null],
    ['0001-01-01', null],
    ['01/05/1990', null],
  ])('dateOnlyToIso(%j) = %j', (value, iso) => {
    expect(dateOnlyToIso(value)).toBe(iso);
  });

  it.each([
    ['1990-05-01T00:00:00.000Z', '1990-05-01'],
    ['1990-05-01T00:00:00', '1990-05-01'],
    ['1990-05-01', '1990-05-01'],
    ['0001-01-01T00:00:00', ''],
    [null, ''],
  ])('isoToDateOnly(%j) = %j', (value, dateOnly) => {
    expect(isoToDateOnly(value)).toBe(dateOnly);
  });

  it.each([
    ['1990-05-01', '01/05/1990'],
    ['', ''],
    [null, ''],
    ['1990/05/01', ''],
  ])('screening dob %j → %j (spec 3 §3)', (value, dob) => {
    expect(toScreeningDob(value)).toBe(dob);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-04-31', false],
    ['2023-13-01', false],
    ['2023-1-01', false],
    ['0001-01-01', true],
  ])('isCalendarDate(%j) = %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('today', () => {
  afterEach(() => vi.useRealTimers());

  it('is the calendar date of the given zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T22:30:00Z'));
    expect(todayDateOnly({ timeZone: 'UTC' })).toBe('2026-06-15');
    expect(todayDateOnly(dubai)).toBe('2026-06-16');
  });
});

describe('impossible days', () => {
  it.each([['2023-02-30'], ['2023-02-30T10:00:00'], ['2023-04-31T00:00:00Z']])('%j is no date', (value) => {
    expect(parseServerDate(value)).toBeNull();
    expect(isoToDateOnly(value)).toBe('');
  });
});
