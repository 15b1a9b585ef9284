/**
 * CSV cells and files of the server's exports (customers' users_basic_info.csv, screening logs). RFC 4180:
 * a value holding a comma, a quote or a line break is quoted and its quotes doubled; lines end in CRLF.
 */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Spec 2 §9.6: the customer CSV removes commas from values; a quote or a line break is still quoted. */
export const csvCellWithoutCommas = (value: string): string => csvCell(value.replaceAll(',', ''));

/**
 * Free text that staff or an uploaded batch file typed (a screened name, an email): a spreadsheet reads a
 * cell starting with =, +, -, @, a tab or a carriage return as a formula, so such a cell is written after an
 * apostrophe (OWASP "CSV Injection"), which spreadsheets show as text and do not print.
 */
export const csvTextCell = (value: string): string => csvCell(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The header line and one line per row, each ending in CRLF. Rows are cells already written. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header.map(csvCell).join(','), ...rows.map((row) => row.join(','))].map((line) => `${line}\r\n`).join('');
}
