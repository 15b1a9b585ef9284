import { ListParseError } from '../errors';
import type { ListAddress, ListIdentifier, ListName, ParsedList, PartialDate, WatchlistEntry } from '../types';
import { clean, genderFrom, makeEntry, makeName, parsePartialDate, uniq } from './common';
import { children, childText, childTexts, parseXml, type XmlNode } from './xml';

const SOURCE_TYPE = 'UN Security Council Consolidated List';

function join(parts: readonly (string | undefined)[], sep = ', '): string {
  return parts.filter((p): p is string => p !== undefined && p !== '').join(sep);
}

function dates(node: XmlNode): PartialDate[] {
  const out: PartialDate[] = [];
  for (const d of children(node, 'INDIVIDUAL_DATE_OF_BIRTH')) {
    const type = childText(d, 'TYPE_OF_DATE');
    const circa = type === 'APPROXIMATELY';
    const date = childText(d, 'DATE');
    const year = childText(d, 'YEAR');
    const from = childText(d, 'FROM_YEAR');
    const to = childText(d, 'TO_YEAR');
    const note = childText(d, 'NOTE');
    let parsed: PartialDate | undefined;
    if (date) parsed = parsePartialDate(date);
    else if (year) parsed = parsePartialDate(year);
    else if (from) {
      parsed = { text: join([from, to], ' - '), year: Number(from), ...(to ? { yearTo: Number(to) } : {}) };
    } else if (note) parsed = parsePartialDate(note);
    if (parsed) out.push(circa ? { ...parsed, circa: true } : parsed);
  }
  return out;
}

function addresses(node: XmlNode, tag: string): ListAddress[] {
  const out: ListAddress[] = [];
  for (const a of children(node, tag)) {
    const street = childText(a, 'STREET');
    const city = childText(a, 'CITY');
    const region = childText(a, 'STATE_PROVINCE');
    const postalCode = childText(a, 'ZIP_CODE');
    const country = childText(a, 'COUNTRY');
    const note = childText(a, 'NOTE');
    const full = join([street, city, region, postalCode, country]);
    if (!full) continue;
    out.push({
      full,
      ...(street ? { street } : {}),
      ...(city ? { city } : {}),
      ...(region ? { region } : {}),
      ...(postalCode ? { postalCode } : {}),
      ...(country ? { country } : {}),
      ...(note ? { note } : {}),
    });
  }
  return out;
}

function documents(node: XmlNode): ListIdentifier[] {
  const out: ListIdentifier[] = [];
  for (const d of children(node, 'INDIVIDUAL_DOCUMENT')) {
    const number = childText(d, 'NUMBER');
    const type = childText(d, 'TYPE_OF_DOCUMENT') ?? childText(d, 'TYPE_OF_DOCUMENT2');
    if (!number && !type) continue;
    const country = childText(d, 'ISSUING_COUNTRY') ?? childText(d, 'COUNTRY_OF_ISSUE');
    const note = join([
      childText(d, 'DATE_OF_ISSUE') ? `issued ${childText(d, 'DATE_OF_ISSUE')}` : undefined,
      childText(d, 'CITY_OF_ISSUE'),
      childText(d, 'NOTE'),
    ]);
    out.push({
      type: type ?? 'Document',
      number: number ?? '',
      ...(country ? { country } : {}),
      ...(note ? { note } : {}),
    });
  }
  return out;
}

function aliasNames(node: XmlNode, tag: string): { names: ListName[]; dobs: PartialDate[]; pobs: string[] } {
  const names: ListName[] = [];
  const dobs: PartialDate[] = [];
  const pobs: string[] = [];
  for (const a of children(node, tag)) {
    const full = childText(a, 'ALIAS_NAME');
    if (!full) continue;
    const quality = childText(a, 'QUALITY')?.toLowerCase();
    // UN marks aliases "Good" or "Low"; low-quality aliases are kept but weigh less when matching.
    names.push(makeName(full, quality === 'f.k.a.' ? 'fka' : 'aka', { weak: quality === 'low' }));
    const dob = childText(a, 'DATE_OF_BIRTH');
    if (dob) {
      const d = parsePartialDate(dob);
      if (d) dobs.push(d);
    }
    const pob = join([childText(a, 'CITY_OF_BIRTH'), childText(a, 'COUNTRY_OF_BIRTH')]);
    if (pob) pobs.push(pob);
  }
  return { names, dobs, pobs };
}

function entryOf(
  node: XmlNode,
  kind: 'INDIVIDUAL' | 'ENTITY',
  index: number,
  publishedAt: string | null,
  fileName?: string,
): WatchlistEntry {
  const dataId = childText(node, 'DATAID');
  const element = `${kind}[${index + 1}]${dataId ? ` (DATAID ${dataId})` : ''}`;
  const ref = childText(node, 'REFERENCE_NUMBER');
  if (!ref)
    throw new ListParseError('REFERENCE_NUMBER is missing', {
      format: 'un-xml',
      fileName,
      element: `${element}/REFERENCE_NUMBER`,
    });
  const parts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((t) => childText(node, t));
  const primary = join(parts, ' ');
  if (!primary)
    throw new ListParseError('FIRST_NAME is missing', { format: 'un-xml', fileName, element: `${element}/FIRST_NAME` });
  const individual = kind === 'INDIVIDUAL';
  const alias = aliasNames(node, individual ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS');
  const names: ListName[] = [makeName(primary, 'primary'), ...alias.names];
  const original = childText(node, 'NAME_ORIGINAL_SCRIPT');
  if (original) names.push(makeName(original, 'original-script'));
  const pobs = children(node, 'INDIVIDUAL_PLACE_OF_BIRTH')
    .map((p) => join([childText(p, 'CITY'), childText(p, 'STATE_PROVINCE'), childText(p, 'COUNTRY')]))
    .filter((s) => s !== '');
  const listType = childText(node, 'UN_LIST_TYPE');
  const comments = clean(childText(node, 'COMMENTS1'));
  const gender = genderFrom(childText(node, 'GENDER'));
  const listedOn = childText(node, 'LISTED_ON');
  return makeEntry({
    source: 'UN',
    sourceType: SOURCE_TYPE,
    listId: ref,
    entityType: individual ? 'Individual' : 'Entity',
    entitySubtype: individual ? 'unknown' : 'organisation',
    names,
    datesOfBirth: [...dates(node), ...alias.dobs],
    placesOfBirth: uniq([...pobs, ...alias.pobs]),
    nationalities: childTexts(node, 'NATIONALITY', 'VALUE'),
    ...(gender ? { gender } : {}),
    addresses: addresses(node, individual ? 'INDIVIDUAL_ADDRESS' : 'ENTITY_ADDRESS'),
    identifiers: documents(node),
    programs: listType ? [listType] : [],
    sanctionDetails: childTexts(node, 'LIST_TYPE', 'VALUE'),
    titles: childTexts(node, 'TITLE', 'VALUE'),
    positions: childTexts(node, 'DESIGNATION', 'VALUE'),
    remarks: comments ? [comments] : [],
    ...(listedOn ? { listedOn } : {}),
    ...(publishedAt ? { publishedAt } : {}),
  });
}

/** UN Security Council consolidated list (root CONSOLIDATED_LIST, sc-sanctions.xsd). */
export function parseUnXml(text: string, options: { fileName?: string; publishedAt?: string } = {}): ParsedList {
  const doc = parseXml(text, 'un-xml', options.fileName);
  const root = children(doc, 'CONSOLIDATED_LIST')[0];
  if (!root)
    throw new ListParseError('root element CONSOLIDATED_LIST not found', {
      format: 'un-xml',
      fileName: options.fileName,
      element: '/',
    });
  const generated = typeof root.dateGenerated === 'string' ? root.dateGenerated : undefined;
  const publishedAt = options.publishedAt ?? generated ?? null;
  const entries: WatchlistEntry[] = [];
  children(children(root, 'INDIVIDUALS')[0], 'INDIVIDUAL').forEach((n, i) => {
    entries.push(entryOf(n, 'INDIVIDUAL', i, publishedAt, options.fileName));
  });
  children(children(root, 'ENTITIES')[0], 'ENTITY').forEach((n, i) => {
    entries.push(entryOf(n, 'ENTITY', i, publishedAt, options.fileName));
  });
  return { source: 'UN', sourceType: SOURCE_TYPE, format: 'un-xml', publishedAt, entries, warnings: [] };
}
