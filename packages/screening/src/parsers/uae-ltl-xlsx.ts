import ExcelJS from 'exceljs';
import { ListParseError } from '../errors';
import type {
  ListAddress,
  ListIdentifier,
  ListName,
  ParsedList,
  ParseWarning,
  PartialDate,
  WatchlistEntry,
} from '../types';
import { clean, isoDateFromFileName, makeEntry, makeName, parsePartialDate, uniq } from './common';

const SOURCE_TYPE = 'UAE Local Terrorist List';

type Field =
  | 'index'
  | 'category'
  | 'nameAr'
  | 'nameEn'
  | 'name'
  | 'lastNameAr'
  | 'lastNameEn'
  | 'nationality'
  | 'birthDate'
  | 'birthPlace'
  | 'docType'
  | 'docNumber'
  | 'issuer'
  | 'issueDate'
  | 'expiryDate'
  | 'street'
  | 'city'
  | 'country'
  | 'other'
  | 'notes'
  | 'headquarters'
  | 'licenceNumber'
  | 'licenceExpiry'
  | 'listing'
  | 'delisting';

/**
 * Column labels of the EOCN Local Terrorist List workbook. The published file labels columns in Arabic
 * (the English in brackets names the script of the name columns); bilingual copies add an English label
 * in the same cell, so either language identifies a column.
 */
const LABELS: Record<Field, readonly string[]> = {
  index: ['#', 'no.', 'no', 'الرقم'],
  category: ['التصنيف', 'category', 'classification'],
  nameAr: [
    'الاسم الكامل (بالحروف العربية)',
    'الاسم الكامل (باللغة العربية)',
    'full name (arabic)',
    'name (arabic)',
    'arabic name',
  ],
  nameEn: [
    'الاسم الكامل (بالحروف اللاتينية)',
    'الاسم الكامل (باللغة الإنجليزية)',
    'full name (latin)',
    'full name (english)',
    'name (english)',
    'english name',
  ],
  name: ['الاسم', 'name'],
  lastNameAr: ['اسم العائلة (بالحروف العربية)', 'family name (arabic)', 'last name (arabic)'],
  lastNameEn: [
    'اسم العائلة (بالحروف اللاتينية)',
    'family name (latin)',
    'last name (english)',
    'family name (english)',
  ],
  nationality: ['الجنسية', 'nationality'],
  birthDate: ['تاريخ الميلاد', 'date of birth', 'dob'],
  birthPlace: ['مكان الميلاد', 'place of birth'],
  docType: ['النوع', 'document type', 'type'],
  docNumber: ['رقم الوثيقة', 'document number', 'document no.'],
  issuer: ['جهة الإصدار', 'issuing authority', 'issued by'],
  issueDate: ['تاريخ الإصدار', 'issue date', 'date of issue'],
  expiryDate: ['تاريخ الانتهاء', 'expiry date'],
  street: ['الشارع', 'street'],
  city: ['المدينة', 'city'],
  country: ['الدولة', 'country'],
  other: ['معلومات أخرى', 'other information'],
  notes: ['ملاحظات', 'notes', 'remarks'],
  headquarters: ['المقر', 'headquarters'],
  licenceNumber: ['رقم الرخصة', 'licence number', 'license number'],
  licenceExpiry: ['انتهاء الترخيص', 'licence expiry', 'license expiry'],
  listing: ['قرار الإدراج', 'listing decision', 'listing'],
  delisting: ['قرار رفع الإدراج', 'delisting decision'],
};

const LABEL_INDEX = new Map<string, Field>();
for (const [field, labels] of Object.entries(LABELS) as [Field, readonly string[]][]) {
  for (const l of labels) LABEL_INDEX.set(normLabel(l), field);
}

function normLabel(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A header cell may hold "Arabic label / English label" or the two on separate lines. */
function fieldOfHeader(text: string): Field | undefined {
  const whole = LABEL_INDEX.get(normLabel(text));
  if (whole) return whole;
  for (const part of text.split(/\r?\n|\s\/\s|\s\|\s/)) {
    const f = LABEL_INDEX.get(normLabel(part));
    if (f) return f;
  }
  return undefined;
}

function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    // Excel dates carry no zone; exceljs reads them as UTC midnight.
    const d = String(value.getUTCDate()).padStart(2, '0');
    const m = String(value.getUTCMonth() + 1).padStart(2, '0');
    return `${d}/${m}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return clean(value.richText.map((r) => r.text).join(''));
    if ('text' in value && typeof value.text === 'string') return clean(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return undefined;
    return undefined;
  }
  const s = clean(String(value));
  return s === '-' ? undefined : s;
}

type SheetKind = 'individuals' | 'entities' | 'delisted';

function kindOfSheet(name: string): SheetKind {
  if (/رفع|delist/i.test(name)) return 'delisted';
  if (/أفراد|افراد|individual|person/i.test(name)) return 'individuals';
  return 'entities';
}

/**
 * UAE Local Terrorist List (EOCN) workbook: one sheet for individuals, one for organisations/entities,
 * and delisting sheets that are skipped. Each target starts at a row with a value in the "#" column;
 * following rows without one (merged cells in the published file) add further documents or addresses.
 */
export async function parseUaeLtlXlsx(
  bytes: Uint8Array,
  options: { fileName?: string; publishedAt?: string } = {},
): Promise<ParsedList> {
  const fileName = options.fileName;
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (e) {
    throw new ListParseError(`not a readable .xlsx workbook (${e instanceof Error ? e.message : String(e)})`, {
      format: 'uae-ltl-xlsx',
      fileName,
      element: 'workbook',
    });
  }
  const publishedAt = options.publishedAt ?? isoDateFromFileName(fileName) ?? null;
  const entries: WatchlistEntry[] = [];
  const warnings: ParseWarning[] = [];
  let headerSeen = false;
  for (const sheet of wb.worksheets) {
    const kind = kindOfSheet(sheet.name);
    let columns: Map<number, Field> | undefined;
    let current: { index: string; rows: Map<Field, string>[]; rowNumber: number } | undefined;
    const groups: (typeof current & object)[] = [];
    let widestBeforeHeader = 0;
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const texts: (string | undefined)[] = [];
      const rawTexts: (string | undefined)[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        texts[col] = cellText(cell.value);
        // Header labels keep their line breaks: "Arabic label\nEnglish label" splits on them.
        const v = cell.value;
        rawTexts[col] =
          typeof v === 'string'
            ? v
            : v && typeof v === 'object' && 'richText' in v
              ? v.richText.map((r) => r.text).join('')
              : texts[col];
      });
      if (!columns) {
        widestBeforeHeader = Math.max(widestBeforeHeader, texts.filter((t) => t !== undefined).length);
        if (rawTexts.some((t) => t !== undefined && fieldOfHeader(t) === 'index')) {
          columns = new Map();
          rawTexts.forEach((t, col) => {
            if (!t) return;
            const f = fieldOfHeader(t);
            if (f) columns?.set(col, f);
            else
              warnings.push({
                code: 'unknown-column',
                message: `sheet "${sheet.name}": column "${t}" is not recognised`,
                ...(fileName ? { fileName } : {}),
                line: rowNumber,
              });
          });
        }
        return;
      }
      const rec = new Map<Field, string>();
      for (const [col, f] of columns) {
        const t = texts[col];
        if (t) rec.set(f, t);
      }
      if (rec.size === 0) return;
      const index = rec.get('index');
      if (index !== undefined && index !== current?.index) {
        current = { index, rows: [rec], rowNumber };
        groups.push(current);
      } else if (current) current.rows.push(rec);
      else {
        throw new ListParseError('data row before the first numbered row', {
          format: 'uae-ltl-xlsx',
          fileName,
          element: `sheet "${sheet.name}" row ${rowNumber}`,
        });
      }
    });
    if (!columns) {
      // A title row has one cell; a sheet with table-like rows but no "#" header is not in the layout.
      if (widestBeforeHeader >= 3) {
        throw new ListParseError('sheet has rows but no header row starting with "#"', {
          format: 'uae-ltl-xlsx',
          fileName,
          element: `sheet "${sheet.name}"`,
        });
      }
      continue;
    }
    headerSeen = true;
    if (kind === 'delisted') {
      if (groups.length > 0)
        warnings.push({
          code: 'skipped-row',
          message: `sheet "${sheet.name}": ${groups.length} delisted targets skipped`,
        });
      continue;
    }
    for (const g of groups) {
      const all = (f: Field): string[] => uniq(g.rows.map((r) => r.get(f)));
      const first = (f: Field): string | undefined => all(f)[0];
      const category = first('category') ?? '';
      const individual =
        /شخص|فرد|individual|person/i.test(category) ||
        (!/كيان|تنظيم|entity|organi/i.test(category) && kind === 'individuals');
      const names: ListName[] = [];
      const latin = all('nameEn');
      const arabic = all('nameAr');
      const plain = all('name');
      const lastEn = first('lastNameEn');
      const lastAr = first('lastNameAr');
      for (const n of latin)
        names.push(makeName(n, names.length === 0 ? 'primary' : 'aka', lastEn ? { lastNames: [lastEn] } : {}));
      for (const n of plain) names.push(makeName(n, names.length === 0 ? 'primary' : 'aka'));
      for (const n of arabic)
        names.push(
          makeName(n, names.length === 0 ? 'primary' : 'original-script', {
            ...(lastAr ? { lastNames: [lastAr] } : {}),
            language: 'ar',
          }),
        );
      if (names.length === 0) {
        throw new ListParseError('row has no name in any name column', {
          format: 'uae-ltl-xlsx',
          fileName,
          element: `sheet "${sheet.name}" row ${g.rowNumber}`,
        });
      }
      const dobs = all('birthDate')
        .map(parsePartialDate)
        .filter((d): d is PartialDate => d !== undefined);
      const identifiers: ListIdentifier[] = g.rows.flatMap((r) => {
        const number = r.get('docNumber');
        if (!number) return [];
        const note = [
          r.get('issuer'),
          r.get('issueDate') ? `issued ${r.get('issueDate')}` : undefined,
          r.get('expiryDate') ? `expires ${r.get('expiryDate')}` : undefined,
        ]
          .filter(Boolean)
          .join('; ');
        return [{ type: r.get('docType') ?? 'Document', number, ...(note ? { note } : {}) }];
      });
      for (const n of all('licenceNumber')) identifiers.push({ type: 'Licence', number: n });
      const addresses: ListAddress[] = g.rows.flatMap((r) => {
        const street = r.get('street');
        const city = r.get('city');
        const country = r.get('country');
        const hq = r.get('headquarters');
        const full = [hq, street, city, country].filter(Boolean).join(', ');
        return full
          ? [{ full, ...(street ? { street } : {}), ...(city ? { city } : {}), ...(country ? { country } : {}) }]
          : [];
      });
      const listing = first('listing');
      const listedOn = listing ? /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(listing) : null;
      entries.push(
        makeEntry({
          source: 'UAE',
          sourceType: SOURCE_TYPE,
          listId: `${individual ? 'I' : 'E'}-${g.index}`,
          entityType: individual ? 'Individual' : 'Entity',
          entitySubtype: individual ? 'unknown' : 'organisation',
          names,
          datesOfBirth: dobs,
          placesOfBirth: all('birthPlace'),
          nationalities: all('nationality')
            .flatMap((n) => n.split(/\s+و\s+|\s*\/\s*|,\s*/))
            .filter(Boolean),
          addresses: addresses.filter((a, i, xs) => xs.findIndex((b) => b.full === a.full) === i),
          identifiers,
          programs: all('other'),
          sanctionDetails: listing ? [listing] : [],
          remarks: all('notes'),
          ...(listedOn
            ? {
                listedOn: `${listedOn[3]}-${(listedOn[2] ?? '').padStart(2, '0')}-${(listedOn[1] ?? '').padStart(2, '0')}`,
              }
            : {}),
          ...(publishedAt ? { publishedAt } : {}),
        }),
      );
    }
  }
  if (!headerSeen) {
    throw new ListParseError('no sheet has a header row starting with "#"', {
      format: 'uae-ltl-xlsx',
      fileName,
      element: 'workbook',
    });
  }
  return { source: 'UAE', sourceType: SOURCE_TYPE, format: 'uae-ltl-xlsx', publishedAt, entries, warnings };
}
