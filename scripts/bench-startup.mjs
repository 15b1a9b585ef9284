// `npm run bench:startup`: cold start (empty DATA_DIR: cluster creation, migrations, seed) and warm
// start of the built product until /api/health answers, and the JavaScript the login route loads.
// Run `npm run build` first.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const port = 3077;
function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aml-bench-'));
  // mkdtemp makes the folder private; the embedded server's own OS user must be able to enter it.
  chmodSync(dir, 0o755);
  return dir;
}
const dataDir = newDataDir();

async function startUntilHealthy(dir = dataDir, env = {}) {
  const started = performance.now();
  const child = spawn('node', ['apps/server/dist/server.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited)
      throw new Error('The server exited before it was healthy (see its output above); run npm run build first.');
    if (performance.now() - started > 120_000) throw new Error('The server was not healthy within 2 minutes.');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  return { ms: performance.now() - started, child };
}

async function stop(child) {
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
}

// Without the shipped lists first (BASELINE_LISTS_DIR='' leaves them out; a bench knob, not an operator one).
const bareDir = newDataDir();
const bare = await startUntilHealthy(bareDir, { BASELINE_LISTS_DIR: '' });
await stop(bare.child);
rmSync(bareDir, { recursive: true, force: true });
const cold = await startUntilHealthy();
await stop(cold.child);
const warm = await startUntilHealthy();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
});
const page = await browser.newPage();
const scripts = new Set();
page.on('response', (r) => r.url().endsWith('.js') && scripts.add(new URL(r.url()).pathname));
await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
await browser.close();
let raw = 0;
let gzip = 0;
for (const file of scripts) {
  const bytes = readFileSync(path.join('apps/web/dist', file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
await stop(warm.child);
rmSync(dataDir, { recursive: true, force: true });

console.log(`cold start to healthy (new cluster, migrations, seed, baseline lists): ${Math.round(cold.ms)} ms`);
console.log(`cold start to healthy without the baseline lists:                 ${Math.round(bare.ms)} ms`);
console.log(`warm start to healthy (baseline, same data folder):    ${Math.round(warm.ms)} ms`);
console.log(
  `login route JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} kB, ${(gzip / 1024).toFixed(1)} kB gzip`,
);
