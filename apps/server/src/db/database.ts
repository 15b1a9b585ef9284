import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either so services decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// In the bundle (dist/server.js) migrations are copied beside it; under tsx they sit next to this file.
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? path.join(here, 'migrations');

// node-postgres returns DATE columns as JS Dates at local midnight; keep them as the 'yyyy-mm-dd' text they are.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Applies pending migrations under an advisory lock, so that several instances starting together
 * against one database migrate it exactly once.
 */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(874201)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(874201)').catch(() => {});
    client.release();
  }
}

/** Creates a database on the server of `adminUrl` when missing (embedded cluster, test databases). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
      await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
