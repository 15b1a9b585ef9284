/**
 * Spreadsheet cells as exceljs reads them: strings, numbers, booleans, dates (UTC midnight for date
 * cells), rich text, hyperlinks and formula results. The batch parsers read every cell through cellText.
 */
export type CellValue = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function cellText(value: CellValue): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // Excel date cells carry no zone; exceljs returns them as UTC midnight.
    return value.toISOString().slice(0, 10);
  }
  if (isRecord(value)) {
    if (Array.isArray(value.richText)) {
      return value.richText
        .map((run) => (isRecord(run) && typeof run.text === 'string' ? run.text : ''))
        .join('')
        .trim();
    }
    if ('result' in value) return cellText(value.result);
    if (typeof value.text === 'string') return value.text.trim();
  }
  return '';
}

export function isBlankRow(cells: readonly CellValue[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

/** Yes/No columns map to booleans, Yes = true (spec 2 §5.7); '' stays unanswered (null). */
export function cellYesNo(value: CellValue): boolean | null {
  const text = cellText(value).toLowerCase();
  if (text === 'yes' || text === 'true' || text === 'y') return true;
  if (text === 'no' || text === 'false' || text === 'n') return false;
  return null;
}

/** A number cell, or a numeric string; '' when empty or not a number. */
export function cellNumber(value: CellValue): number | '' {
  const text = cellText(value).replace(/,/g, '');
  if (text === '') return '';
  const number = Number(text);
  return Number.isFinite(number) ? number : '';
}
