import { GOAML_UNAVAILABLE } from '@aml/contracts';
import { type AmountResult, readAmount } from './amounts';
import { UNAVAILABLE_NAME } from './codes';
import { COUNTRY_CODES } from './country-codes';
import { CURRENCY_CODES } from './currency-codes';
import { type DateKind, toGoamlDate } from './dates';
import type { AmountValue, DateValue } from './model';
import { fieldPath, type Place } from './problems';
import { charLength, cleanText, oneLine, toGoamlName } from './text';

/**
 * Readers that turn one stored value into the text of one goAML element, recording a problem when the value
 * cannot be written. The policy, applied the same way everywhere (spec 3 §9, issue 6):
 * - free text the report carries: written as is, or {unavailable} when missing ('unavailable');
 * - optional extras the officer may leave empty: left out when missing ('omit');
 * - values without which the file would be invalid or meaningless: missing is a problem ('require');
 * - a value that is present but cannot be written (bad date, unknown code, too long) is always a problem:
 *   silently dropping or cutting what the officer entered would file something they did not say.
 */

export type IfMissing = 'require' | 'unavailable' | 'omit';

export interface TextRule {
  readonly max: number;
  readonly ifMissing: IfMissing;
  /** Single-line fields (address, city, numbers) turn line breaks into ", ". */
  readonly oneLine?: boolean;
}

export function readText(place: Place, key: string, label: string, value: unknown, rule: TextRule): string | undefined {
  const cleaned = cleanText(value);
  if (cleaned === undefined) return whenMissing(place, key, label, rule.ifMissing, GOAML_UNAVAILABLE);
  const text = rule.oneLine ? oneLine(cleaned) : cleaned;
  if (charLength(text) > rule.max) {
    place.problems.tooLong(fieldPath(place, key), place.section, label, rule.max);
    return undefined;
  }
  return text;
}

/** A name field (pattern [a-zA-Z0-9 .'-]*): missing is required or the name placeholder, never {unavailable}. */
export function readName(
  place: Place,
  key: string,
  label: string,
  value: unknown,
  rule: { readonly max: number; readonly ifMissing: 'require' | 'unavailable' },
): string | undefined {
  const name = toGoamlName(value);
  if (name === undefined) return whenMissing(place, key, label, rule.ifMissing, UNAVAILABLE_NAME);
  if (!name.ok) {
    place.problems.invalid(
      fieldPath(place, key),
      place.section,
      label,
      "must be written in English letters as on the passport or licence (goAML accepts only A-Z, digits, space and . ' -)",
    );
    return undefined;
  }
  if (charLength(name.value) > rule.max) {
    place.problems.tooLong(fieldPath(place, key), place.section, label, rule.max);
    return undefined;
  }
  return name.value;
}

export function readDate(
  place: Place,
  key: string,
  label: string,
  value: DateValue,
  rule: { readonly kind: DateKind; readonly required: boolean },
): string | undefined {
  const result = toGoamlDate(value, rule.kind);
  if (result.ok) return result.value;
  if (result.reason === 'missing') return whenMissing(place, key, label, rule.required ? 'require' : 'omit', '');
  place.problems.invalid(fieldPath(place, key), place.section, label, 'is not a valid date');
  return undefined;
}

/** Reads a value of one fixed code list, required or not; see {@link readCode}. */
export type CodeReader = (
  place: Place,
  key: string,
  label: string,
  value: unknown,
  rule: { readonly required: boolean },
) => string | undefined;

function codeReader(codes: ReadonlySet<string>, why: string): CodeReader {
  return (place, key, label, value, rule) => readCode(place, key, label, value, codes, rule.required, why);
}

/** A two-letter country code of the schema's country_type. */
export const readCountry = codeReader(COUNTRY_CODES, 'is not a two-letter country code');

/** A currency code of the schema's currency_type. */
export const readCurrency = codeReader(CURRENCY_CODES, 'is not a currency code');

/** A value of one of the schema's enumerations, compared without regard to case. */
export function readCode(
  place: Place,
  key: string,
  label: string,
  value: unknown,
  codes: ReadonlySet<string>,
  required: boolean,
  why = 'is not a goAML code',
): string | undefined {
  const cleaned = cleanText(value);
  if (cleaned === undefined) return whenMissing(place, key, label, required ? 'require' : 'omit', '');
  const code = cleaned.toUpperCase();
  if (codes.has(code)) return code;
  place.problems.invalid(fieldPath(place, key), place.section, label, `${why} ("${oneLine(cleaned)}")`);
  return undefined;
}

export function readMoney(place: Place, key: string, label: string, value: AmountValue): AmountResult {
  const amount = readAmount(value);
  if (amount.ok) return amount;
  const path = fieldPath(place, key);
  const { problems, section } = place;
  if (amount.reason === 'missing') problems.missing(path, section, label);
  else if (amount.reason === 'not-positive') problems.invalid(path, section, label, 'must be greater than zero');
  else if (amount.reason === 'too-precise') problems.invalid(path, section, label, 'must have at most 4 decimals');
  else if (amount.reason === 'too-large') problems.invalid(path, section, label, 'is larger than goAML accepts');
  else problems.invalid(path, section, label, 'is not a number');
  return amount;
}

function whenMissing(
  place: Place,
  key: string,
  label: string,
  ifMissing: IfMissing,
  placeholder: string,
): string | undefined {
  if (ifMissing === 'unavailable') return placeholder;
  if (ifMissing === 'require') place.problems.missing(fieldPath(place, key), place.section, label);
  return undefined;
}
