import { messageResultSchema, WALLPAPER_LIST_MESSAGES } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { activeWallpaperQueryOptions } from './get-active-wallpaper';
import { wallpapersQueryKey } from './get-wallpapers';

/** DELETE /api/Wallpaper/{id}. */
export function deleteWallpaper(id: string) {
  return apiRequest(`/api/Wallpaper/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResultSchema,
    failureToast: serverMessageOr(WALLPAPER_LIST_MESSAGES.deleteFailed),
  });
}

export function useDeleteWallpaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWallpaper,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: wallpapersQueryKey });
      await queryClient.invalidateQueries({ queryKey: activeWallpaperQueryOptions().queryKey });
    },
  });
}
