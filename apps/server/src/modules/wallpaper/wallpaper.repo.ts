import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { wallpapers } from '../../db/schema';

/** Spec 1 §3 Wallpaper status: 0 Active, 1 Inactive. */
export const WALLPAPER_ACTIVE = 0;

/** The newest active wallpaper (several may be marked active; the login page shows one). */
export async function findActiveWallpaper(db: DbOrTx) {
  const [row] = await db
    .select({ id: wallpapers.id })
    .from(wallpapers)
    .where(eq(wallpapers.status, WALLPAPER_ACTIVE))
    .orderBy(desc(wallpapers.createdAt))
    .limit(1);
  return row;
}

export async function findWallpaperImage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ data: wallpapers.data, contentType: wallpapers.contentType, status: wallpapers.status })
    .from(wallpapers)
    .where(eq(wallpapers.id, id))
    .limit(1);
  return row;
}
