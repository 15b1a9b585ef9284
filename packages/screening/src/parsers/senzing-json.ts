import { ListParseError } from '../errors';
import type { ListAddress, ListIdentifier, ListName, ParsedList, PartialDate, WatchlistEntry } from '../types';
import { genderFrom, makeEntry, makeName, parsePartialDate, uniq } from './common';
import { parseJsonLines, strings } from './json-lines';

type Rec = Record<string, unknown>;

function items(value: unknown): Rec[] {
  return Array.isArray(value) ? value.filter((v): v is Rec => typeof v === 'object' && v !== null) : [];
}

/**
 * OpenSanctions' Senzing export (one record per line: DATA_SOURCE, RECORD_ID, NAMES, DATES, COUNTRIES,
 * RISKS …). Records without RECORD_TYPE are the positions the people hold (e.g. "United States
 * senator"), so they become position texts of their holders, not screening entries.
 */
export function parseSenzingJson(text: string, options: { fileName?: string; publishedAt?: string } = {}): ParsedList {
  const fileName = options.fileName;
  const lines = parseJsonLines(text, 'senzing-json', fileName);
  const positions = new Map<string, string>();
  for (const { value } of lines) {
    if (value.RECORD_TYPE === null || value.RECORD_TYPE === undefined) {
      const name = strings(items(value.NAMES)[0]?.NAME_FULL)[0];
      const id = strings(value.RECORD_ID)[0];
      if (id && name) positions.set(id, name);
    }
  }
  const entries: WatchlistEntry[] = [];
  let lastChange: string | undefined;
  let dataSource = 'Senzing';
  for (const { line, value } of lines) {
    const id = strings(value.RECORD_ID)[0];
    if (!id) throw new ListParseError('record without RECORD_ID', { format: 'senzing-json', fileName, line });
    const type = typeof value.RECORD_TYPE === 'string' ? value.RECORD_TYPE : undefined;
    if (!type) continue;
    dataSource = strings(value.DATA_SOURCE)[0] ?? dataSource;
    const change = strings(value.LAST_CHANGE)[0];
    if (change && (!lastChange || change > lastChange)) lastChange = change;
    const names: ListName[] = [];
    for (const n of items(value.NAMES)) {
      const full =
        strings(n.NAME_FULL)[0] ??
        strings(n.NAME_ORG)[0] ??
        [strings(n.NAME_FIRST)[0], strings(n.NAME_MIDDLE)[0], strings(n.NAME_LAST)[0]].filter(Boolean).join(' ');
      if (!full) continue;
      const primary = strings(n.NAME_TYPE)[0] === 'PRIMARY' && !names.some((x) => x.type === 'primary');
      const given = strings(n.NAME_FIRST);
      const last = strings(n.NAME_LAST);
      names.push(makeName(full, primary ? 'primary' : 'aka', { givenNames: given, lastNames: last }));
    }
    if (names.length === 0)
      throw new ListParseError('record without a name in NAMES', {
        format: 'senzing-json',
        fileName,
        line,
        element: `RECORD_ID ${id}`,
      });
    names.sort((a, b) => (a.type === 'primary' ? -1 : b.type === 'primary' ? 1 : 0));
    const dates = items(value.DATES);
    const countries = items(value.COUNTRIES);
    const risks = items(value.RISKS).flatMap((r) => strings(r.TOPIC));
    const addresses: ListAddress[] = items(value.ADDRESSES).flatMap((a) => {
      const full = strings(a.ADDR_FULL)[0] ?? [a.ADDR_LINE1, a.ADDR_CITY, a.ADDR_COUNTRY].flatMap(strings).join(', ');
      return full ? [{ full }] : [];
    });
    const identifiers: ListIdentifier[] = items(value.IDENTIFIERS).flatMap((i) => {
      const number = strings(i.TRUSTED_ID_NUMBER)[0] ?? strings(i.OTHER_ID_NUMBER)[0] ?? strings(i.PASSPORT_NUMBER)[0];
      const t = strings(i.TRUSTED_ID_TYPE)[0] ?? strings(i.OTHER_ID_TYPE)[0] ?? (i.PASSPORT_NUMBER ? 'PASSPORT' : 'ID');
      return number ? [{ type: t, number }] : [];
    });
    const held = items(value.RELATIONSHIPS)
      .filter((r) => strings(r.REL_POINTER_ROLE)[0] === 'Occupancy')
      .flatMap((r) => strings(r.REL_POINTER_KEY))
      .map((k) => positions.get(k))
      .filter((x): x is string => x !== undefined);
    const person = type === 'PERSON';
    const gender = genderFrom(strings(value.GENDER)[0]);
    const pep = risks.find((r) => r.startsWith('role.'));
    entries.push(
      makeEntry({
        source: pep ? 'PEP' : 'OPENSANCTIONS',
        sourceType: `OpenSanctions ${dataSource}`,
        listId: id,
        entityType: person ? 'Individual' : 'Entity',
        entitySubtype: person ? 'unknown' : 'organisation',
        names,
        datesOfBirth: uniq(dates.flatMap((d) => strings(d.DATE_OF_BIRTH)))
          .map(parsePartialDate)
          .filter((d): d is PartialDate => d !== undefined),
        placesOfBirth: uniq(dates.flatMap((d) => strings(d.PLACE_OF_BIRTH))),
        citizenships: uniq(countries.flatMap((c) => strings(c.CITIZENSHIP))),
        nationalities: uniq(countries.flatMap((c) => strings(c.NATIONALITY))),
        ...(gender ? { gender } : {}),
        addresses,
        identifiers,
        positions: uniq(held),
        remarks: dates.flatMap((d) => strings(d.DATE_OF_DEATH)).map((d) => `Date of death ${d}`),
        links: strings(value.URL),
        ...(pep ? { pepType: pep } : {}),
      }),
    );
  }
  const publishedAt = options.publishedAt ?? lastChange ?? null;
  const withDate = publishedAt ? entries.map((e) => ({ ...e, publishedAt })) : entries;
  const source = withDate.some((e) => e.source === 'PEP') ? 'PEP' : 'OPENSANCTIONS';
  return {
    source,
    sourceType: `OpenSanctions ${dataSource}`,
    format: 'senzing-json',
    publishedAt,
    entries: withDate,
    warnings: [],
  };
}
