import { type WatchlistUploadResult, watchlistUploadResultSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchlistsQueryOptions } from './get-watchlists';

/**
 * POST /api/watchlists/imports/:id/confirm (issue 10): the super user imports a held file after all, from
 * the copy the server kept. The outcome is shown on the screen itself, so no toast here.
 */
export function confirmHeldImport(importId: string): Promise<WatchlistUploadResult> {
  return apiRequest(`/api/watchlists/imports/${encodeURIComponent(importId)}/confirm`, {
    method: 'POST',
    schema: watchlistUploadResultSchema,
    quiet: true,
  });
}

export function useConfirmHeldImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmHeldImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistsQueryOptions().queryKey }),
  });
}
