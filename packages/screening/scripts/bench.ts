/**
 * npm run bench:screening — index build time and memory, p50/p95 latency per fuzzy level on the shipped
 * lists and on a synthetic 1,000,000-name corpus, 1,000 queries in one batch, and a naive full scan
 * (fastest-levenshtein over every normalised name) measured in the same run as the baseline. The naive
 * scan over a million names is sampled on fewer queries and reported per query.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { distance } from 'fastest-levenshtein';
import type { FuzzyLevel } from '../src/matching/deletion-index';
import { ScreeningIndex } from '../src/matching/screening-index';
import { normalizedText } from '../src/text/normalize';
import type { WatchlistEntry } from '../src/types';
import { mulberry32, pick } from './prng';
import { listsAvailable, listsDir, loadShippedLists } from './shipped-lists';
import { syntheticEntries } from './synthetic-corpus';

const rand = mulberry32(42);
const SYNTHETIC_NAMES = Number(process.env.BENCH_NAMES ?? 1_000_000);

// A full collection before each memory reading, without asking the npm script for --expose-gc.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

function gc(): void {
  collect();
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function typo(name: string): string {
  const words = name.split(' ');
  const i = Math.floor(rand() * words.length);
  const w = words[i] ?? '';
  if (w.length < 4) return name;
  const p = 1 + Math.floor(rand() * (w.length - 2));
  words[i] = w.slice(0, p) + pick(rand, [...'aeioulnrst']) + w.slice(p + 1);
  return words.join(' ');
}

/** Queries as a screening desk sends them: listed names as written, with a typo, reordered, and unlisted names. */
function queriesFrom(entries: readonly WatchlistEntry[], n: number): string[] {
  const out: string[] = [];
  const unlisted = [
    'Grace Fernandes',
    'Rahul Menon',
    'Chloe Dubois',
    'Peter Novak',
    'Amira Haddad Costa',
    'Kevin Okafor',
    'Sophie Lindqvist',
    'Arjun Pillai',
  ];
  while (out.length < n) {
    const r = rand();
    if (r < 0.2) {
      out.push(pick(rand, unlisted));
      continue;
    }
    const e = pick(rand, entries);
    const name = e.names[Math.floor(rand() * e.names.length)]?.full.replace(/,/g, '') ?? '';
    if (r < 0.5) out.push(name);
    else if (r < 0.8) out.push(typo(name));
    else out.push(name.split(' ').reverse().join(' '));
  }
  return out;
}

function latencies(
  index: ScreeningIndex,
  queries: readonly string[],
  level: FuzzyLevel,
): { p50: number; p95: number; mean: number } {
  for (const q of queries.slice(0, 50)) index.search(q, { fuzziness: level });
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    index.search(q, { fuzziness: level });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
  };
}

/**
 * The baseline: normalise the query and compute a full-string Levenshtein distance to every name.
 * The matches are counted into a module-level sink so the engine cannot drop the loop as unused.
 */
let naiveMatches = 0;
function naivePerQuery(names: readonly string[], queries: readonly string[]): number {
  const t = performance.now();
  for (const q of queries) {
    const nq = normalizedText(q);
    for (const n of names) if (distance(nq, n) <= 2) naiveMatches++;
  }
  return (performance.now() - t) / queries.length;
}

function row(cells: readonly (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}

async function benchCorpus(
  label: string,
  entries: readonly WatchlistEntry[],
  queryCount: number,
  naiveQueries: number,
): Promise<void> {
  gc();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const index = ScreeningIndex.build(entries);
  const buildMs = performance.now() - t0;
  gc();
  const after = process.memoryUsage();
  console.log(`\n## ${label}`);
  console.log(
    `${index.stats.entries.toLocaleString('en')} entries, ${index.stats.names.toLocaleString('en')} names, ${index.stats.keys.toLocaleString('en')} token keys, ${index.stats.deletionVariants.toLocaleString('en')} deletion variants`,
  );
  // Typed arrays live outside the JS heap, so the index's size is heap plus array-buffer growth.
  const used = (m: NodeJS.MemoryUsage): number => m.heapUsed + m.arrayBuffers;
  console.log(
    `index build: ${(buildMs / 1000).toFixed(2)} s; index memory ≈ ${mb(used(after) - used(before))} (heap + typed arrays; process heap ${mb(after.heapUsed)}, array buffers ${mb(after.arrayBuffers)}, rss ${mb(after.rss)})`,
  );
  // The server rebuilds with buildInSlices: how long can a request wait on the event loop meanwhile?
  // The one-go build above held it for its whole duration (the baseline).
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 1);
  const ts = performance.now();
  await ScreeningIndex.buildInSlices(entries);
  const slicedMs = performance.now() - ts;
  clearInterval(ticker);
  console.log(
    `index build in slices (as the server runs it): ${(slicedMs / 1000).toFixed(2)} s, longest event-loop pause ${longestGap.toFixed(0)} ms (one-go build: ${buildMs.toFixed(0)} ms)`,
  );

  const queries = queriesFrom(entries, queryCount);
  console.log(
    `\n${queries.length} queries per level (30 % listed names as written, 30 % with a typo, 20 % reordered, 20 % unlisted):\n`,
  );
  console.log(row(['fuzzy level', 'p50 ms', 'p95 ms', 'mean ms']));
  console.log(row(['---', '---:', '---:', '---:']));
  let mean2 = 0;
  for (const level of [0, 1, 2] as const) {
    const l = latencies(index, queries, level);
    if (level === 2) mean2 = l.mean;
    console.log(row([level, l.p50.toFixed(2), l.p95.toFixed(2), l.mean.toFixed(2)]));
  }
  const batch = queriesFrom(entries, 1000);
  const tb = performance.now();
  const results = index.searchMany(batch.map((name) => ({ name, fuzziness: 2 })));
  const batchMs = performance.now() - tb;
  console.log(
    `\nbatch of 1,000 names at fuzzy 2: ${(batchMs / 1000).toFixed(2)} s (${results.reduce((a, r) => a + r.totalHits, 0)} hits)`,
  );
  const names = entries.flatMap((e) => e.names.map((n) => normalizedText(n.full)));
  const naive = naivePerQuery(names, queries.slice(0, naiveQueries));
  console.log(
    `naive full scan (fastest-levenshtein over ${names.length.toLocaleString('en')} names, ${naiveQueries} queries): ${naive.toFixed(1)} ms per query (${naiveMatches.toLocaleString('en')} names within 2 edits so far); index at fuzzy 2 is ${(naive / mean2).toFixed(0)}× faster (mean vs mean)`,
  );
}

async function main(): Promise<void> {
  console.log(`# Screening benchmark (node ${process.version}, ${(await import('node:os')).cpus().length} cores)`);
  if (listsAvailable()) {
    const t = performance.now();
    const lists = await loadShippedLists();
    console.log(`\nparsed ${lists.length} shipped list files in ${((performance.now() - t) / 1000).toFixed(2)} s`);
    await benchCorpus(
      'Shipped lists',
      lists.flatMap((l) => l.entries),
      2000,
      100,
    );
  } else {
    console.log(`\nShipped lists not found at ${listsDir}: skipping that part.`);
  }
  const tg = performance.now();
  const synthetic = syntheticEntries(SYNTHETIC_NAMES);
  console.log(
    `\ngenerated ${SYNTHETIC_NAMES.toLocaleString('en')} synthetic names in ${((performance.now() - tg) / 1000).toFixed(1)} s`,
  );
  await benchCorpus(`Synthetic corpus, ${SYNTHETIC_NAMES.toLocaleString('en')} names`, synthetic, 1000, 10);
}

await main();
