import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { images } from '../../db/schema';
import type { DecodedImage } from '../../lib/image-content';

export async function insertImage(
  db: DbOrTx,
  image: DecodedImage,
  owner: { blogPostId: string | null; createdBy: string },
): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({
      fileName: image.fileName,
      fileSize: image.data.length,
      contentType: image.contentType,
      data: image.data,
      blogPostId: owner.blogPostId,
      createdBy: owner.createdBy,
    })
    .returning({ id: images.id });
  if (!row) throw new Error('image insert returned no row');
  return row.id;
}

export async function findImage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ data: images.data, contentType: images.contentType })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row;
}

/** The files attached to posts (names and ids only; the bytes stay in the database). */
export async function findPostFiles(db: DbOrTx, blogPostIds: readonly string[]) {
  if (blogPostIds.length === 0) return [];
  return db
    .select({ id: images.id, blogPostId: images.blogPostId, fileName: images.fileName })
    .from(images)
    .where(inArray(images.blogPostId, [...blogPostIds]))
    .orderBy(asc(images.createdAt));
}

export async function deletePostFiles(db: DbOrTx, blogPostId: string): Promise<void> {
  await db.delete(images).where(eq(images.blogPostId, blogPostId));
}
