import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { type AppConfig, loadConfig } from '../src/config';
import { APP_ROLE, assertRestrictedRole, connect, type Db, ensureDatabase } from '../src/db/database';
import { tenants, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { TokenService } from '../src/lib/tokens';
import { type AppJobHooks, type StartAppJobsOptions, startAppJobs } from '../src/modules/jobs/app-jobs';
import { BatchHandlers } from '../src/modules/jobs/batch-handlers';
import { JobRunner } from '../src/modules/jobs/job-runner';
import { WatchlistIndex } from '../src/modules/screening/watchlist-index';

export interface TestContext {
  app: FastifyInstance;
  /**
   * The owner connection (table owner, not subject to row-level security): for arranging rows and
   * inspecting them as an auditor would. The app itself runs on `deps.db`, the restricted request pool.
   */
  db: Db;
  deps: AppDeps;
  /** The test database's owner connection string (for a second runner, a child process). */
  databaseUrl: string;
  /** The job runner of deps.jobs; jobs run once startJobs() (or the `jobs` option) has started it. */
  jobs: JobRunner;
  /** Starts running jobs in this test's app as runtime.ts does (tasks, schedules, resume of unfinished batches). */
  startJobs(hooks?: AppJobHooks, options?: Partial<StartAppJobsOptions>): Promise<void>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Start the job runner on the test database (stopped by close()). */
  jobs?: boolean;
}

/** Quick polling in tests: a job scheduled for now is announced by NOTIFY anyway; retries are picked up soon. */
const TEST_POLL_MS = 200;

/** A fresh database copied from the migrated template, and the app built on it. One per test file. */
export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const adminUrl = inject('dbAdminUrl');
  const name = `aml_t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = await ensureDatabase(adminUrl, name, inject('dbTemplate'));
  const database = connect(databaseUrl, 4);
  // The app runs exactly as in production: on a pool switched to the restricted role.
  const requests = connect(databaseUrl, 4, { role: APP_ROLE });
  await assertRestrictedRole(requests.db);
  const jobs = new JobRunner({ connectionString: databaseUrl, poolSize: 4 });
  // The per-IP sign-in limit is lifted (every injected request comes from one address) unless a test sets it.
  const config: AppConfig = {
    ...loadConfig({}),
    webDist: null,
    demoSeed: false,
    loginRateLimitPerMinute: 10_000,
    ...overrides,
  };
  const deps: AppDeps = {
    config,
    db: requests.db,
    dbMode: inject('dbMode'),
    tokens: new TokenService(`test-secret-${name}`, config.accessTokenTtlSeconds),
    screening: new WatchlistIndex(requests.db),
    jobs,
    batchHandlers: new BatchHandlers(),
    version: 'test',
  };
  const app = await buildApp(deps, { logger: false });
  const startJobs: TestContext['startJobs'] = (hooks = {}, startOptions = {}) =>
    startAppJobs(deps, jobs, hooks, { log: app.log, pollIntervalMs: TEST_POLL_MS, ...startOptions });
  if (options.jobs) await startJobs();
  return {
    app,
    db: database.db,
    deps,
    databaseUrl,
    jobs,
    startJobs,
    close: async () => {
      await jobs.stop();
      await app.close();
      await requests.close();
      await database.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export const TEST_PASSWORD = 'Str0ng!Passw0rd';

export function buildTenant(overrides: Partial<typeof tenants.$inferInsert> = {}): typeof tenants.$inferInsert {
  const id = unique();
  return {
    clientName: `Tenant ${id} LLC`,
    email: `owner-${id}@tenant.test`,
    expiryDate: '2999-12-31',
    maxScreeningCount: 100,
    ...overrides,
  };
}

export async function createTenant(db: Db, overrides: Partial<typeof tenants.$inferInsert> = {}) {
  const [row] = await db.insert(tenants).values(buildTenant(overrides)).returning();
  if (!row) throw new Error('tenant not created');
  return row;
}

export async function createUser(
  db: Db,
  options: {
    tenantId?: string | null;
    role?: 'SuperUser' | 'ClientUser' | 'TenantUser';
    tenantRole?: 'MLRO' | 'FLA' | null;
    email?: string;
    password?: string;
    isActive?: boolean;
    name?: string;
  } = {},
) {
  const role = options.role ?? 'ClientUser';
  const email = options.email ?? `user-${unique()}@tenant.test`;
  const password = options.password ?? TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      tenantId: role === 'SuperUser' ? null : (options.tenantId ?? null),
      email,
      name: options.name ?? `User ${email}`,
      passwordHash: await hashPassword(password),
      platformRole: role,
      tenantRole: role === 'SuperUser' ? null : (options.tenantRole ?? 'MLRO'),
      isActive: options.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return { ...row, password };
}

/** A tenant with one MLRO and one FLA user. */
export async function createTenantWithStaff(db: Db, overrides: Partial<typeof tenants.$inferInsert> = {}) {
  const tenant = await createTenant(db, overrides);
  const mlro = await createUser(db, { tenantId: tenant.id, tenantRole: 'MLRO' });
  const fla = await createUser(db, { tenantId: tenant.id, tenantRole: 'FLA' });
  return { tenant, mlro, fla };
}

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/Authentication/Login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; refreshToken: string };
  return { token: body.token, refreshToken: body.refreshToken, auth: { authorization: `Bearer ${body.token}` } };
}
