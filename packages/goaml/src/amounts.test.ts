import { describe, expect, it } from 'vitest';
import { readAmount } from './amounts';

describe('readAmount (xs:decimal, at most 4 decimals)', () => {
  it('writes amounts with at least two decimals and never rounds', () => {
    expect(readAmount(55000)).toEqual({ ok: true, value: 55000, text: '55000.00' });
    expect(readAmount(1234567.89)).toEqual({ ok: true, value: 1234567.89, text: '1234567.89' });
    expect(readAmount(0.1 + 0.2)).toEqual({ ok: true, value: 0.3, text: '0.30' });
    expect(readAmount(12.3456)).toEqual({ ok: true, value: 12.3456, text: '12.3456' });
    expect(readAmount('0075,000.500')).toEqual({ ok: true, value: 75000.5, text: '75000.50' });
  });

  it('refuses what the schema cannot hold or what is not an amount', () => {
    expect(readAmount(12.34567)).toEqual({ ok: false, reason: 'too-precise' });
    expect(readAmount('12.34567')).toEqual({ ok: false, reason: 'too-precise' });
    expect(readAmount(-5)).toEqual({ ok: false, reason: 'not-positive' });
    expect(readAmount('-5')).toEqual({ ok: false, reason: 'not-positive' });
    expect(readAmount(0)).toEqual({ ok: false, reason: 'not-positive' });
    expect(readAmount(8e14)).toEqual({ ok: false, reason: 'too-large' });
    expect(readAmount('1e5')).toEqual({ ok: false, reason: 'invalid' });
    expect(readAmount(Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: 'invalid' });
    expect(readAmount('')).toEqual({ ok: false, reason: 'missing' });
    expect(readAmount(null)).toEqual({ ok: false, reason: 'missing' });
  });
});
