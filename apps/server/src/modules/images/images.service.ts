import { IMAGE_URL_PREFIX, SINGLE_IMAGE_RULES, type UploadImageRequest } from '@aml/contracts';
import type { Db } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import type { ActorContext } from '../../lib/actor-context';
import { notFound } from '../../lib/app-error';
import { decodeCheckedImage } from '../../lib/image-content';
import { appendAudit } from '../audit/audit.repo';
import { findImage, insertImage } from './images.repo';

export const imageUrl = (id: string) => `${IMAGE_URL_PREFIX}${id}`;

/**
 * POST /api/upload-image (spec 1 §5, §7): an editor image, checked by content and stored in the
 * database; the answer is the address the editor inserts (no inline base64 in articles).
 */
export async function uploadImage(db: Db, ctx: ActorContext, request: UploadImageRequest): Promise<{ url: string }> {
  const image = await decodeCheckedImage(request, SINGLE_IMAGE_RULES, 'fileBinary');
  return withPlatform(db, 'images: article image upload', async (tx) => {
    const id = await insertImage(tx, image, { blogPostId: null, createdBy: ctx.actorId });
    await appendAudit(tx, {
      tenantId: null,
      actorId: ctx.actorId,
      actorEmail: ctx.actorEmail,
      ip: ctx.ip,
      action: 'image.uploaded',
      entityType: 'image',
      entityId: id,
      after: { fileName: image.fileName, fileSize: image.data.length, contentType: image.contentType },
    });
    return { url: imageUrl(id) };
  });
}

/** GET /api/images/{id}: a stored article image; 404 for an unknown address. */
export async function getImage(db: Db, id: string) {
  const image = await findImage(db, id);
  if (!image) throw notFound('No such image');
  return image;
}
