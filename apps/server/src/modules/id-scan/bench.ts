/**
 * `npm run bench:id-scan`: field accuracy and scan latency on the synthetic set, beside a baseline
 * measured in the same run: plain Tesseract (English model, whole image, MRZ lines picked from its
 * text and parsed by `mrz` with its own autocorrect) without our deskew, MRZ locator, OCR-B model or
 * check-digit repairs. Ours runs through the real service, worker thread included. The stress group
 * (perspective, uneven light, sensor noise, glare, low resolution) is reported on its own so the
 * figures of the main set stay comparable from run to run.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IdScanFieldName } from '@aml/contracts';
import { formatEid } from '@aml/contracts';
import { countryFromMrzCode, mrzDate, parseEidFront, titleCase } from '@aml/id-scan';
import { parse } from 'mrz';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { createIdScanService } from './id-scan.service';
import { renderPdfPages } from './pdf-pages';
import { buildSpecimenSet, buildStressSet, type Specimen } from './test-support/specimen-set';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const say = (line = '') => process.stdout.write(`${line}\n`);

type Values = Partial<Record<IdScanFieldName, string | null>>;

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] as number;
}

function score(specimen: Specimen, values: Values): { right: number; total: number } {
  const entries = Object.entries(specimen.expected);
  const right = entries.filter(([name, expected]) => (values[name as IdScanFieldName] ?? null) === expected).length;
  return { right, total: entries.length };
}

/** What plain Tesseract + `mrz` autocorrect gives, mapped to the same field names. */
function baselineValues(lines: string[]): Values {
  const candidates = lines.map((l) => l.replace(/\s/g, '').toUpperCase()).filter((l) => /^[A-Z0-9<]{28,46}$/.test(l));
  for (const size of [3, 2]) {
    for (let i = 0; i + size <= candidates.length; i++) {
      const group = candidates.slice(i, i + size);
      const length = size === 3 ? 30 : (group[0] as string).length >= 40 ? 44 : 36;
      try {
        const result = parse(
          group.map((l) => l.padEnd(length, '<').slice(0, length)),
          { autocorrect: true },
        );
        const f = result.fields;
        const country = f.nationality ? countryFromMrzCode(f.nationality) : undefined;
        const emirates = f.issuingState === 'ARE' && /^I/.test(f.documentCode ?? '');
        return {
          firstName: f.firstName ? titleCase(f.firstName) : null,
          lastName: f.lastName ? titleCase(f.lastName) : null,
          dateOfBirth: f.birthDate ? mrzDate(f.birthDate, 'birth') : null,
          idExpiryDate: f.expirationDate ? mrzDate(f.expirationDate, 'expiry') : null,
          nationality: country?.name ?? null,
          countryCode: country?.dialCode ?? null,
          idNo: emirates ? (f.optional1 ? formatEid(f.optional1) : null) : (f.documentNumber ?? null),
        };
      } catch {
        // Not an MRZ group; try the next.
      }
    }
  }
  const front = parseEidFront(lines.map((text) => ({ text, confidence: 80 })));
  return Object.fromEntries(Object.entries(front.fields).map(([k, v]) => [k, v.value]));
}

interface Tally {
  ours: [number, number];
  base: [number, number];
}

const add = (a: [number, number], b: { right: number; total: number }): [number, number] => [
  a[0] + b.right,
  a[1] + b.total,
];
const pct = ([right, total]: [number, number]) => `${((right / Math.max(1, total)) * 100).toFixed(1).padStart(5)}%`;

function report(title: string, groups: Map<string, Tally>): void {
  say(title);
  let allOurs: [number, number] = [0, 0];
  let allBase: [number, number] = [0, 0];
  for (const [key, { ours: o, base: b }] of groups) {
    say(`  ${key.padEnd(22)} ours ${pct(o)} (${o[0]}/${o[1]})   baseline ${pct(b)} (${b[0]}/${b[1]})`);
    allOurs = [allOurs[0] + o[0], allOurs[1] + o[1]];
    allBase = [allBase[0] + b[0], allBase[1] + b[1]];
  }
  say(
    `  ${'all'.padEnd(22)} ours ${pct(allOurs)} (${allOurs[0]}/${allOurs[1]})   baseline ${pct(allBase)} (${allBase[0]}/${allBase[1]})`,
  );
}

function latency(title: string, ours: number[], base: number[], documents: number): void {
  const o = [...ours].sort((a, b) => a - b);
  const b = [...base].sort((a, b) => a - b);
  say(`${title} over ${ours.length} scans (${ROUNDS} rounds of ${documents} documents):`);
  say(
    `  ours (worker thread, full pipeline)   p50 ${percentile(o, 0.5).toFixed(0)} ms   p95 ${percentile(o, 0.95).toFixed(0)} ms   max ${percentile(o, 1).toFixed(0)} ms`,
  );
  say(
    `  baseline (plain tesseract + mrz)      p50 ${percentile(b, 0.5).toFixed(0)} ms   p95 ${percentile(b, 0.95).toFixed(0)} ms   max ${percentile(b, 1).toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  say('Building the synthetic set and its stress group…');
  const set = await buildSpecimenSet();
  const stress = await buildStressSet();

  const service = createIdScanService({ timeoutMs: 60_000 });
  // The first scan waits for the worker to start and warm up; the server does that when it starts listening.
  await service.scan({ bytes: (set[0] as Specimen).bytes, filename: 'warm.png' });

  const dataDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  const plain = await createWorker('eng', OEM.LSTM_ONLY, { langPath: dataDir, gzip: true, cacheMethod: 'none' });
  await plain.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '200' });
  await plain.recognize((set[0] as Specimen).bytes);

  /** Scans one specimen both ways: our values and time, the baseline's values and time. */
  const measure = async (specimen: Specimen) => {
    let start = performance.now();
    let values: Values = {};
    try {
      const result = await service.scan({ bytes: specimen.bytes, filename: 'bench' });
      values = Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, v.value]));
    } catch {
      values = {};
    }
    const oursMs = performance.now() - start;

    start = performance.now();
    const pages =
      specimen.kind === 'pdf' ? await renderPdfPages(new Uint8Array(specimen.bytes), 2, 1600) : [specimen.bytes];
    const lines: string[] = [];
    for (const page of pages) {
      const png = await sharp(page)
        .rotate()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
      const { data } = await plain.recognize(png);
      lines.push(...data.text.split('\n'));
    }
    const baseValues = baselineValues(lines);
    return {
      ours: score(specimen, values),
      oursMs,
      base: score(specimen, baseValues),
      baseMs: performance.now() - start,
    };
  };

  const main = { ours: [] as number[], base: [] as number[], byType: new Map<string, Tally>() };
  const stressed = {
    ours: [] as number[],
    base: [] as number[],
    byDocument: new Map<string, Tally>(),
    byCondition: new Map<string, Tally>(),
  };
  const tally = (groups: Map<string, Tally>, key: string, o: { right: number; total: number }, b: typeof o) => {
    const entry = groups.get(key) ?? { ours: [0, 0], base: [0, 0] };
    groups.set(key, { ours: add(entry.ours, o), base: add(entry.base, b) });
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (round === 0) say('Main set:');
    for (const specimen of set) {
      const m = await measure(specimen);
      main.ours.push(m.oursMs);
      main.base.push(m.baseMs);
      if (round > 0) continue;
      tally(main.byType, specimen.documentType, m.ours, m.base);
      say(
        `  ${specimen.name.padEnd(72)} ours ${m.ours.right}/${m.ours.total}  baseline ${m.base.right}/${m.base.total}`,
      );
    }
    if (round === 0) say('Stress group (perspective, uneven light, noise, glare, low resolution):');
    for (const specimen of stress) {
      const m = await measure(specimen);
      stressed.ours.push(m.oursMs);
      stressed.base.push(m.baseMs);
      if (round > 0) continue;
      tally(stressed.byDocument, specimen.document, m.ours, m.base);
      tally(stressed.byCondition, specimen.condition, m.ours, m.base);
      say(
        `  ${specimen.name.padEnd(72)} ours ${m.ours.right}/${m.ours.total}  baseline ${m.base.right}/${m.base.total}`,
      );
    }
  }
  await service.close();
  await plain.terminate();

  say();
  report('Main set, field accuracy per document type (fields right / fields expected):', main.byType);
  say();
  report('Stress group, field accuracy per document:', stressed.byDocument);
  report('Stress group, field accuracy per condition:', stressed.byCondition);
  say();
  latency('Main set scan latency', main.ours, main.base, set.length);
  latency('Stress group scan latency', stressed.ours, stressed.base, stress.length);
  latency(
    'All scans latency',
    [...main.ours, ...stressed.ours],
    [...main.base, ...stressed.base],
    set.length + stress.length,
  );
}

await main();
