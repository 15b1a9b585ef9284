import { ListParseError } from '../errors';
import type { ListAddress, ListIdentifier, ListName, ParsedList, PartialDate, WatchlistEntry } from '../types';
import { clean, dmyToIso, genderFrom, makeEntry, makeName, parsePartialDate, uniq } from './common';
import { type CsvRow, parseCsv } from './csv';

const SOURCE_TYPE = 'EU Financial Sanctions Files (FSF)';

/**
 * The old EU FSF 1.0 CSV: `;`-separated, one row per detail (name, address, birth, identification,
 * citizenship) of an entity, joined by Entity_logical_id. The shipped copy has every line wrapped in
 * quotes with tabs appended, so a line that is one quoted field is unwrapped first.
 */
export function parseEuFsfCsv(text: string, options: { fileName?: string; publishedAt?: string } = {}): ParsedList {
  const fileName = options.fileName;
  const base = { format: 'eu-fsf-csv' as const, ...(fileName ? { fileName } : {}) };
  const outer = parseCsv(text, { ...base, delimiter: '\u0000' });
  const rows: CsvRow[] = outer.map((r) => {
    // The outer read (NUL never occurs, so each line is one field) already removed the wrapping quotes.
    const line = r.fields[0] ?? '';
    const inner = parseCsv(line.replace(/\t+$/, ''), { ...base, delimiter: ';' })[0];
    return { line: r.line, fields: (inner?.fields ?? []).map((f) => f.replace(/\t+$/, '')) };
  });
  const header = rows[0]?.fields ?? [];
  const col = (name: string): number => header.findIndex((h) => h === name || h.startsWith(name));
  const idx = {
    date: 0,
    entity: col('Entity_logical_id'),
    subject: col('Subject_type'),
    programme: col('Programme'),
    remark: col('Entity_remark'),
    regulation: col('Leba_numtitle'),
    naalId: col('Naal_logical_id'),
    last: col('Naal_lastname'),
    first: col('Naal_firstname'),
    middle: col('Naal_middlename'),
    whole: col('Naal_wholename'),
    gender: col('Naal_gender'),
    title: col('Naal_title'),
    fn: col('Naal_function'),
    lang: col('Naal_language'),
    addrId: col('Addr_logical_id'),
    street: col('Addr_street'),
    number: col('Addr_number'),
    zip: col('Addr_zipcode'),
    city: col('Addr_city'),
    country: col('Addr_country'),
    other: col('Addr_other'),
    birtId: col('Birt_logical_id'),
    birth: col('Birt_date'),
    place: col('Birt_place'),
    birthCountry: col('Birt_country'),
    idenId: col('Iden_logical_id'),
    idNumber: col('Iden_number'),
    idCountry: col('Iden_country'),
    citiId: col('Citi_logical_id'),
    citiCountry: col('Citi_country'),
    euRef: col('EU_ref_num'),
  };
  if (idx.entity < 0 || idx.whole < 0 || idx.subject < 0) {
    throw new ListParseError('header row with Entity_logical_id, Subject_type and Naal_wholename not found', {
      ...base,
      line: 1,
    });
  }
  interface Acc {
    line: number;
    subject?: string;
    names: ListName[];
    dobs: PartialDate[];
    pobs: string[];
    citizenships: string[];
    addresses: ListAddress[];
    ids: ListIdentifier[];
    programmes: string[];
    regulations: string[];
    remarks: string[];
    titles: string[];
    functions: string[];
    gender?: 'male' | 'female';
    euRef?: string;
    fileDate?: string;
  }
  const byId = new Map<string, Acc>();
  for (const r of rows.slice(1)) {
    if (r.fields.length <= 1 && !clean(r.fields[0])) continue;
    if (r.fields.length !== header.length) {
      throw new ListParseError(`expected ${header.length} fields, found ${r.fields.length}`, { ...base, line: r.line });
    }
    const f = (i: number): string | undefined => (i >= 0 ? clean(r.fields[i]) : undefined);
    const id = f(idx.entity);
    if (!id) throw new ListParseError('Entity_logical_id is empty', { ...base, line: r.line });
    const acc: Acc = byId.get(id) ?? {
      line: r.line,
      names: [],
      dobs: [],
      pobs: [],
      citizenships: [],
      addresses: [],
      ids: [],
      programmes: [],
      regulations: [],
      remarks: [],
      titles: [],
      functions: [],
    };
    byId.set(id, acc);
    acc.subject = acc.subject ?? f(idx.subject);
    acc.euRef = acc.euRef ?? f(idx.euRef);
    acc.fileDate = acc.fileDate ?? f(idx.date);
    for (const v of [f(idx.programme)]) if (v) acc.programmes.push(v);
    for (const v of [f(idx.regulation)]) if (v) acc.regulations.push(v);
    const remark = f(idx.remark);
    if (remark) acc.remarks.push(remark.replace(/\\n/g, ' '));
    if (f(idx.naalId)) {
      const whole = f(idx.whole) ?? [f(idx.first), f(idx.middle), f(idx.last)].filter(Boolean).join(' ');
      if (whole) {
        const given = [f(idx.first), f(idx.middle)].filter((x): x is string => !!x).join(' ');
        const last = f(idx.last);
        acc.names.push(
          makeName(whole, acc.names.length === 0 ? 'primary' : 'aka', {
            ...(given ? { givenNames: [given] } : {}),
            ...(last ? { lastNames: [last] } : {}),
            ...(f(idx.lang) ? { language: f(idx.lang) } : {}),
          }),
        );
      }
      acc.gender = acc.gender ?? genderFrom(f(idx.gender));
      const t = f(idx.title);
      if (t) acc.titles.push(t);
      const fn = f(idx.fn);
      if (fn) acc.functions.push(fn);
    }
    if (f(idx.addrId)) {
      const parts = [f(idx.number), f(idx.street), f(idx.zip), f(idx.city), f(idx.country), f(idx.other)];
      const full = parts.filter(Boolean).join(', ');
      const street = [f(idx.number), f(idx.street)].filter(Boolean).join(' ');
      const city = f(idx.city);
      const postalCode = f(idx.zip);
      const country = f(idx.country);
      if (full)
        acc.addresses.push({
          full,
          ...(street ? { street } : {}),
          ...(city ? { city } : {}),
          ...(postalCode ? { postalCode } : {}),
          ...(country ? { country } : {}),
        });
    }
    if (f(idx.birtId)) {
      const d = f(idx.birth);
      if (d) {
        const p = parsePartialDate(d);
        if (p) acc.dobs.push(p);
      }
      const place = [f(idx.place), f(idx.birthCountry)].filter(Boolean).join(', ');
      if (place) acc.pobs.push(place);
    }
    if (f(idx.idenId)) {
      const n = f(idx.idNumber);
      if (n) {
        const country = f(idx.idCountry);
        acc.ids.push({ type: 'Identification', number: n, ...(country ? { country } : {}) });
      }
    }
    if (f(idx.citiId)) {
      const c = f(idx.citiCountry);
      if (c) acc.citizenships.push(c);
    }
  }
  const fileDate = [...byId.values()].find((a) => a.fileDate)?.fileDate;
  const publishedAt = options.publishedAt ?? dmyToIso(fileDate) ?? null;
  const entries: WatchlistEntry[] = [];
  for (const [id, a] of byId) {
    if (a.names.length === 0) {
      throw new ListParseError(`entity ${id} has no name row`, { ...base, line: a.line });
    }
    const person = a.subject === 'P';
    const seenDob = new Set<string>();
    entries.push(
      makeEntry({
        source: 'EU',
        sourceType: SOURCE_TYPE,
        listId: id,
        entityType: person ? 'Individual' : 'Entity',
        entitySubtype: person ? 'unknown' : 'organisation',
        names: a.names,
        datesOfBirth: a.dobs.filter((d) => !seenDob.has(d.text) && seenDob.add(d.text)),
        placesOfBirth: uniq(a.pobs),
        citizenships: uniq(a.citizenships),
        ...(a.gender ? { gender: a.gender } : {}),
        addresses: a.addresses.filter((x, i, all) => all.findIndex((y) => y.full === x.full) === i),
        identifiers: [
          ...a.ids.filter((x, i, all) => all.findIndex((y) => y.number === x.number) === i),
          ...(a.euRef ? [{ type: 'EU reference number', number: a.euRef }] : []),
        ],
        programs: uniq(a.programmes),
        sanctionDetails: uniq(a.regulations),
        titles: uniq(a.titles),
        positions: uniq(a.functions),
        remarks: uniq(a.remarks),
        ...(publishedAt ? { publishedAt } : {}),
      }),
    );
  }
  return { source: 'EU', sourceType: SOURCE_TYPE, format: 'eu-fsf-csv', publishedAt, entries, warnings: [] };
}
