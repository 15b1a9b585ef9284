import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { wallpapers } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('GET api/Wallpaper/active', () => {
  it('answers 404 while no wallpaper is active, then the newest active one', async () => {
    expect((await ctx.app.inject({ url: '/api/Wallpaper/active' })).statusCode).toBe(404);

    await ctx.db
      .insert(wallpapers)
      .values({ fileName: 'inactive.png', fileSize: PNG.length, contentType: 'image/png', data: PNG, status: 1 });
    expect((await ctx.app.inject({ url: '/api/Wallpaper/active' })).statusCode).toBe(404);

    const [active] = await ctx.db
      .insert(wallpapers)
      .values({ fileName: 'souq.png', fileSize: PNG.length, contentType: 'image/png', data: PNG, status: 0 })
      .returning();
    const res = await ctx.app.inject({ url: '/api/Wallpaper/active' });
    expect(res.json()).toEqual({ filePath: `/api/Wallpaper/file/${active?.id}` });

    const image = await ctx.app.inject({ url: res.json().filePath });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});
