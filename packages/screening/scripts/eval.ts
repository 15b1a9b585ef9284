/**
 * npm run eval:screening — precision and recall per fuzzy level on a labelled set built from the shipped
 * lists: aliases as queries, one- and two-edit typos, reordered names, transliterations (the Arabic
 * original-script names of UN and OFAC-style entries against the Latin names, and Latin respellings of
 * given names), dropped middle names, and clear non-matches (common customer names not on any list).
 */

import type { FuzzyLevel } from '../src/matching/deletion-index';
import { DEFAULT_MIN_SCORE, ScreeningIndex } from '../src/matching/screening-index';
import { normalizeName } from '../src/text/normalize';
import type { WatchlistEntry } from '../src/types';
import { mulberry32, pick, shuffle } from './prng';
import { listsAvailable, listsDir, loadShippedLists } from './shipped-lists';

type CaseType =
  | 'alias'
  | 'typo-1'
  | 'typo-2'
  | 'reorder'
  | 'translit-arabic'
  | 'translit-latin'
  | 'dropped-middle'
  | 'dob-5-years-off'
  | 'non-match'
  | 'non-match-arabic';
interface Case {
  readonly type: CaseType;
  readonly query: string;
  readonly target?: WatchlistEntry;
  /** dd/mm/yyyy sent with the name (the dob cases). */
  readonly dob?: string;
}

const PER_TYPE = 300;
const NON_MATCHES = 1000;
const NON_MATCHES_ARABIC = 300;
const LEVELS: readonly FuzzyLevel[] = [0, 1, 2];
const rand = mulberry32(20260227);
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

function coreWords(name: string): string[] {
  return name
    .replace(/,/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && normalizeName(w).tokens.some((t) => !t.particle));
}

/** Apply n single-character edits (substitute, insert or delete) to one word. */
function typo(word: string, n: number): string {
  let w = word;
  for (let i = 0; i < n; i++) {
    const op = Math.floor(rand() * 3);
    const p = Math.floor(rand() * w.length);
    const c = pick(
      rand,
      [...ALPHABET].filter((x) => x !== w[p]?.toLowerCase()),
    );
    if (op === 0) w = w.slice(0, p) + c + w.slice(p + 1);
    else if (op === 1) w = w.slice(0, p) + c + w.slice(p);
    else w = w.slice(0, p) + w.slice(p + 1);
  }
  return w;
}

const RESPELL: readonly [RegExp, string][] = [
  [/\bMohammed\b|\bMohamed\b|\bMuhammad\b/i, 'Mohamad'],
  [/\bAhmed\b|\bAhmad\b/i, 'Ahmet'],
  [/\bYousef\b|\bYusuf\b|\bYoussef\b/i, 'Yousif'],
  [/\bHussein\b|\bHusain\b|\bHussain\b/i, 'Hossein'],
  [/\bOmar\b|\bUmar\b/i, 'Omer'],
  [/\bAbdullah\b|\bAbdallah\b/i, 'Abdalla'],
  [/\bKhalid\b|\bKhaled\b/i, 'Khaleed'],
  [/\bOsama\b|\bUsama\b/i, 'Oussama'],
  [/\bIbrahim\b/i, 'Ebrahim'],
  [/\bSulaiman\b|\bSuleiman\b/i, 'Soliman'],
  [/\bAl-/i, 'El '],
  [/\bAbd al-/i, 'Abdul '],
  [/\bAbdul /i, 'Abdel '],
];

function buildCases(entries: readonly WatchlistEntry[], latinIndex: ScreeningIndex): Case[] {
  const cases: Case[] = [];
  const pool = shuffle(
    rand,
    entries.filter((e) => e.names[0]?.script === 'Latin' && coreWords(e.names[0].full).length >= 2),
  );
  const take = (type: CaseType, make: (e: WatchlistEntry) => string | undefined): void => {
    let n = 0;
    for (const e of pool) {
      if (n >= PER_TYPE) break;
      const q = make(e);
      if (q) {
        cases.push({ type, query: q, target: e });
        n++;
      }
    }
  };
  take(
    'alias',
    (e) =>
      e.names.find((x) => x.type !== 'primary' && !x.weak && x.script === 'Latin' && coreWords(x.full).length >= 2)
        ?.full,
  );
  take('typo-1', (e) => {
    const words = coreWords(e.names[0]?.full ?? '');
    const i = words.findIndex((w) => w.length >= 5);
    if (i < 0) return undefined;
    words[i] = typo(words[i] ?? '', 1);
    return words.join(' ');
  });
  take('typo-2', (e) => {
    const words = coreWords(e.names[0]?.full ?? '');
    const i = words.findIndex((w) => w.length >= 7);
    if (i < 0) return undefined;
    words[i] = typo(words[i] ?? '', 2);
    return words.join(' ');
  });
  take('reorder', (e) => {
    const words = coreWords(e.names[0]?.full ?? '');
    return [...words.slice(1), words[0]].join(' ');
  });
  take('dropped-middle', (e) => {
    const words = coreWords(e.names[0]?.full ?? '');
    if (words.length < 3 || e.entityType !== 'Individual') return undefined;
    words.splice(1 + Math.floor(rand() * (words.length - 2)), 1);
    return words.join(' ');
  });
  // The listed name exactly, with a birth year typed five years off (issue 18: a wrong year must not hide the
  // person; it lowers the score and says so).
  for (const e of pool) {
    if (cases.filter((c) => c.type === 'dob-5-years-off').length >= PER_TYPE) break;
    const dob = e.datesOfBirth.find((d) => d.year && d.month && d.day && !d.yearTo);
    const name = e.names[0]?.full;
    if (!dob?.year || !dob.month || !dob.day || !name || e.entityType !== 'Individual') continue;
    const dd = String(dob.day).padStart(2, '0');
    const mm = String(dob.month).padStart(2, '0');
    cases.push({ type: 'dob-5-years-off', query: name, target: e, dob: `${dd}/${mm}/${dob.year + 5}` });
  }
  take('translit-latin', (e) => {
    const full = e.names[0]?.full ?? '';
    for (const [re, to] of RESPELL) if (re.test(full)) return full.replace(re, to);
    return undefined;
  });
  for (const e of shuffle(rand, entries)) {
    if (cases.filter((c) => c.type === 'translit-arabic').length >= PER_TYPE) break;
    const arabic = e.names.find((n) => n.script === 'Arabic');
    if (arabic && e.names.some((n) => n.script === 'Latin'))
      cases.push({ type: 'translit-arabic', query: arabic.full, target: e });
  }
  // Clear non-matches: everyday customer names built from common given names and surnames, kept only
  // when no listed name contains all their words (those would be genuine name matches).
  const given = [
    'James',
    'Maria',
    'Priya',
    'Wei',
    'Olga',
    'Carlos',
    'Aisha',
    'Rahul',
    'Grace',
    'Thomas',
    'Anna',
    'Arjun',
    'Mei',
    'Elena',
    'Samuel',
    'Nadia',
    'Kevin',
    'Leila',
    'Rajesh',
    'Sophie',
    'Daniel',
    'Hana',
    'Vikram',
    'Chloe',
    'Joseph',
    'Amira',
    'Ravi',
    'Laura',
    'Peter',
    'Zara',
  ];
  const family = [
    'Fernandes',
    'Sharma',
    'Nguyen',
    'Kowalski',
    'Pereira',
    'Thompson',
    'Menon',
    'Tanaka',
    'Okafor',
    'Lindqvist',
    'Dubois',
    'Rossi',
    'Iyer',
    'Santos',
    'Murphy',
    'Novak',
    'Haddad',
    'Kapoor',
    'Schmidt',
    'Reyes',
    'Mensah',
    'Jansen',
    'Pillai',
    'Costa',
    'Walsh',
    'Bianchi',
    'Chowdhury',
    'Moreau',
    'Sato',
    'Barros',
  ];
  let made = 0;
  for (let guard = 0; made < NON_MATCHES && guard < NON_MATCHES * 20; guard++) {
    const parts = [pick(rand, given), ...(rand() < 0.3 ? [pick(rand, given)] : []), pick(rand, family)];
    const query = parts.join(' ');
    // All words of the name present in one listed name (e.g. "James T. Walsh") makes it a real match.
    const exact = latinIndex.search(query, { fuzziness: 0, minScore: 90 });
    if (exact.totalHits > 0) continue;
    cases.push({ type: 'non-match', query });
    made++;
  }
  // Everyday Emirati and Arab customer names in Arabic script, screened against the Latin-only index
  // like the translit-arabic cases; kept only when no listed Latin name spells all their words.
  const givenArabic = ['أحمد', 'فاطمة', 'مريم', 'يوسف', 'عائشة', 'سلمى', 'خالد', 'ريم', 'هند', 'عمر', 'ليلى', 'نورة'];
  const givenArabic2 = [
    'حمدان',
    'شيخة',
    'ماجد',
    'طارق',
    'رنا',
    'سعيد',
    'موزة',
    'راشد',
    'لطيفة',
    'سيف',
    'ميثاء',
    'جاسم',
  ];
  const familyArabic = ['الكعبي', 'المنصوري', 'الظاهري', 'النعيمي', 'الشامسي', 'السويدي', 'المهيري', 'الفلاسي'];
  const familyArabic2 = ['البلوشي', 'الحمادي', 'الزعابي', 'الكتبي', 'المري', 'النقبي', 'العامري', 'الرميثي'];
  const given2 = [...givenArabic, ...givenArabic2];
  const family2 = [...familyArabic, ...familyArabic2];
  made = 0;
  for (let guard = 0; made < NON_MATCHES_ARABIC && guard < NON_MATCHES_ARABIC * 20; guard++) {
    const parts = [pick(rand, given2), ...(rand() < 0.3 ? [pick(rand, given2)] : []), pick(rand, family2)];
    const query = parts.join(' ');
    if (latinIndex.search(query, { fuzziness: 0, minScore: 90 }).totalHits > 0) continue;
    cases.push({ type: 'non-match-arabic', query });
    made++;
  }
  return cases;
}

interface Outcome {
  readonly c: Case;
  readonly level: FuzzyLevel;
  /** Score of the target entry (undefined when not returned). */
  readonly targetScore: number | undefined;
  /** Highest score of any entry other than the target. */
  readonly otherScore: number | undefined;
}

function run(cases: readonly Case[], main: ScreeningIndex, latinOnly: ScreeningIndex, floor: number): Outcome[] {
  const out: Outcome[] = [];
  for (const level of LEVELS) {
    for (const c of cases) {
      const idx = c.type === 'translit-arabic' || c.type === 'non-match-arabic' ? latinOnly : main;
      const hits = idx.search(c.query, {
        fuzziness: level,
        minScore: floor,
        limit: 1000,
        ...(c.dob ? { dateOfBirth: c.dob } : {}),
      }).hits;
      const target = hits.find(
        (h) =>
          h.entry === c.target ||
          (c.target && h.entry.listId === c.target.listId && h.entry.sourceType === c.target.sourceType),
      );
      const other = hits.find((h) => h !== target);
      out.push({ c, level, targetScore: target?.score, otherScore: other?.score });
    }
  }
  return out;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function table(outcomes: readonly Outcome[], minScore: number): string {
  const types: CaseType[] = [
    'alias',
    'typo-1',
    'typo-2',
    'reorder',
    'translit-latin',
    'translit-arabic',
    'dropped-middle',
    'dob-5-years-off',
  ];
  const rows: string[] = [];
  rows.push(`| case (n) | ${LEVELS.map((l) => `fuzzy ${l}`).join(' | ')} |`);
  rows.push(`|---|${LEVELS.map(() => '---:').join('|')}|`);
  for (const t of types) {
    const n = outcomes.filter((o) => o.c.type === t && o.level === 0).length;
    const cells = LEVELS.map((l) => {
      const os = outcomes.filter((o) => o.c.type === t && o.level === l);
      return pct(os.filter((o) => (o.targetScore ?? -1) >= minScore).length / Math.max(1, os.length));
    });
    rows.push(`| recall: ${t} (${n}) | ${cells.join(' | ')} |`);
  }
  const core = ['alias', 'typo-1', 'typo-2', 'reorder'];
  rows.push(
    `| **recall: alias+typo+reorder** | ${LEVELS.map((l) => {
      const os = outcomes.filter((o) => core.includes(o.c.type) && o.level === l);
      return pct(os.filter((o) => (o.targetScore ?? -1) >= minScore).length / Math.max(1, os.length));
    }).join(' | ')} |`,
  );
  for (const [type, label] of [
    ['non-match', 'non-matches reported as hits'],
    ['non-match-arabic', 'Arabic-script non-matches reported as hits'],
  ] as const) {
    const n = outcomes.filter((o) => o.c.type === type && o.level === 0).length;
    rows.push(
      `| ${label} (${n}) | ${LEVELS.map((l) => {
        const os = outcomes.filter((o) => o.c.type === type && o.level === l);
        return pct(os.filter((o) => (o.otherScore ?? -1) >= minScore).length / Math.max(1, os.length));
      }).join(' | ')} |`,
    );
  }
  rows.push(
    `| precision (queries with hits whose hits include the target; non-match hits count as wrong) | ${LEVELS.map(
      (l) => {
        const os = outcomes.filter((o) => o.level === l);
        const tp = os.filter((o) => o.c.target && (o.targetScore ?? -1) >= minScore).length;
        const fp = os.filter((o) =>
          o.c.target
            ? (o.targetScore ?? -1) < minScore && (o.otherScore ?? -1) >= minScore
            : (o.otherScore ?? -1) >= minScore,
        ).length;
        return pct(tp / Math.max(1, tp + fp));
      },
    ).join(' | ')} |`,
  );
  return rows.join('\n');
}

async function main(): Promise<void> {
  if (!listsAvailable()) {
    console.log(`Shipped lists not found at ${listsDir}: nothing to evaluate.`);
    return;
  }
  const lists = await loadShippedLists();
  const entries = lists.flatMap((l) => l.entries);
  const main = ScreeningIndex.build(entries);
  // The Arabic-script cases query an index without the original-script names, so only a cross-script
  // match to the Latin names can find the target.
  const latinEntries = entries
    .map((e) => ({ ...e, names: e.names.filter((n) => n.script !== 'Arabic') }))
    .filter((e) => e.names.length > 0);
  const latinOnly = ScreeningIndex.build(latinEntries);
  const cases = buildCases(entries, latinOnly);
  const floor = 50;
  const started = performance.now();
  const outcomes = run(cases, main, latinOnly, floor);
  const took = performance.now() - started;
  console.log(
    `Screening eval: ${entries.length} entries, ${main.stats.names} names; ${cases.length} labelled queries × 3 levels in ${(took / 1000).toFixed(1)} s`,
  );
  console.log(`Hit threshold: score ≥ ${DEFAULT_MIN_SCORE} (DEFAULT_MIN_SCORE)\n`);
  console.log(table(outcomes, DEFAULT_MIN_SCORE));
  console.log('\nThreshold sweep at fuzzy 2 (recall on alias+typo+reorder / non-matches reported as hits):');
  const core = ['alias', 'typo-1', 'typo-2', 'reorder'];
  // EVAL_MISSES=translit-arabic (comma-separated case types) shows the misses of other kinds of case.
  const shown = process.env.EVAL_MISSES ? process.env.EVAL_MISSES.split(',') : core;
  const l2 = outcomes.filter((o) => o.level === 2);
  for (const t of [55, 60, 65, 70, 75, 80, 85]) {
    const pos = l2.filter((o) => core.includes(o.c.type));
    const neg = l2.filter((o) => o.c.type === 'non-match');
    console.log(
      `  ≥${t}: ${pct(pos.filter((o) => (o.targetScore ?? -1) >= t).length / pos.length)} / ${pct(neg.filter((o) => (o.otherScore ?? -1) >= t).length / neg.length)}`,
    );
  }
  const misses = l2
    .filter((o) => shown.includes(o.c.type) && (o.targetScore ?? -1) < DEFAULT_MIN_SCORE)
    .slice(0, Number(process.env.EVAL_SHOW ?? 8));
  if (misses.length > 0) {
    console.log('\nSample misses at fuzzy 2:');
    for (const m of misses)
      console.log(
        `  [${m.c.type}] "${m.c.query}" → ${m.c.target?.source} ${m.c.target?.listId} "${m.c.target?.names[0]?.full}" (score ${m.targetScore ?? 'not returned'})`,
      );
  }
  for (const [type, idx] of [
    ['non-match', main],
    ['non-match-arabic', latinOnly],
  ] as const) {
    const falseHits = l2.filter((o) => o.c.type === type && (o.otherScore ?? -1) >= DEFAULT_MIN_SCORE).slice(0, 8);
    if (falseHits.length === 0) continue;
    console.log(`\nSample ${type} queries reported at fuzzy 2:`);
    for (const f of falseHits) {
      const top = idx.search(f.c.query, { fuzziness: 2 }).hits[0];
      console.log(
        `  "${f.c.query}" → ${top?.score} "${top?.matchedName.full}" (${top?.entry.source} ${top?.entry.listId})`,
      );
    }
  }
}

await main();
