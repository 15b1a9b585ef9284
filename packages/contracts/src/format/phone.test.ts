import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAL_CODE_GROUPS } from '../countries';
import { joinPhone, normaliseDialCode, splitPhone } from './phone';

describe('phone stored as code-hyphen-number (spec 2 §9.1)', () => {
  it.each([
    ['+971', '501234567', '+971-501234567'],
    ['971', '501234567', '+971-501234567'],
    [' +971 ', ' 501234567 ', '+971-501234567'],
    ['+1', '2025550123', '+1-2025550123'],
    ['', '501234567', '501234567'],
    ['+971', '', ''],
    [null, null, ''],
  ])('join(%j, %j) = %j', (code, number, stored) => {
    expect(joinPhone(code, number)).toBe(stored);
  });

  it.each([
    ['+971-501234567', { code: '+971', number: '501234567' }],
    ['971-501234567', { code: '+971', number: '501234567' }],
    ['501234567', { code: '', number: '501234567' }],
    ['', { code: '', number: '' }],
    [null, { code: '', number: '' }],
  ])('split(%j)', (stored, parts) => {
    expect(splitPhone(stored)).toEqual(parts);
  });

  it.each([
    ['971', '+971'],
    ['+971', '+971'],
    ['', ''],
    [undefined, ''],
  ])('normaliseDialCode(%j) = %j', (code, expected) => {
    expect(normaliseDialCode(code)).toBe(expected);
  });

  it('round-trips every dialling code of the country list with any digit string', () => {
    const codes = DIAL_CODE_GROUPS.map((group) => group.value);
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 15 }),
        (code, number) => {
          expect(splitPhone(joinPhone(code, number))).toEqual({ code, number });
        },
      ),
    );
  });
});
