// The built product started for a benchmark (bench:customers, bench:batch-screening): its own port, a throwaway
// DATA_DIR with the embedded PostgreSQL, the demo tenant (DEMO_SEED=1) with a known password, stopped and
// removed at the end or on Ctrl-C. Run `npm run build` first (the bundle apps/server/dist/server.js).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  base: string;
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

  const child = spawn('node', [serverBundle], {
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

  return { base, password, healthy, embeddedUrl, onStop: (fn) => beforeStop.push(fn), stop };
}
