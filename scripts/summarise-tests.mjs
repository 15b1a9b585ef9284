// Prints one closing line "N passed, N failed" over every suite's JSON report (CI reads only that).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const expected = ['unit.json', 'integration-embedded.json', 'integration-debian.json', 'e2e.json'];
let passed = 0;
let failed = 0;
const lines = [];
for (const file of expected) {
  const full = path.join(dir, file);
  if (!existsSync(full)) {
    lines.push(`${file.replace('.json', '').padEnd(22)} did not report`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(full, 'utf8'));
  // Vitest: numPassedTests/numFailedTests. Playwright: stats.expected/unexpected/flaky.
  const p = report.stats ? report.stats.expected + report.stats.flaky : report.numPassedTests;
  const f = report.stats ? report.stats.unexpected : report.numFailedTests + (report.numFailedTestSuites ?? 0);
  passed += p;
  failed += f;
  const flaky = report.stats?.flaky ? ` (${report.stats.flaky} flaky: passed on retry)` : '';
  lines.push(`${file.replace('.json', '').padEnd(22)} ${p} passed, ${f} failed${flaky}`);
}
const extra = readdirSync(dir).filter((f) => !expected.includes(f));
if (extra.length) lines.push(`(ignored: ${extra.join(', ')})`);
process.stdout.write(`\n=== Summary ===\n${lines.join('\n')}\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
