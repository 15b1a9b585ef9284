import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { APP_ROLE, appLoginUrl, assertRestrictedRole, connect, type Database } from './database';

// Decision 101, embedded mode: the request pool signs in as aml_app itself, so no request session belongs
// to the owner and none can switch back to it.
describe('the login of aml_app (embedded mode)', () => {
  let ctx: TestContext;
  let owner: Database;
  const passwordFile = path.join(os.tmpdir(), `aml-app-password-${randomBytes(4).toString('hex')}`);

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = connect(ctx.databaseUrl, 1);
  });
  afterAll(async () => {
    await owner?.close();
    await ctx?.close();
    await rm(passwordFile, { force: true });
  });

  it('connects as aml_app, which can neither bypass row-level security nor become the owner', async () => {
    const url = await appLoginUrl(owner, ctx.databaseUrl, passwordFile);
    expect(new URL(url).username).toBe(APP_ROLE);
    const pool = connect(url, 1);
    try {
      await assertRestrictedRole(pool.db);
      const { rows } = await pool.pool.query<{ session_user: string; current_user: string }>(
        'select session_user, current_user',
      );
      expect(rows[0]).toEqual({ session_user: APP_ROLE, current_user: APP_ROLE });
      const ownerName = new URL(ctx.databaseUrl).username;
      await expect(pool.pool.query(`set role ${ownerName}`)).rejects.toThrow(/permission denied/);
      // Outside any tenant scope the tenant tables are empty to it.
      expect((await pool.pool.query('select count(*)::int as n from tenants')).rows[0].n).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('keeps its generated password across starts', async () => {
    const first = await appLoginUrl(owner, ctx.databaseUrl, passwordFile);
    const second = await appLoginUrl(owner, ctx.databaseUrl, passwordFile);
    expect(second).toBe(first);
    expect(decodeURIComponent(new URL(first).password)).toBe((await readFile(passwordFile, 'utf8')).trim());
  });
});
