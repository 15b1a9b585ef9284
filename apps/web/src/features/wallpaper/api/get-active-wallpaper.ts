import { type ActiveWallpaper, activeWallpaperSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Spec 1 §8: the login page's own message when the wallpaper cannot be loaded. */
export const WALLPAPER_LOAD_ERROR = 'An error occurred loading the wallpaper.';

/** 404 means no wallpaper is active: the login page then shows the logo and product title. */
export async function getActiveWallpaper(): Promise<ActiveWallpaper | null> {
  try {
    // Decorative: a failure here must not toast over the sign-in form, the page falls back instead.
    return await apiRequest('/api/Wallpaper/active', { schema: activeWallpaperSchema, auth: false, quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const activeWallpaperQueryOptions = () =>
  queryOptions({ queryKey: ['wallpaper', 'active'], queryFn: getActiveWallpaper, staleTime: 5 * 60_000 });

export function useActiveWallpaper() {
  return useQuery(activeWallpaperQueryOptions());
}
