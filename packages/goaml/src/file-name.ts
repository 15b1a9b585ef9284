import { UNAVAILABLE_NAME } from './codes';
import { cleanText, oneLine } from './text';

export interface FileNameParts {
  readonly entityReference: unknown;
  readonly customerName: unknown;
  /** The report's goAML date (yyyy-MM-dd'T'HH:mm:ss) or a yyyy-MM-dd date. */
  readonly date: string;
}

/** Characters that no common file system or Content-Disposition header takes in a file name. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;
/** Keeps the whole name well under the 255-byte limit of file systems even in Arabic (2 bytes per letter). */
const MAX_PART = 60;

/**
 * Spec 3 §9 file name pattern: entity reference, customer name, date, e.g.
 * "INV-2026-0042_Ali Hassan_2026-06-02.xml". Letters of any script are kept (an Arabic customer name stays
 * readable), characters a file system refuses become "-".
 */
export function dpmsrFileName(parts: FileNameParts): string {
  return `${[safePart(parts.entityReference), safePart(parts.customerName), parts.date.slice(0, 10)].join('_')}.xml`;
}

function safePart(value: unknown): string {
  const text = cleanText(value);
  if (text === undefined) return UNAVAILABLE_NAME;
  const safe = oneLine(text).replace(UNSAFE, '-').replace(/\s+/g, ' ').replace(/^\.+/, '').trim();
  return [...safe].slice(0, MAX_PART).join('').trim() || UNAVAILABLE_NAME;
}
