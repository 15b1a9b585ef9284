import { z } from 'zod';
import { MB } from './options/limits';

/** Spec 1 §8 "Wallpaper", verbatim; the empty state and confirmation of §2.10. */
export const WALLPAPER_LIST_MESSAGES = {
  fetchFailed: 'Failed to fetch wallpapers',
  created: 'Wallpaper created successfully!',
  updated: 'Wallpaper updated successfully!',
  saveFailed: 'Failed to save wallpaper',
  deleted: 'Wallpaper deleted successfully!',
  deleteFailed: 'Failed to delete wallpaper',
  empty: 'No wallpapers found.',
  confirmDelete: 'Are you sure you want to delete this wallpaper? This action cannot be undone.',
} as const;

/**
 * Spec 1 §3 Wallpaper. `filePath` is the address of the image for the signed-in administrator
 * (inactive ones too); the login page uses the public `api/Wallpaper/active` instead.
 */
export const wallpaperSchema = z.object({
  wallpaperId: z.string(),
  filePath: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: z.number().int(),
  createdDate: z.string(),
});
export type Wallpaper = z.infer<typeof wallpaperSchema>;

/** Spec 1 §7 GET api/Wallpaper/active (public, for the login page): 404 when none is active. */
export const activeWallpaperSchema = z.object({ filePath: z.string() });
export type ActiveWallpaper = z.infer<typeof activeWallpaperSchema>;

/** Answer of GET /api/Wallpaper (spec 1 §7: "wallpapers list and totalCount"). */
export const wallpaperPageSchema = z.object({ wallpapers: z.array(wallpaperSchema), totalCount: z.number().int() });
export type WallpaperPage = z.infer<typeof wallpaperPageSchema>;

/** Query of GET /api/Wallpaper?page={n}&pageSize=10[&status={0|1}]. */
export const wallpaperListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type WallpaperListQuery = z.infer<typeof wallpaperListQuerySchema>;

/** Spec 1 §3: file sizes are shown in MB with 2 decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(2)} MB`;
}
