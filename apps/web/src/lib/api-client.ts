import { type ApiError as ApiErrorBody, apiErrorSchema, authResultSchema } from '@aml/contracts';
import type { ZodType } from 'zod';
import { fileNameFromContentDisposition } from './files';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './session';
import { toastError } from './toast';

/** Spec 1 §8 "Session and general", verbatim. */
export const API_MESSAGES = {
  sessionExpired: 'Session expired. Please log in again.',
  refreshWithoutTokens: 'Failed to refresh tokens. Please log in again.',
  refreshFailed: 'Error refreshing token',
  invalidCredentials: 'Invalid Credentials',
  network: 'Unable to connect, Please try again later',
  generic: 'Something went wrong.',
} as const;

const REFRESH_PATH = '/api/Authentication/RefreshToken';

/** A failed call. status 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiErrorBody['issues'];
  /** The parsed JSON answer, for calls whose failure body carries more than the error model (e.g. `errors`). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown, issues?: ApiErrorBody['issues']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.issues = issues;
  }
}

/** The refresh failed: the user has been told and sent to /login already, so callers show nothing more. */
export class SessionEndedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionEndedError';
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * JSON body, or FormData for an upload. A function is called again for every attempt, so a call retried after a token refresh
   * sends current values (log out must send the rotated refresh token, not the one it replaced).
   */
  body?: unknown;
  /** Contract schema for the answer; without one the answer is ignored (204 and the like). */
  schema?: ZodType<T>;
  /** Send the bearer token and refresh on 401. Default true; the sign-in and public calls turn it off. */
  auth?: boolean;
  /** Failures the calling screen presents itself (a form alert): true for all, or the HTTP statuses. */
  quiet?: boolean | readonly number[];
  /** Spec 1 §8: the sign-in call's 400 toasts 'Invalid Credentials'. */
  badRequestMessage?: string;
  /**
   * The calling screen's own wording for a failure (the spec's catalogues: 'Failed to save tenant' …),
   * shown instead of the generic message. Network failures and ended sessions keep their own policy.
   * Null: this failure is one the screen presents itself (a save kept as Pending shows as a warning).
   */
  failureToast?: (error: ApiError) => string | null;
  signal?: AbortSignal;
}

let onSessionEnded: () => void = () => window.location.assign('/login');

/** The app plugs in its router here, so a failed refresh navigates without reloading the page. */
export function configureApiClient(options: { onSessionEnded: () => void }): void {
  onSessionEnded = options.onSessionEnded;
}

export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    const response = await send(path, options);
    return await readAnswer(response, options.schema);
  } catch (error) {
    const message = failureMessage(error, options);
    if (message) toastError(message);
    throw error;
  }
}

/** The one error → toast policy of spec 1 §8; null when nothing is to be shown. */
export function failureMessage(
  error: unknown,
  options: Pick<RequestOptions<unknown>, 'quiet' | 'badRequestMessage' | 'failureToast'>,
): string | null {
  if (error instanceof SessionEndedError || isAbort(error)) return null;
  if (!(error instanceof ApiError)) return API_MESSAGES.generic;
  const { quiet } = options;
  if (quiet === true || (Array.isArray(quiet) && quiet.includes(error.status))) return null;
  if (error.status === 0) return API_MESSAGES.network;
  if (options.failureToast) return options.failureToast(error);
  if (error.status === 400 && options.badRequestMessage) return options.badRequestMessage;
  // The sign-in lockout's own wording tells the user how long to wait; "Something went wrong." would not.
  if (error.code === 'RATE_LIMITED') return error.message;
  return API_MESSAGES.generic;
}

/**
 * Spec 1 §8 (news): "the server's message field is shown when present". Only a 4xx carries a message
 * meant for the user; a 5xx says nothing useful, so the screen's own wording is shown.
 */
export function serverMessageOr(fallback: string): (error: ApiError) => string {
  return (error) =>
    error.status >= 400 && error.status < 500 && error.body !== undefined && error.message ? error.message : fallback;
}

/** A binary answer (an image behind the bearer token), with the same refresh and toast policy. */
export async function apiBlob(
  path: string,
  options: Omit<RequestOptions<never>, 'schema' | 'body'> = {},
): Promise<Blob> {
  try {
    const response = await send(path, options);
    return await response.blob();
  } catch (error) {
    const message = failureMessage(error, options);
    if (message) toastError(message);
    throw error;
  }
}

/** A file download behind the bearer token: its content and the name its Content-Disposition gives. */
export async function apiFile(
  path: string,
  options: Omit<RequestOptions<never>, 'schema' | 'body'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  try {
    const response = await send(path, options);
    return {
      blob: await response.blob(),
      fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
    };
  } catch (error) {
    const message = failureMessage(error, options);
    if (message) toastError(message);
    throw error;
  }
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<Response> {
  const useAuth = options.auth !== false;
  const sentToken = useAuth ? getAccessToken() : null;
  let response = await fetchOnce(path, options, sentToken);
  // Spec 1 §7: a server 500 on a read is retried once, without going through the refresh logic again.
  if (response.status === 500 && (options.method ?? 'GET') === 'GET') {
    response = await fetchOnce(path, options, sentToken);
  }
  if (response.status === 401 && useAuth) {
    const token = await tokenAfterUnauthorized(sentToken);
    response = await fetchOnce(path, options, token);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function fetchOnce<T>(path: string, options: RequestOptions<T>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const body = typeof options.body === 'function' ? options.body() : options.body;
  // A FormData body (file uploads) is sent as multipart; the browser writes its Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'NETWORK', API_MESSAGES.network);
  }
}

async function readAnswer<T>(response: Response, schema: ZodType<T> | undefined): Promise<T> {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', API_MESSAGES.generic);
  return parsed.data;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.code, parsed.data.message, body, parsed.data.issues);
  }
  return new ApiError(response.status, `HTTP_${response.status}`, response.statusText || API_MESSAGES.generic, body);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

// Single-flight refresh (spec 1 §4): the first 401 starts one refresh; every request answered 401 while it
// runs waits for the same promise and is then retried with the new token.
let refreshInFlight: Promise<string> | null = null;

async function tokenAfterUnauthorized(sentToken: string | null): Promise<string> {
  const current = getAccessToken();
  // Sent with a token that a finished refresh has already replaced: retry with the new one, refresh no more.
  if (sentToken && current && current !== sentToken) return current;
  // The session ended (refresh failed, or log out) while this request was on its way: nothing to retry.
  if (sentToken && !current) throw new SessionEndedError(API_MESSAGES.sessionExpired);
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Tabs share the stored tokens but not this module: a browser lock makes the tabs of one browser refresh
 * one at a time, and a tab that gets the lock after another tab's refresh uses the pair that tab stored
 * instead of spending a refresh token that is already spent. The server's grace window (decision 104)
 * covers browsers without the lock API and two browsers racing.
 */
const REFRESH_LOCK = 'aml-token-refresh';

async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? ((await locks.request(REFRESH_LOCK, work)) as T) : work();
}

async function refreshTokens(): Promise<string> {
  const seenRefreshToken = getRefreshToken();
  return withRefreshLock(async () => {
    const token = getAccessToken();
    const refreshToken = getRefreshToken();
    if (!token || !refreshToken) return endSession(API_MESSAGES.sessionExpired);
    // Another tab refreshed while this one waited for the lock: its pair is already stored.
    if (seenRefreshToken && refreshToken !== seenRefreshToken) return token;
    return exchange(token, refreshToken);
  });
}

async function exchange(token: string, refreshToken: string): Promise<string> {
  let answer: unknown;
  try {
    // Refresh tokens rotate: the answer's pair replaces the stored one, the old refresh token is now spent.
    const response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, refreshToken }),
    });
    answer = await response.json();
  } catch {
    return adoptNewerPair(refreshToken) ?? endSession(API_MESSAGES.refreshFailed);
  }
  const parsed = authResultSchema.safeParse(answer);
  if (!parsed.success) return adoptNewerPair(refreshToken) ?? endSession(API_MESSAGES.refreshFailed);
  const result = parsed.data;
  if (!result.result) {
    return adoptNewerPair(refreshToken) ?? endSession(result.errors.join(', ') || API_MESSAGES.refreshFailed);
  }
  if (!result.token || !result.refreshToken) return endSession(API_MESSAGES.refreshWithoutTokens);
  storeTokens(result.token, result.refreshToken);
  return result.token;
}

/**
 * A refresh refused because another tab (without the lock API) exchanged the same token first: that tab
 * has stored a newer pair, which this tab uses instead of signing the user out.
 */
function adoptNewerPair(spentRefreshToken: string): string | null {
  const stored = getRefreshToken();
  const token = getAccessToken();
  return stored && token && stored !== spentRefreshToken ? token : null;
}

function endSession(message: string): never {
  clearSession();
  toastError(message);
  onSessionEnded();
  throw new SessionEndedError(message);
}
