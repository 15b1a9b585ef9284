import { ListParseError } from '../errors';
import type { ListAddress, ListIdentifier, ListName, ParsedList, PartialDate, WatchlistEntry } from '../types';
import { genderFrom, makeEntry, makeName, uniq } from './common';
import { attr, children, childTexts, parseXml, type XmlNode } from './xml';

const SOURCE_TYPE = 'EU Financial Sanctions Files (FSF)';

/** EU uses countryIso2Code "00" / "UNKNOWN" when the country is not known. */
function country(node: XmlNode): string | undefined {
  const d = attr(node, 'countryDescription');
  if (!d || d.toUpperCase() === 'UNKNOWN' || attr(node, 'countryIso2Code') === '00') return undefined;
  return d;
}

function birthdate(node: XmlNode): PartialDate | undefined {
  const full = attr(node, 'birthdate');
  const year = attr(node, 'year');
  const from = attr(node, 'yearRangeFrom');
  const to = attr(node, 'yearRangeTo');
  const month = attr(node, 'monthOfYear');
  const day = attr(node, 'dayOfMonth');
  const circa = attr(node, 'circa') === 'true';
  const y = Number(year ?? from ?? full?.slice(0, 4));
  if (!Number.isFinite(y) || y <= 0) return undefined;
  const m = Number(month ?? full?.slice(5, 7));
  const d = Number(day ?? full?.slice(8, 10));
  return {
    text: full ?? [year ?? from, to].filter(Boolean).join(' - '),
    year: y,
    ...(m > 0 ? { month: m } : {}),
    ...(d > 0 ? { day: d } : {}),
    ...(to && Number(to) !== y ? { yearTo: Number(to) } : {}),
    ...(circa ? { circa } : {}),
  };
}

/**
 * EU Financial Sanctions Files XML 1.1 (root <export xmlns="http://eu.europa.ec/fpi/fsd/export">, per
 * schema_1_1.xsd). The list id is the sanctionEntity logicalId (the EU's stable public identifier).
 */
export function parseEuFsfXml(text: string, options: { fileName?: string; publishedAt?: string } = {}): ParsedList {
  const fileName = options.fileName;
  const doc = parseXml(text, 'eu-fsf-xml', fileName);
  const root = children(doc, 'export')[0];
  if (!root)
    throw new ListParseError('root element export not found', { format: 'eu-fsf-xml', fileName, element: '/' });
  const publishedAt = options.publishedAt ?? attr(root, 'generationDate') ?? null;
  const entries: WatchlistEntry[] = [];
  children(root, 'sanctionEntity').forEach((se, i) => {
    const id = attr(se, 'logicalId');
    const element = `sanctionEntity[${i + 1}]`;
    if (!id) throw new ListParseError('logicalId attribute is missing', { format: 'eu-fsf-xml', fileName, element });
    const subject = children(se, 'subjectType')[0];
    const cls = attr(subject, 'classificationCode');
    if (cls !== 'P' && cls !== 'E') {
      throw new ListParseError('subjectType classificationCode must be P or E', {
        format: 'eu-fsf-xml',
        fileName,
        element: `${element} (logicalId ${id})/subjectType`,
      });
    }
    const names: ListName[] = [];
    const functions: string[] = [];
    const titles: string[] = [];
    let gender: 'male' | 'female' | undefined;
    const aliases = children(se, 'nameAlias');
    // strong="true" marks the main name; the first alias stands in when none is flagged.
    const strongIndex = Math.max(
      0,
      aliases.findIndex((a) => attr(a, 'strong') === 'true'),
    );
    aliases.forEach((a, j) => {
      const first = attr(a, 'firstName');
      const middle = attr(a, 'middleName');
      const last = attr(a, 'lastName');
      const whole = attr(a, 'wholeName') ?? [first, middle, last].filter(Boolean).join(' ');
      if (!whole) return;
      const given = [first, middle].filter((x): x is string => !!x).join(' ');
      const language = attr(a, 'nameLanguage');
      names.push(
        makeName(whole, j === strongIndex ? 'primary' : 'aka', {
          ...(given ? { givenNames: [given] } : {}),
          ...(last ? { lastNames: [last] } : {}),
          ...(language ? { language } : {}),
        }),
      );
      gender = gender ?? genderFrom(attr(a, 'gender'));
      const fn = attr(a, 'function');
      if (fn) functions.push(fn);
      const title = attr(a, 'title');
      if (title) titles.push(title);
    });
    if (names.length === 0) {
      throw new ListParseError('no nameAlias with a name', {
        format: 'eu-fsf-xml',
        fileName,
        element: `${element} (logicalId ${id})/nameAlias`,
      });
    }
    names.sort((a, b) => (a.type === 'primary' ? -1 : b.type === 'primary' ? 1 : 0));
    const births = children(se, 'birthdate');
    const addresses: ListAddress[] = children(se, 'address').flatMap((a) => {
      const street = attr(a, 'street');
      const city = attr(a, 'city');
      const region = attr(a, 'region');
      const postalCode = attr(a, 'zipCode');
      const c = country(a);
      const full = [street, attr(a, 'poBox'), city, region, postalCode, attr(a, 'place'), c].filter(Boolean).join(', ');
      if (!full) return [];
      return [
        {
          full,
          ...(street ? { street } : {}),
          ...(city ? { city } : {}),
          ...(region ? { region } : {}),
          ...(postalCode ? { postalCode } : {}),
          ...(c ? { country: c } : {}),
        },
      ];
    });
    const identifiers: ListIdentifier[] = children(se, 'identification').flatMap((d) => {
      const number = attr(d, 'number') ?? attr(d, 'latinNumber');
      if (!number) return [];
      const c = country(d);
      return [
        {
          type: attr(d, 'identificationTypeDescription') ?? attr(d, 'identificationTypeCode') ?? 'Identification',
          number,
          ...(c ? { country: c } : {}),
        },
      ];
    });
    const regulations = children(se, 'regulation');
    const programme = uniq(regulations.map((r) => attr(r, 'programme')));
    const details = uniq([attr(se, 'designationDetails'), ...regulations.map((r) => attr(r, 'numberTitle'))]);
    const designation = attr(se, 'designationDate');
    const un = attr(se, 'unitedNationId');
    const euRef = attr(se, 'euReferenceNumber');
    entries.push(
      makeEntry({
        source: 'EU',
        sourceType: SOURCE_TYPE,
        listId: id,
        entityType: cls === 'P' ? 'Individual' : 'Entity',
        entitySubtype: cls === 'P' ? 'unknown' : 'organisation',
        names,
        datesOfBirth: births.map(birthdate).filter((d): d is PartialDate => d !== undefined),
        placesOfBirth: uniq(
          births.map(
            (b) =>
              [attr(b, 'city'), attr(b, 'place'), attr(b, 'region'), country(b)].filter(Boolean).join(', ') ||
              undefined,
          ),
        ),
        citizenships: uniq(children(se, 'citizenship').map(country)),
        ...(gender ? { gender } : {}),
        addresses,
        identifiers: [
          ...identifiers,
          ...(euRef ? [{ type: 'EU reference number', number: euRef }] : []),
          ...(un ? [{ type: 'UN reference number', number: un }] : []),
        ],
        programs: programme,
        sanctionDetails: details,
        titles: uniq(titles),
        positions: uniq(functions),
        remarks: childTexts(se, 'remark'),
        ...(designation ? { listedOn: designation } : {}),
        ...(publishedAt ? { publishedAt } : {}),
      }),
    );
  });
  return { source: 'EU', sourceType: SOURCE_TYPE, format: 'eu-fsf-xml', publishedAt, entries, warnings: [] };
}
