import { z } from 'zod';
import { INPUT_MESSAGES, TEXT_LIMITS } from '../input-limits';
import {
  BLOG_STATUS_OPTIONS,
  DEFAULT_BLOG_STATUS,
  WALLPAPER_STATUS_OPTIONS,
  type WallpaperStatus,
} from '../options/tenant';
import { addIssue, maxLength, required, singleLine, textField } from './fields';
import { addFileIssues, BLOG_IMAGE_RULES, checkFileItems, fileNameSchema, SINGLE_IMAGE_RULES } from './files';

/** Spec 1 §5 blog form messages, verbatim. */
export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  titleMax: 'Title must be less than 200 characters',
  summaryMax: 'Summary must be less than 500 characters',
  bodyRequired: 'Blog content is required',
  bodyEmpty: 'Blog content cannot be empty after removing HTML tags',
  bodyMax: 'Blog content must be less than 10,000 characters (excluding HTML)',
  tagsMax: 'Tags must be less than 500 characters',
  status: 'Status must be 0, 1 or 2',
  noEditor: 'No file selected or editor not initialized',
  /** Ours: spec 1 §5 says inline base64 images are not allowed but gives no message. */
  inlineImage: 'Images must be uploaded, not pasted inline',
} as const;

const M = BLOG_MESSAGES;

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

/** The text a reader sees: tags removed, common entities decoded, whitespace collapsed (spec 1 §5). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec 1 §5: images are uploaded and inserted by address, never as inline data. */
export function hasInlineImage(html: string): boolean {
  return /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html);
}

/**
 * The limits are "less than N characters" in the messages and "at most N" in spec 1 §9; the numbers
 * are maxima (a title of exactly 200 characters is accepted).
 */
export const blogFormSchema = z.object({
  title: textField([required(M.titleRequired), maxLength(200, M.titleMax), singleLine]),
  summary: textField([maxLength(500, M.summaryMax)]),
  body: z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .superRefine((html, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (html.trim() === '') return fail(M.bodyRequired);
      // Markup beyond this is no article: refused before the text is extracted from it.
      if (html.length > TEXT_LIMITS.html) return fail(INPUT_MESSAGES.tooLong(TEXT_LIMITS.html));
      const text = htmlToText(html);
      if (text === '') return fail(M.bodyEmpty);
      if (text.length > 10_000) return fail(M.bodyMax);
      if (hasInlineImage(html)) return fail(M.inlineImage);
    }),
  tags: textField([maxLength(500, M.tagsMax), singleLine]),
  status: z
    .number()
    .nullish()
    .transform((value) => value ?? DEFAULT_BLOG_STATUS)
    .superRefine((value, ctx) => {
      if (!BLOG_STATUS_OPTIONS.some((option) => option.value === value))
        ctx.addIssue({ code: 'custom', message: M.status });
    }),
});
export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogFormValues = z.output<typeof blogFormSchema>;

const imageItemSchema = z.object({ filename: fileNameSchema, fileBinary: z.string().min(1) });

/**
 * Body of POST /api/BlogPost and PUT /api/BlogPost/{id} (spec 1 §7): summary, tags and files are
 * omitted when empty.
 */
export const blogPostRequestSchema = z
  .object({
    title: z.string().nullish(),
    summary: z.string().nullish(),
    body: z.string().nullish(),
    status: z.number().nullish(),
    tags: z.string().nullish(),
    files: z.array(imageItemSchema).nullish(),
  })
  .transform((body, ctx) => {
    const parsed = blogFormSchema.safeParse(body);
    const fileMessages = checkFileItems(body.files ?? [], BLOG_IMAGE_RULES);
    if (!parsed.success || fileMessages.length > 0) {
      for (const issue of parsed.error?.issues ?? []) addIssue(ctx, issue.path, issue.message);
      addFileIssues(ctx, fileMessages);
      return z.NEVER;
    }
    const { summary, tags, ...rest } = parsed.data;
    const files = body.files ?? [];
    return {
      ...rest,
      ...(summary ? { summary } : {}),
      ...(tags ? { tags } : {}),
      ...(files.length > 0 ? { files } : {}),
    };
  });
export type BlogPostRequest = z.output<typeof blogPostRequestSchema>;

/** Tags are stored as one comma-separated string (spec 1 §3); a list shows at most 3, then '+n' (§2.9). */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export function visibleTags(tags: string | null | undefined): { shown: string[]; more: string | null } {
  const all = splitTags(tags);
  return { shown: all.slice(0, 3), more: all.length > 3 ? `+${all.length - 3}` : null };
}

/** Spec 1 §2.9: the summary preview under the title is cut at 60 characters. */
export function summaryPreview(summary: string | null | undefined): string {
  const text = summary ?? '';
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Wallpaper messages (spec 1 §5, verbatim). */
export const WALLPAPER_MESSAGES = {
  status: 'Status is required',
  imageRequired: 'Image is required for creating a wallpaper',
} as const;

/**
 * Wallpaper form and body (spec 1 §5, §7): status 0 Active or 1 Inactive; an image is required when
 * creating, optional when editing; JPG, PNG or GIF of at most 10MB with the blog image messages.
 */
export function wallpaperRequestSchema(mode: 'create' | 'edit') {
  return (
    z
      .object({
        status: z.number().nullish(),
        file: imageItemSchema.nullish(),
      })
      .superRefine((body, ctx) => {
        if (body.status == null || !WALLPAPER_STATUS_OPTIONS.some((option) => option.value === body.status)) {
          addIssue(ctx, ['status'], WALLPAPER_MESSAGES.status);
        }
        if (!body.file) {
          if (mode === 'create') addIssue(ctx, ['file'], WALLPAPER_MESSAGES.imageRequired);
          return;
        }
        addFileIssues(ctx, checkFileItems([body.file], SINGLE_IMAGE_RULES), ['file']);
      })
      // Only reached when the checks above passed: status is one of the codes.
      .transform((body) => ({ status: body.status as WallpaperStatus, file: body.file ?? null }))
  );
}
export type WallpaperRequest = z.output<ReturnType<typeof wallpaperRequestSchema>>;
