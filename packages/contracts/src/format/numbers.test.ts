import { describe, expect, it } from 'vitest';
import { countOf, csvValue, formatFileSizeMb, formatRiskScore } from './numbers';

describe('number formats', () => {
  it.each([
    [3, '3.00'],
    [2.666666, '2.67'],
    [4, '4.00'],
    [0, '0.00'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('risk score %j → %j (spec 2 §9.6: 2 decimals)', (score, text) => {
    expect(formatRiskScore(score)).toBe(text);
  });

  it('shows wallpaper sizes in MB with 2 decimals (spec 1 §3)', () => {
    expect(formatFileSizeMb(1_572_864)).toBe('1.50');
    expect(formatFileSizeMb(0)).toBe('0.00');
  });

  it('removes commas from CSV values (spec 2 §9.6)', () => {
    expect(csvValue('Gold, Silver & Co')).toBe('Gold Silver & Co');
    expect(csvValue(null)).toBe('');
    expect(csvValue(3.5)).toBe('3.5');
  });
});

describe('countOf', () => {
  it('groups thousands and makes the noun plural unless the count is 1', () => {
    expect(countOf(1, 'customer')).toBe('1 customer');
    expect(countOf(0, 'partner')).toBe('0 partners');
    expect(countOf(1250, 'alert')).toBe('1,250 alerts');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});
