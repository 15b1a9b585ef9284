import { WALLPAPER_LIST_MESSAGES, type Wallpaper, wallpaperSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { fileToBase64 } from '../../../lib/files';
import { activeWallpaperQueryOptions } from './get-active-wallpaper';
import { wallpapersQueryKey } from './get-wallpapers';

export interface SaveWallpaperInput {
  /** Absent when adding. */
  wallpaperId?: string;
  status: number;
  /** Required when adding; when editing, only a new image is sent. */
  file: File | null;
}

/** POST /api/Wallpaper or PUT /api/Wallpaper/{wallpaperId}: status and file{filename, fileBinary}. */
export async function saveWallpaper({ wallpaperId, status, file }: SaveWallpaperInput): Promise<Wallpaper> {
  const body = { status, ...(file ? { file: { filename: file.name, fileBinary: await fileToBase64(file) } } : {}) };
  return apiRequest(wallpaperId ? `/api/Wallpaper/${encodeURIComponent(wallpaperId)}` : '/api/Wallpaper', {
    method: wallpaperId ? 'PUT' : 'POST',
    body,
    schema: wallpaperSchema,
    failureToast: serverMessageOr(WALLPAPER_LIST_MESSAGES.saveFailed),
  });
}

export function useSaveWallpaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWallpaper,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: wallpapersQueryKey });
      await queryClient.invalidateQueries({ queryKey: activeWallpaperQueryOptions().queryKey });
    },
  });
}
