/**
 * Text as goAML can carry it. XML escaping itself (& < >) is left to xmlbuilder2; this module removes what XML
 * 1.0 cannot hold at all, makes line breaks deterministic, and turns names into the narrow alphabet that the
 * schema's name pattern allows.
 */

// Characters outside the XML 1.0 Char production (control characters, lone surrogates, U+FFFE/U+FFFF) cannot be
// written even escaped; a pasted value sometimes carries them.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;

/** Trimmed text without characters XML cannot hold and with \n line breaks, or undefined when nothing is left. */
export function cleanText(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return undefined;
  // A bare CR would be read back as LF by any XML parser; writing LF keeps the file equal to what is read.
  const cleaned = text.replace(NOT_XML_CHAR, '').replace(LINE_BREAK, '\n').trim();
  return cleaned === '' ? undefined : cleaned;
}

/** Fields goAML shows on one line (address, city, names, numbers): line breaks become ", ", runs of space one. */
export function oneLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join(', ');
}

/** Length as the schema's maxLength counts it: in characters (code points), not UTF-16 units. */
export function charLength(text: string): number {
  return [...text].length;
}

// Latin letters that Unicode decomposition does not reduce to a-z.
const LATIN_EXTRAS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
};

export type NameResult = { readonly ok: true; readonly value: string } | { readonly ok: false };

/**
 * A person or company name in the alphabet of the schema's name pattern [a-zA-Z0-9 .'-] (UAE FIU goAML 5.0.2,
 * first_name, last_name, entity name). Accents are dropped (José → Jose), & becomes "and", typographic
 * apostrophes and dashes become ' and -, other punctuation becomes a space. A name in another script (Arabic,
 * Cyrillic …) cannot be transliterated faithfully here, so it is refused ({ ok: false }) for the officer to
 * enter the Latin spelling shown on the customer's passport or licence. Undefined when no name is given.
 */
export function toGoamlName(value: unknown): NameResult | undefined {
  const text = cleanText(value);
  if (text === undefined) return undefined;
  const latin = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØđĐðÐłŁıþÞ]/g, (c) => LATIN_EXTRAS[c] ?? c)
    .replace(/[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/&/g, ' and ');
  if (/[^\p{ASCII}]/u.test(latin.replace(/[^\p{L}\p{N}]/gu, ''))) return { ok: false };
  const ascii = latin
    .replace(/[^a-zA-Z0-9 .'-]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
  return ascii === '' ? undefined : { ok: true, value: ascii };
}
