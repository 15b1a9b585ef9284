import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { registerAccessControl } from './access';
import { registerErrorHandler } from './error-handler';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('the one error model', () => {
  it('answers malformed JSON with a plain 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'The request body is not valid JSON.' });
  });

  it('answers wrong types with field issues', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      payload: { email: 42, password: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(new Set(body.issues.map((i: { path: string }) => i.path))).toEqual(new Set(['email', 'password']));
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never leaks internals on a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection to 10.0.0.5:5432 refused at Pool.connect (/srv/app/db.js:12)');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('{"code":"INTERNAL","message":"Something went wrong."}');
  });
});

describe('access declarations', () => {
  it('refuses at start-up a route that declares no access', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, ctx.deps);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/declares no access/);
  });

  it('enforces tenant business roles declared by a route', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerAccessControl(app, ctx.deps);
    app.get('/api/mlro-only', { config: { access: { roles: ['ClientUser'], tenantRoles: ['MLRO'] } } }, async () => ({
      ok: true,
    }));
    const { createTenantWithStaff, login } = await import('../../test/helpers');
    const { mlro, fla } = await createTenantWithStaff(ctx.db);
    const asMlro = await app.inject({ url: '/api/mlro-only', headers: (await login(ctx.app, mlro.email)).auth });
    const asFla = await app.inject({ url: '/api/mlro-only', headers: (await login(ctx.app, fla.email)).auth });
    expect(asMlro.statusCode).toBe(200);
    expect(asFla.statusCode).toBe(403);
  });
});

describe('public endpoints', () => {
  it('reports health with the database mode and version', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: ctx.deps.dbMode, version: 'test', lists: [] });
  });

  it('serves the OpenAPI description of every route', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Authentication/Login',
        '/api/Authentication/RefreshToken',
        '/api/Authentication/ChangePassword',
        '/api/Authentication/Logout',
        '/api/ClientDetails/loggedin-client-userRole',
        '/api/ClientDetails/tenant-user-details',
        '/api/Wallpaper/active',
        '/api/health',
      ]),
    );
  });

  it('sends a content-security policy', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the built web app', () => {
  it('serves the SPA at the root, for client routes, and its assets, but JSON 404 under /api', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.info(1)');
    const web = await createTestContext({ webDist: dist });
    try {
      for (const url of ['/', '/login', '/dashboard/customers']) {
        const res = await web.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>app</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await web.app.inject({ url: '/assets/main-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await web.app.inject({ url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await web.close();
    }
  });
});
