import { z } from 'zod';

/**
 * Maximum lengths of the text fields of every request (issue 10, attack findings; decision 104). Where a
 * spec names a limit (blog title 200, summary 500, remarks 500, names 2–50 or 2–100 …) the field's own rule
 * says it first, in the spec's words; these are the ceilings of the fields the spec leaves open, chosen so
 * that no honest value is refused and no value can be large enough to hurt (an index entry of PostgreSQL
 * holds at most about 2,700 bytes, a sign-in email is hashed, looked up and written to the audit trail).
 */
export const TEXT_LIMITS = {
  /** A person's or an organisation's name. */
  name: 200,
  /** RFC 5321: a forward path holds at most 256 octets, so an address has at most 254 characters. */
  email: 254,
  /** A one-line value with no spec limit: codes, numbers, titles, tags, a file name. */
  line: 255,
  /** Any other text field of a form (its default ceiling; where the spec says less, its rule applies first). */
  text: 1000,
  /** goAML free text (reason, comments, descriptions): the 4,000 characters of the goAML schema. */
  goamlText: 4000,
  /** Article body HTML: 10,000 characters of text (spec 1 §5) plus generous room for the markup. */
  html: 200_000,
  /** A password: argon2 hashes anything, but a megabyte of password is an attack, not a secret. */
  password: 256,
  /** A refresh or access token as this server issues them, with room to spare. */
  token: 4096,
} as const;

/** Largest value of a PostgreSQL `integer` column: counts and balances are stored in one. */
export const INT32_MAX = 2_147_483_647;

/**
 * Earliest and latest dates a date field accepts: a real calendar date in a sane range (2999-12-31 is the
 * customary "does not expire"; a five-digit year is no date).
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const;

/** Texts of the edge checks (ours: the spec has no wording for these). */
export const INPUT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters (such as NUL).',
  lineBreaks: 'This field must be a single line of text.',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters.`,
  tooLarge: (max: number) => `Must be at most ${max.toLocaleString('en-US')}.`,
  tooMany: (max: number) => `At most ${max.toLocaleString('en-US')} items.`,
  notUuid: 'Not a valid identifier.',
  invalidDate: 'Not a valid date (use YYYY-MM-DD, between 1900 and 2999).',
} as const;

/**
 * Control characters refused in any text of a request. PostgreSQL cannot store NUL in text or jsonb, and
 * the other C0 controls and DEL have no place in names, emails or notes: they only serve to hide text from
 * a reader or to break a log line or a header. Tab, line feed and carriage return are typed by people into
 * multi-line fields (remarks, an article body), so JSON text may carry them (`TEXT_CONTROL`); one-line
 * values (a query string, a path segment, a file name) refuse every control (`ANY_CONTROL`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose.
export const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose.
export const ANY_CONTROL = /[\u0000-\u001F\u007F]/;

/** Tab, line feed or carriage return: refused in one-line fields (the edge allows them for multi-line text). */
export const LINE_BREAK = /[\t\n\r]/;

/** Plain string with a maximum length and, unless multi-line, no tab or line break. */
export function boundedString(max: number, options: { multiline?: boolean } = {}) {
  const base = z.string().max(max, INPUT_MESSAGES.tooLong(max));
  return options.multiline ? base : base.regex(/^[^\t\n\r]*$/, INPUT_MESSAGES.lineBreaks);
}

/** An id that is either empty (a new record) or a UUID; anything else is refused before a query sees it. */
export const optionalUuid = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || z.uuid().safeParse(value).success, INPUT_MESSAGES.notUuid);
