import { ListParseError } from '../errors';
import type { ListFormat } from '../types';

export interface CsvRow {
  /** 1-based line on which the row starts (a quoted field may span lines). */
  readonly line: number;
  readonly fields: readonly string[];
}

export interface CsvOptions {
  readonly delimiter?: string;
  readonly format: ListFormat;
  readonly fileName?: string;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * RFC 4180 reader that tolerates what the published lists do: CRLF or LF line ends, a trailing 0x1A
 * (DOS end-of-file) after the last row or between concatenated exports, and quoted fields spanning lines (UK OFSI remarks). An opening
 * quote that never closes means the file was truncated, reported at the line where the field began.
 * Fields are cut out with indexOf/slice rather than built a character at a time: the OFAC and UK
 * files are several megabytes.
 */
export function parseCsv(text: string, options: CsvOptions): CsvRow[] {
  const delimiter = options.delimiter ?? ',';
  const rows: CsvRow[] = [];
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 0x1a || text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  let i = 0;
  let line = 1;
  while (i < end) {
    // A DOS end-of-file mark can also sit mid-file where two exports were concatenated (OFAC
    // sdn-2022-11 is sdn.csv followed by cons_prim.csv): skip it and read on.
    while (text.charCodeAt(i) === 0x1a) i++;
    const rowLine = line;
    const fields: string[] = [];
    for (;;) {
      let field: string;
      if (text[i] === '"') {
        const quoteLine = line;
        let j = i + 1;
        let value = '';
        for (;;) {
          const q = text.indexOf('"', j);
          if (q === -1 || q >= end) {
            throw new ListParseError('quoted field is not closed (file truncated?)', {
              format: options.format,
              fileName: options.fileName,
              line: quoteLine,
            });
          }
          value += text.slice(j, q);
          if (text[q + 1] === '"') {
            value += '"';
            j = q + 2;
            continue;
          }
          line += countNewlines(text, i, q);
          i = q + 1;
          break;
        }
        // Anything between the closing quote and the delimiter is kept as written.
        let k = i;
        while (k < end && text[k] !== delimiter && text[k] !== '\n' && text[k] !== '\r') k++;
        field = value + text.slice(i, k);
        i = k;
      } else {
        let k = i;
        while (k < end && text[k] !== delimiter && text[k] !== '\n' && text[k] !== '\r') k++;
        field = text.slice(i, k);
        i = k;
      }
      fields.push(field);
      if (i < end && text[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    // A blank line carries no row.
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else if (i < end) i++;
    line++;
  }
  return rows;
}
