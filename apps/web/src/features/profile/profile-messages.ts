import { ApiError } from '../../lib/api-client';

function titleOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('title' in body)) return null;
  const { title } = body as { title: unknown };
  return typeof title === 'string' && title.trim() ? title : null;
}

/**
 * Spec 1 §7 and §8: a failure shows the server's title if present, otherwise the error message, otherwise
 * the screen's own words. Only a message the server (or the network layer) wrote counts: an answer that
 * could not be read carries no message meant for the user.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const title = titleOf(error.body);
  if (title) return title;
  if ((error.status === 0 || error.body !== undefined) && error.message) return error.message;
  return fallback;
}
