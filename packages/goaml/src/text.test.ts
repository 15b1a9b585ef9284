import { describe, expect, it } from 'vitest';
import { cleanText, oneLine, toGoamlName } from './text';

describe('cleanText', () => {
  it('removes characters XML cannot hold and normalises line breaks', () => {
    expect(cleanText('  a\u0000b\u0008c\r\nd\re\u2028f\uFFFE  ')).toBe('abc\nd\ne\nf');
    expect(cleanText('\uD800lone surrogate')).toBe('lone surrogate');
    expect(cleanText('   ')).toBeUndefined();
    expect(cleanText(42)).toBe('42');
    expect(cleanText(Number.NaN)).toBeUndefined();
    expect(cleanText({})).toBeUndefined();
  });

  it('keeps Arabic and other scripts untouched', () => {
    expect(cleanText('محمد علي')).toBe('محمد علي');
  });
});

describe('oneLine', () => {
  it('joins the lines of an address with commas', () => {
    expect(oneLine('Flat 3\n\n  221   Baker Street \nLondon')).toBe('Flat 3, 221 Baker Street, London');
  });
});

describe("toGoamlName (schema pattern [a-zA-Z0-9 .'-]*)", () => {
  it('keeps names the pattern accepts', () => {
    expect(toGoamlName("Ali Al-Jaber O'Neil Jr.")).toEqual({ ok: true, value: "Ali Al-Jaber O'Neil Jr." });
  });

  it('drops accents and maps Latin letters and typographic marks to their plain form', () => {
    expect(toGoamlName('José Müller-O’Brien')).toEqual({ ok: true, value: "Jose Muller-O'Brien" });
    expect(toGoamlName('Łukasz Øster Straße')).toEqual({ ok: true, value: 'Lukasz Oster Strasse' });
  });

  it('writes & as "and" and turns other punctuation into spaces', () => {
    expect(toGoamlName('Al Noor Gold & Diamonds (L.L.C.), Dubai/Branch')).toEqual({
      ok: true,
      value: 'Al Noor Gold and Diamonds L.L.C. Dubai Branch',
    });
    expect(toGoamlName('<script>"x"</script>\nLLC')).toEqual({ ok: true, value: 'script x script LLC' });
  });

  it('refuses a name in another script rather than inventing a transliteration', () => {
    expect(toGoamlName('محمد')).toEqual({ ok: false });
    expect(toGoamlName('Mohamed محمد')).toEqual({ ok: false });
    expect(toGoamlName('Иван')).toEqual({ ok: false });
  });

  it('reports no name when nothing is given', () => {
    expect(toGoamlName('  ')).toBeUndefined();
    expect(toGoamlName(null)).toBeUndefined();
    expect(toGoamlName('&')).toEqual({ ok: true, value: 'and' });
    expect(toGoamlName('()')).toBeUndefined();
  });
});
