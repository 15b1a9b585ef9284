import { z } from 'zod';
import { boundedString, TEXT_LIMITS } from '../input-limits';
import { IMAGE_FILES, IMAGE_PIXELS, MB } from '../options/limits';

/** A file's name as a payload carries it: one line, at most TEXT_LIMITS.line characters. */
export const fileNameSchema = boundedString(TEXT_LIMITS.line).min(1, 'File name is required');

/** A file as the payloads carry it (spec 2 §3.7): base64 content for new files, a link for stored ones. */
export const fileItemSchema = z.object({
  filename: fileNameSchema,
  fileBinary: z.string().nullish(),
  sasUrl: z.string().nullish(),
});
export type FileItem = z.infer<typeof fileItemSchema>;

/** What the browser knows of a picked file (a File satisfies it). */
export interface FileMeta {
  name: string;
  size: number;
}

export interface FileRules {
  maxFiles: number;
  maxBytes: number;
  extensions: readonly string[];
  messages: {
    tooMany: string;
    invalidType: (name: string) => string;
    tooLarge: (name: string) => string;
  };
}

/** Spec 2 §5.6: "images, PDF, doc, docx"; the image kinds a browser shows are accepted. */
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'pdf', 'doc', 'docx'] as const;

const tooMany = 'You can upload a maximum of 5 files.';

/** Spec 2 §5.6 full forms: at most 5 files of at most 2 MB, with the spec's three messages. */
export const FULL_FORM_FILE_RULES: FileRules = {
  maxFiles: 5,
  maxBytes: 2 * MB,
  extensions: DOCUMENT_EXTENSIONS,
  messages: {
    tooMany,
    invalidType: (name) => `${name} is not a valid file type.`,
    tooLarge: (name) => `${name} exceeds 2MB limit.`,
  },
};

/**
 * Spec 2 §5.2 quick forms: up to 5 files of 5 MB. Only the count message is given; the others follow
 * the full form's wording with the 5MB limit.
 */
export const QUICK_FORM_FILE_RULES: FileRules = {
  ...FULL_FORM_FILE_RULES,
  maxBytes: 5 * MB,
  messages: { ...FULL_FORM_FILE_RULES.messages, tooLarge: (name) => `${name} exceeds 5MB limit.` },
};

/** Spec 1 §5 blog images: at most 5, JPG, JPEG, PNG or GIF, at most 10MB each. */
export const BLOG_IMAGE_RULES: FileRules = {
  maxFiles: IMAGE_FILES.maxFiles,
  maxBytes: IMAGE_FILES.maxBytes,
  extensions: IMAGE_FILES.extensions,
  messages: {
    tooMany: 'Cannot upload more than 5 files',
    invalidType: (name) => `${name} is not a valid image format`,
    tooLarge: (name) => `${name} exceeds 10MB limit`,
  },
};

/** Spec 1 §5: a single image (editor insertion, wallpaper) uses the unnamed wording. */
export const SINGLE_IMAGE_RULES: FileRules = {
  ...BLOG_IMAGE_RULES,
  maxFiles: 1,
  messages: {
    tooMany: BLOG_IMAGE_RULES.messages.tooMany,
    invalidType: () => 'Invalid image format (use JPG, PNG, or GIF)',
    tooLarge: () => 'Image exceeds 10MB limit',
  },
};

/** Image content checks of the server (decision 104); ours, the spec has no wording for them. */
export const IMAGE_CONTENT_MESSAGES = {
  tooManyPixels: (name: string) =>
    `${name} is too large an image: at most ${IMAGE_PIXELS.maxSide.toLocaleString('en-US')} pixels a side and ${IMAGE_PIXELS.maxPixels / 1_000_000} megapixels.`,
  unreadable: (name: string) => `${name} is damaged or incomplete and cannot be shown.`,
} as const;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks picked files against the rules; `alreadyKept` counts stored files that are not marked deleted
 * (spec 2 §5.6: the limit covers existing plus new). Returns the messages, in file order.
 */
export function checkFiles(files: readonly FileMeta[], rules: FileRules, alreadyKept = 0): string[] {
  const messages: string[] = [];
  if (files.length + alreadyKept > rules.maxFiles) messages.push(rules.messages.tooMany);
  for (const file of files) {
    if (!rules.extensions.includes(fileExtension(file.name))) messages.push(rules.messages.invalidType(file.name));
    else if (file.size > rules.maxBytes) messages.push(rules.messages.tooLarge(file.name));
  }
  return messages;
}

/** Decoded size of base64 content (data: prefix allowed), without decoding it. */
export function base64Size(content: string): number {
  const data = content.includes(',') && content.startsWith('data:') ? content.slice(content.indexOf(',') + 1) : content;
  const clean = data.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** Server side of checkFiles: the same rules on payload items; only new content is size-checked. */
export function checkFileItems(items: readonly FileItem[], rules: FileRules, alreadyKept = 0): string[] {
  return checkFiles(
    items.map((item) => ({ name: item.filename, size: item.fileBinary ? base64Size(item.fileBinary) : 0 })),
    rules,
    alreadyKept,
  );
}

/** Adds file messages under `files`, so a form can show them beside its upload control. */
export function addFileIssues(
  ctx: z.RefinementCtx,
  messages: readonly string[],
  path: PropertyKey[] = ['files'],
): void {
  for (const message of messages) ctx.addIssue({ code: 'custom', path, message });
}
