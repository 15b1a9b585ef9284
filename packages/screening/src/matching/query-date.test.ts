import { describe, expect, it } from 'vitest';
import { isQueryDate, parseQueryDate } from './query-date';

describe('parseQueryDate', () => {
  it.each([
    ['14/07/1992', { year: 1992, month: 7, day: 14 }],
    ['00/07/1992', { year: 1992, month: 7 }],
    ['00/00/1992', { year: 1992 }],
    ['29/02/2024', { year: 2024, month: 2, day: 29 }],
    ['1992-07-14', { year: 1992, month: 7, day: 14 }],
    ['1992', { year: 1992 }],
  ])('reads %s', (text, expected) => {
    expect(parseQueryDate(text)).toEqual({ text, ...expected });
  });

  it.each([
    '31/02/1975',
    '29/02/2023',
    '31/04/1990',
    '01/13/1990',
    '32/01/1990',
    '1990-02-30',
    '14/07/992',
    'July 1992',
  ])('refuses %s, which is not a calendar date', (text) => {
    expect(isQueryDate(text)).toBe(false);
  });
});
