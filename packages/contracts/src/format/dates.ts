/**
 * Date helpers for the formats the specs show. Server timestamps are UTC and shown in local time
 * (spec 1 §9, spec 2 §2.10); the empty date 0001-01-01 is shown blank. Date-only fields (birth, issue,
 * expiry) are stored as midnight UTC: format them with `{ timeZone: 'UTC' }` so no zone shifts the day.
 */
export const EMPTY_DATE = '0001-01-01';

export interface DateFormatOptions {
  /** IANA zone; defaults to the zone of the running browser or process. */
  timeZone?: string;
}

type DateInput = string | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** True for null, '', invalid dates and the .NET-style empty date 0001-01-01. */
export function isEmptyDate(value: DateInput): boolean {
  return parseServerDate(value) === null;
}

/** Reads a server value as UTC when it carries no zone ('2024-05-01T10:00:00' is 10:00 UTC). */
export function parseServerDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) || value.getUTCFullYear() <= 1 ? null : value;
  const trimmed = value.trim();
  if (trimmed.startsWith(EMPTY_DATE)) return null;
  // Date parsing rolls 2023-02-30 over to March; a day that does not exist is no date.
  const day = /^\d{4}-\d{2}-\d{2}/.exec(trimmed)?.[0];
  if (day && !isCalendarDate(day)) return null;
  const iso = DATE_ONLY.test(trimmed) ? `${trimmed}T00:00:00Z` : HAS_ZONE.test(trimmed) ? trimmed : `${trimmed}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string | undefined): Parts {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  const found: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) found[part.type] = part.value;
  return {
    year: (found.year ?? '').padStart(4, '0'),
    month: found.month ?? '',
    day: found.day ?? '',
    hour: found.hour ?? '',
    minute: found.minute ?? '',
    second: found.second ?? '',
  };
}

function format(value: DateInput, options: DateFormatOptions, render: (parts: Parts) => string): string {
  const date = parseServerDate(value);
  return date ? render(partsOf(date, options.timeZone)) : '';
}

/** Customer lists, detail panels and PDF reports: DD-MM-YYYY HH:mm (spec 2 §2.10, §9.6). */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, (p) => `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`);
}

/** Batch views and the statistics expiry column: dd-MM-yy (spec 2 §2.7, spec 1 §9). */
export function formatShortDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, (p) => `${p.day}-${p.month}-${p.year.slice(-2)}`);
}

/** Administration lists: 'MMM dd, yyyy' (spec 1 §9), e.g. 'May 01, 2024'. */
export function formatMediumDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, (p) => `${MONTHS[Number(p.month) - 1]} ${p.day}, ${p.year}`);
}

/** Administration lists show the time beside the date: HH:mm (spec 1 §9). */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, (p) => `${p.hour}:${p.minute}`);
}

/** DPMSR view: dd MMM yyyy (spec 3 §2), e.g. '01 May 2024'. */
export function formatLongDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, (p) => `${p.day} ${MONTHS[Number(p.month) - 1]} ${p.year}`);
}

/** Screening logs CSV: yyyy-MM-dd HH:mm:ss (spec 1 §7). */
export function formatLogTimestamp(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, (p) => `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`);
}

/** The calendar date yyyy-MM-dd (tenant birthdate payload, spec 1 §7; date inputs). */
export function toDateOnly(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, (p) => `${p.year}-${p.month}-${p.day}`);
}

/** Screening requests send the date of birth as dd/mm/yyyy (spec 3 §3, §9). Input: yyyy-MM-dd. */
export function toScreeningDob(dateOnly: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOnly ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A date-only form value (yyyy-MM-dd) as the ISO datetime the payloads carry (spec 2 §3.2). */
export function dateOnlyToIso(dateOnly: string | null | undefined): string | null {
  if (!dateOnly || !DATE_ONLY.test(dateOnly) || dateOnly === EMPTY_DATE) return null;
  return `${dateOnly}T00:00:00.000Z`;
}

/** A stored ISO datetime of a date-only field back to the form's yyyy-MM-dd ('' when empty). */
export function isoToDateOnly(value: DateInput): string {
  return toDateOnly(value, { timeZone: 'UTC' });
}

/** Today's calendar date (yyyy-MM-dd) where the code runs; the not-future and not-past rules compare with it. */
export function todayDateOnly(options: DateFormatOptions = {}): string {
  return toDateOnly(new Date(), options);
}

/** True when yyyy-MM-dd is a real calendar date (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
