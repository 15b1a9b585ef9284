import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { asUpload, GIF_1X1, PNG_1X1, pngDeclaring, truncatedPng } from '../../../test/images';
import { auditEvents, blogPosts, images } from '../../db/schema';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, (await createUser(ctx.db, { role: 'SuperUser' })).email)).auth;
});
afterAll(async () => ctx?.close());

const post = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/BlogPost', payload, headers });
const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Gold price update',
  summary: 'What dealers need to know',
  body: '<p>The <strong>DPMSR</strong> threshold is AED 55,000.</p>',
  status: 1,
  tags: 'gold,aml',
  ...overrides,
});
const createPost = async (overrides: Record<string, unknown> = {}) => {
  const res = await post(article(overrides));
  expect(res.statusCode).toBe(200);
  return res.json().post as { blogPostId: string; body: string; status: number };
};

describe('POST /api/BlogPost', () => {
  it('creates a post (Active by default) and answers the spec message', async () => {
    const res = await post(article({ status: undefined, summary: '', tags: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Blog created successfully!',
      post: { status: 1, summary: null, tags: null, files: [] },
    });
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().post.blogPostId));
    expect(event).toMatchObject({ action: 'blog_post.created', entityType: 'blog_post' });
  });

  it('stores a stored-XSS attempt inert', async () => {
    const saved = await createPost({
      body: '<p onmouseover="alert(1)">Hello</p><script>alert(document.cookie)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>',
    });
    expect(saved.body).toBe('<p>Hello</p><a rel="noopener noreferrer nofollow">click</a>');
    const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, saved.blogPostId));
    expect(row?.body).not.toMatch(/script|onerror|onmouseover|javascript:/i);
  });

  const rules: [Record<string, unknown>, string, string | null][] = [
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be less than 200 characters'],
    [{ summary: 'x'.repeat(501) }, 'summary', 'Summary must be less than 500 characters'],
    [{ body: '' }, 'body', 'Blog content is required'],
    [{ body: '<p>  </p>' }, 'body', 'Blog content cannot be empty after removing HTML tags'],
    [
      { body: `<p>${'x'.repeat(10_001)}</p>` },
      'body',
      'Blog content must be less than 10,000 characters (excluding HTML)',
    ],
    [{ body: '<p>a</p><img src="data:image/png;base64,AAAA">' }, 'body', 'Images must be uploaded, not pasted inline'],
    [{ body: '<iframe src="https://evil.test"></iframe><p><svg></svg></p>x' }, 'body', null],
    [{ tags: 'x'.repeat(501) }, 'tags', 'Tags must be less than 500 characters'],
    [{ status: 3 }, 'status', 'Status must be 0, 1 or 2'],
    [
      { files: Array.from({ length: 6 }, (_, i) => asUpload(`p${i}.png`, PNG_1X1)) },
      'files',
      'Cannot upload more than 5 files',
    ],
    [{ files: [asUpload('notes.txt', PNG_1X1)] }, 'files', 'notes.txt is not a valid image format'],
    [
      { files: [asUpload('fake.png', Buffer.from('not an image at all'))] },
      'files',
      'fake.png is not a valid image format',
    ],
  ];
  it.each(rules.map(([overrides, path, message]) => [path, message, overrides] as const))(
    '%s: %s',
    async (path, message, overrides) => {
      const res = await post(article(overrides));
      if (message === null) {
        // Only markup the sanitiser drops, around plain text: the text survives.
        expect(res.statusCode).toBe(200);
        return;
      }
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    },
  );

  it('stores the files of the payload and serves them by address', async () => {
    const res = await post(article({ files: [asUpload('chart.gif', GIF_1X1)] }));
    const files = res.json().post.files;
    expect(files).toEqual([{ filename: 'chart.gif', url: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}$/) }]);
    const image = await ctx.app.inject({ url: files[0].url });
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.rawPayload.equals(GIF_1X1)).toBe(true);
  });
});

describe('PUT, toggle-status and DELETE', () => {
  it('updates, changes status to any other and deletes, each audited', async () => {
    const saved = await createPost();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/BlogPost/${saved.blogPostId}`,
      payload: article({ title: 'Edited', status: 0 }),
      headers: admin,
    });
    expect(res.json()).toMatchObject({ message: 'Blog updated successfully!', post: { title: 'Edited', status: 0 } });

    for (const status of [2, 1, 0]) {
      const toggled = await ctx.app.inject({
        method: 'PUT',
        url: `/api/BlogPost/${saved.blogPostId}/toggle-status`,
        payload: JSON.stringify(status),
        headers: { ...admin, 'content-type': 'application/json' },
      });
      expect(toggled.json()).toEqual({ message: 'Status updated successfully!' });
    }
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/BlogPost/${saved.blogPostId}/toggle-status`,
      payload: '7',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(bad.json().issues).toEqual([{ path: 'status', message: 'Status must be 0, 1 or 2' }]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/BlogPost/${saved.blogPostId}`,
      headers: admin,
    });
    expect(deleted.json()).toEqual({ message: 'Blog deleted successfully!' });
    expect(await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, saved.blogPostId))).toEqual([]);
    const actions = (await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, saved.blogPostId))).map(
      (e) => e.action,
    );
    expect(actions).toEqual([
      'blog_post.created',
      'blog_post.updated',
      'blog_post.status_changed',
      'blog_post.status_changed',
      'blog_post.status_changed',
      'blog_post.deleted',
    ]);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/BlogPost/${saved.blogPostId}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/BlogPost/tenant-posts', () => {
  it('pages by 10, newest first, with totalCount, and filters by status', async () => {
    const fresh = await createTestContext();
    try {
      const auth = (await login(fresh.app, (await createUser(fresh.db, { role: 'SuperUser' })).email)).auth;
      for (let i = 0; i < 12; i++) {
        await fresh.app.inject({
          method: 'POST',
          url: '/api/BlogPost',
          payload: article({ title: `Post ${i}`, status: i % 3 }),
          headers: auth,
        });
      }
      const first = (
        await fresh.app.inject({ url: '/api/BlogPost/tenant-posts?page=1&pageSize=10', headers: auth })
      ).json();
      expect(first.totalCount).toBe(12);
      expect(first.posts).toHaveLength(10);
      expect(first.posts[0].title).toBe('Post 11');
      const second = (
        await fresh.app.inject({ url: '/api/BlogPost/tenant-posts?page=2&pageSize=10', headers: auth })
      ).json();
      expect(second.posts.map((p: { title: string }) => p.title)).toEqual(['Post 1', 'Post 0']);
      const drafts = (
        await fresh.app.inject({ url: '/api/BlogPost/tenant-posts?page=1&pageSize=10&status=0', headers: auth })
      ).json();
      expect(drafts.totalCount).toBe(4);
      expect(drafts.posts.every((p: { status: number }) => p.status === 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('News Room (public)', () => {
  it('shows Active articles only, newest first; Draft and Archived are 404', async () => {
    const active = await createPost({ title: 'Public news', status: 1 });
    const draft = await createPost({ title: 'Secret draft', status: 0 });
    const archived = await createPost({ title: 'Old news', status: 2 });
    const list = await ctx.app.inject({ url: '/api/NewsRoom/posts?page=1&pageSize=10' });
    expect(list.statusCode).toBe(200);
    const titles = list.json().posts.map((p: { title: string }) => p.title);
    expect(titles).toContain('Public news');
    expect(titles).not.toContain('Secret draft');
    expect(titles).not.toContain('Old news');
    expect(list.json().posts.every((p: { status: number }) => p.status === 1)).toBe(true);

    expect((await ctx.app.inject({ url: `/api/NewsRoom/posts/${active.blogPostId}` })).json().title).toBe(
      'Public news',
    );
    expect((await ctx.app.inject({ url: `/api/NewsRoom/posts/${draft.blogPostId}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/NewsRoom/posts/${archived.blogPostId}` })).statusCode).toBe(404);
  });

  it('answers with a content-security policy that forbids inline scripts', async () => {
    const res = await ctx.app.inject({ url: '/api/NewsRoom/posts' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe('POST /api/upload-image', () => {
  const upload = (payload: object, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/upload-image', payload, headers });

  it('stores the image and serves it publicly by its address', async () => {
    const res = await upload(asUpload('logo.png', PNG_1X1));
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const image = await ctx.app.inject({ url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('refuses a decompression bomb and a truncated image (decision 104)', async () => {
    const bomb = await upload(asUpload('bomb.png', pngDeclaring(20_000, 20_000)));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().issues[0].message).toMatch(/^bomb\.png is too large an image/);
    const cut = await upload(asUpload('cut.png', await truncatedPng()));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().issues[0]).toEqual({
      path: 'fileBinary',
      message: 'cut.png is damaged or incomplete and cannot be shown.',
    });
  });

  it('refuses a bomb among the files of a post', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/BlogPost',
      headers: admin,
      payload: { title: 'Bomb', body: '<p>x</p>', status: 0, files: [asUpload('bomb.png', pngDeclaring(9000, 10))] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'files' });
  });

  it('checks type by content and size with the spec messages', async () => {
    const renamed = await upload(asUpload('photo.jpg', Buffer.from('<svg onload="alert(1)"></svg>')));
    expect(renamed.json().issues).toEqual([
      { path: 'fileBinary', message: 'Invalid image format (use JPG, PNG, or GIF)' },
    ]);
    const wrongName = await upload(asUpload('photo.bmp', PNG_1X1));
    expect(wrongName.statusCode).toBe(400);
    // Just over 10 MB: accepted by the body limit, refused by the rule.
    const big = await upload(asUpload('big.png', Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)])));
    expect(big.statusCode).toBe(400);
    expect(big.json().issues).toEqual([{ path: 'fileBinary', message: 'Image exceeds 10MB limit' }]);
    expect(await ctx.db.select({ id: images.id }).from(images).where(eq(images.fileName, 'big.png'))).toEqual([]);
  });
});

describe('editor images of an article', () => {
  const upload = async () =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/upload-image',
        payload: asUpload('pic.png', PNG_1X1),
        headers: admin,
      })
    ).json().url as string;
  const served = async (url: string) => (await ctx.app.inject({ url })).statusCode;
  const imgs = (...urls: string[]) => `<p>Report</p>${urls.map((u) => `<p><img src="${u}" alt="chart"></p>`).join('')}`;
  const remove = (id: string) => ctx.app.inject({ method: 'DELETE', url: `/api/BlogPost/${id}`, headers: admin });

  it('go with the article that showed them, unless another article shows them too', async () => {
    const [own, shared, elsewhere] = [await upload(), await upload(), await upload()];
    const first = await createPost({ body: imgs(own, shared) });
    await createPost({ body: imgs(shared) });
    expect((await remove(first.blogPostId)).statusCode).toBe(200);
    expect(await served(own)).toBe(404);
    expect(await served(shared)).toBe(200);
    // An upload of a dialog still open (not yet in any article) is left alone.
    expect(await served(elsewhere)).toBe(200);
  });

  it('go when an edit takes them out of the article, and stay while it still shows them', async () => {
    const [kept, dropped] = [await upload(), await upload()];
    const saved = await createPost({ body: imgs(kept, dropped) });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/BlogPost/${saved.blogPostId}`,
      payload: article({ body: imgs(kept) }),
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await served(kept)).toBe(200);
    expect(await served(dropped)).toBe(404);
  });
});

describe('role matrix', () => {
  it('only the super user may manage posts and upload images', async () => {
    const saved = await createPost();
    const { mlro, fla } = await createTenantWithStaff(ctx.db);
    const calls = [
      { method: 'GET' as const, url: '/api/BlogPost/tenant-posts?page=1&pageSize=10' },
      { method: 'POST' as const, url: '/api/BlogPost', payload: article() },
      { method: 'PUT' as const, url: `/api/BlogPost/${saved.blogPostId}`, payload: article({ title: 'Hijacked' }) },
      {
        method: 'PUT' as const,
        url: `/api/BlogPost/${saved.blogPostId}/toggle-status`,
        payload: '0',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'DELETE' as const, url: `/api/BlogPost/${saved.blogPostId}` },
      { method: 'POST' as const, url: '/api/upload-image', payload: asUpload('a.png', PNG_1X1) },
    ];
    for (const who of [mlro, fla]) {
      const { auth } = await login(ctx.app, who.email);
      for (const call of calls)
        expect(
          (await ctx.app.inject({ ...call, headers: { ...call.headers, ...auth } })).statusCode,
          `${call.method} ${call.url}`,
        ).toBe(403);
    }
    for (const call of calls) expect((await ctx.app.inject(call)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, saved.blogPostId));
    expect(row).toMatchObject({ title: 'Gold price update', status: 1 });
  });
});
