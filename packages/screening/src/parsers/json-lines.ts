import { ListParseError } from '../errors';
import type { ListFormat } from '../types';

export interface JsonLine {
  readonly line: number;
  readonly value: Record<string, unknown>;
}

/** One JSON object per line; a line that is not a JSON object (a cut-off last line, say) names itself. */
export function parseJsonLines(text: string, format: ListFormat, fileName: string | undefined): JsonLine[] {
  const out: JsonLine[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] ?? '').trim();
    if (raw === '' || raw === '\u001a') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      throw new ListParseError(`invalid JSON (${e instanceof Error ? e.message : String(e)})`, {
        format,
        fileName,
        line: i + 1,
      });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ListParseError('line is not a JSON object', { format, fileName, line: i + 1 });
    }
    out.push({ line: i + 1, value: value as Record<string, unknown> });
  }
  return out;
}

/** Values as a list of strings: FTM properties are arrays, but some exports write single strings. */
export function strings(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const arr = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const v of arr) {
    if (typeof v === 'string' || typeof v === 'number') {
      const s = String(v).replace(/\s+/g, ' ').trim();
      if (s) out.push(s);
    }
  }
  return out;
}
