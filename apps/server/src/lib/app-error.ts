import { ERROR_CODES, type ErrorCode } from '@aml/contracts';

/**
 * The one error type thrown by services (ARCHITECTURE §4). `extra` carries fields that a legacy call
 * of the spec reads besides code/message (for example `result` and `errors` on the auth calls).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers the answer must carry (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(ERROR_CODES.notFound, 404, message);
export const forbidden = (message = 'You do not have permission to perform this action') =>
  new AppError(ERROR_CODES.forbidden, 403, message);
export const unauthenticated = (message = 'Session expired. Please log in again.') =>
  new AppError(ERROR_CODES.unauthenticated, 401, message);

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The body of every 400 VALIDATION answer (ARCHITECTURE §4): `issues` for forms to place, and `errors`
 * (the messages alone), which is what the spec's screens read from a 400. Built here only.
 */
export function validationBody(issues: readonly FieldIssue[], fallbackMessage = 'Invalid request') {
  return {
    code: ERROR_CODES.validation,
    // One message per distinct refusal: a rule broken by several fields is said once.
    message: [...new Set(issues.map((i) => i.message))].join(', ') || fallbackMessage,
    issues,
    errors: issues.map((i) => i.message),
  };
}

/**
 * A rule checked after the request schema (an email already in use, image content that is not what its
 * name says, a missing upload): the same 400 VALIDATION answer as a schema failure, so forms place it alike.
 */
export function invalid(issues: readonly FieldIssue[]): AppError {
  const { code, message, ...extra } = validationBody(issues);
  return new AppError(code, 400, message, extra);
}

/** One field's refusal, e.g. `invalidField('file', 'Choose a file.')`. */
export const invalidField = (path: string, message: string): AppError => invalid([{ path, message }]);
