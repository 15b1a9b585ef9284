import type { DateValue } from './model';

/**
 * Dates in the form goAML takes: yyyy-MM-dd'T'HH:mm:ss (spec 3 §9), without a zone, read by the UAE FIU as UAE
 * time. An instant (a value with Z or an offset, or a Date) is therefore shown in Gulf Standard Time, UTC+4 all
 * year (the UAE has no daylight saving): a date picked in Dubai and stored as 1989-12-31T20:00:00Z is the birth
 * date 1990-01-01. A value without a zone is taken as written.
 */

export type DateKind = 'date' | 'dateTime';
export type DateResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid' };

const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
/** The schema's sql_date minimum (1753-01-01T00:00:00, SQL Server's datetime range). */
const MIN_YEAR = 1753;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

interface Parts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function toGoamlDate(value: DateValue, kind: DateKind): DateResult {
  const parts = readParts(value);
  if (parts === 'missing' || parts === 'invalid') return { ok: false, reason: parts };
  // 0001-01-01 is how the stored data says "no date" (spec 1 §9); any other year before 1753 is a typing error.
  if (parts.year === 1) return { ok: false, reason: 'missing' };
  if (parts.year < MIN_YEAR || !isRealDate(parts)) return { ok: false, reason: 'invalid' };
  const time = kind === 'date' ? '00:00:00' : `${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
  return { ok: true, value: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${time}` };
}

function readParts(value: DateValue): Parts | 'missing' | 'invalid' {
  if (value instanceof Date) return fromInstant(value.getTime());
  if (typeof value !== 'string') return 'missing';
  const text = value.trim();
  if (text === '') return 'missing';
  let m = DATE_ONLY.exec(text);
  if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: 0, minute: 0, second: 0 };
  m = DAY_FIRST.exec(text);
  if (m) return { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]), hour: 0, minute: 0, second: 0 };
  m = LOCAL_DATE_TIME.exec(text);
  if (m) {
    return {
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: Number(m[4]),
      minute: Number(m[5]),
      second: Number(m[6] ?? '0'),
    };
  }
  if (ZONED_DATE_TIME.test(text)) {
    if (text.startsWith('0001-01-01')) return 'missing';
    return fromInstant(Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2')));
  }
  return 'invalid';
}

function fromInstant(ms: number): Parts | 'invalid' {
  if (!Number.isFinite(ms)) return 'invalid';
  const uae = new Date(ms + UAE_OFFSET_MS);
  return {
    year: uae.getUTCFullYear(),
    month: uae.getUTCMonth() + 1,
    day: uae.getUTCDate(),
    hour: uae.getUTCHours(),
    minute: uae.getUTCMinutes(),
    second: uae.getUTCSeconds(),
  };
}

function isRealDate(p: Parts): boolean {
  if (p.year > 9999 || p.hour > 23 || p.minute > 59 || p.second > 59) return false;
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day));
  return d.getUTCFullYear() === p.year && d.getUTCMonth() === p.month - 1 && d.getUTCDate() === p.day;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
