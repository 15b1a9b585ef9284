import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PdfContent } from './pdf';

/**
 * Text the report font can print. pdfmake draws a character its font lacks as an empty box, so a name in
 * Arabic script (the lists carry many), an arrow or an emoji would reach the auditor as a row of boxes.
 * The fonts' own character maps say what they hold; what they do not is replaced by an ASCII spelling
 * ('→' as '->') or, for a run of another script, by a note naming the script.
 */

/** ASCII spellings of signs that occur in list data and in our own messages. */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '✓': 'yes',
  '✔': 'yes',
  '✗': 'no',
  '✘': 'no',
};

const SCRIPTS: readonly [RegExp, string][] = [
  [/\p{Script=Arabic}/u, 'Arabic'],
  [/\p{Script=Hebrew}/u, 'Hebrew'],
  [/\p{Script=Han}/u, 'Chinese'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese'],
  [/\p{Script=Hangul}/u, 'Korean'],
  [/\p{Script=Thai}/u, 'Thai'],
  [/\p{Script=Devanagari}/u, 'Devanagari'],
  [/\p{Script=Bengali}/u, 'Bengali'],
  [/\p{Script=Georgian}/u, 'Georgian'],
  [/\p{Script=Armenian}/u, 'Armenian'],
  [/\p{Script=Ethiopic}/u, 'Ethiopic'],
  [/\p{Script=Syriac}/u, 'Syriac'],
  [/\p{Script=Thaana}/u, 'Thaana'],
  [/\p{Script=Khmer}/u, 'Khmer'],
  [/\p{Script=Myanmar}/u, 'Burmese'],
];

/** Reads a TrueType font's Unicode character map (cmap subtable format 4 or 12): the code points it draws. */
export function fontCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const subtables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    const offset = cmap + font.readUInt32BE(record + 4);
    subtables.set(`${font.readUInt16BE(record)}/${font.readUInt16BE(record + 2)}/${font.readUInt16BE(offset)}`, offset);
  }
  const points = new Set<number>();
  const full = subtables.get('3/10/12') ?? subtables.get('0/4/12');
  if (full !== undefined) {
    const groups = font.readUInt32BE(full + 12);
    for (let g = 0; g < groups; g++) {
      const at = full + 16 + g * 12;
      const end = font.readUInt32BE(at + 4);
      for (let c = font.readUInt32BE(at); c <= end; c++) points.add(c);
    }
    return points;
  }
  const bmp = subtables.get('3/1/4') ?? subtables.get('0/3/4');
  if (bmp === undefined) throw new Error('the font has no Unicode cmap subtable');
  const segments = font.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = font.readUInt16BE(starts + s * 2);
    const end = font.readUInt16BE(ends + s * 2);
    const delta = font.readUInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph =
        rangeOffset === 0
          ? (c + delta) & 0xffff
          : font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}

let roboto: Set<number> | null = null;

/** The characters both report faces draw (regular text, and Roboto Medium for bold). */
function reportFontPoints(): Set<number> {
  if (roboto) return roboto;
  const require = createRequire(import.meta.url);
  const [regular, medium] = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf'].map((file) =>
    fontCodePoints(readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`))),
  );
  roboto = new Set([...(regular ?? [])].filter((c) => medium?.has(c)));
  return roboto;
}

const scriptOf = (run: string) => SCRIPTS.find(([pattern]) => pattern.test(run))?.[1];

/** The text with every character the report font lacks spelled in ASCII or named: '[Arabic script]'. */
export function printable(text: string, points: ReadonlySet<number> = reportFontPoints()): string {
  // Most report text is plain ASCII, which every font draws.
  if (/^[\x20-\x7e\n]*$/.test(text)) return text;
  const chars = [...text.normalize('NFC')];
  const drawable = (ch: string) => /\s/.test(ch) || points.has(ch.codePointAt(0) ?? 0);
  if (chars.every(drawable)) return chars.join('');
  let out = '';
  for (let i = 0; i < chars.length; ) {
    const ch = chars[i] as string;
    const substitute = SUBSTITUTES[ch];
    if (drawable(ch) || substitute !== undefined) {
      out += drawable(ch) ? ch : substitute;
      i++;
      continue;
    }
    // One note for a run of one foreign script, the spaces between its words included.
    const script = scriptOf(ch);
    let end = i + 1;
    for (let j = end; j < chars.length; j++) {
      const next = chars[j] as string;
      // Combining marks (Arabic vowel signs are of the 'Inherited' script) belong to the letters before them.
      const same = scriptOf(next) === script || /\p{M}/u.test(next);
      if (!drawable(next) && SUBSTITUTES[next] === undefined && same) end = j + 1;
      else if (!/\s/.test(next)) break;
    }
    out += script ? `[${script} script]` : '[?]';
    i = end;
  }
  return out;
}

/**
 * The content tree with its printed strings made printable: the text of text nodes, stacks, lists, columns
 * and table cells. Style names, widths, colours and links are left as they are.
 */
export function printableContent(node: PdfContent): PdfContent {
  if (typeof node === 'string') return printable(node);
  if (Array.isArray(node)) return node.map(printableContent);
  if (!node || typeof node !== 'object') return node;
  const out = { ...node };
  for (const key of ['text', 'stack', 'ul', 'ol', 'columns'] as const) {
    if (key in out) out[key] = printableContent(out[key]);
  }
  if (out.table?.body) out.table = { ...out.table, body: out.table.body.map(printableContent) };
  return out;
}
