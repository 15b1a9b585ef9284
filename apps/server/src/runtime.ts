import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pkg from '../../../package.json' with { type: 'json' };
import { buildApp } from './app';
import type { AppDeps } from './app-deps';
import type { AppConfig } from './config';
import { connect, type Database, ensureDatabase, runMigrations } from './db/database';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { appSettings } from './db/schema';
import { type SeededLogin, seedDatabase } from './db/seed';
import { TokenService } from './lib/tokens';
import { startAppJobs } from './modules/jobs/app-jobs';
import { BatchHandlers } from './modules/jobs/batch-handlers';
import { JobRunner } from './modules/jobs/job-runner';
import { WatchlistIndex } from './modules/screening/watchlist-index';
import { startWatchlists } from './modules/screening/watchlist-runtime';

export const VERSION = pkg.version;

export interface OpenedDatabase {
  database: Database;
  mode: 'embedded' | 'external';
  /** The owner connection (migrations, the job runner's graphile_worker schema). */
  ownerUrl: string;
  close(): Promise<void>;
}

/** DATABASE_URL when given; otherwise the embedded server in DATA_DIR/pg with the application database `aml`. */
export async function openDatabase(config: AppConfig, log: (m: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = connect(config.databaseUrl);
    return { database, mode: 'external', ownerUrl: config.databaseUrl, close: () => database.close() };
  }
  const embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), persistent: true, log });
  try {
    const ownerUrl = await ensureDatabase(embedded.url, 'aml');
    const database = connect(ownerUrl);
    return {
      database,
      mode: 'embedded',
      ownerUrl,
      close: async () => {
        await database.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/**
 * JWT_SECRET from the environment; otherwise generated once and kept: in DATA_DIR for the embedded
 * mode, in the database for an external one (nothing is written to local disk in that mode, and
 * every instance sharing the database then shares the secret).
 */
export async function resolveJwtSecret(config: AppConfig, opened: OpenedDatabase): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (opened.mode === 'embedded') {
    const file = path.join(config.dataDir, 'jwt-secret');
    if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
    const secret = randomBytes(48).toString('base64url');
    await fs.writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
  const { db } = opened.database;
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('Could not read the JWT secret from the database');
  return row.value;
}

export function formatSeededLogins(logins: SeededLogin[], baseUrl: string): string {
  if (logins.length === 0) return '';
  const lines = logins.map(
    (l) => `  ${l.label.padEnd(12)} ${l.email.padEnd(24)} ${l.generatedPassword ?? '(password from the environment)'}`,
  );
  return [
    '',
    `Sign-ins created at ${baseUrl}/login (generated passwords are shown this once; keep them):`,
    ...lines,
    '',
  ].join('\n');
}

export interface Runtime {
  app: FastifyInstance;
  opened: OpenedDatabase;
  seeded: SeededLogin[];
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds and builds the app; server.ts then listens. */
export async function createRuntime(config: AppConfig, log: (m: string) => void): Promise<Runtime> {
  await fs.mkdir(config.dataDir, { recursive: true }).catch(() => {});
  const opened = await openDatabase(config, log);
  try {
    await runMigrations(opened.database);
    const secret = await resolveJwtSecret(config, opened);
    const seeded = await seedDatabase(opened.database.db, config);
    // Its own small pool on the owner connection; nothing connects until a job is enqueued or the runner starts.
    const jobs = new JobRunner({ connectionString: opened.ownerUrl, poolSize: config.jobConcurrency + 4 });
    const deps: AppDeps = {
      config,
      db: opened.database.db,
      dbMode: opened.mode,
      tokens: new TokenService(secret, config.accessTokenTtlSeconds),
      screening: new WatchlistIndex(opened.database.db),
      jobs,
      batchHandlers: new BatchHandlers(),
      version: VERSION,
    };
    const app = await buildApp(deps);
    const stopAll = async (watchlists?: { stop(): Promise<void> }) => {
      // The runner first: a job still running (a list download, a batch) must not use what closes next.
      await jobs.stop().catch((error: unknown) => app.log.error({ err: error }, 'job runner did not stop cleanly'));
      await watchlists?.stop();
      await app.close();
    };
    // Lists are in the index before the server listens: the first screening already sees them.
    const watchlists = await startWatchlists(deps, {
      info: (m) => app.log.info(m),
      warn: (m) => app.log.warn(m),
    }).catch(async (error: unknown) => {
      await stopAll();
      throw error;
    });
    await startAppJobs(
      deps,
      jobs,
      { watchlistDownload: watchlists.checkDownload },
      { log: app.log.child({ module: 'jobs' }), concurrency: config.jobConcurrency },
    ).catch(async (error: unknown) => {
      await stopAll(watchlists);
      throw error;
    });
    return {
      app,
      opened,
      seeded,
      stop: async () => {
        await stopAll(watchlists);
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
