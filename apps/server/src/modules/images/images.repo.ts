import { IMAGE_URL_PREFIX } from '@aml/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { blogPosts, images } from '../../db/schema';
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

const EDITOR_IMAGE_ADDRESS = new RegExp(
  `${IMAGE_URL_PREFIX.replace(/[/]/g, '\\/')}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`,
  'gi',
);

/** The ids of the editor images an article's HTML shows (by their served address). */
export function editorImageIds(html: string): string[] {
  return [...new Set([...html.matchAll(EDITOR_IMAGE_ADDRESS)].map((m) => (m[1] ?? '').toLowerCase()))];
}

/**
 * Deletes the editor uploads among `ids` that no article shows any more, once the article that showed
 * them is deleted or saved without them. An image another article still shows (pasted across) stays;
 * an upload of a dialog still open elsewhere is not among `ids`, so it is never touched here.
 */
export async function releaseEditorImages(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(images)
    .where(
      and(
        inArray(images.id, [...ids]),
        isNull(images.blogPostId),
        sql`not exists (select 1 from ${blogPosts} where position(${IMAGE_URL_PREFIX} || ${images.id}::text in ${blogPosts.body}) > 0)`,
      ),
    )
    .returning({ id: images.id });
  return removed.length;
}
