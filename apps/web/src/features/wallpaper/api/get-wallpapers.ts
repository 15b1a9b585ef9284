import { FIXED_PAGE_SIZE, WALLPAPER_LIST_MESSAGES, type WallpaperPage, wallpaperPageSchema } from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';

/** GET /api/Wallpaper?page={n}&pageSize=10[&status={0|1}] (spec 1 §7). */
export function getWallpapers(page: number): Promise<WallpaperPage> {
  return apiRequest(`/api/Wallpaper?page=${page}&pageSize=${FIXED_PAGE_SIZE}`, {
    schema: wallpaperPageSchema,
    failureToast: serverMessageOr(WALLPAPER_LIST_MESSAGES.fetchFailed),
  });
}

/** Every list page and the login page's active wallpaper are refreshed after a change. */
export const wallpapersQueryKey = ['wallpaper', 'list'] as const;

export const wallpapersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...wallpapersQueryKey, page],
    queryFn: () => getWallpapers(page),
    placeholderData: keepPreviousData,
  });

export function useWallpapers(page: number) {
  return useQuery(wallpapersQueryOptions(page));
}
