import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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

/**
 * The role of the request pool (decision 101): no superuser, no BYPASSRLS, so the row-level security
 * of the tenant tables holds for every query the app sends. Created by migration 0003.
 */
export const APP_ROLE = 'aml_app';

export interface ConnectOptions {
  /**
   * Run every session of the pool as this role (`-c role=…` at connection start). The owner
   * connection (migrations, seed, job runner) passes none; the request pool passes APP_ROLE.
   */
  role?: string;
}

export function connect(url: string, max = 10, options: ConnectOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(options.role ? { options: `-c role=${options.role}` } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Refuses a request pool that would see through row-level security: a superuser or a BYPASSRLS role
 * ignores every policy, so the second wall would silently be gone. Checked at start.
 */
export async function assertRestrictedRole(db: Db): Promise<void> {
  const result = await db.execute<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>(
    sql`select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
  );
  const row = result.rows[0];
  if (!row || row.rolsuper || row.rolbypassrls) {
    throw new Error(
      `The request pool runs as ${row?.role ?? 'an unknown role'}, which is a superuser or bypasses row-level security; ` +
        `it must run as ${APP_ROLE} (see the README, "Database roles").`,
    );
  }
}

/**
 * Embedded mode (decision 101): APP_ROLE gets a login of its own and the request pool connects as it, so
 * no request session belongs to the owner (there is no owner role to RESET ROLE back to). The password is
 * generated once, kept beside the cluster's own, and set again at every start (the migration creates the
 * role without a login).
 */
export async function appLoginUrl(owner: Database, ownerUrl: string, passwordFile: string): Promise<string> {
  let password: string;
  if (existsSync(passwordFile)) password = (await readFile(passwordFile, 'utf8')).trim();
  else {
    password = randomBytes(24).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  const client = await owner.pool.connect();
  try {
    await client.query(`alter role ${APP_ROLE} with login password ${client.escapeLiteral(password)}`);
  } finally {
    client.release();
  }
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
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
