// `npm run bench:onboarding`: time from submit to answer of POST register-individual-user and of
// POST register-corporate-user with 5 partners, on the built product with the shipped lists (issue 11),
// beside a baseline measured in the same run: one quick screening (POST api/Scan/search), the
// engine's work for one name with its charge and log. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  corporateFormSchema,
  individualFormSchema,
  toCorporateRegistration,
  toIndividualRegistration,
} from '@aml/contracts';
import { buildCorporateForm, buildIndividualForm, buildPartner } from '../apps/server/test/customers';

const port = 3078;
const base = `http://127.0.0.1:${port}`;
const password = 'Bench!Passw0rd1';
const runs = 20;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aml-bench-onboarding-'));
chmodSync(dataDir, 0o755);

const child = spawn('node', ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_SEED: '1',
    DEMO_PASSWORD: password,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopped = new Promise((resolve) => child.on('exit', resolve));

async function healthy() {
  const started = performance.now();
  for (;;) {
    if (performance.now() - started > 180_000) throw new Error('The server was not healthy within 3 minutes.');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function call(pathName: string, token: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${pathName}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return ms;
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.log(
    `${label.padEnd(52)} median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   (n=${samples.length})`,
  );
}

try {
  await healthy();
  const login = await fetch(`${base}/api/Authentication/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'mlro@demo.test', password }),
  });
  const { token } = (await login.json()) as { token: string };
  const health = (await (await fetch(`${base}/api/health`)).json()) as { lists: { source: string; entries: number }[] };
  console.log(`lists in force: ${health.lists.map((l) => `${l.source} ${l.entries}`).join(', ')}`);

  const scan = [];
  const individual = [];
  const corporate = [];
  for (let i = -3; i < runs; i++) {
    const scanMs = await call('/api/Scan/search', token, {
      entityType: 'Individual',
      names: `Aisha Rahmanova ${i}`,
      fuzzyLevel: 1,
    });
    const individualBody = toIndividualRegistration(individualFormSchema.parse(buildIndividualForm()));
    const individualMs = await call('/api/IndividualUser/register-individual-user', token, individualBody);
    const partners = ['Omar Haddadin', 'Layla Haddadin', 'Yusuf Karimov', 'Maryam Sadeghi', 'Chen Wei Ming'].map(
      (name) => buildPartner({ name, percentageOfShare: 20 }),
    );
    const corporateBody = toCorporateRegistration(corporateFormSchema.parse(buildCorporateForm({ partners })));
    const corporateMs = await call('/api/CorporateUser/register-corporate-user', token, corporateBody);
    if (i < 0) continue; // warm-up
    scan.push(scanMs);
    individual.push(individualMs);
    corporate.push(corporateMs);
  }
  summary('baseline: quick screening of one name (Scan API)', scan);
  summary('register an individual (1 name screened)', individual);
  summary('register a corporate with 5 partners (6 names)', corporate);
} finally {
  child.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
