import { detectScript } from '../text/script';
import type { EntitySubtype, EntityType, ListName, NameType, PartialDate, Script, WatchlistEntry } from '../types';

const MULTI_SPACE = /\s\s|[\t\n\r\f\v\u00a0]/;

/** Trim and collapse whitespace; OFAC writes null as "-0-" (with a trailing space), so that is empty too. */
export function clean(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const raw = String(value);
  const s = MULTI_SPACE.test(raw) ? raw.replace(/\s+/g, ' ').trim() : raw.trim();
  if (s === '' || s === '-0-') return undefined;
  return s;
}

export function uniq<T>(values: Iterable<T | undefined>): T[] {
  const out: T[] = [];
  const seen = new Set<T>();
  for (const v of values) {
    if (v === undefined || seen.has(v)) continue;
    seen.add(v);
    out.push(v);
  }
  return out;
}

export function makeName(
  full: string,
  type: NameType,
  extra: {
    weak?: boolean;
    givenNames?: readonly string[];
    lastNames?: readonly string[];
    language?: string;
    script?: Script;
  } = {},
): ListName {
  return {
    full,
    type,
    weak: extra.weak ?? false,
    script: extra.script ?? detectScript(full),
    ...(extra.givenNames && extra.givenNames.length > 0 ? { givenNames: extra.givenNames } : {}),
    ...(extra.lastNames && extra.lastNames.length > 0 ? { lastNames: extra.lastNames } : {}),
    ...(extra.language ? { language: extra.language } : {}),
  };
}

/** Drop names repeated within one entry (same text, same type), keeping the first (strongest) occurrence. */
export function dedupeNames(names: readonly ListName[]): ListName[] {
  const seen = new Set<string>();
  const out: ListName[] = [];
  for (const n of names) {
    const key = n.full.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(n);
  }
  return out;
}

type EntryInit = Pick<WatchlistEntry, 'source' | 'sourceType' | 'listId' | 'names'> &
  Partial<Omit<WatchlistEntry, 'source' | 'sourceType' | 'listId' | 'names'>> & {
    entityType?: EntityType;
    entitySubtype?: EntitySubtype;
  };

export function makeEntry(init: EntryInit): WatchlistEntry {
  return {
    entityType: 'Entity',
    entitySubtype: 'unknown',
    datesOfBirth: [],
    placesOfBirth: [],
    citizenships: [],
    nationalities: [],
    addresses: [],
    identifiers: [],
    programs: [],
    sanctionDetails: [],
    titles: [],
    positions: [],
    occupations: [],
    politicalParties: [],
    remarks: [],
    links: [],
    relatives: { spouse: [], siblings: [], parents: [], children: [] },
    ...init,
    names: dedupeNames(init.names),
  };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function validParts(year?: number, month?: number, day?: number): boolean {
  if (year !== undefined && (year < 1000 || year > 2999)) return false;
  if (month !== undefined && (month < 1 || month > 12)) return false;
  if (day !== undefined && (day < 1 || day > 31)) return false;
  return true;
}

function partial(
  text: string,
  year?: number,
  month?: number,
  day?: number,
  extra: Partial<PartialDate> = {},
): PartialDate | undefined {
  if (!validParts(year, month, day)) return undefined;
  return {
    text,
    ...(year !== undefined ? { year } : {}),
    ...(month !== undefined ? { month } : {}),
    ...(day !== undefined ? { day } : {}),
    ...extra,
  };
}

/**
 * Parse the date spellings the lists use: ISO (1978-04-28, 1978-04, 1978), dd/mm/yyyy with 00 for an
 * unknown part (UK OFSI, the spec's own request format), OFAC's "10 Dec 1948", "Aug 1962", "circa 1964",
 * "1958 to 1962". Anything else is kept only as text.
 */
export function parsePartialDate(raw: string): PartialDate | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  let m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T.*)?$/.exec(text);
  if (m) return partial(text, Number(m[1]), m[2] ? Number(m[2]) : undefined, m[3] ? Number(m[3]) : undefined);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) {
    const d = Number(m[1]);
    const mo = Number(m[2]);
    return partial(text, Number(m[3]), mo === 0 ? undefined : mo, d === 0 ? undefined : d);
  }
  let circa = false;
  let body = text;
  const c = /^(?:circa|c\.|approximately|approx\.?|about)\s+(.*)$/i.exec(body);
  if (c?.[1]) {
    circa = true;
    body = c[1];
  }
  m = /^(\d{4})\s*(?:to|-|–)\s*(\d{4})$/i.exec(body);
  if (m)
    return partial(text, Number(m[1]), undefined, undefined, { yearTo: Number(m[2]), ...(circa ? { circa } : {}) });
  m = /^(?:(\d{1,2})\s+)?([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(body);
  if (m?.[2]) {
    const month = MONTHS[m[2].slice(0, 4).toLowerCase()] ?? MONTHS[m[2].slice(0, 3).toLowerCase()];
    if (month !== undefined) {
      return partial(text, Number(m[3]), month, m[1] ? Number(m[1]) : undefined, circa ? { circa } : {});
    }
  }
  m = /^(\d{4})$/.exec(body);
  if (m) return partial(text, Number(m[1]), undefined, undefined, circa ? { circa } : {});
  m = /^(?:\d{1,2}\s+)?[A-Za-z]{3,9}\.?\s+(\d{4})\s*(?:to|-)\s*(?:\d{1,2}\s+)?[A-Za-z]{3,9}\.?\s+(\d{4})$/.exec(body);
  if (m) return partial(text, Number(m[1]), undefined, undefined, { yearTo: Number(m[2]) });
  return { text };
}

/** dd/mm/yyyy with 00 for an unknown day or month: the spec's date format for screening. */
export function formatPartialDate(d: PartialDate): string {
  if (d.year === undefined) return d.text;
  const dd = String(d.day ?? 0).padStart(2, '0');
  const mm = String(d.month ?? 0).padStart(2, '0');
  const base = `${dd}/${mm}/${d.year}`;
  if (d.yearTo !== undefined && d.yearTo !== d.year) return `${base} - 00/00/${d.yearTo}`;
  return d.circa ? `circa ${base}` : base;
}

/** Lists without a date of their own (OFAC CSV, UAE spreadsheet) are dated by the file or folder name. */
export function isoDateFromFileName(fileName: string | undefined): string | null {
  if (!fileName) return null;
  const m = /(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(fileName);
  if (!m) return null;
  return m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`;
}

/** "dd/mm/yyyy" → "yyyy-mm-dd" (UK Last Updated, Listed On). */
export function dmyToIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return value.trim();
  return `${m[3]}-${(m[2] ?? '').padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`;
}

export function genderFrom(value: string | undefined): 'male' | 'female' | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'm' || v === 'male' || v === 'ذكر') return 'male';
  if (v === 'f' || v === 'female' || v === 'أنثى' || v === 'انثى') return 'female';
  return undefined;
}
