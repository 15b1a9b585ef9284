import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinColonList, joinEscaped, splitColonList, splitEscaped, splitList } from './lists';

describe('colon-separated lists (spec 2 §9.1)', () => {
  it.each([
    [['24K Gold Bar', '22/24K Gold Coin'], '24K Gold Bar:22/24K Gold Coin'],
    [['India', 'India', ' China '], 'India:China'],
    [['', null, 'Oman'], 'Oman'],
    [[], ''],
  ])('join %j = %j', (values, stored) => {
    expect(joinColonList(values)).toBe(stored);
  });

  it.each([
    ['24K Gold Bar:22/24K Gold Coin', ['24K Gold Bar', '22/24K Gold Coin']],
    ['India: China :India', ['India', 'China']],
    ['', []],
    [null, []],
  ])('split %j', (stored, values) => {
    expect(splitColonList(stored)).toEqual(values);
  });

  it('splits batch lists on commas (and any listed separator)', () => {
    expect(splitList('India, China,Oman', ',')).toEqual(['India', 'China', 'Oman']);
    expect(splitList('India; China:Oman', ',;:')).toEqual(['India', 'China', 'Oman']);
  });

  it('round-trips lists of distinct, trimmed, colon-free values', () => {
    const value = fc
      .string({ minLength: 1, maxLength: 12 })
      .map((text) => text.replace(/:/g, '').trim())
      .filter((text) => text.length > 0);
    fc.assert(
      fc.property(fc.uniqueArray(value, { maxLength: 8 }), (values) => {
        expect(splitColonList(joinColonList(values))).toEqual(values);
      }),
    );
  });
});

describe('backslash-escaped colon lists (spec 1 §3)', () => {
  it.each([
    [['Office 1', 'Office 2'], 'Office 1:Office 2'],
    [['Unit 5: Gold Souk', 'Deira'], 'Unit 5\\: Gold Souk:Deira'],
    [['C:\\temp', ''], 'C\\:\\\\temp:'],
    [[''], ''],
  ])('join %j = %j', (segments, joined) => {
    expect(joinEscaped(segments)).toBe(joined);
    expect(splitEscaped(joined)).toEqual(segments);
  });

  it('keeps a trailing lone backslash literally', () => {
    expect(splitEscaped('a\\')).toEqual(['a\\']);
  });

  it('round-trips any non-empty list, colons and backslashes included', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ':', '\\', ' ', 'é', '1'), maxLength: 10 });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (segments) => {
        expect(splitEscaped(joinEscaped(segments))).toEqual(segments);
      }),
    );
  });

  it('splits into as many segments as unescaped colons plus one', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 6 }), (segments) => {
        expect(splitEscaped(joinEscaped(segments))).toHaveLength(segments.length);
      }),
    );
  });
});
