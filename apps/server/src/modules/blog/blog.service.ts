import {
  BLOG_IMAGE_RULES,
  BLOG_MESSAGES,
  BLOG_STATUS_OPTIONS,
  type BlogPost,
  type BlogPostPage,
  type BlogPostRequest,
  type BlogPostSaveResult,
  htmlToText,
  NEWS_MESSAGES,
} from '@aml/contracts';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import type { ActorContext } from '../../lib/actor-context';
import { invalid, notFound } from '../../lib/app-error';
import { sanitiseArticleHtml } from '../../lib/html-sanitiser';
import { decodeCheckedImage } from '../../lib/image-content';
import { appendAudit } from '../audit/audit.repo';
import {
  deletePostFiles,
  editorImageIds,
  findPostFiles,
  insertImage,
  releaseEditorImages,
} from '../images/images.repo';
import { imageUrl } from '../images/images.service';
import {
  type BlogPostFields,
  type BlogPostRow,
  deletePost,
  findPost,
  insertPost,
  listPosts,
  updatePost,
} from './blog.repo';

/** The post in the API shape of spec 1 §3, its files linked by address. */
async function toApi(db: DbOrTx, rows: readonly BlogPostRow[]): Promise<BlogPost[]> {
  const files = await findPostFiles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    blogPostId: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    tags: row.tags,
    status: row.status,
    createdDate: row.createdAt.toISOString(),
    files: files.filter((f) => f.blogPostId === row.id).map((f) => ({ filename: f.fileName, url: imageUrl(f.id) })),
  }));
}

async function toApiOne(db: DbOrTx, row: BlogPostRow): Promise<BlogPost> {
  const [post] = await toApi(db, [row]);
  if (!post) throw new Error('post mapping lost its row');
  return post;
}

export async function listBlogPosts(
  db: Db,
  query: { page: number; pageSize: number; status?: number },
): Promise<BlogPostPage> {
  const { rows, totalCount } = await listPosts(db, query);
  return { posts: await toApi(db, rows), totalCount };
}

/** The public News Room (issue 5): Active articles only, newest first; Draft and Archived never. */
export async function listNewsRoom(db: Db, query: { page: number; pageSize: number }): Promise<BlogPostPage> {
  return listBlogPosts(db, { ...query, status: 1 });
}

export async function getNewsRoomArticle(db: Db, id: string): Promise<BlogPost> {
  const row = await findPost(db, id, { activeOnly: true });
  if (!row) throw notFound(NEWS_MESSAGES.articleNotFound);
  return toApiOne(db, row);
}

/**
 * Stored fields: the body sanitised (stored XSS comes back inert), and checked again after sanitising,
 * since a body made only of dropped markup has no content left.
 */
function fieldsOf(request: BlogPostRequest): BlogPostFields {
  const body = sanitiseArticleHtml(request.body);
  if (htmlToText(body) === '') throw invalid([{ path: 'body', message: BLOG_MESSAGES.bodyEmpty }]);
  return {
    title: request.title,
    summary: request.summary ?? null,
    body,
    tags: request.tags ?? null,
    status: request.status,
  };
}

/** The post's files (spec 1 §3 files), decoded and checked by content before anything is written. */
async function decodeFiles(request: BlogPostRequest) {
  const files = [];
  for (const file of request.files ?? []) files.push(await decodeCheckedImage(file, BLOG_IMAGE_RULES, 'files'));
  return files;
}

const auditPost = (row: BlogPostRow) => row;

export async function createBlogPost(db: Db, ctx: ActorContext, request: BlogPostRequest): Promise<BlogPostSaveResult> {
  const fields = fieldsOf(request);
  const files = await decodeFiles(request);
  return withPlatform(db, 'blog: news administration', async (tx) => {
    const row = await insertPost(tx, { ...fields, createdBy: ctx.actorId });
    await attachFiles(tx, ctx, row.id, files);
    await audit(tx, ctx, 'blog_post.created', row.id, undefined, {
      ...auditPost(row),
      files: files.map((f) => f.fileName),
    });
    return { message: NEWS_MESSAGES.created, post: await toApiOne(tx, row) };
  });
}

/** PUT /api/BlogPost/{id}: the same payload; files, when sent, replace the post's files. */
export async function updateBlogPost(
  db: Db,
  ctx: ActorContext,
  id: string,
  request: BlogPostRequest,
): Promise<BlogPostSaveResult> {
  const fields = fieldsOf(request);
  const files = request.files ? await decodeFiles(request) : null;
  return withPlatform(db, 'blog: news administration', async (tx) => {
    const before = await findPost(tx, id);
    if (!before) throw notFound('Blog post not found');
    const after = await updatePost(tx, id, fields);
    const shown = new Set(editorImageIds(after.body));
    await releaseEditorImages(
      tx,
      editorImageIds(before.body).filter((imageId) => !shown.has(imageId)),
    );
    if (files) {
      await deletePostFiles(tx, id);
      await attachFiles(tx, ctx, id, files);
    }
    await audit(tx, ctx, 'blog_post.updated', id, auditPost(before), {
      ...auditPost(after),
      ...(files ? { files: files.map((f) => f.fileName) } : {}),
    });
    return { message: NEWS_MESSAGES.updated, post: await toApiOne(tx, after) };
  });
}

async function attachFiles(
  tx: Tx,
  ctx: ActorContext,
  blogPostId: string,
  files: Awaited<ReturnType<typeof decodeFiles>>,
) {
  for (const file of files) await insertImage(tx, file, { blogPostId, createdBy: ctx.actorId });
}

export async function deleteBlogPost(db: Db, ctx: ActorContext, id: string): Promise<{ message: string }> {
  return withPlatform(db, 'blog: news administration', async (tx) => {
    const before = await findPost(tx, id);
    if (!before) throw notFound('Blog post not found');
    await deletePost(tx, id);
    await releaseEditorImages(tx, editorImageIds(before.body));
    await audit(tx, ctx, 'blog_post.deleted', id, auditPost(before), undefined);
    return { message: NEWS_MESSAGES.deleted };
  });
}

/** Spec 1 §4: any status can move to any other. */
export async function setBlogPostStatus(
  db: Db,
  ctx: ActorContext,
  id: string,
  status: number,
): Promise<{ message: string }> {
  if (!BLOG_STATUS_OPTIONS.some((option) => option.value === status)) {
    throw invalid([{ path: 'status', message: BLOG_MESSAGES.status }]);
  }
  return withPlatform(db, 'blog: news administration', async (tx) => {
    const before = await findPost(tx, id);
    if (!before) throw notFound('Blog post not found');
    await updatePost(tx, id, { status });
    await audit(tx, ctx, 'blog_post.status_changed', id, { status: before.status }, { status });
    return { message: NEWS_MESSAGES.statusUpdated };
  });
}

function audit(tx: Tx, ctx: ActorContext, action: string, entityId: string, before: unknown, after: unknown) {
  return appendAudit(tx, {
    tenantId: null,
    actorId: ctx.actorId,
    actorEmail: ctx.actorEmail,
    ip: ctx.ip,
    action,
    entityType: 'blog_post',
    entityId,
    before,
    after,
  });
}
