/**
 * `npm run bench:id-scan`: field accuracy and scan latency on the synthetic set, beside a baseline
 * measured in the same run: plain Tesseract (English model, whole image, MRZ lines picked from its
 * text and parsed by `mrz` with its own autocorrect) without our deskew, MRZ locator, OCR-B model or
 * check-digit repairs. Ours runs through the real service, worker thread included.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IdScanFieldName } from '@aml/contracts';
import { formatEid } from '@aml/contracts';
import { parse } from 'mrz';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { countryFromMrzCode } from './country-codes';
import { parseEidFront } from './eid-front';
import { createIdScanService } from './id-scan.service';
import { renderPdfPages } from './pdf-pages';
import { mrzDate, titleCase } from './scan-fields';
import { buildSpecimenSet, type Specimen } from './test-support/specimen-set';

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

async function main(): Promise<void> {
  say('Building the synthetic set…');
  const set = await buildSpecimenSet();

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

  const ours: number[] = [];
  const base: number[] = [];
  const byType = new Map<string, { ours: [number, number]; base: [number, number] }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const specimen of set) {
      let start = performance.now();
      let values: Values = {};
      try {
        const result = await service.scan({ bytes: specimen.bytes, filename: 'bench' });
        values = Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, v.value]));
      } catch {
        values = {};
      }
      ours.push(performance.now() - start);

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
      base.push(performance.now() - start);

      if (round === 0) {
        const key = specimen.documentType;
        const entry = byType.get(key) ?? { ours: [0, 0], base: [0, 0] };
        const o = score(specimen, values);
        const b = score(specimen, baseValues);
        entry.ours = [entry.ours[0] + o.right, entry.ours[1] + o.total];
        entry.base = [entry.base[0] + b.right, entry.base[1] + b.total];
        byType.set(key, entry);
        say(`  ${specimen.name.padEnd(66)} ours ${o.right}/${o.total}  baseline ${b.right}/${b.total}`);
      }
    }
  }
  await service.close();
  await plain.terminate();

  say();
  say('Field accuracy per document type (fields right / fields expected):');
  let allOurs: [number, number] = [0, 0];
  let allBase: [number, number] = [0, 0];
  for (const [type, { ours: o, base: b }] of byType) {
    say(
      `  ${type.padEnd(12)} ours ${((o[0] / o[1]) * 100).toFixed(1).padStart(5)}% (${o[0]}/${o[1]})   baseline ${((b[0] / b[1]) * 100).toFixed(1).padStart(5)}% (${b[0]}/${b[1]})`,
    );
    allOurs = [allOurs[0] + o[0], allOurs[1] + o[1]];
    allBase = [allBase[0] + b[0], allBase[1] + b[1]];
  }
  say(
    `  ${'all'.padEnd(12)} ours ${((allOurs[0] / allOurs[1]) * 100).toFixed(1).padStart(5)}%   baseline ${((allBase[0] / allBase[1]) * 100).toFixed(1).padStart(5)}%`,
  );
  const o = [...ours].sort((a, b) => a - b);
  const b = [...base].sort((a, b) => a - b);
  say();
  say(`Scan latency over ${ours.length} scans (${ROUNDS} rounds of ${set.length} documents):`);
  say(
    `  ours (worker thread, full pipeline)   p50 ${percentile(o, 0.5).toFixed(0)} ms   p95 ${percentile(o, 0.95).toFixed(0)} ms   max ${percentile(o, 1).toFixed(0)} ms`,
  );
  say(
    `  baseline (plain tesseract + mrz)      p50 ${percentile(b, 0.5).toFixed(0)} ms   p95 ${percentile(b, 0.95).toFixed(0)} ms   max ${percentile(b, 1).toFixed(0)} ms`,
  );
}

await main();
