import { count, desc, eq } from 'drizzle-orm';
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

export type WallpaperRow = Omit<typeof wallpapers.$inferSelect, 'data'>;
const listColumns = {
  id: wallpapers.id,
  fileName: wallpapers.fileName,
  fileSize: wallpapers.fileSize,
  contentType: wallpapers.contentType,
  status: wallpapers.status,
  createdAt: wallpapers.createdAt,
};

/** One page, newest first, optionally of one status; without the image bytes. */
export async function listWallpapers(db: DbOrTx, query: { page: number; pageSize: number; status?: number }) {
  const where = query.status === undefined ? undefined : eq(wallpapers.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(wallpapers)
      .where(where)
      .orderBy(desc(wallpapers.createdAt), desc(wallpapers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(wallpapers).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findWallpaper(db: DbOrTx, id: string): Promise<WallpaperRow | undefined> {
  const [row] = await db.select(listColumns).from(wallpapers).where(eq(wallpapers.id, id)).limit(1);
  return row;
}

export interface WallpaperImage {
  fileName: string;
  fileSize: number;
  contentType: string;
  data: Buffer;
}

export async function insertWallpaper(db: DbOrTx, values: WallpaperImage & { status: number }): Promise<WallpaperRow> {
  const [row] = await db.insert(wallpapers).values(values).returning(listColumns);
  if (!row) throw new Error('wallpaper insert returned no row');
  return row;
}

export async function updateWallpaper(
  db: DbOrTx,
  id: string,
  values: { status: number } & Partial<WallpaperImage>,
): Promise<WallpaperRow> {
  const [row] = await db.update(wallpapers).set(values).where(eq(wallpapers.id, id)).returning(listColumns);
  if (!row) throw new Error('wallpaper update returned no row');
  return row;
}

export async function deleteWallpaper(db: DbOrTx, id: string): Promise<void> {
  await db.delete(wallpapers).where(eq(wallpapers.id, id));
}
