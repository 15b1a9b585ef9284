import { describe, expect, it } from 'vitest';
import { formErrors, serverErrors } from '../../test/schema-harness';
import {
  blogFormSchema,
  blogPostRequestSchema,
  htmlToText,
  BLOG_MESSAGES as M,
  summaryPreview,
  visibleTags,
  WALLPAPER_MESSAGES,
  wallpaperRequestSchema,
} from './blog';

const valid = {
  title: 'New DPMS guidance',
  summary: 'What changes in 2026',
  body: '<p>Gold dealers must…</p>',
  tags: 'aml, gold',
  status: 1,
};
const image = (name: string, bytes = 300) => ({ filename: name, fileBinary: 'A'.repeat(Math.ceil((bytes * 4) / 3)) });
const x = (n: number) => 'x'.repeat(n);

describe('blog form (spec 1 §5)', () => {
  it.each<[string, object, Record<string, string>]>([
    ['valid', {}, {}],
    ['title missing', { title: '' }, { title: 'Title is required' }],
    ['title of 200 characters', { title: x(200) }, {}],
    ['title of 201 characters', { title: x(201) }, { title: 'Title must be less than 200 characters' }],
    ['summary of 501 characters', { summary: x(501) }, { summary: 'Summary must be less than 500 characters' }],
    ['summary empty', { summary: '' }, {}],
    ['body missing', { body: '' }, { body: 'Blog content is required' }],
    ['body of tags only', { body: '<p> </p><br/>' }, { body: 'Blog content cannot be empty after removing HTML tags' }],
    ['body of an image only', { body: '<p><img src="https://cdn.example/a.png"></p>' }, { body: M.bodyEmpty }],
    ['10,000 characters of text in markup', { body: `<p>${x(10_000)}</p>` }, {}],
    [
      '10,001 characters of text',
      { body: `<p>${x(10_001)}</p>` },
      { body: 'Blog content must be less than 10,000 characters (excluding HTML)' },
    ],
    ['an inline base64 image', { body: '<p>Hi<img src="data:image/png;base64,AAAA"></p>' }, { body: M.inlineImage }],
    ['tags of 501 characters', { tags: x(501) }, { tags: 'Tags must be less than 500 characters' }],
    ['status 3', { status: 3 }, { status: 'Status must be 0, 1 or 2' }],
    ['status 0', { status: 0 }, {}],
  ])('%s', (_name, overrides, expected) => {
    const values = { ...valid, ...overrides };
    expect(formErrors(blogFormSchema, values)).toEqual(expected);
    expect(serverErrors(blogPostRequestSchema, values)).toEqual(expected);
  });

  it('counts text without markup and entities', () => {
    expect(htmlToText('<p>Gold&nbsp;&amp; <b>silver</b></p><script>x()</script>')).toBe('Gold & silver');
  });

  it('defaults a missing status to Active', () => {
    expect(blogFormSchema.parse({ ...valid, status: undefined }).status).toBe(1);
  });

  it.each<[string, object[], string]>([
    ['six images', Array.from({ length: 6 }, (_, i) => image(`a${i}.png`)), 'Cannot upload more than 5 files'],
    ['a webp image', [image('photo.webp')], 'photo.webp is not a valid image format'],
    ['an 11 MB image', [image('huge.jpg', 11 * 1024 * 1024)], 'huge.jpg exceeds 10MB limit'],
  ])('rejects %s', (_name, files, message) => {
    expect(serverErrors(blogPostRequestSchema, { ...valid, files })).toEqual({ files: message });
  });

  it('omits summary, tags and files when empty (spec 1 §7)', () => {
    const body = blogPostRequestSchema.parse({ ...valid, summary: '', tags: '', files: [] });
    expect(body).toEqual({ title: valid.title, body: valid.body, status: 1 });
    expect(blogPostRequestSchema.parse({ ...valid, files: [image('a.gif')] })).toHaveProperty('files');
  });

  it('shows at most three tags then +n, and a 60-character summary', () => {
    expect(visibleTags('aml, gold, dpms, uae, fiu')).toEqual({ shown: ['aml', 'gold', 'dpms'], more: '+2' });
    expect(visibleTags('aml')).toEqual({ shown: ['aml'], more: null });
    expect(summaryPreview(x(61))).toBe(`${x(60)}…`);
    expect(summaryPreview(x(60))).toBe(x(60));
  });
});

describe('wallpaper (spec 1 §5)', () => {
  it.each<[string, 'create' | 'edit', object, Record<string, string>]>([
    ['a new wallpaper', 'create', { status: 1, file: image('login.jpg') }, {}],
    ['a new wallpaper without image', 'create', { status: 1 }, { file: 'Image is required for creating a wallpaper' }],
    ['an edit without image', 'edit', { status: 0 }, {}],
    ['no status', 'edit', {}, { status: WALLPAPER_MESSAGES.status }],
    ['status 2', 'edit', { status: 2 }, { status: 'Status is required' }],
    [
      'a bitmap',
      'create',
      { status: 1, file: image('login.bmp') },
      { file: 'Invalid image format (use JPG, PNG, or GIF)' },
    ],
    [
      'an 11 MB image',
      'edit',
      { status: 1, file: image('login.png', 11 * 1024 * 1024) },
      { file: 'Image exceeds 10MB limit' },
    ],
  ])('%s', (_name, mode, body, expected) => {
    expect(serverErrors(wallpaperRequestSchema(mode), body)).toEqual(expected);
  });
});
