import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const dir = path.join(os.tmpdir(), `aml-embedded-${randomBytes(4).toString('hex')}`);
afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

async function roundTrip(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from keep');
  await client.end();
  return rows[0].n;
}

// Starts real PostgreSQL servers; only meaningful for the embedded mode.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded PostgreSQL', () => {
  it('keeps data across restarts and recovers from an unclean stop', { timeout: 90_000 }, async () => {
    const first = await startEmbeddedPostgres({ dir, persistent: true });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('create table keep (id int); insert into keep values (1), (2)');
    await client.end();
    await first.stop();

    // A stale pid file of a process that no longer exists (machine lost power).
    const pidFile = path.join(dir, 'cluster', 'postmaster.pid');
    await fs.writeFile(pidFile, '999999\n');
    const second = await startEmbeddedPostgres({ dir, persistent: true });
    expect(await roundTrip(second.url)).toBe(2);

    // The app died without stopping its server: the next start must take over, not fail.
    const third = await startEmbeddedPostgres({ dir, persistent: true });
    expect(await roundTrip(third.url)).toBe(2);
    await third.stop();
  });

  it.skipIf(process.getuid?.() !== 0)('explains a data folder the postgres user cannot enter', async () => {
    const privateDir = path.join(os.tmpdir(), `aml-private-${randomBytes(4).toString('hex')}`);
    await fs.mkdir(privateDir, { mode: 0o700 });
    try {
      await expect(startEmbeddedPostgres({ dir: path.join(privateDir, 'pg'), persistent: true })).rejects.toThrow(
        /cannot enter .*chmod o\+x/,
      );
    } finally {
      await fs.rm(privateDir, { recursive: true, force: true });
    }
  });
});
