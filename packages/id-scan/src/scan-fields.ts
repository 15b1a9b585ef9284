import type { IdScanDocumentType, IdScanField, IdScanFields, IdScanSource } from '@aml/contracts';

/** An empty field: nothing was read, so nothing is claimed. */
export function missing(note: string): IdScanField {
  return { value: null, confidence: 0, source: null, flagged: true, note };
}

export function found(value: string, source: IdScanSource, confidence: number, note?: string): IdScanField {
  const c = Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100;
  // Anything not confirmed by a check digit or read with low certainty goes to the reviewer.
  const flagged = c < 0.8 || note !== undefined;
  return note === undefined
    ? { value, confidence: c, source, flagged }
    : { value, confidence: c, source, flagged, note };
}

export function emptyFields(): IdScanFields {
  return {
    firstName: missing('Not read'),
    lastName: missing('Not read'),
    dateOfBirth: missing('Not read'),
    nationality: missing('Not read'),
    countryCode: missing('Not read'),
    idType: missing('Not read'),
    idNo: missing('Not read'),
    idIssuedDate: missing('Not read'),
    idExpiryDate: missing('Not read'),
    residentialStatus: missing('Not read'),
    fullNameArabic: missing('Not read'),
  };
}

/** GCC states whose national ID cards the quick-onboard form calls 'GCC ID' (ICAO codes). */
export const GCC_STATES = new Set(['SAU', 'KWT', 'BHR', 'OMN', 'QAT']);

export const ID_TYPE_BY_DOCUMENT: Record<IdScanDocumentType, string | null> = {
  passport: 'Passport',
  'emirates-id': 'EID',
  'gcc-id': 'GCC ID',
  'id-card': 'Govt Approved ID',
  visa: null,
  unknown: null,
};

/** 'ANNA MARIA' → 'Anna Maria'; names keep their hyphens and apostrophes. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`);
}

/**
 * yyyy-mm-dd of an MRZ YYMMDD. A birth date is never in the future, so a year past this year is
 * of the previous century; an expiry date is taken in this century up to 2069 (documents run ten
 * years at most, and a scan of an expired one must still show its real date).
 */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  let year: number;
  if (kind === 'birth') {
    year = 2000 + yy;
    const iso = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
    if (iso > today.toISOString().slice(0, 10)) year -= 100;
  } else {
    year = yy < 70 ? 2000 + yy : 1900 + yy;
  }
  return isoDate(year, mm, dd);
}

/** yyyy-mm-dd when the day exists in the calendar, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
