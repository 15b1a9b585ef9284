import { ListParseError } from '../errors';
import type {
  EntitySubtype,
  ListAddress,
  ListIdentifier,
  ListName,
  ParsedList,
  ParseWarning,
  PartialDate,
} from '../types';
import { clean, isoDateFromFileName, makeEntry, makeName, parsePartialDate, uniq } from './common';
import { type CsvRow, parseCsv } from './csv';

export type OfacFileRole = 'primary' | 'add' | 'alt' | 'comments';

export interface OfacCsvFile {
  readonly fileName?: string;
  readonly text: string;
}

/** Column counts of the OFAC CSV layouts (no header row): sdn/cons_prim 12, add 6, alt 5, comments 2. */
const ROLE_COLUMNS: Record<OfacFileRole, number> = { primary: 12, add: 6, alt: 5, comments: 2 };

/** Role from the published file names first (sdn.csv, cons_alt.csv …), then from the column count. */
export function ofacRoleOf(fileName: string | undefined, rows: readonly CsvRow[]): OfacFileRole | undefined {
  const base = (fileName ?? '').split(/[\\/]/).pop()?.toLowerCase() ?? '';
  if (/comments/.test(base)) return 'comments';
  if (/(^|_)add\b|add\.csv$/.test(base)) return 'add';
  if (/(^|_)alt\b|alt\.csv$/.test(base)) return 'alt';
  if (/sdn\.csv$|prim/.test(base)) return 'primary';
  const width = rows[0]?.fields.length;
  for (const [role, n] of Object.entries(ROLE_COLUMNS) as [OfacFileRole, number][]) if (n === width) return role;
  return undefined;
}

interface Remarks {
  dobs: PartialDate[];
  pobs: string[];
  citizenships: string[];
  nationalities: string[];
  gender?: 'male' | 'female';
  weakAliases: ListName[];
  links: string[];
  identifiers: ListIdentifier[];
  sanctionDetails: string[];
  positions: string[];
  other: string[];
}

const SANCTION_PREFIX =
  /^(Secondary sanctions risk|Additional Sanctions Information|Transactions Prohibited|Executive Order|Listing Date|Effective Date|Sanctions? )/i;
const ID_PREFIX =
  /^(Passport|National ID No\.|Cedula No\.|Tax ID No\.|Registration Number|Registration ID|Identification Number|NIT #|RUC #|R\.F\.C\.|C\.U\.R\.P\.|Company Number|Business Registration Number|Unified Social Credit Code|V\.A\.T\. Number|Vessel Registration Identification|SSN|Driver's License No\.|Commercial Registry Number|Trade License No\.|Legal Entity Number|Residency Number|Personal ID Card|Citizen's Card Number|Travel Document Number|Birth Certificate Number|MMSI|Aircraft Tail Number|Aircraft Manufacturer's Serial Number \(MSN\)|Kenyan ID No\.|Bosnian Personal ID No\.|Public Security and Immigration No\.|Matricula Mercantil No|Folio Mercantil No\.|Immigration No\.|Electoral Registry No\.|Refugee ID Card|UK Company Number|Chinese Commercial Code|Stateless Person ID Card|Government Gazette Number)\s*(.*)$/i;

/** Split OFAC remarks on "; " outside quotes and parentheses. */
function splitRemarks(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === "'" && (i === 0 || /[\s.]/.test(text[i - 1] ?? '') || quote)) {
      // Single quotes delimit aliases ('ABU ALI'); an apostrophe inside a word (O'Brien) is not a quote.
      if (!quote) quote = true;
      else if (i + 1 >= text.length || /[\s;.,)]/.test(text[i + 1] ?? '')) quote = false;
    } else if (c === ';' && depth === 0 && !quote) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  // OFAC closes the whole remark with a full stop, but never doubles one after an abbreviation (S.A.S.).
  const last = parts.length - 1;
  return parts
    .map((p, i) => (i === last && !/(?:^|[\s.])[A-Za-z]\.$/.test(p.trim()) ? p.trim().replace(/\.$/, '') : p).trim())
    .filter((p) => p !== '');
}

function parseRemarks(text: string | undefined): Remarks {
  const r: Remarks = {
    dobs: [],
    pobs: [],
    citizenships: [],
    nationalities: [],
    weakAliases: [],
    links: [],
    identifiers: [],
    sanctionDetails: [],
    positions: [],
    other: [],
  };
  if (!text) return r;
  const rules: [RegExp, (m: RegExpExecArray) => void][] = [
    [
      /^DOB\s+(.+)$/i,
      (m) => {
        const d = parsePartialDate(m[1] ?? '');
        if (d) r.dobs.push(d);
      },
    ],
    [/^POB\s+(.+)$/i, (m) => r.pobs.push(m[1] ?? '')],
    [/^citizen\s+(.+)$/i, (m) => r.citizenships.push(m[1] ?? '')],
    [/^nationality\s+(.+)$/i, (m) => r.nationalities.push(m[1] ?? '')],
    [
      /^Gender\s+(Male|Female)$/i,
      (m) => {
        r.gender = m[1]?.toLowerCase() === 'male' ? 'male' : 'female';
      },
    ],
    [
      /^([fn]?\.?k\.a\.|a\.k\.a\.)\s+'(.+)'$/i,
      (m) => {
        // OFAC prints its weak (low-quality) aliases only in the remarks, never in alt.csv.
        const prefix = (m[1] ?? '').toLowerCase();
        const kind = prefix.startsWith('f') ? 'fka' : prefix.startsWith('n') ? 'nka' : 'aka';
        const full = clean(m[2]);
        if (full) r.weakAliases.push(ofacName(full, kind, true));
      },
    ],
    [/^Linked To:\s*(.+)$/i, (m) => r.links.push(m[1] ?? '')],
    [SANCTION_PREFIX, (m) => r.sanctionDetails.push(m.input)],
    [
      ID_PREFIX,
      (m) => {
        const rest = m[2] ?? '';
        const cm = /^(.*?)\s*\(([^()]+)\)\s*(.*)$/.exec(rest);
        r.identifiers.push({
          type: (m[1] ?? '').replace(/\s*No\.$|\s*#$/, ''),
          number: cm ? (cm[1] ?? '').trim() : rest.trim(),
          ...(cm?.[2] ? { country: cm[2] } : {}),
          ...(cm?.[3] ? { note: cm[3] } : {}),
        });
      },
    ],
    [/^(?:Title|Position):?\s+(.+)$/i, (m) => r.positions.push(m[1] ?? '')],
  ];
  for (const rawPart of splitRemarks(text)) {
    const part = rawPart.replace(/^alt\.\s+/i, '');
    let handled = false;
    for (const [re, apply] of rules) {
      const m = re.exec(part);
      if (m) {
        apply(m);
        handled = true;
        break;
      }
    }
    if (!handled) r.other.push(part);
  }
  return r;
}

/** OFAC writes individuals as "LAST, First Middle"; entities and vessels as one string. */
function ofacName(full: string, type: ListName['type'], weak: boolean, individual = true): ListName {
  const comma = full.indexOf(',');
  if (individual && comma > 0 && !/\b(S\.A\.|LTD|LLC|INC|CO\.|LIMITED|S\.A)\b/i.test(full)) {
    const last = full.slice(0, comma).trim();
    const given = full.slice(comma + 1).trim();
    return makeName(full, type, {
      weak,
      ...(given ? { givenNames: [given] } : {}),
      ...(last ? { lastNames: [last] } : {}),
    });
  }
  return makeName(full, type, { weak });
}

function subtypeOf(sdnType: string | undefined): { entityType: 'Individual' | 'Entity'; subtype: EntitySubtype } {
  switch (sdnType?.toLowerCase()) {
    case 'individual':
      return { entityType: 'Individual', subtype: 'unknown' };
    case 'vessel':
      return { entityType: 'Entity', subtype: 'vessel' };
    case 'aircraft':
      return { entityType: 'Entity', subtype: 'aircraft' };
    default:
      return { entityType: 'Entity', subtype: 'organisation' };
  }
}

function requireWidth(row: CsvRow, role: OfacFileRole, fileName: string | undefined): void {
  if (row.fields.length !== ROLE_COLUMNS[role]) {
    throw new ListParseError(
      `expected ${ROLE_COLUMNS[role]} columns for an OFAC ${role} row, found ${row.fields.length}`,
      { format: 'ofac-csv', fileName, line: row.line },
    );
  }
}

function requireEntNum(row: CsvRow, fileName: string | undefined): string {
  const ent = clean(row.fields[0]);
  if (!ent || !/^\d+$/.test(ent)) {
    throw new ListParseError(`ent_num "${row.fields[0] ?? ''}" is not a number`, {
      format: 'ofac-csv',
      fileName,
      line: row.line,
    });
  }
  return ent;
}

/**
 * Join an OFAC CSV set (SDN or Consolidated): the primary file plus add, alt and comments, joined by
 * ent_num. Rows whose ent_num has no primary row are tolerated (a newer add/alt next to an older sdn.csv)
 * and reported as warnings, not entries.
 */
export function parseOfacCsvSet(files: readonly OfacCsvFile[], options: { publishedAt?: string } = {}): ParsedList {
  const byRole = new Map<OfacFileRole, { fileName?: string; rows: CsvRow[] }[]>();
  for (const f of files) {
    const rows = parseCsv(f.text, { format: 'ofac-csv', ...(f.fileName ? { fileName: f.fileName } : {}) });
    const role = ofacRoleOf(f.fileName, rows);
    if (!role) {
      throw new ListParseError(`not an OFAC CSV layout (first row has ${rows[0]?.fields.length ?? 0} columns)`, {
        format: 'ofac-csv',
        fileName: f.fileName,
        line: 1,
      });
    }
    const list = byRole.get(role) ?? [];
    list.push({ ...(f.fileName ? { fileName: f.fileName } : {}), rows });
    byRole.set(role, list);
  }
  const names = files.map((f) => f.fileName ?? '').join(' ');
  const consolidated = /cons/i.test(names);
  const sourceType = consolidated ? 'OFAC Consolidated (non-SDN)' : 'OFAC SDN';
  const publishedAt = options.publishedAt ?? files.map((f) => isoDateFromFileName(f.fileName)).find((d) => d) ?? null;
  const warnings: ParseWarning[] = [];

  const addresses = new Map<string, ListAddress[]>();
  for (const file of byRole.get('add') ?? []) {
    for (const row of file.rows) {
      requireWidth(row, 'add', file.fileName);
      const ent = requireEntNum(row, file.fileName);
      const [street, cityLine, country, note] = [
        clean(row.fields[2]),
        clean(row.fields[3]),
        clean(row.fields[4]),
        clean(row.fields[5]),
      ];
      const full = [street, cityLine, country].filter(Boolean).join(', ');
      if (!full && !note) continue;
      const list = addresses.get(ent) ?? [];
      list.push({
        full: full || (note ?? ''),
        ...(street ? { street } : {}),
        ...(cityLine ? { city: cityLine } : {}),
        ...(country ? { country } : {}),
        ...(note ? { note } : {}),
      });
      addresses.set(ent, list);
    }
  }
  const aliases = new Map<string, { type: string; name: string; remark?: string }[]>();
  for (const file of byRole.get('alt') ?? []) {
    for (const row of file.rows) {
      requireWidth(row, 'alt', file.fileName);
      const ent = requireEntNum(row, file.fileName);
      const name = clean(row.fields[3]);
      if (!name) continue;
      const list = aliases.get(ent) ?? [];
      const remark = clean(row.fields[4]);
      list.push({ type: clean(row.fields[2]) ?? 'aka', name, ...(remark ? { remark } : {}) });
      aliases.set(ent, list);
    }
  }
  const comments = new Map<string, string>();
  for (const file of byRole.get('comments') ?? []) {
    for (const row of file.rows) {
      // A comments row continues the primary row's remarks, cut at OFAC's field limit mid-word.
      if (row.fields.length === 1 && clean(row.fields[0]) === undefined) continue;
      requireWidth(row, 'comments', file.fileName);
      const ent = requireEntNum(row, file.fileName);
      comments.set(ent, (comments.get(ent) ?? '') + (row.fields[1] ?? ''));
    }
  }

  const entries = [];
  const seen = new Set<string>();
  for (const file of byRole.get('primary') ?? []) {
    for (const row of file.rows) {
      requireWidth(row, 'primary', file.fileName);
      const ent = requireEntNum(row, file.fileName);
      const f = row.fields.map(clean);
      const primaryName = f[1];
      if (!primaryName) {
        throw new ListParseError('SDN_Name is empty', { format: 'ofac-csv', fileName: file.fileName, line: row.line });
      }
      seen.add(ent);
      const { entityType, subtype } = subtypeOf(f[2]);
      const individual = entityType === 'Individual';
      const remarksText = [f[11] ?? '', comments.get(ent) ?? ''].join('');
      const remarks = parseRemarks(clean(remarksText));
      const names: ListName[] = [ofacName(primaryName, 'primary', false, individual)];
      for (const a of aliases.get(ent) ?? []) {
        const type = a.type.toLowerCase().startsWith('f')
          ? 'fka'
          : a.type.toLowerCase().startsWith('n')
            ? 'nka'
            : 'aka';
        names.push(ofacName(a.name, type, false, individual));
      }
      names.push(...remarks.weakAliases.map((n) => (individual ? n : makeName(n.full, n.type, { weak: true }))));
      const programs = (f[3] ?? '')
        .split(/\]\s*\[/)
        .map((p) => p.replace(/[[\]]/g, '').trim())
        .filter(Boolean);
      const vessel = [
        f[5] ? `Call Sign ${f[5]}` : undefined,
        f[6] ? `Vessel Type ${f[6]}` : undefined,
        f[7] ? `Tonnage ${f[7]}` : undefined,
        f[8] ? `GRT ${f[8]}` : undefined,
        f[9] ? `Vessel Flag ${f[9]}` : undefined,
        f[10] ? `Vessel Owner ${f[10]}` : undefined,
      ].filter((x): x is string => x !== undefined);
      entries.push(
        makeEntry({
          source: 'OFAC',
          sourceType,
          listId: ent,
          entityType,
          entitySubtype: subtype,
          names,
          datesOfBirth: remarks.dobs,
          placesOfBirth: uniq(remarks.pobs),
          citizenships: uniq(remarks.citizenships),
          nationalities: uniq(remarks.nationalities),
          ...(remarks.gender ? { gender: remarks.gender } : {}),
          addresses: addresses.get(ent) ?? [],
          identifiers: remarks.identifiers,
          programs,
          sanctionDetails: remarks.sanctionDetails,
          titles: f[4] ? [f[4]] : [],
          positions: uniq([...(f[4] ? [f[4]] : []), ...remarks.positions]),
          remarks: [...vessel, ...remarks.other],
          links: remarks.links,
          ...(publishedAt ? { publishedAt } : {}),
        }),
      );
    }
  }
  const orphanCount = (m: Map<string, unknown>, what: string): void => {
    let n = 0;
    for (const ent of m.keys()) if (!seen.has(ent)) n++;
    if (n > 0) {
      warnings.push({ code: 'orphan-row', message: `${n} ${what} ent_num values have no primary row` });
    }
  };
  orphanCount(addresses, 'address');
  orphanCount(aliases, 'alias');
  orphanCount(comments, 'comment');
  return { source: 'OFAC', sourceType, format: 'ofac-csv', publishedAt, entries, warnings };
}
