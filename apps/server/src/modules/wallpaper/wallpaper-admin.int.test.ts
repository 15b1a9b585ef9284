import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { asUpload, JPEG_8X8, JPEG_HEAD, PNG_1X1, pngDeclaring, truncatedPng } from '../../../test/images';
import { auditEvents, wallpapers } from '../../db/schema';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, (await createUser(ctx.db, { role: 'SuperUser' })).email)).auth;
});
afterAll(async () => ctx?.close());

const create = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/Wallpaper', payload, headers });
const update = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/Wallpaper/${id}`, payload, headers: admin });

describe('wallpaper management', () => {
  it('creates an inactive wallpaper, activates it for the login page, replaces its image and deletes it', async () => {
    const created = await create({ status: 1, file: asUpload('souq.png', PNG_1X1) });
    expect(created.statusCode).toBe(200);
    const wallpaper = created.json();
    expect(wallpaper).toMatchObject({
      fileName: 'souq.png',
      fileSize: PNG_1X1.length,
      status: 1,
      filePath: `/api/Wallpaper/${wallpaper.wallpaperId}/file`,
    });
    expect((await ctx.app.inject({ url: '/api/Wallpaper/active' })).statusCode).toBe(404);
    // The administrator sees an inactive image; the public address does not serve it.
    const adminImage = await ctx.app.inject({ url: wallpaper.filePath, headers: admin });
    expect(adminImage.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await ctx.app.inject({ url: wallpaper.filePath })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/Wallpaper/file/${wallpaper.wallpaperId}` })).statusCode).toBe(404);

    const activated = await update(wallpaper.wallpaperId, { status: 0 });
    expect(activated.json()).toMatchObject({ status: 0, fileName: 'souq.png' });
    expect((await ctx.app.inject({ url: '/api/Wallpaper/active' })).json()).toEqual({
      filePath: `/api/Wallpaper/file/${wallpaper.wallpaperId}`,
    });

    const replaced = await update(wallpaper.wallpaperId, { status: 0, file: asUpload('night.jpg', JPEG_8X8) });
    expect(replaced.json()).toMatchObject({ fileName: 'night.jpg', fileSize: JPEG_8X8.length });
    expect(
      (await ctx.app.inject({ url: `/api/Wallpaper/file/${wallpaper.wallpaperId}` })).headers['content-type'],
    ).toBe('image/jpeg');

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Wallpaper/${wallpaper.wallpaperId}`,
      headers: admin,
    });
    expect(deleted.json()).toEqual({ message: 'Wallpaper deleted successfully!' });
    expect((await ctx.app.inject({ url: '/api/Wallpaper/active' })).statusCode).toBe(404);
    const actions = (
      await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, wallpaper.wallpaperId))
    ).map((e) => e.action);
    expect(actions).toEqual(['wallpaper.created', 'wallpaper.updated', 'wallpaper.updated', 'wallpaper.deleted']);
  });

  it('answers the spec messages: image required on creation, status, type by content, 10MB', async () => {
    expect((await create({ status: 1 })).json().issues).toEqual([
      { path: 'file', message: 'Image is required for creating a wallpaper' },
    ]);
    expect((await create({ file: asUpload('a.png', PNG_1X1) })).json().issues).toEqual([
      { path: 'status', message: 'Status is required' },
    ]);
    expect(
      (await create({ status: 1, file: asUpload('a.png', Buffer.from('GIF? no, plain text')) })).json().issues,
    ).toEqual([{ path: 'file', message: 'Invalid image format (use JPG, PNG, or GIF)' }]);
    expect((await create({ status: 1, file: asUpload('a.pdf', PNG_1X1) })).json().issues).toEqual([
      { path: 'file', message: 'Invalid image format (use JPG, PNG, or GIF)' },
    ]);
    const big = await create({
      status: 1,
      file: asUpload('big.png', Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)])),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().issues).toEqual([{ path: 'file', message: 'Image exceeds 10MB limit' }]);
  });

  it('refuses a decompression bomb and a damaged image, and stores neither (decision 104)', async () => {
    const before = (await ctx.db.select({ id: wallpapers.id }).from(wallpapers)).length;
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const huge = await create({ status: 1, file: asUpload('bomb.png', bomb) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().issues).toEqual([
      { path: 'file', message: 'bomb.png is too large an image: at most 8,000 pixels a side and 40 megapixels.' },
    ]);
    // Within 8000 a side but 7000 × 7000 is 49 megapixels.
    expect((await create({ status: 1, file: asUpload('wide.png', pngDeclaring(7000, 7000)) })).statusCode).toBe(400);
    const cut = await create({ status: 1, file: asUpload('cut.png', await truncatedPng()) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().issues).toEqual([
      { path: 'file', message: 'cut.png is damaged or incomplete and cannot be shown.' },
    ]);
    const head = await create({ status: 1, file: asUpload('head.jpg', JPEG_HEAD) });
    expect(head.json().issues).toEqual([
      { path: 'file', message: 'head.jpg is damaged or incomplete and cannot be shown.' },
    ]);
    expect((await ctx.db.select({ id: wallpapers.id }).from(wallpapers)).length).toBe(before);
    // A real image of the largest allowed side passes.
    expect((await create({ status: 1, file: asUpload('ok.jpg', JPEG_8X8) })).statusCode).toBe(200);
  });

  it('pages by 10, newest first, filters by status', async () => {
    const fresh = await createTestContext();
    try {
      const auth = (await login(fresh.app, (await createUser(fresh.db, { role: 'SuperUser' })).email)).auth;
      for (let i = 0; i < 11; i++) {
        await fresh.app.inject({
          method: 'POST',
          url: '/api/Wallpaper',
          payload: { status: i < 3 ? 0 : 1, file: asUpload(`w${i}.png`, PNG_1X1) },
          headers: auth,
        });
      }
      const first = (await fresh.app.inject({ url: '/api/Wallpaper?page=1&pageSize=10', headers: auth })).json();
      expect(first.totalCount).toBe(11);
      expect(first.wallpapers).toHaveLength(10);
      expect(first.wallpapers[0].fileName).toBe('w10.png');
      expect(
        (await fresh.app.inject({ url: '/api/Wallpaper?page=2&pageSize=10', headers: auth }))
          .json()
          .wallpapers.map((w: { fileName: string }) => w.fileName),
      ).toEqual(['w0.png']);
      const active = (
        await fresh.app.inject({ url: '/api/Wallpaper?page=1&pageSize=10&status=0', headers: auth })
      ).json();
      expect(active.totalCount).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it('only the super user may manage wallpapers', async () => {
    const [row] = await ctx.db
      .insert(wallpapers)
      .values({ fileName: 'keep.png', fileSize: PNG_1X1.length, contentType: 'image/png', data: PNG_1X1, status: 1 })
      .returning();
    const id = row?.id as string;
    const { mlro, fla } = await createTenantWithStaff(ctx.db);
    const calls = [
      { method: 'GET' as const, url: '/api/Wallpaper?page=1&pageSize=10' },
      { method: 'GET' as const, url: `/api/Wallpaper/${id}/file` },
      { method: 'POST' as const, url: '/api/Wallpaper', payload: { status: 0, file: asUpload('a.png', PNG_1X1) } },
      { method: 'PUT' as const, url: `/api/Wallpaper/${id}`, payload: { status: 0 } },
      { method: 'DELETE' as const, url: `/api/Wallpaper/${id}` },
    ];
    for (const who of [mlro, fla]) {
      const { auth } = await login(ctx.app, who.email);
      for (const call of calls)
        expect((await ctx.app.inject({ ...call, headers: auth })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const call of calls) expect((await ctx.app.inject(call)).statusCode).toBe(401);
    const [after] = await ctx.db.select().from(wallpapers).where(eq(wallpapers.id, id));
    expect(after?.status).toBe(1);
  });
});

describe('OpenAPI document', () => {
  it('still builds with the new routes', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/TenantUser/tenant-users',
        '/api/BlogPost/{id}/toggle-status',
        '/api/upload-image',
        '/api/Wallpaper/{id}',
      ]),
    );
  });
});
