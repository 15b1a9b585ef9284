import {
  type WatchlistUploadResult,
  watchlistHeldSchema,
  watchlistRejectionSchema,
  watchlistUploadResultSchema,
} from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, SessionEndedError } from '../../../lib/api-client';
import { watchlistsQueryOptions } from './get-watchlists';

/**
 * POST /api/watchlists/upload: one list file, or the files of one OFAC CSV set. Failures are shown on
 * the screen itself (the parser's message names the line or element), so no toast here.
 */
export function uploadWatchlist(files: readonly File[]): Promise<WatchlistUploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiRequest('/api/watchlists/upload', {
    method: 'POST',
    body: form,
    schema: watchlistUploadResultSchema,
    quiet: true,
  });
}

export function useUploadWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWatchlist,
    // A refused file is recorded too, so the import history changes either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistsQueryOptions().queryKey }),
  });
}

/** Whether a failed upload was held for confirmation (issue 10) rather than refused. */
export function isHeldUpload(error: unknown): boolean {
  return error instanceof ApiError && watchlistHeldSchema.safeParse(error.body).success;
}

/** The text to show for a failed upload or confirmation; null when the session ended (the user is on the way to /login). */
export function uploadErrorMessage(error: unknown): string | null {
  if (error instanceof SessionEndedError) return null;
  if (error instanceof ApiError) {
    const rejection = watchlistRejectionSchema.safeParse(error.body);
    if (rejection.success) return rejection.data.message;
    const held = watchlistHeldSchema.safeParse(error.body);
    if (held.success) return held.data.message;
    if (error.status === 0) return 'Unable to connect, Please try again later';
    if (error.status === 400 || error.status === 404 || error.status === 409 || error.status === 413)
      return error.message;
  }
  return 'Something went wrong.';
}
