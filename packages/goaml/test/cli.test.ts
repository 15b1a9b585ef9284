import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from '../src/cli';
import { buildInput, buildReport } from './support/factories';
import { packageRoot, repoRoot, schemaErrors } from './support/uae-schema';
import { parseXml, textAt } from './support/xml';

const run = promisify(execFile);
const examplesDir = path.join(packageRoot, 'examples');

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'goaml-cli-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

function captureIo(cwd: string): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    cwd,
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    out: () => out,
    err: () => err,
  };
}

describe('the examples', () => {
  it('include an individual resident, an individual non-resident and a corporate report', async () => {
    expect((await readdir(examplesDir)).sort()).toEqual(
      expect.arrayContaining(['corporate.json', 'individual-non-resident.json', 'individual-resident.json']),
    );
  });

  it.each([
    ['individual-resident.json', 'DPMSI'],
    ['individual-non-resident.json', 'DPMSN'],
    ['corporate.json', 'DPMSJ'],
  ])('%s becomes a valid goAML file (%s)', async (example, indicator) => {
    const io = captureIo(workDir);
    const out = path.join(workDir, example.replace('.json', '.xml'));
    expect(await runCli([path.join(examplesDir, example), '-o', out], io)).toBe(0);
    const xml = await readFile(out, 'utf8');
    expect(await schemaErrors(xml)).toEqual([]);
    expect(textAt(parseXml(xml), 'report_indicators/indicator')).toBe(indicator);
  });
});

describe('the goaml command', () => {
  it('writes the XML alone on stdout, so a redirect makes a clean file', async () => {
    const io = captureIo(examplesDir);
    expect(await runCli(['corporate.json'], io)).toBe(0);
    expect(io.out().startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(io.err()).toContain('PAY-0001 INV-0001_Al Noor Gold & Diamonds L.L.C._2026-06-02.xml');
  });

  it('dates the file with --submission-date instead of the report’s created date', async () => {
    const io = captureIo(examplesDir);
    expect(await runCli(['corporate.json', '--submission-date', '2026-07-01T08:00:00Z'], io)).toBe(0);
    expect(textAt(parseXml(io.out()), 'submission_date')).toBe('2026-07-01T12:00:00');
    expect(io.err()).toContain('_2026-07-01.xml');
  });

  it('names the file by the spec pattern with --out-dir', async () => {
    const io = captureIo(workDir);
    expect(await runCli([path.join(examplesDir, 'individual-resident.json'), '--out-dir', 'named'], io)).toBe(0);
    expect(await readdir(path.join(workDir, 'named'))).toEqual(['INV-2026-0042_Mohamad Ali Al-Jaber_2026-06-02.xml']);
  });

  it('prints the fields to complete and exits 1 for a refused report', async () => {
    const file = path.join(workDir, 'incomplete.json');
    await writeFile(file, JSON.stringify(buildInput({ itemType: null }, { birthdate: null })));
    const io = captureIo(workDir);
    expect(await runCli([file, '-o', 'never.xml'], io)).toBe(1);
    expect(io.err()).toBe(
      'The goAML file was not generated. Complete these fields first:\n' +
        '  - Your profile: Birthdate is required.\n' +
        '  - Report details: Item type is required.\n',
    );
    expect(io.out()).toBe('');
    await expect(readFile(path.join(workDir, 'never.xml'))).rejects.toThrow();
  });

  it('prints the not-eligible message and exits 1 below 55,000 AED', async () => {
    const file = path.join(workDir, 'small.json');
    await writeFile(
      file,
      JSON.stringify({ tenant: buildInput().tenant, report: buildReport({ estimatedValue: 1000 }) }),
    );
    const io = captureIo(workDir);
    expect(await runCli([file], io)).toBe(1);
    expect(io.err()).toBe('Transaction not eligible for DPMSR Reporting. Amount should be above 55,000 AED.\n');
  });

  it('exits 2 with the usage for a missing file, bad JSON or wrong arguments', async () => {
    const notReport = path.join(workDir, 'array.json');
    await writeFile(notReport, '[1, 2]');
    const broken = path.join(workDir, 'broken.json');
    await writeFile(broken, '{"tenant": ');
    for (const args of [[], ['missing.json'], [broken], [notReport], ['a.json', 'b.json'], ['a.json', '-o'], ['--x']]) {
      const io = captureIo(workDir);
      expect({ args, code: await runCli(args, io) }).toEqual({ args, code: 2 });
      expect(io.err()).not.toBe('');
    }
  });

  it('runs as documented: npm run --silent goaml -- report.json > out.xml', { timeout: 60_000 }, async () => {
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'goaml', '--', 'packages/goaml/examples/individual-non-resident.json'],
      {
        cwd: repoRoot,
      },
    );
    expect(stdout.startsWith('<?xml')).toBe(true);
    expect(await schemaErrors(stdout)).toEqual([]);
  });

  it('exits non-zero through npm for a refused report', { timeout: 60_000 }, async () => {
    const file = path.join(workDir, 'no-customer.json');
    await writeFile(file, JSON.stringify(buildInput({ individualUser: null })));
    const failure = await run('npm', ['run', '--silent', 'goaml', '--', file], { cwd: repoRoot }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Please select a customer.');
  });
});
