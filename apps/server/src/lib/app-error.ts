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
 * A rule a service checks after the request schema (an email already in use, image content that is not
 * what its name says): the same 400 VALIDATION shape as a schema failure, so forms place it alike.
 */
export const invalid = (issues: readonly FieldIssue[]) =>
  new AppError(ERROR_CODES.validation, 400, [...new Set(issues.map((i) => i.message))].join(', '), {
    issues,
    errors: issues.map((i) => i.message),
  });
