import { z } from 'zod';
import { findCountry } from '../countries';
import { EMPTY_DATE, isCalendarDate, isoToDateOnly, todayDateOnly } from '../format/dates';
import { normaliseDialCode } from '../format/phone';
import { DATE_RANGE, INPUT_MESSAGES, LINE_BREAK, TEXT_LIMITS } from '../input-limits';

/**
 * Field builders shared by the form schemas. Each field reports at most one message (the first rule that
 * fails): mantine-form-zod-resolver keeps the last issue of a path, so a second issue would hide the first.
 * Field issues are non-fatal, so the object-level rules (Others → specify, expiry after issue …) still
 * run and the form can show every problem at once.
 */
export type Rule<T> = readonly [test: (value: T) => boolean, message: string];

function firstFailing<T>(rules: readonly Rule<T>[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [test, message] of rules) {
      if (!test(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  };
}

/** Adds one message at a field path from an object-level rule. */
export function addIssue(ctx: z.RefinementCtx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

export const required = (message: string): Rule<string> => [(value) => value.length > 0, message];
export const lengthBetween = (min: number, max: number, message: string): Rule<string> => [
  (value) => value.length >= min && value.length <= max,
  message,
];
export const maxLength = (max: number, message: string): Rule<string> => [(value) => value.length <= max, message];
export const matches = (pattern: RegExp, message: string): Rule<string> => [(value) => pattern.test(value), message];
export const oneOf = (values: readonly string[], message: string): Rule<string> => [
  (value) => values.includes(value),
  message,
];
/** One line of text: no tab or line break (the edge lets them through for multi-line fields only). */
export const singleLine: Rule<string> = [(value) => !LINE_BREAK.test(value), INPUT_MESSAGES.lineBreaks];
/** Applies a rule only when the value is not empty (optional fields). */
export const ifPresent = ([test, message]: Rule<string>): Rule<string> => [
  (value) => value === '' || test(value),
  message,
];

/**
 * Every text field has a ceiling (issue 10): the field's own rules speak first (the spec's words), then
 * the ceiling, `TEXT_LIMITS.text` unless the field says otherwise.
 */
const withCeiling = (rules: readonly Rule<string>[], max: number): readonly Rule<string>[] => [
  ...rules,
  maxLength(max, INPUT_MESSAGES.tooLong(max)),
];

/** Trimmed text; null and undefined (a cleared Mantine Select) read as ''. */
export function textField(rules: readonly Rule<string>[] = [], max: number = TEXT_LIMITS.text) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .superRefine(firstFailing(withCeiling(rules, max)));
}

/** Text that a number input or a spreadsheet may give as a number (PO box). */
export function textOrNumberField(rules: readonly Rule<string>[] = [], max: number = TEXT_LIMITS.line) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? '' : String(value).trim()))
    .superRefine(firstFailing(withCeiling(rules, max)));
}

/** A value from a fixed list; '' when empty. The required message is also used for an unknown value. */
export function choiceField<const V extends string>(values: readonly V[], requiredMessage: string) {
  return textField([required(requiredMessage), oneOf(values, requiredMessage)]).transform((value) => value as V);
}

/** Like choiceField but may stay empty. */
export function optionalChoiceField<const V extends string>(values: readonly V[], message: string) {
  return textField([ifPresent(oneOf(values, message))]).transform((value) => value as V | '');
}

export const EMAIL_PATTERN = z.regexes.email;

/** More choices than any list offers (the country list has about 250). */
const MAX_CHOICES = 300;

/** Multi-select values (product types, countries), de-duplicated (spec 2 §5.1). */
export function multiChoiceField(values: readonly string[] | null, requiredMessage: string | null) {
  return z
    .array(z.string().max(TEXT_LIMITS.line, INPUT_MESSAGES.tooLong(TEXT_LIMITS.line)))
    .max(MAX_CHOICES, INPUT_MESSAGES.tooMany(MAX_CHOICES))
    .nullish()
    .transform((list) => [...new Set((list ?? []).map((item) => item.trim()).filter(Boolean))])
    .superRefine((list, ctx) => {
      if (requiredMessage && list.length === 0) ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (values && requiredMessage && list.some((item) => !values.includes(item))) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
      }
    });
}

export const INVALID_COUNTRY = 'Please select a valid country';

/** A country chosen from the list; stored as the list's common name whatever spelling came in. */
export function countryField(requiredMessage: string) {
  return textField([
    required(requiredMessage),
    [(value) => findCountry(value) !== undefined, INVALID_COUNTRY],
  ]).transform((value) => findCountry(value)?.name ?? value);
}

/** Several countries (countries of operation, import/export countries), stored as common names. */
export function countryListField(requiredMessage: string | null) {
  return multiChoiceField(null, requiredMessage)
    .superRefine((list, ctx) => {
      if (list.some((item) => findCountry(item) === undefined))
        ctx.addIssue({ code: 'custom', message: INVALID_COUNTRY });
    })
    .transform((list) => [...new Set(list.map((item) => findCountry(item)?.name ?? item))]);
}

/** A dialling code such as '+971'; '971' is accepted and normalised. */
export function dialCodeField(requiredMessage: string) {
  return textField([required(requiredMessage), matches(/^\+?\d{1,7}$/, requiredMessage)]).transform(normaliseDialCode);
}

/**
 * A date input. Mantine 9 date inputs hold 'YYYY-MM-DD' strings; an ISO datetime from a loaded record is
 * accepted too. Strings only, so that request schemas stay representable in the OpenAPI document.
 * Output: 'YYYY-MM-DD', or '' when empty.
 */
export const dateValue = z
  .string()
  .nullish()
  .transform((value) => {
    if (value == null || value === '') return '';
    const trimmed = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
    return isoToDateOnly(trimmed) || trimmed;
  });

/** A real calendar date (no 2027-02-30) within DATE_RANGE, so every date column can store it. */
export function isSaneDate(value: string): boolean {
  return isCalendarDate(value) && value >= DATE_RANGE.min && value <= DATE_RANGE.max;
}

export interface DateRules {
  required?: string;
  invalid: string;
  notFuture?: string;
  notPast?: string;
}

/** Date with the spec's not-future / not-past rules, compared with today's calendar date. */
export function dateField(rules: DateRules) {
  return dateValue.superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') {
      if (rules.required) fail(rules.required);
      return;
    }
    if (!isSaneDate(value)) return fail(rules.invalid);
    if (rules.notFuture && value > todayDateOnly()) return fail(rules.notFuture);
    if (rules.notPast && value < todayDateOnly()) return fail(rules.notPast);
  });
}

/**
 * Spec 2 §5.1: the expiry must be after the issue date. Checked only once both are valid dates and the
 * expiry passed its own not-past rule, so the expiry field shows one message at a time.
 */
export function checkExpiryAfterIssue(
  ctx: z.RefinementCtx,
  issued: string,
  expiry: string,
  path: PropertyKey[],
  message: string,
): void {
  if (!isCalendarDate(issued) || !isCalendarDate(expiry) || expiry < todayDateOnly()) return;
  if (expiry <= issued) ctx.addIssue({ code: 'custom', path, message });
}

/**
 * A stored date (ISO datetime, date-only, 0001-01-01, null) → the form's 'YYYY-MM-DD' or ''. Text that
 * is no date at all is kept, so the field reports it as invalid rather than missing.
 */
export function storedDateToInput(value: string | null | undefined): string {
  if (value == null || value.trim() === '') return '';
  if (value.trim().startsWith(EMPTY_DATE)) return '';
  return isoToDateOnly(value) || value.trim();
}

/** A stored record as it may arrive: any field missing or null. */
export type Loose<T> = { [K in keyof T]?: T[K] | null };

/** Optional non-negative number: Mantine NumberInput gives '' when blank. Output: number or null. */
export function optionalNumberField(negativeMessage: string) {
  return z
    .union([z.number(), z.literal('')])
    .nullish()
    .transform((value) => (typeof value === 'number' ? value : null))
    .superRefine((value, ctx) => {
      if (value !== null && value < 0) ctx.addIssue({ code: 'custom', message: negativeMessage });
    });
}

/** 'Yes' / 'No' radio answer, '' until chosen. */
export function yesNoField(requiredMessage: string) {
  return choiceField(['Yes', 'No'] as const, requiredMessage);
}

/** The fuzziness select: '0', '1' or '2' (spec 2 §3.11); numbers from files are accepted. */
export function fuzzyLevelField(requiredMessage: string) {
  return textOrNumberField([required(requiredMessage), oneOf(['0', '1', '2'], requiredMessage)]).transform(
    (value) => value as '0' | '1' | '2',
  );
}
