import { ListParseError } from '../errors';
import type { ListFormat, ParsedList } from '../types';
import { decodeText, type ListData, readAllBytes } from './decode';
import { detectFormat } from './detect';
import { parseEuFsfCsv } from './eu-fsf-csv';
import { parseEuFsfXml } from './eu-fsf-xml';
import { parseFtmJson } from './ftm-json';
import { parseOfacCsvSet } from './ofac-csv';
import { parseSenzingJson } from './senzing-json';
import { parseUaeLtlXlsx } from './uae-ltl-xlsx';
import { parseUkOfsiCsv } from './uk-ofsi-csv';
import { parseUnXml } from './un-xml';

export interface ListFile {
  readonly fileName?: string;
  readonly data: ListData;
}

/** Several files that form one list: the OFAC CSV sets (sdn/add/alt/comments or cons_*). */
export interface ListFileSet {
  readonly files: readonly ListFile[];
}

export interface ParseListOptions {
  /** Name of the uploaded file (used in error messages, and to date lists that carry no date). */
  readonly fileName?: string;
  /** Publication date to record when the file carries none (OFAC CSV, UAE spreadsheet). */
  readonly publishedAt?: string;
}

function isFileSet(x: ListData | ListFileSet): x is ListFileSet {
  return (
    typeof x === 'object' &&
    x !== null &&
    !(x instanceof Uint8Array) &&
    'files' in x &&
    Array.isArray((x as ListFileSet).files)
  );
}

/**
 * Parse a list file (or an OFAC CSV set) into entries. `format: 'auto'` detects the format from the
 * content. Malformed or truncated input throws ListParseError naming the line or element at fault.
 */
export async function parseList(
  format: ListFormat | 'auto',
  input: ListData | ListFileSet,
  options: ParseListOptions = {},
): Promise<ParsedList> {
  const files: { fileName?: string; bytes: Uint8Array }[] = [];
  if (isFileSet(input)) {
    for (const f of input.files)
      files.push({ ...(f.fileName ? { fileName: f.fileName } : {}), bytes: await readAllBytes(f.data) });
  } else {
    files.push({ ...(options.fileName ? { fileName: options.fileName } : {}), bytes: await readAllBytes(input) });
  }
  const first = files[0];
  if (!first) throw new ListParseError('no file given', { format: format === 'auto' ? 'unknown' : format });
  let resolved: ListFormat | undefined = format === 'auto' ? undefined : format;
  if (!resolved) {
    const detected = files.map((f) => detectFormat(f.bytes));
    resolved = detected[0];
    const other = detected.find((d) => d !== resolved);
    if (!resolved || other !== undefined || detected.some((d) => d === undefined)) {
      const bad = files[detected.findIndex((d) => d === undefined || d !== resolved)] ?? first;
      throw new ListParseError('content is not a supported list format', {
        format: 'unknown',
        ...(bad.fileName ? { fileName: bad.fileName } : {}),
        line: 1,
      });
    }
  }
  const opts = {
    ...(first.fileName ? { fileName: first.fileName } : {}),
    ...(options.publishedAt ? { publishedAt: options.publishedAt } : {}),
  };
  if (resolved === 'ofac-csv') {
    return parseOfacCsvSet(
      files.map((f) => ({ ...(f.fileName ? { fileName: f.fileName } : {}), text: decodeText(f.bytes) })),
      options.publishedAt ? { publishedAt: options.publishedAt } : {},
    );
  }
  if (files.length > 1) {
    throw new ListParseError(`format ${resolved} is a single file, ${files.length} given`, { format: resolved });
  }
  switch (resolved) {
    case 'uae-ltl-xlsx':
      return parseUaeLtlXlsx(first.bytes, opts);
    case 'un-xml':
      return parseUnXml(decodeText(first.bytes), opts);
    case 'eu-fsf-xml':
      return parseEuFsfXml(decodeText(first.bytes), opts);
    case 'eu-fsf-csv':
      return parseEuFsfCsv(decodeText(first.bytes), opts);
    case 'uk-ofsi-csv':
      return parseUkOfsiCsv(decodeText(first.bytes), opts);
    case 'ftm-json':
      return parseFtmJson(decodeText(first.bytes), opts);
    case 'senzing-json':
      return parseSenzingJson(decodeText(first.bytes), opts);
  }
}
