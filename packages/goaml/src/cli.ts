import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDpmsrXml } from './build-report';
import type { DpmsrReportInput } from './model';

/**
 * Builds a goAML DPMSR file from a JSON report, for manual checks (issue 6):
 *
 *   npm run --silent goaml -- report.json > out.xml
 *   npm run goaml -- report.json -o out.xml
 *   npm run goaml -- report.json --out-dir reports/     (named by the spec 3 §9 file name pattern)
 *
 * A refused report prints the fields to complete on stderr and exits 1; a usage or input error exits 2.
 */

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Where relative paths are resolved: npm runs scripts from the repository root, INIT_CWD is the caller's. */
  readonly cwd: string;
}

const USAGE = `Usage: npm run goaml -- <report.json> [-o <out.xml> | --out-dir <dir>] [--submission-date <date>]

  Without -o or --out-dir the XML is written to stdout; use "npm run --silent goaml -- ..." so that npm's
  own banner lines do not end up in the redirected file.
  The JSON holds { "tenant": {...}, "report": {...} }; see packages/goaml/examples/.
`;

interface Args {
  readonly input: string;
  readonly output?: string;
  readonly outDir?: string;
  readonly submissionDate?: string;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.stderr(`${args}\n\n${USAGE}`);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path.resolve(io.cwd, args.input), 'utf8'));
  } catch (error) {
    io.stderr(`Cannot read ${args.input}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  if (!isReportInput(input)) {
    io.stderr(`${args.input} is not a DPMSR report: expected an object with "tenant" and "report" objects.\n`);
    return 2;
  }
  const result = buildDpmsrXml(input, args.submissionDate ? { submissionDate: args.submissionDate } : {});
  if (!result.ok) {
    if (result.reason === 'not-eligible') {
      io.stderr(`${result.message}\n`);
    } else {
      io.stderr('The goAML file was not generated. Complete these fields first:\n');
      for (const problem of result.problems) io.stderr(`  - ${problem.message}\n`);
    }
    return 1;
  }
  const target = args.output ?? (args.outDir ? path.join(args.outDir, result.fileName) : undefined);
  if (target === undefined) {
    io.stdout(result.xml);
    io.stderr(`DPMSR ${result.indicator}; suggested file name: ${result.fileName}\n`);
    return 0;
  }
  const absolute = path.resolve(io.cwd, target);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, result.xml, 'utf8');
  io.stderr(`Wrote ${absolute} (DPMSR ${result.indicator})\n`);
  return 0;
}

function parseArgs(argv: readonly string[]): Args | string {
  let input: string | undefined;
  let output: string | undefined;
  let outDir: string | undefined;
  let submissionDate: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '-o' || arg === '--output' || arg === '--out-dir' || arg === '--submission-date') {
      if (value === undefined) return `${arg} needs a value.`;
      if (arg === '--out-dir') outDir = value;
      else if (arg === '--submission-date') submissionDate = value;
      else output = value;
      i++;
    } else if (arg === '-h' || arg === '--help') {
      return 'Help:';
    } else if (arg?.startsWith('-')) {
      return `Unknown option ${arg}.`;
    } else if (input === undefined) {
      input = arg;
    } else {
      return `Only one report file at a time (got ${input} and ${arg}).`;
    }
  }
  if (input === undefined) return 'No report file given.';
  if (output !== undefined && outDir !== undefined) return 'Use either -o or --out-dir, not both.';
  return { input, output, outDir, submissionDate };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The builder checks every field itself and names what is missing; the CLI only makes sure the two parts exist.
function isReportInput(value: unknown): value is DpmsrReportInput {
  return isObject(value) && isObject(value.tenant) && isObject(value.report);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
  process.exitCode = code;
}
