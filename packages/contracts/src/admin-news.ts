import { z } from 'zod';
import { FIXED_PAGE_SIZE } from './options/limits';
import { fileNameSchema } from './schemas/files';

/** Spec 1 §8 "News", verbatim. */
export const NEWS_MESSAGES = {
  fetchFailed: 'Failed to fetch blogs',
  created: 'Blog created successfully!',
  updated: 'Blog updated successfully!',
  saveFailed: 'Failed to save blog',
  deleted: 'Blog deleted successfully!',
  deleteFailed: 'Failed to delete blog',
  statusUpdated: 'Status updated successfully!',
  statusFailed: 'Failed to update status',
  uploadFailed: 'Failed to upload image',
  empty: 'No articles found.',
  confirmDelete: 'Are you sure you want to delete this blog post? This action cannot be undone.',
  /** Ours: the public News Room's empty state and missing article. */
  newsRoomEmpty: 'No news yet.',
  articleNotFound: 'Article not found',
} as const;

/** A file of a post as answered: stored images are linked by address, never echoed as base64. */
export const blogPostFileSchema = z.object({ filename: z.string(), url: z.string() });

/** Spec 1 §3 Blog post. `body` is the sanitised HTML the server stored. */
export const blogPostSchema = z.object({
  blogPostId: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  tags: z.string().nullable(),
  status: z.number().int(),
  createdDate: z.string(),
  files: z.array(blogPostFileSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Answer of GET /api/BlogPost/tenant-posts (spec 1 §7: "posts list and totalCount"). */
export const blogPostPageSchema = z.object({ posts: z.array(blogPostSchema), totalCount: z.number().int() });
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** A page number a list could have (a larger one would only make the database skip billions of rows). */
const pageNumber = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(FIXED_PAGE_SIZE);

/** Query of GET /api/BlogPost/tenant-posts?page={n}&pageSize=10[&status={0|1|2}]. */
export const blogPostListQuerySchema = z.object({
  page: pageNumber,
  pageSize,
  status: z.coerce.number().int().min(0).max(2).optional(),
});
export type BlogPostListQuery = z.infer<typeof blogPostListQuerySchema>;

/** Query of the public News Room list: Active articles only, newest first. */
export const newsRoomQuerySchema = z.object({ page: pageNumber, pageSize });

/** Answer of a save ("server message shown when present"). */
export const blogPostSaveResultSchema = z.object({ message: z.string(), post: blogPostSchema });
export type BlogPostSaveResult = z.infer<typeof blogPostSaveResultSchema>;

/** Body of POST /api/upload-image (spec 1 §7). */
export const uploadImageRequestSchema = z.object({ filename: fileNameSchema, fileBinary: z.string().min(1) });
export type UploadImageRequest = z.infer<typeof uploadImageRequestSchema>;
/** Answer of POST /api/upload-image: the address inserted into the article body. */
export const uploadImageResultSchema = z.object({ url: z.string() });
export type UploadImageResult = z.infer<typeof uploadImageResultSchema>;

/** Images are served from here; the sanitiser keeps only <img> sources under this path. */
export const IMAGE_URL_PREFIX = '/api/images/';

/** A plain "it worked" answer with the server's message (delete, status change). */
export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;
