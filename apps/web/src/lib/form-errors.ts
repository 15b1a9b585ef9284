import { ApiError } from './api-client';

/**
 * Places a 400 VALIDATION answer's issues on the form's fields (ARCHITECTURE §4: the server speaks the
 * form's paths). `mapPath` re-roots or drops a path; returns whether anything was placed.
 */
export function applyServerIssues(
  error: unknown,
  setFieldError: (path: string, message: string) => void,
  mapPath: (path: string) => string | null = (path) => path,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.issues?.length) return false;
  let placed = false;
  for (const issue of error.issues) {
    const path = mapPath(issue.path);
    if (path) {
      setFieldError(path, issue.message);
      placed = true;
    }
  }
  return placed;
}
