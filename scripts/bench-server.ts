// The built product started for a benchmark (bench:customers, bench:batch-screening): its own port, a throwaway
// DATA_DIR with the embedded PostgreSQL, the demo tenant (DEMO_SEED=1) with a known password, stopped and
// removed at the end or on Ctrl-C. Run `npm run build` first (the bundle apps/server/dist/server.js).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '../apps/server/src/db/database';
import { DEMO_MLRO_EMAIL, DEMO_TENANT_NAME } from '../apps/server/src/db/seed';

export interface BenchServer {
  base: string;
  /** Signs in (the demo MLRO by default) once the server is healthy; answers the access token. */
  signIn(email?: string): Promise<string>;
  /** A timed GET with the token: its time, parsed body and size. Throws on a non-2xx answer. */
  get(pathName: string, token: string): Promise<{ ms: number; body: unknown; bytes: number }>;
  /** The owner connection to the embedded database (seeding and checks), closed when the server stops. */
  database(): Database;
  /** Closes the owner connection early (before measuring, so that it holds no cache or lock). */
  closeDatabase(): Promise<void>;
  /** The demo tenant's id (DEMO_SEED). */
  demoTenantId(): Promise<string>;
  /** The demo users' password. */
  password: string;
  /** Resolves once GET /api/health answers; throws when the server exits or takes more than 3 minutes. */
  healthy(): Promise<void>;
  /** The owner connection string of the server's embedded database (for seeding and checks). */
  embeddedUrl(): string;
  /** Runs before the server stops (close the benchmark's own connections). */
  onStop(fn: () => Promise<void> | void): void;
  stop(): Promise<void>;
}

export function startBenchServer(options: { port: number; name: string }): BenchServer {
  const base = `http://127.0.0.1:${options.port}`;
  const password = 'Bench!Passw0rd1';
  const serverBundle = path.resolve('apps/server/dist/server.js');
  if (!existsSync(serverBundle)) {
    console.error('No server build: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `aml-bench-${options.name}-`));
  chmodSync(dataDir, 0o755);

  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (to see where the time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn('node', [...profile, serverBundle], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: '1',
      DEMO_PASSWORD: password,
      // One sign-in serves the whole run (a few minutes), whatever the default token lifetime.
      ACCESS_TOKEN_TTL_SECONDS: '7200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  const beforeStop: (() => Promise<void> | void)[] = [];

  async function stop() {
    for (const fn of beforeStop.splice(0)) await Promise.resolve(fn()).catch(() => {});
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }

  async function healthy() {
    const started = performance.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before it was healthy.`);
      if (performance.now() - started > 180_000) throw new Error('The server was not healthy within 3 minutes.');
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * The embedded cluster the server started in DATA_DIR/pg (apps/server/src/runtime.ts): its owner password is
   * kept in pg/password and its loopback port is line 4 of postmaster.pid; the application database is `aml`.
   */
  function embeddedUrl(): string {
    const pgDir = path.join(dataDir, 'pg');
    const owner = readFileSync(path.join(pgDir, 'password'), 'utf8').trim();
    const pid = readFileSync(path.join(pgDir, 'cluster', 'postmaster.pid'), 'utf8').split('\n');
    const pgPort = Number(pid[3]);
    if (!Number.isInteger(pgPort) || pgPort <= 0) throw new Error('Could not read the embedded PostgreSQL port.');
    return `postgres://postgres:${encodeURIComponent(owner)}@127.0.0.1:${pgPort}/aml`;
  }

  let owner: Database | undefined;
  const closeDatabase = async () => {
    await owner?.close();
    owner = undefined;
  };
  beforeStop.push(closeDatabase);
  const database = () => {
    owner ??= connect(embeddedUrl(), 2);
    return owner;
  };

  async function signIn(email: string = DEMO_MLRO_EMAIL): Promise<string> {
    await healthy();
    const res = await fetch(`${base}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`Sign-in as ${email}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  }

  async function get(pathName: string, token: string) {
    const started = performance.now();
    const res = await fetch(`${base}${pathName}`, { headers: { Authorization: `Bearer ${token}` } });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`GET ${pathName}: ${res.status} ${text.slice(0, 300)}`);
    return { ms, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
  }

  async function demoTenantId(): Promise<string> {
    const tenant = await database().db.execute<{ id: string }>(
      sql`select id from tenants where client_name = ${DEMO_TENANT_NAME} and deleted_at is null limit 1`,
    );
    const id = tenant.rows[0]?.id;
    if (!id) throw new Error('The demo tenant was not seeded.');
    return id;
  }

  return {
    base,
    password,
    healthy,
    embeddedUrl,
    signIn,
    get,
    database,
    closeDatabase,
    demoTenantId,
    onStop: (fn) => beforeStop.push(fn),
    stop,
  };
}

/** Milliseconds as seconds with two decimals ('5.94 s'). */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The server's own account of a batch: from the job taking it up to its last item (startedAt → finishedAt). */
export const jobDuration = (batch: { startedAt: string | null; finishedAt: string | null }) =>
  Date.parse(batch.finishedAt ?? '') - Date.parse(batch.startedAt ?? '');

/** The machine's line under a benchmark's title: other work on it shows in the times. */
export const machineLine = (loadBefore: number) =>
  `(${os.cpus().length} CPUs; load average ${loadBefore.toFixed(1)} before the job runs, ` +
  `${(os.loadavg()[0] ?? 0).toFixed(1)} at the end: other work on the machine shows in the times)`;

/** The median of the samples (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The q-quantile of the samples (nearest rank). */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
