import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ListParseError } from '../errors';
import type { ListFormat } from '../types';

/** A parsed XML element: every child element is an array (see isArray below), attributes are plain keys. */
export type XmlNode = { readonly [key: string]: unknown };

/**
 * Well-formedness is checked first so that a truncated upload is rejected with the line where the
 * document breaks, before any entry is read; fast-xml-parser alone would silently return what it got.
 */
export function parseXml(text: string, format: ListFormat, fileName: string | undefined): XmlNode {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    // A document cut short leaves elements open; the validator lists them, reporting line 1.
    const open = /^Invalid '\[(.*)\]' found\.$/s.exec(valid.err.msg);
    if (open?.[1] !== undefined) {
      const path = [...open[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]).join('/');
      const lastLine = text.split('\n').length;
      throw new ListParseError(`malformed XML: the document ends with elements still open (file truncated?)`, {
        format,
        fileName,
        line: lastLine,
        element: path,
      });
    }
    throw new ListParseError(`malformed XML: ${valid.err.msg}`, { format, fileName, line: valid.err.line });
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    // Every element becomes an array so one child and many children read the same way.
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  });
  return parser.parse(text) as XmlNode;
}

export function children(node: XmlNode | undefined, tag: string): XmlNode[] {
  const v = node?.[tag];
  if (!Array.isArray(v)) return [];
  return v.map((x) => (typeof x === 'object' && x !== null ? (x as XmlNode) : ({ '#text': x } as XmlNode)));
}

function textOf(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (typeof v === 'object' && '#text' in (v as object)) return textOf((v as XmlNode)['#text']);
  return undefined;
}

/** Text of the first child element named tag (trimmed), or undefined when absent or empty. */
export function childText(node: XmlNode | undefined, tag: string): string | undefined {
  const v = node?.[tag];
  const first = Array.isArray(v) ? v[0] : v;
  const s = textOf(first)?.replace(/\s+/g, ' ').trim();
  return s === '' ? undefined : s;
}

/** Texts of all children named tag; for UN-style wrappers (<NATIONALITY><VALUE>…) pass the inner tag too. */
export function childTexts(node: XmlNode | undefined, tag: string, inner?: string): string[] {
  const out: string[] = [];
  const list = node?.[tag];
  for (const c of Array.isArray(list) ? (list as unknown[]) : []) {
    if (inner) {
      const values = typeof c === 'object' && c !== null ? (c as XmlNode)[inner] : undefined;
      for (const v of Array.isArray(values) ? (values as unknown[]) : []) {
        const s = textOf(v)?.replace(/\s+/g, ' ').trim();
        if (s) out.push(s);
      }
    } else {
      const s = textOf(c)?.replace(/\s+/g, ' ').trim();
      if (s) out.push(s);
    }
  }
  return out;
}

export function attr(node: XmlNode | undefined, name: string): string | undefined {
  const v = node?.[name];
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s === '' ? undefined : s;
}
