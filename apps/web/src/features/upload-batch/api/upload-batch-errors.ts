import { ApiError, serverMessageOr } from '../../../lib/api-client';

/** The refusals of the workbook itself (not .xlsx, too large, wrong headers …), shown on the upload screen. */
export const FILE_REFUSALS = [400, 413, 415] as const;
export const isFileRefusal = (status: number) => (FILE_REFUSALS as readonly number[]).includes(status);

/**
 * The text of a refused workbook, or null when the failure is not one. `words` put a kind's words around the
 * server's message ('Error parsing file: ...') unless the server worded it so already; without them the message
 * is shown as the server gave it.
 */
export function fileErrorText(error: unknown, words?: (message: string) => string): string | null {
  if (!(error instanceof ApiError) || !isFileRefusal(error.status)) return null;
  if (!words || error.message.startsWith(words(''))) return error.message;
  return words(error.message);
}

/** What a 402 answer to start says: the balance left and, for a corporate batch, the screenings needed. */
export interface ShortBalance {
  balance: number;
  needed: number | null;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/**
 * The balance a 402 answer gives when it fell between the preview and the start (the server's refusal carries
 * `maxScreeningCount`, and `screeningsNeeded` when a record takes more than one); null for any other failure.
 */
export function shortBalance(error: unknown): ShortBalance | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = error.body as { maxScreeningCount?: unknown; screeningsNeeded?: unknown } | undefined;
  const balance = count(body?.maxScreeningCount);
  return balance === null ? null : { balance, needed: count(body?.screeningsNeeded) };
}

export const START_FAILED = 'The batch could not be started. Please try again.';

/** The onboarding kinds' start toast: the 503 of no list loaded says what to do; a 500 says nothing useful. */
export function onboardingStartToast(error: ApiError): string {
  if (error.status === 503 && error.body !== undefined && error.message) return error.message;
  return serverMessageOr(START_FAILED)(error);
}
