import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EID_MAX_INPUT_LENGTH, formatEid, isEid, normaliseEid } from './eid';

describe('EID auto-format (spec 2 §5.1: 3-4-7-1 digits)', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['784', '784'],
    ['7841', '784-1'],
    ['7841990', '784-1990'],
    ['78419901', '784-1990-1'],
    ['78419901234567', '784-1990-1234567'],
    ['784199012345671', '784-1990-1234567-1'],
    ['7841990123456712345', '784-1990-1234567-1'],
    ['784-1990-1234567-1', '784-1990-1234567-1'],
    ['784 1990 1234567 1', '784-1990-1234567-1'],
    ['abc784x1990', '784-1990'],
  ])('%j → %j', (input, expected) => {
    expect(formatEid(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const once = formatEid(input);
        expect(formatEid(once)).toBe(once);
      }),
    );
  });

  it('never exceeds the 18-character input limit and keeps the digits in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789-x '.split('')), maxLength: 40 }), (input) => {
        const formatted = formatEid(input);
        expect(formatted.length).toBeLessThanOrEqual(EID_MAX_INPUT_LENGTH);
        expect(formatted.replace(/-/g, '')).toBe(input.replace(/\D/g, '').slice(0, 15));
      }),
    );
  });

  it('turns any 15 digits into a valid EID', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 15, maxLength: 15 }),
        (digits) => {
          expect(isEid(formatEid(digits))).toBe(true);
          expect(normaliseEid(digits)).toBe(formatEid(digits));
        },
      ),
    );
  });

  it.each([
    ['784-1990-1234567-1', true],
    ['784199012345671', false],
    ['784-1990-1234567', false],
    ['784-199-01234567-1', false],
    ['784-1990-1234567-12', false],
    ['abc-1990-1234567-1', false],
  ])('isEid(%j) = %s', (value, expected) => {
    expect(isEid(value)).toBe(expected);
  });

  it.each([
    ['784199012345671', '784-1990-1234567-1'],
    ['784-1990-1234567-1', '784-1990-1234567-1'],
    [' 784 1990 1234567 1 ', '784-1990-1234567-1'],
    ['78419901234567', null],
    ['7841990123456712', null],
    ['784A99012345671', null],
    ['', null],
  ])('batch normalisation %j → %j (spec 2 §5.3)', (value, expected) => {
    expect(normaliseEid(value)).toBe(expected);
  });
});
