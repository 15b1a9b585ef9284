import type { GlyphCandidate } from './glyph-model';
import { checkDigitHolds, emiratesIdLuhnHolds } from './mrz-check';
import {
  allowedChars,
  CONFUSIONS,
  MRZ_LAYOUTS,
  type MrzCharKind,
  type MrzFieldName,
  type MrzFieldSpec,
} from './mrz-layout';
import { MRZ_SHAPES, type MrzFormat } from './mrz-locate';
import type { CellReading } from './mrz-read';

export interface MrzRepair {
  line: number;
  index: number;
  from: string;
  to: string;
  field: MrzFieldName | 'checkDigit' | 'compositeCheckDigit';
  /** 'type': a digit in a name or a letter in a date; 'check-digit': confirmed by the field's check digit. */
  reason: 'type' | 'check-digit' | 'composite';
}

export type MrzFieldState = 'read' | 'repaired' | 'unconfirmed';

export interface MrzDecodeResult {
  format: MrzFormat;
  lines: string[];
  repairs: MrzRepair[];
  /** Each check digit of the document: the fields' own and the composite. */
  checks: { field: MrzFieldName | 'composite'; valid: boolean }[];
  fieldStates: Partial<Record<MrzFieldName, MrzFieldState>>;
  /** True when every check digit holds. */
  checkDigitsValid: boolean;
}

type Kind = MrzCharKind | 'check';

/** Plain text lines as readings with no alternatives, so text from any OCR goes through the same decoder. */
export function readingsFromText(lines: readonly string[]): CellReading[][] {
  return lines.map((line) => [...line].map((char) => [{ char, distance: 0 }]));
}

/** Readings farther than this beyond the best are not offered as repairs (they did not look alike). */
const ALTERNATIVE_MARGIN = 0.02;
/** Longest search: substitutions tried together in one field. */
const MAX_SUBSTITUTIONS = 2;

function kindsFor(format: MrzFormat): Kind[][] {
  const shape = MRZ_SHAPES[format];
  const kinds: Kind[][] = Array.from({ length: shape.lines }, () => Array<Kind>(shape.length).fill('alnum'));
  const layout = MRZ_LAYOUTS[format];
  for (const field of layout.fields) {
    for (let i = field.start; i < field.end; i++) (kinds[field.line] as Kind[])[i] = field.kind;
    if (field.check !== undefined) (kinds[field.line] as Kind[])[field.check] = 'check';
  }
  (kinds[layout.composite.line] as Kind[])[layout.composite.index] = 'check';
  return kinds;
}

/**
 * Turns glyph readings into MRZ lines, field by field (ICAO 9303 part 3):
 * 1. each cell takes its nearest character that the field's type allows; a letter read in a date or a
 *    digit in a name becomes its usual look-alike (O→0, 5→S …): a type repair;
 * 2. a field whose check digit fails is searched for the fewest look-alike substitutions (from the
 *    confusion table, or near readings of the glyph model) that make it hold; the repair is taken only
 *    when one such substitution stands out, so no check digit is ever forced;
 * 3. the composite check digit confirms the optional data, and for an Emirates ID the Luhn digit of
 *    the ID number in it.
 */
export function decodeMrz(format: MrzFormat, readings: readonly (readonly CellReading[])[]): MrzDecodeResult {
  const layout = MRZ_LAYOUTS[format];
  const kinds = kindsFor(format);
  const chars: string[][] = [];
  const repairs: MrzRepair[] = [];
  const fieldAt = (line: number, index: number): MrzRepair['field'] => {
    const field = layout.fields.find((f) => f.line === line && index >= f.start && index < f.end);
    if (field) return field.name;
    return line === layout.composite.line && index === layout.composite.index ? 'compositeCheckDigit' : 'checkDigit';
  };

  kinds.forEach((lineKinds, line) => {
    const row: string[] = [];
    lineKinds.forEach((kind, index) => {
      const cell = readings[line]?.[index] ?? [];
      const allowed = allowedChars(kind);
      const top = cell[0]?.char ?? '<';
      if (allowed.includes(top)) {
        row.push(top);
        return;
      }
      const partner = CONFUSIONS[top];
      const nearest = cell.find((c) => allowed.includes(c.char));
      const replacement = partner && allowed.includes(partner) ? partner : nearest?.char;
      if (replacement) {
        repairs.push({ line, index, from: top, to: replacement, field: fieldAt(line, index), reason: 'type' });
        row.push(replacement);
      } else {
        row.push(top);
      }
    });
    chars.push(row);
  });

  const text = (line: number, start: number, end: number) => (chars[line] ?? []).slice(start, end).join('');
  const fieldStates: Partial<Record<MrzFieldName, MrzFieldState>> = {};
  const repairedFields = new Set(repairs.map((r) => r.field));

  const alternatives = (line: number, index: number): { char: string; cost: number }[] => {
    const kind = kinds[line]?.[index] ?? 'alnum';
    const allowed = allowedChars(kind);
    const current = chars[line]?.[index] ?? '<';
    const cell = readings[line]?.[index] ?? [];
    const best = cell[0]?.distance ?? 0;
    const out = new Map<string, number>();
    const partner = CONFUSIONS[current];
    if (partner && allowed.includes(partner)) {
      const seen = cell.find((c) => c.char === partner);
      out.set(partner, seen ? seen.distance - best : ALTERNATIVE_MARGIN);
    }
    for (const c of cell) {
      if (
        c.char !== current &&
        allowed.includes(c.char) &&
        c.distance - best <= ALTERNATIVE_MARGIN &&
        !out.has(c.char)
      ) {
        out.set(c.char, c.distance - best);
      }
    }
    out.delete(current);
    return [...out.entries()].map(([char, cost]) => ({ char, cost }));
  };

  /**
   * Tries up to MAX_SUBSTITUTIONS look-alike substitutions among `positions` until `holds` is true;
   * applies the repair only when it is unique or clearly the cheapest.
   */
  const search = (
    positions: readonly (readonly [number, number])[],
    holds: () => boolean,
    field: MrzRepair['field'] | null,
    reason: MrzRepair['reason'],
    tieBreak?: () => boolean,
  ): boolean => {
    const options = positions.flatMap(([line, index]) => alternatives(line, index).map((a) => ({ line, index, ...a })));
    for (let size = 1; size <= MAX_SUBSTITUTIONS; size++) {
      const found: { subs: typeof options; cost: number; confirmed: boolean }[] = [];
      const visit = (from: number, picked: typeof options) => {
        if (picked.length === size) {
          const saved = picked.map((p) => (chars[p.line] as string[])[p.index] as string);
          for (const p of picked) (chars[p.line] as string[])[p.index] = p.char;
          if (holds()) {
            found.push({
              subs: [...picked],
              cost: picked.reduce((s, p) => s + p.cost, 0),
              confirmed: tieBreak?.() ?? false,
            });
          }
          picked.forEach((p, i) => {
            (chars[p.line] as string[])[p.index] = saved[i] as string;
          });
          return;
        }
        for (let i = from; i < options.length; i++) {
          const option = options[i] as (typeof options)[number];
          if (picked.some((p) => p.line === option.line && p.index === option.index)) continue;
          visit(i + 1, [...picked, option]);
        }
      };
      visit(0, []);
      if (found.length === 0) continue;
      found.sort((a, b) => a.cost - b.cost);
      const [cheapest, runnerUp] = found;
      let first = cheapest;
      if (cheapest && runnerUp && !(runnerUp.cost > cheapest.cost * 2 + 0.005)) {
        // Equally likely substitutions: a second check digit covering the field (the composite) may
        // single one out; otherwise the field stays as read and unconfirmed.
        const confirmed = found.filter((f) => f.confirmed);
        if (confirmed.length !== 1) return false;
        first = confirmed[0];
      }
      if (!first) continue;
      for (const p of first.subs) {
        repairs.push({
          line: p.line,
          index: p.index,
          from: (chars[p.line] as string[])[p.index] as string,
          to: p.char,
          field: field ?? fieldAt(p.line, p.index),
          reason,
        });
        (chars[p.line] as string[])[p.index] = p.char;
      }
      return true;
    }
    return false;
  };

  const fieldHolds = (field: MrzFieldSpec) =>
    field.check !== undefined &&
    checkDigitHolds(text(field.line, field.start, field.end), (chars[field.line] as string[])[field.check] ?? '') &&
    (field.kind !== 'numeric' || isPlausibleDate(text(field.line, field.start, field.end)));

  const { composite } = layout;
  // Decided once, from the document code and state, so that no repair can make the card stop being
  // an Emirates ID to escape the Luhn check of its ID number.
  const emirates = isEmiratesIdCard(chars);
  const compositeHolds = () => {
    const covered = composite.ranges.map(([line, start, end]) => text(line, start, end)).join('');
    const emiratesOk = !emirates || emiratesIdLuhnHolds(text(0, 15, 30));
    return checkDigitHolds(covered, (chars[composite.line] as string[])[composite.index] ?? '') && emiratesOk;
  };
  const checks: MrzDecodeResult['checks'] = [];
  for (const field of layout.fields) {
    if (field.check === undefined) {
      fieldStates[field.name] = repairedFields.has(field.name) ? 'repaired' : 'read';
      continue;
    }
    let holds = fieldHolds(field);
    let repaired = repairedFields.has(field.name) || repairedFields.has('checkDigit');
    if (!holds) {
      const positions: [number, number][] = [];
      for (let i = field.start; i < field.end; i++) positions.push([field.line, i]);
      positions.push([field.line, field.check]);
      holds = search(positions, () => fieldHolds(field), field.name, 'check-digit', compositeHolds);
      repaired = repaired || holds;
    }
    fieldStates[field.name] = holds ? (repaired ? 'repaired' : 'read') : 'unconfirmed';
    checks.push({ field: field.name, valid: holds });
  }

  let compositeOk = compositeHolds();
  if (!compositeOk) {
    // Only the optional data lacks a check digit of its own; the composite (and the Luhn digit of an
    // Emirates ID number) is what can confirm a repair there.
    const unchecked = layout.fields.filter((f) => f.check === undefined && f.kind === 'alnum');
    const positions: [number, number][] = unchecked.flatMap((f) =>
      Array.from({ length: f.end - f.start }, (_, i) => [f.line, f.start + i] as [number, number]),
    );
    positions.push([composite.line, composite.index]);
    compositeOk = search(positions, compositeHolds, null, 'composite');
    if (compositeOk) {
      for (const f of unchecked) if (repairs.some((r) => r.field === f.name)) fieldStates[f.name] = 'repaired';
    } else {
      for (const f of unchecked) fieldStates[f.name] = 'unconfirmed';
    }
  }
  checks.push({ field: 'composite', valid: compositeOk });

  return {
    format,
    lines: chars.map((row) => row.join('')),
    repairs,
    checks,
    fieldStates,
    checkDigitsValid: checks.every((c) => c.valid),
  };
}

/** YYMMDD with a real month and day (the century is settled later, by the field's meaning). */
export function isPlausibleDate(yymmdd: string): boolean {
  if (!/^\d{6}$/.test(yymmdd)) return false;
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** An Emirates ID card: a TD1 identity card (code I…) issued by ARE, which carries the 784 ID number. */
function isEmiratesIdCard(chars: readonly (readonly string[])[]): boolean {
  const line = (chars[0] ?? []).join('');
  return line.length === 30 && line.slice(2, 5) === 'ARE' && line.slice(0, 1) === 'I';
}

export type { GlyphCandidate };
