/**
 * npm run eval:name-bench (issue 18) — the field's public name-pair benchmark (OpenSanctions name-bench, MIT,
 * ../shared/data/name-bench): each pair decided by the engine at fuzzy 2 through a one-entry index (name2 listed,
 * name1 screened, the pair's schema as the entity type), beside the frozen per-case run of yente's default
 * matcher logic-v2 and a plain Jaro-Winkler baseline, all in this run. Accuracy, precision and recall overall,
 * per case group and per category; the comparison with logic-v2 is on the cases it ran (812 of 826).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FuzzyLevel } from '../src/matching/deletion-index';
import { DEFAULT_MIN_SCORE, ScreeningIndex } from '../src/matching/screening-index';
import { makeEntry } from '../src/parsers/common';
import { parseCsv } from '../src/parsers/csv';
import { normalizedText } from '../src/text/normalize';
import type { EntityType, WatchlistEntry } from '../src/types';
import { listsDir } from './shipped-lists';

const benchDir = path.join(path.dirname(listsDir), 'name-bench');
const FUZZY: FuzzyLevel = 2;
/** The baseline's threshold: the common choice for a plain Jaro-Winkler name match. */
const JARO_WINKLER_THRESHOLD = 0.9;

interface Case {
  group: string;
  schema: string;
  name1: string;
  name2: string;
  isMatch: boolean;
  category: string;
  /** logic-v2's frozen prediction, when it ran this case. */
  logicV2: boolean | null;
}

async function readRows(file: string): Promise<Record<string, string>[]> {
  const text = await readFile(path.join(benchDir, file), 'utf8');
  const [header, ...rows] = parseCsv(text, { format: 'ofac-csv', fileName: file });
  const names = header?.fields ?? [];
  return rows.map((row) => Object.fromEntries(names.map((name, i) => [name, row.fields[i] ?? ''])));
}

// The frozen run names some case groups differently (synth_corp_positives): pairs are joined on schema and names.
const pairKey = (r: Record<string, string>) => [r.schema, r.name1, r.name2].join('\u0000');

const caseOf = (r: Record<string, string>, logicV2: boolean | null): Case => ({
  group: r.case_group ?? '',
  schema: r.schema ?? '',
  name1: r.name1 ?? '',
  name2: r.name2 ?? '',
  isMatch: r.is_match === 'true',
  category: r.category || '(none)',
  logicV2,
});

/**
 * Every case of cases.csv; those the frozen run ran carry its prediction and its label (4 of its labels differ
 * from cases.csv). Groups and categories are cases.csv's.
 */
async function loadCases(): Promise<Case[]> {
  // A pair can stand in two groups: each frozen row is used once, in order.
  const frozen = new Map<string, Record<string, string>[]>();
  for (const r of await readRows('logicv2-frozen.csv')) frozen.set(pairKey(r), [...(frozen.get(pairKey(r)) ?? []), r]);
  const cases = (await readRows('cases.csv')).map((r) => {
    const ran = frozen.get(pairKey(r))?.shift();
    return ran
      ? caseOf({ ...ran, case_group: r.case_group ?? '', category: r.category ?? '' }, ran.predicted_match === 'true')
      : caseOf(r, null);
  });
  const unused = [...frozen.values()].flat().length;
  if (unused > 0) console.warn(`${unused} frozen rows match no case of cases.csv`);
  return cases;
}

const entityTypeOf = (schema: string): EntityType => (schema === 'Person' ? 'Individual' : 'Entity');

function listed(name: string, schema: string): WatchlistEntry {
  return makeEntry({
    source: 'OFAC',
    sourceType: 'name-bench',
    listId: '1',
    entityType: entityTypeOf(schema),
    entitySubtype: schema === 'Vessel' ? 'vessel' : schema === 'Person' ? 'unknown' : 'organisation',
    names: [{ full: name, type: 'primary', weak: false, script: 'Latin' }],
  });
}

/** Today's engine: name2 listed alone, name1 screened at fuzzy 2; a hit at the threshold or above is a match. */
function engineDecides(c: Case): boolean {
  const index = ScreeningIndex.build([listed(c.name2, c.schema)]);
  return (
    index.search(c.name1, { fuzziness: FUZZY, entityType: entityTypeOf(c.schema), minScore: DEFAULT_MIN_SCORE }).hits
      .length > 0
  );
}

function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aHit = new Array<boolean>(a.length).fill(false);
  const bHit = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (bHit[j] || a[i] !== b[j]) continue;
      aHit[i] = bHit[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let transpositions = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  return (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
}

/** Jaro-Winkler (prefix scale 0.1, up to 4 characters) on the whole normalised names. */
function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && a[prefix] === b[prefix]) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

const baselineDecides = (c: Case) =>
  jaroWinkler(normalizedText(c.name1), normalizedText(c.name2)) >= JARO_WINKLER_THRESHOLD;

interface Tally {
  tp: number;
  fp: number;
  tn: number;
  fn: number;
}
const empty = (): Tally => ({ tp: 0, fp: 0, tn: 0, fn: 0 });
function add(t: Tally, predicted: boolean, actual: boolean) {
  if (predicted && actual) t.tp++;
  else if (predicted) t.fp++;
  else if (actual) t.fn++;
  else t.tn++;
}
const n = (t: Tally) => t.tp + t.fp + t.tn + t.fn;
const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '–');
const accuracy = (t: Tally) => (t.tp + t.tn) / n(t);
const precision = (t: Tally) => t.tp / (t.tp + t.fp);
const recall = (t: Tally) => t.tp / (t.tp + t.fn);
const summary = (t: Tally) => `${pct(accuracy(t))} (P ${pct(precision(t))}, R ${pct(recall(t))})`;

const MATCHERS = ['logic-v2 (frozen)', 'this engine', 'Jaro-Winkler ≥ 0.9'] as const;

function table(
  title: string,
  cases: readonly (Case & { engine: boolean; baseline: boolean })[],
  by: (c: Case) => string,
) {
  const groups = new Map<string, Tally[]>();
  for (const c of cases) {
    const key = by(c);
    const tallies = groups.get(key) ?? MATCHERS.map(empty);
    if (c.logicV2 !== null) add(tallies[0] as Tally, c.logicV2, c.isMatch);
    add(tallies[1] as Tally, c.engine, c.isMatch);
    add(tallies[2] as Tally, c.baseline, c.isMatch);
    groups.set(key, tallies);
  }
  console.log(`\n${title}\n`);
  console.log(`| ${title.split(' ')[1]} | cases | ${MATCHERS.join(' | ')} |`);
  console.log(`|---|---|${MATCHERS.map(() => '---').join('|')}|`);
  for (const [key, tallies] of [...groups].sort((a, b) => n(b[1][1] as Tally) - n(a[1][1] as Tally))) {
    console.log(`| ${key} | ${n(tallies[1] as Tally)} | ${tallies.map(summary).join(' | ')} |`);
  }
}

const cases = await loadCases();
const started = performance.now();
const decided = cases.map((c) => ({ ...c, engine: engineDecides(c), baseline: baselineDecides(c) }));
const ms = performance.now() - started;

const overall = MATCHERS.map(empty);
const onFrozen = MATCHERS.map(empty);
for (const c of decided) {
  add(overall[1] as Tally, c.engine, c.isMatch);
  add(overall[2] as Tally, c.baseline, c.isMatch);
  if (c.logicV2 === null) continue;
  add(onFrozen[0] as Tally, c.logicV2, c.isMatch);
  add(onFrozen[1] as Tally, c.engine, c.isMatch);
  add(onFrozen[2] as Tally, c.baseline, c.isMatch);
}
console.log(
  `name-bench: ${cases.length} pairs, fuzzy ${FUZZY}, threshold ${DEFAULT_MIN_SCORE}; decided in ${ms.toFixed(0)} ms`,
);
console.log(
  `\n| matcher | on the ${decided.filter((c) => c.logicV2 !== null).length} cases logic-v2 ran | on all ${decided.length} cases |`,
);
console.log('|---|---|---|');
MATCHERS.forEach((m, i) => {
  const all = i === 0 ? '–' : summary(overall[i] as Tally);
  console.log(`| ${m} | ${summary(onFrozen[i] as Tally)} | ${all} |`);
});
table('Per case_group', decided, (c) => c.group);
table('Per category', decided, (c) => c.category);
