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
import {
  APP_ROLE,
  appLoginUrl,
  assertRestrictedRole,
  connect,
  type Database,
  ensureDatabase,
  runMigrations,
} from './db/database';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { appSettings } from './db/schema';
import { type SeededLogin, seedDatabase } from './db/seed';
import { TokenService } from './lib/tokens';
import { expireBatchOnboardings } from './modules/customers/batch-onboarding.service';
import { expireCorporateBatches } from './modules/customers/corporate-batch.service';
import { seedDemoCustomers } from './modules/customers/demo-customers';
import { startAppJobs } from './modules/jobs/app-jobs';
import { BatchHandlers } from './modules/jobs/batch-handlers';
import { JobRunner } from './modules/jobs/job-runner';
import { expireBatchScreenings } from './modules/screening/batch-screening.service';
import { WatchlistIndex } from './modules/screening/watchlist-index';
import { startWatchlists } from './modules/screening/watchlist-runtime';
import { purgeExpiredArchives } from './modules/tenants/tenant-archive.service';

export const VERSION = pkg.version;

export interface OpenedDatabase {
  /** The owner connection: migrations, seed, generated secrets, the job runner. */
  database: Database;
  /** Where it connects; the request pool connects there too, as APP_ROLE. */
  url: string;
  mode: 'embedded' | 'external';
  /** Embedded mode: where the password of APP_ROLE's own login is kept (the request pool signs in as it). */
  appLoginPasswordFile?: string;
  close(): Promise<void>;
}

/**
 * The request pool (decision 101): the same server and database as the owner connection, running as
 * APP_ROLE, so row-level security applies to everything a request does. The embedded server signs in as
 * APP_ROLE itself; an external one switches every session to it (`-c role=…`), since DATABASE_URL names
 * one user. Refused when that role would bypass row-level security.
 */
export async function openRequestPool(opened: OpenedDatabase): Promise<Database> {
  const database = opened.appLoginPasswordFile
    ? connect(await appLoginUrl(opened.database, opened.url, opened.appLoginPasswordFile), 10)
    : connect(opened.url, 10, { role: APP_ROLE });
  try {
    await assertRestrictedRole(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** DATABASE_URL when given; otherwise the embedded server in DATA_DIR/pg with the application database `aml`. */
export async function openDatabase(config: AppConfig, log: (m: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = connect(config.databaseUrl);
    return { database, url: config.databaseUrl, mode: 'external', close: () => database.close() };
  }
  const embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), persistent: true, log });
  try {
    const url = await ensureDatabase(embedded.url, 'aml');
    const database = connect(url);
    return {
      database,
      url,
      mode: 'embedded',
      appLoginPasswordFile: path.join(config.dataDir, 'pg', 'app-password'),
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
    const requests = await openRequestPool(opened);
    // Its own small pool on the owner connection; nothing connects until a job is enqueued or the runner starts.
    const jobs = new JobRunner({ connectionString: opened.url, poolSize: config.jobConcurrency + 4 });
    const deps: AppDeps = {
      config,
      db: requests.db,
      dbMode: opened.mode,
      tokens: new TokenService(secret, config.accessTokenTtlSeconds),
      screening: new WatchlistIndex(requests.db),
      jobs,
      batchHandlers: new BatchHandlers(),
      version: VERSION,
    };
    const app = await buildApp(deps).catch(async (error: unknown) => {
      await requests.close();
      throw error;
    });
    app.addHook('onClose', () => requests.close());
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
    // DEMO_SEED: the demo tenant's first customers, screened against the lists just loaded (once).
    await seedDemoCustomers(deps, { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) }).catch(
      (error: unknown) => app.log.warn({ err: error }, 'demo customers not created'),
    );
    await startAppJobs(
      deps,
      jobs,
      {
        watchlistDownload: watchlists.checkDownload,
        // The owner connection: the app role may not delete records at all (decision 102).
        retentionPurge: async () => {
          const outcome = await purgeExpiredArchives(opened.database.db);
          if (outcome.purged.length > 0) app.log.info({ purged: outcome.purged }, 'retention purge');
          if (outcome.failed.length > 0)
            app.log.error({ failed: outcome.failed }, 'retention purge failed for some archives');
        },
        batchResultsExpiry: async () => {
          const removed = await expireBatchScreenings(deps.db);
          if (removed > 0) app.log.info({ removed }, 'batch screening results older than 24 hours removed');
          const onboardings = await expireBatchOnboardings(deps.db);
          if (onboardings > 0)
            app.log.info({ removed: onboardings }, 'batch onboarding results older than 24 hours removed');
          const corporates = await expireCorporateBatches(deps.db);
          if (corporates > 0)
            app.log.info({ removed: corporates }, 'corporate batch onboarding results older than 24 hours removed');
        },
      },
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
