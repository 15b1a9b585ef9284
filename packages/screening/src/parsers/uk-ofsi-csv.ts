import { ListParseError } from '../errors';
import type { ListAddress, ListName, ParsedList, PartialDate, WatchlistEntry } from '../types';
import { clean, dmyToIso, makeEntry, makeName, parsePartialDate, uniq } from './common';
import { parseCsv } from './csv';

const SOURCE_TYPE = 'UK OFSI Consolidated List';
const REQUIRED = ['Name 6', 'Alias Type', 'Group Type', 'Group ID'] as const;

/** "1) Saudi Arabia 2) Qatar" → ["Saudi Arabia", "Qatar"]. */
function numbered(value: string | undefined): string[] {
  if (!value) return [];
  const parts = value
    .split(/\s*\(?\b\d{1,2}\)\s*/)
    .map((s) => s.trim().replace(/[,;]$/, ''))
    .filter(Boolean);
  return parts.length > 0 ? parts : [value];
}

interface Group {
  line: number;
  rows: Map<string, string | undefined>[];
}

/**
 * HM Treasury / OFSI consolidated list CSV: an optional "Last Updated,<date>" row, then a header row,
 * then one row per name variant grouped by Group ID (the target). A row repeats the target's other
 * fields, which can differ between rows (one DOB per row), so every field is collected across rows.
 */
export function parseUkOfsiCsv(text: string, options: { fileName?: string; publishedAt?: string } = {}): ParsedList {
  const fileName = options.fileName;
  const rows = parseCsv(text, { format: 'uk-ofsi-csv', ...(fileName ? { fileName } : {}) });
  let lastUpdated: string | undefined;
  let headerIndex = -1;
  for (let i = 0; i < Math.min(rows.length, 5); i++) {
    const fields = rows[i]?.fields.map((f) => f.trim()) ?? [];
    if (fields[0] === 'Last Updated') lastUpdated = dmyToIso(clean(fields[1]));
    if (REQUIRED.every((h) => fields.includes(h))) {
      headerIndex = i;
      break;
    }
  }
  if (headerIndex < 0) {
    throw new ListParseError(`header row with ${REQUIRED.join(', ')} not found in the first rows`, {
      format: 'uk-ofsi-csv',
      fileName,
      line: rows[0]?.line ?? 1,
    });
  }
  const rawHeader = rows[headerIndex]?.fields.map((f) => f.trim()) ?? [];
  // Some saved copies carry an empty leading column in the header only (the 2020 sample), others in every row.
  let lead = 0;
  while (rawHeader[lead] === '') lead++;
  const header = rawHeader.slice(lead);
  const groups = new Map<string, Group>();
  for (const raw of rows.slice(headerIndex + 1)) {
    if (raw.fields.every((f) => f.trim() === '')) continue;
    const row = raw.fields.length === header.length + lead ? { line: raw.line, fields: raw.fields.slice(lead) } : raw;
    if (row.fields.length !== header.length) {
      throw new ListParseError(`expected ${header.length} columns, found ${row.fields.length}`, {
        format: 'uk-ofsi-csv',
        fileName,
        line: row.line,
      });
    }
    const rec = new Map<string, string | undefined>();
    header.forEach((h, i) => {
      if (h) rec.set(h, clean(row.fields[i]));
    });
    const id = rec.get('Group ID');
    if (!id) throw new ListParseError('Group ID is empty', { format: 'uk-ofsi-csv', fileName, line: row.line });
    const g = groups.get(id) ?? { line: row.line, rows: [] };
    g.rows.push(rec);
    groups.set(id, g);
  }
  const publishedAt = options.publishedAt ?? lastUpdated ?? null;
  const entries: WatchlistEntry[] = [];
  for (const [id, g] of groups) {
    const names: ListName[] = [];
    const dobs: PartialDate[] = [];
    const seenDob = new Set<string>();
    const addresses: ListAddress[] = [];
    const seenAddress = new Set<string>();
    const all = (h: string): string[] => uniq(g.rows.map((r) => r.get(h)));
    const prime = g.rows.filter((r) => r.get('Alias Type') === 'Prime Alias');
    for (const r of [...prime, ...g.rows.filter((x) => x.get('Alias Type') !== 'Prime Alias')]) {
      const given = ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5']
        .map((h) => r.get(h))
        .filter((x): x is string => !!x);
      const last = r.get('Name 6');
      const full = [...given, last].filter(Boolean).join(' ');
      if (full) {
        const alias = r.get('Alias Type');
        const type = alias === 'Prime Alias' ? 'primary' : alias === 'FKA' ? 'fka' : 'aka';
        names.push(
          makeName(full, type, {
            ...(given.length ? { givenNames: [given.join(' ')] } : {}),
            ...(last ? { lastNames: [last] } : {}),
          }),
        );
      }
      const dob = r.get('DOB');
      if (dob && !seenDob.has(dob)) {
        seenDob.add(dob);
        const d = parsePartialDate(dob);
        if (d) dobs.push(d);
      }
      const addrParts = ['Address 1', 'Address 2', 'Address 3', 'Address 4', 'Address 5', 'Address 6'].map((h) =>
        r.get(h),
      );
      const postalCode = r.get('Post/Zip Code');
      const country = r.get('Country');
      const full2 = [...addrParts, postalCode, country].filter(Boolean).join(', ');
      if (full2 && !seenAddress.has(full2)) {
        seenAddress.add(full2);
        const street = addrParts.filter(Boolean).join(', ');
        addresses.push({
          full: full2,
          ...(street ? { street } : {}),
          ...(postalCode ? { postalCode } : {}),
          ...(country ? { country } : {}),
        });
      }
    }
    if (names.length === 0) {
      throw new ListParseError(`group ${id} has no name`, { format: 'uk-ofsi-csv', fileName, line: g.line });
    }
    // Prime alias rows come first, so the first name is the target's main name even when several rows are prime.
    const [first, ...rest] = names;
    const ordered = first
      ? [first, ...rest.map((n) => (n.type === 'primary' ? { ...n, type: 'aka' as const } : n))]
      : names;
    const groupType = all('Group Type')[0];
    const individual = groupType === 'Individual';
    const pobs = uniq(
      g.rows.map((r) => [r.get('Town of Birth'), r.get('Country of Birth')].filter(Boolean).join(', ') || undefined),
    );
    const listedOn = dmyToIso(all('Listed On')[0]);
    entries.push(
      makeEntry({
        source: 'UK',
        sourceType: SOURCE_TYPE,
        listId: id,
        entityType: individual ? 'Individual' : 'Entity',
        entitySubtype: individual ? 'unknown' : groupType === 'Ship' ? 'vessel' : 'organisation',
        names: ordered,
        datesOfBirth: dobs,
        placesOfBirth: pobs,
        nationalities: uniq(all('Nationality').flatMap(numbered)),
        addresses,
        identifiers: [
          ...all('Passport Details').map((p) => ({ type: 'Passport', number: p })),
          ...all('NI Number').map((p) => ({ type: 'National Identification Number', number: p })),
        ],
        programs: all('Regime'),
        titles: all('Title').flatMap(numbered),
        positions: all('Position').flatMap(numbered),
        remarks: all('Other Information'),
        ...(listedOn ? { listedOn } : {}),
        ...(publishedAt ? { publishedAt } : {}),
      }),
    );
  }
  return { source: 'UK', sourceType: SOURCE_TYPE, format: 'uk-ofsi-csv', publishedAt, entries, warnings: [] };
}
