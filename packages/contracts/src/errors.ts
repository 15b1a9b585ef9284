import { z } from 'zod';

/** The one error body every API failure uses (ARCHITECTURE §4 "One error model"). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field-level problems of a 400 VALIDATION answer, placed on form fields by the browser. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  /** Sign-in refusals (spec 1 §7 login answers). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountBlocked: 'ACCOUNT_BLOCKED',
  /** Screening (spec 3 §7): no balance left, or no list loaded to screen against. */
  screeningBalanceExhausted: 'SCREENING_BALANCE_EXHAUSTED',
  noWatchlistLoaded: 'NO_WATCHLIST_LOADED',
  /** A list file the parser refused (422, with the file, line or element at fault). */
  listParseError: 'LIST_PARSE_ERROR',
  /** A list file that looks cut short, held until the super user confirms it (409). */
  listImportHeld: 'LIST_IMPORT_HELD',
  /** ID scan: the image could not be read (422), or too many scans are waiting (503). */
  idScanFailed: 'ID_SCAN_FAILED',
  idScanBusy: 'ID_SCAN_BUSY',
  /** DPMSR XML (422): the goAML file lacks required values (the fields come with it), or is below AED 55,000. */
  dpmsrIncomplete: 'DPMSR_INCOMPLETE',
  dpmsrNotEligible: 'DPMSR_NOT_ELIGIBLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
