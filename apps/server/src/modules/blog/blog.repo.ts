import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { blogPosts } from '../../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostFields = Pick<typeof blogPosts.$inferInsert, 'title' | 'summary' | 'body' | 'tags' | 'status'>;

/** Spec 1 §3 blog status 1 is Active: the only status the public News Room shows. */
export const BLOG_ACTIVE = 1;

/** One page, newest first, optionally of one status; with the total for the pager. */
export async function listPosts(db: DbOrTx, query: { page: number; pageSize: number; status?: number }) {
  const where = query.status === undefined ? undefined : eq(blogPosts.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findPost(db: DbOrTx, id: string, options: { activeOnly?: boolean } = {}) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), options.activeOnly ? eq(blogPosts.status, BLOG_ACTIVE) : undefined))
    .limit(1);
  return row;
}

export async function insertPost(db: DbOrTx, values: BlogPostFields & { createdBy: string }): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('post insert returned no row');
  return row;
}

export async function updatePost(db: DbOrTx, id: string, values: Partial<BlogPostFields>): Promise<BlogPostRow> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!row) throw new Error('post update returned no row');
  return row;
}

/** Deletes the post; its attached files go with it (ON DELETE CASCADE). */
export async function deletePost(db: DbOrTx, id: string): Promise<void> {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}
