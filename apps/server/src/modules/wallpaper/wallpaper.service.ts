import { SINGLE_IMAGE_RULES, type Wallpaper, type WallpaperPage, type WallpaperRequest } from '@aml/contracts';
import type { Db, Tx } from '../../db/database';
import type { ActorContext } from '../../lib/actor-context';
import { notFound } from '../../lib/app-error';
import { decodeCheckedImage } from '../../lib/image-content';
import { appendAudit } from '../audit/audit.repo';
import {
  deleteWallpaper as deleteRow,
  findWallpaper,
  insertWallpaper,
  listWallpapers as listRows,
  updateWallpaper as updateRow,
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
  return db.transaction(async (tx) => {
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
  return db.transaction(async (tx) => {
    const before = await findWallpaper(tx, id);
    if (!before) throw notFound('Wallpaper not found');
    const after = await updateRow(tx, id, { status, ...image });
    await audit(tx, ctx, 'wallpaper.updated', id, describe(before), describe(after));
    return toApi(after);
  });
}

export async function deleteWallpaper(db: Db, ctx: ActorContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
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
