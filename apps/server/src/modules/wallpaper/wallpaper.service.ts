import {
  type ActiveWallpaper,
  SINGLE_IMAGE_RULES,
  type Wallpaper,
  type WallpaperPage,
  type WallpaperRequest,
} from '@aml/contracts';
import type { Db, Tx } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import type { ActorContext } from '../../lib/actor-context';
import { notFound } from '../../lib/app-error';
import { decodeCheckedImage } from '../../lib/image-content';
import { appendAudit } from '../audit/audit.repo';
import {
  deleteWallpaper as deleteRow,
  findActiveWallpaper,
  findWallpaper,
  findWallpaperImage,
  insertWallpaper,
  listWallpapers as listRows,
  updateWallpaper as updateRow,
  WALLPAPER_ACTIVE,
  type WallpaperImage,
  type WallpaperRow,
} from './wallpaper.repo';

/** The administrator's address of an image (any status); the public one serves only the active wallpaper. */
export const adminWallpaperPath = (id: string) => `/api/Wallpaper/${id}/file`;

const toApi = (row: WallpaperRow): Wallpaper => ({
  wallpaperId: row.id,
  filePath: adminWallpaperPath(row.id),
  fileName: row.fileName,
  fileSize: row.fileSize,
  status: row.status,
  createdDate: row.createdAt.toISOString(),
});

/** GET /api/Wallpaper/active (public): the address of the login-page wallpaper; 404 when none is active. */
export async function activeWallpaper(db: Db): Promise<ActiveWallpaper> {
  const active = await findActiveWallpaper(db);
  if (!active) throw notFound('No active wallpaper');
  return { filePath: `/api/Wallpaper/file/${active.id}` };
}

/** The image behind the public address: only an active wallpaper is served before sign-in. */
export async function publicWallpaperImage(db: Db, id: string): Promise<StoredWallpaperImage> {
  const image = await findWallpaperImage(db, id);
  if (!image || image.status !== WALLPAPER_ACTIVE) throw notFound('No such wallpaper');
  return image;
}

/** Any wallpaper's image, for the super user's management screen. */
export async function wallpaperImage(db: Db, id: string): Promise<StoredWallpaperImage> {
  const image = await findWallpaperImage(db, id);
  if (!image) throw notFound('No such wallpaper');
  return image;
}

type StoredWallpaperImage = NonNullable<Awaited<ReturnType<typeof findWallpaperImage>>>;

export async function listWallpapers(
  db: Db,
  query: { page: number; pageSize: number; status?: number },
): Promise<WallpaperPage> {
  const { rows, totalCount } = await listRows(db, query);
  return { wallpapers: rows.map(toApi), totalCount };
}

async function imageOf(file: NonNullable<WallpaperRequest['file']>): Promise<WallpaperImage> {
  const image = await decodeCheckedImage(file, SINGLE_IMAGE_RULES, 'file');
  return { fileName: image.fileName, fileSize: image.data.length, contentType: image.contentType, data: image.data };
}

/** POST /api/Wallpaper: status and an image (required on creation, spec 1 §5), checked by content. */
export async function createWallpaper(db: Db, ctx: ActorContext, request: WallpaperRequest): Promise<Wallpaper> {
  // The create schema has required the file; a missing one here is a programming error, not user input.
  if (!request.file) throw new Error('wallpaper create request without a file');
  const image = await imageOf(request.file);
  const { status } = request;
  return withPlatform(db, 'wallpapers: administration', async (tx) => {
    const row = await insertWallpaper(tx, { ...image, status });
    await audit(tx, ctx, 'wallpaper.created', row.id, undefined, describe(row));
    return toApi(row);
  });
}

/** PUT /api/Wallpaper/{id}: status, and the image only when a new one is sent. */
export async function updateWallpaper(
  db: Db,
  ctx: ActorContext,
  id: string,
  request: WallpaperRequest,
): Promise<Wallpaper> {
  const image = request.file ? await imageOf(request.file) : undefined;
  const { status } = request;
  return withPlatform(db, 'wallpapers: administration', async (tx) => {
    const before = await findWallpaper(tx, id);
    if (!before) throw notFound('Wallpaper not found');
    const after = await updateRow(tx, id, { status, ...image });
    await audit(tx, ctx, 'wallpaper.updated', id, describe(before), describe(after));
    return toApi(after);
  });
}

export async function deleteWallpaper(db: Db, ctx: ActorContext, id: string): Promise<void> {
  await withPlatform(db, 'wallpapers: administration', async (tx) => {
    const before = await findWallpaper(tx, id);
    if (!before) throw notFound('Wallpaper not found');
    await deleteRow(tx, id);
    await audit(tx, ctx, 'wallpaper.deleted', id, describe(before), undefined);
  });
}

const describe = ({ createdAt: _c, ...row }: WallpaperRow) => row;

function audit(tx: Tx, ctx: ActorContext, action: string, entityId: string, before: unknown, after: unknown) {
  return appendAudit(tx, {
    tenantId: null,
    actorId: ctx.actorId,
    actorEmail: ctx.actorEmail,
    ip: ctx.ip,
    action,
    entityType: 'wallpaper',
    entityId,
    before,
    after,
  });
}
