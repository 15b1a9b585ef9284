import { ListParseError } from '../errors';
import type {
  ListAddress,
  ListIdentifier,
  ListName,
  ListSource,
  ParsedList,
  PartialDate,
  WatchlistEntry,
} from '../types';
import { genderFrom, makeEntry, makeName, parsePartialDate, uniq } from './common';
import { parseJsonLines, strings } from './json-lines';

/** FollowTheMoney schemata that are screened targets; the rest (Sanction, Family, Address …) describe them. */
const PERSON = new Set(['Person']);
const PARTY = new Set(['Organization', 'Company', 'LegalEntity', 'PublicBody', 'Vessel', 'Airplane']);

interface FtmEntity {
  id: string;
  schema: string;
  caption?: string;
  properties: Record<string, unknown>;
  datasets: string[];
  lastChange?: string;
  line: number;
}

function isPepDataset(datasets: readonly string[], topics: readonly string[]): boolean {
  return topics.some((t) => t.startsWith('role.pep') || t === 'role.rca') || datasets.some((d) => /pep/i.test(d));
}

/**
 * OpenSanctions FollowTheMoney entities (JSON lines). Targets are Person and organisation-like entities;
 * Sanction, Address, Family, Occupancy/Position, Directorship, Ownership and Passport entities are
 * folded into the target they point at. PEP datasets become source PEP, sanctions datasets OPENSANCTIONS.
 */
export function parseFtmJson(text: string, options: { fileName?: string; publishedAt?: string } = {}): ParsedList {
  const fileName = options.fileName;
  const byId = new Map<string, FtmEntity>();
  const byRef = new Map<string, FtmEntity>();
  const bySchema = new Map<string, FtmEntity[]>();
  for (const { line, value } of parseJsonLines(text, 'ftm-json', fileName)) {
    const id = value.id;
    const schema = value.schema;
    if (typeof id !== 'string' || typeof schema !== 'string') {
      throw new ListParseError('entity without "id" or "schema"', { format: 'ftm-json', fileName, line });
    }
    const props = value.properties;
    const e: FtmEntity = {
      id,
      schema,
      ...(typeof value.caption === 'string' ? { caption: value.caption } : {}),
      properties: typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {},
      datasets: strings(value.datasets),
      ...(typeof value.last_change === 'string' ? { lastChange: value.last_change } : {}),
      line,
    };
    byId.set(id, e);
    // Entities are merged over time and keep their former ids as referents; references may use either.
    for (const r of strings(value.referents)) if (!byRef.has(r)) byRef.set(r, e);
    const list = bySchema.get(schema) ?? [];
    list.push(e);
    bySchema.set(schema, list);
  }
  const p = (e: FtmEntity | undefined, key: string): string[] => (e ? strings(e.properties[key]) : []);
  const captionOf = (id: string): string => {
    const e = byId.get(id) ?? byRef.get(id);
    return e ? (p(e, 'name')[0] ?? e.caption ?? id) : id;
  };
  const refs = new Map<string, { schema: string; e: FtmEntity }[]>();
  const link = (targetId: string, schema: string, e: FtmEntity): void => {
    const list = refs.get(targetId) ?? [];
    list.push({ schema, e });
    refs.set(targetId, list);
  };
  for (const e of byId.values()) {
    switch (e.schema) {
      case 'Sanction':
        for (const t of p(e, 'entity')) link(t, 'Sanction', e);
        break;
      case 'Family':
        for (const t of p(e, 'person')) link(t, 'Family', e);
        break;
      case 'Occupancy':
        for (const t of p(e, 'holder')) link(t, 'Occupancy', e);
        break;
      case 'Directorship':
        for (const t of p(e, 'director')) link(t, 'Directorship', e);
        break;
      case 'Ownership':
        for (const t of p(e, 'owner')) link(t, 'Ownership', e);
        break;
      case 'Passport':
      case 'Identification':
        for (const t of p(e, 'holder')) link(t, 'Passport', e);
        break;
    }
  }
  const anyPep = [...byId.values()].some((e) => isPepDataset(e.datasets, p(e, 'topics')));
  const listSource: ListSource = anyPep ? 'PEP' : 'OPENSANCTIONS';
  const allDatasets = uniq([...byId.values()].flatMap((e) => e.datasets));
  const sourceType = `OpenSanctions ${allDatasets.slice(0, 3).join(', ') || 'FollowTheMoney'}`;
  const lastChange = [...byId.values()]
    .map((e) => e.lastChange)
    .filter((x): x is string => !!x)
    .sort()
    .pop();
  const publishedAt = options.publishedAt ?? lastChange ?? null;

  const entries: WatchlistEntry[] = [];
  for (const e of byId.values()) {
    const person = PERSON.has(e.schema);
    if (!person && !PARTY.has(e.schema)) continue;
    const names: ListName[] = [];
    const lastNames = p(e, 'lastName');
    const givenNames = uniq([...p(e, 'firstName'), ...p(e, 'middleName'), ...p(e, 'secondName')]);
    for (const n of p(e, 'name'))
      names.push(makeName(n, names.length === 0 ? 'primary' : 'aka', person ? { givenNames, lastNames } : {}));
    for (const n of p(e, 'alias')) names.push(makeName(n, 'aka'));
    for (const n of p(e, 'previousName')) names.push(makeName(n, 'fka'));
    for (const n of p(e, 'weakAlias')) names.push(makeName(n, 'aka', { weak: true }));
    if (names.length === 0 && e.caption) names.push(makeName(e.caption, 'primary'));
    if (names.length === 0) continue;
    const topics = p(e, 'topics');
    const related = refs.get(e.id) ?? [];
    const sanctions = related.filter((r) => r.schema === 'Sanction').map((r) => r.e);
    const programs = uniq(sanctions.flatMap((s) => [...p(s, 'program'), ...p(s, 'programId')]));
    const sanctionDetails = uniq(
      sanctions.flatMap((s) => {
        const authority = p(s, 'authority')[0];
        return p(s, 'reason').length > 0
          ? p(s, 'reason').map((r) => (authority ? `${authority}: ${r}` : r))
          : authority
            ? [authority]
            : [];
      }),
    );
    const listedOn = sanctions.flatMap((s) => [...p(s, 'listingDate'), ...p(s, 'startDate')]).sort()[0];
    const relatives = {
      spouse: [...p(e, 'spouse'), ...p(e, 'spouses'), ...p(e, 'wife')],
      siblings: [...p(e, 'siblings'), ...p(e, 'sibling')],
      parents: [...p(e, 'parent')],
      children: [...p(e, 'children'), ...p(e, 'childrenNames')],
    };
    // fatherName in FTM is a patronymic part of the name; the Wikidata-derived PEP exports also carry
    // the parents' full names there, so those count as parents only when they are multi-word names.
    for (const n of [...p(e, 'fatherName'), ...p(e, 'motherName')]) if (/\s/.test(n)) relatives.parents.push(n);
    for (const { e: fam } of related.filter((r) => r.schema === 'Family')) {
      const rel = (p(fam, 'relationship')[0] ?? '').toLowerCase();
      for (const other of p(fam, 'relative').map(captionOf)) {
        if (/spouse|wife|husband/.test(rel)) relatives.spouse.push(other);
        else if (/sibling|brother|sister/.test(rel)) relatives.siblings.push(other);
        else if (/parent|father|mother/.test(rel)) relatives.parents.push(other);
        else if (/child|son|daughter/.test(rel)) relatives.children.push(other);
      }
    }
    const positions = [...p(e, 'position'), ...p(e, 'positions')];
    for (const { e: occ } of related.filter((r) => r.schema === 'Occupancy')) {
      for (const post of p(occ, 'post')) positions.push(captionOf(post));
    }
    const links: string[] = [...p(e, 'sourceUrl'), ...p(e, 'website')];
    for (const { schema, e: rel } of related.filter((r) => r.schema === 'Directorship' || r.schema === 'Ownership')) {
      const other = p(rel, schema === 'Directorship' ? 'organization' : 'asset').map(captionOf)[0];
      const role = p(rel, 'role')[0] ?? (schema === 'Directorship' ? 'Director' : 'Owner');
      if (other) links.push(`${role} of ${other}`);
    }
    const identifiers: ListIdentifier[] = [];
    for (const key of [
      'passportNumber',
      'idNumber',
      'taxNumber',
      'innCode',
      'registrationNumber',
      'ogrnCode',
      'imoNumber',
    ]) {
      for (const n of p(e, key)) identifiers.push({ type: key, number: n });
    }
    for (const { e: doc } of related.filter((r) => r.schema === 'Passport')) {
      for (const n of p(doc, 'number'))
        identifiers.push({
          type: doc.schema,
          number: n,
          ...(p(doc, 'country')[0] ? { country: p(doc, 'country')[0] } : {}),
        });
    }
    const addresses: ListAddress[] = [
      ...p(e, 'address').map((full) => ({ full })),
      ...p(e, 'addressEntity').flatMap((id) => {
        const a = byId.get(id) ?? byRef.get(id);
        const full = p(a, 'full')[0] ?? a?.caption;
        if (!full) return [];
        const city = p(a, 'city')[0];
        const country = p(a, 'country')[0];
        const street = p(a, 'street')[0];
        const postalCode = p(a, 'postalCode')[0];
        return [
          {
            full,
            ...(city ? { city } : {}),
            ...(country ? { country } : {}),
            ...(street ? { street } : {}),
            ...(postalCode ? { postalCode } : {}),
          },
        ];
      }),
    ];
    const gender = genderFrom(p(e, 'gender')[0]);
    const pep = isPepDataset(e.datasets, topics);
    entries.push(
      makeEntry({
        source: pep ? 'PEP' : 'OPENSANCTIONS',
        sourceType: `OpenSanctions ${e.datasets.join(', ') || 'FollowTheMoney'}`,
        listId: e.id,
        entityType: person ? 'Individual' : 'Entity',
        entitySubtype: person
          ? 'unknown'
          : e.schema === 'Vessel'
            ? 'vessel'
            : e.schema === 'Airplane'
              ? 'aircraft'
              : 'organisation',
        names,
        datesOfBirth: uniq(p(e, 'birthDate'))
          .map(parsePartialDate)
          .filter((d): d is PartialDate => d !== undefined),
        placesOfBirth: uniq([...p(e, 'birthPlace'), ...p(e, 'birthCountry')]),
        citizenships: uniq(p(e, 'citizenship')),
        nationalities: uniq([...p(e, 'nationality'), ...(person ? p(e, 'country') : [])]),
        ...(gender ? { gender } : {}),
        addresses: addresses.filter((a, i, all) => all.findIndex((b) => b.full === a.full) === i),
        identifiers,
        programs,
        sanctionDetails,
        titles: p(e, 'title'),
        positions: uniq(positions),
        occupations: uniq([...p(e, 'occupation'), ...p(e, 'profession')]),
        politicalParties: uniq([...p(e, 'political'), ...p(e, 'politicalParty')]),
        remarks: uniq([...p(e, 'description'), ...p(e, 'notes'), ...p(e, 'summary')]),
        links: uniq(links),
        relatives: {
          spouse: uniq(relatives.spouse),
          siblings: uniq(relatives.siblings),
          parents: uniq(relatives.parents),
          children: uniq(relatives.children),
        },
        ...(pep ? { pepType: topics.find((t) => t.startsWith('role.')) ?? 'role.pep' } : {}),
        ...(listedOn ? { listedOn } : {}),
        ...(publishedAt ? { publishedAt } : {}),
      }),
    );
  }
  return { source: listSource, sourceType, format: 'ftm-json', publishedAt, entries, warnings: [] };
}
