import { formatPartialDate } from '../parsers/common';
import { allVariantSpellings, canonicalVariant } from '../text/name-variants';
import { type NameToken, nearestParticle, normalizeName } from '../text/normalize';
import type { ListName, WatchlistEntry } from '../types';
import {
  compareCitizenship,
  compareDateOfBirth,
  compareEntityType,
  compareGender,
  dateOfBirthYearsApart,
  normaliseGender,
  parseQueryDate,
} from './attributes';
import { DeletionIndex, editableLength, type FuzzyLevel, maxEdits, runInSlices, runToEnd } from './deletion-index';
import type {
  BatchQuery,
  ListVersion,
  MatchExplanation,
  ScreeningHit,
  SearchOptions,
  SearchResult,
  TokenMatch,
  TokenMatchKind,
} from './types';

/** Lowest score reported as a hit unless the caller asks otherwise (calibrated by scripts/eval.ts). */
export const DEFAULT_MIN_SCORE = 65;
const DEFAULT_LIMIT = 50;
/** Weight of particles, legal forms, titles and initials: present, but far below any real name token. */
const PARTICLE_WEIGHT = 0.3;
/**
 * Share of the unmatched list tokens that counts against a hit. Lists often carry full four- or
 * five-part names while a customer record has two or three, so a missing middle name costs less than
 * an unmatched query token, which counts in full.
 */
const LIST_SIDE_WEIGHT = 0.4;
const WEAK_ALIAS_FACTOR = 0.9;
const QUALITY: Record<
  'variant' | 'prefix' | 'transliteration' | 'shortTransliteration' | 'tinyTransliteration' | 'initial',
  number
> = {
  variant: 0.97,
  prefix: 0.95,
  transliteration: 0.85,
  // One- and two-consonant skeletons (Taha, Ali, Saad) are shared by many unrelated names.
  shortTransliteration: 0.7,
  tinyTransliteration: 0.6,
  initial: 0.5,
};
/** Score slack between the cheap retrieval estimate and the full score (the estimate ignores particles). */
const ESTIMATE_MARGIN = 0.12;
/** Names per slice of the index build's passes over all names. */
const NAME_SLICE = 65_536;

/**
 * The lists the entries come from, with their entry counts, when the caller did not describe them.
 * Entries arrive grouped by list, so the previous entry's list is checked first (no key string per
 * entry: a million of them cost a fifth of a second).
 */
function* listsOf(entries: readonly WatchlistEntry[]): Generator<void, ListVersion[], void> {
  const found: { entry: WatchlistEntry; count: number }[] = [];
  let current: { entry: WatchlistEntry; count: number } | undefined;
  for (let i = 0; i < entries.length; i++) {
    if (i % NAME_SLICE === 0) yield;
    const e = entries[i] as WatchlistEntry;
    if (current && current.entry.source === e.source && current.entry.sourceType === e.sourceType) {
      current.count++;
      continue;
    }
    current = found.find((f) => f.entry.source === e.source && f.entry.sourceType === e.sourceType);
    if (current) current.count++;
    else {
      current = { entry: e, count: 1 };
      found.push(current);
    }
  }
  return found.map(({ entry, count }) => ({
    source: entry.source,
    sourceType: entry.sourceType,
    publishedAt: entry.publishedAt ?? null,
    entries: count,
  }));
}
const MAX_QUERY_TOKENS = 16;

const TOKEN_CORE = 0;
const TOKEN_PARTICLE = 1;
const TOKEN_INITIAL = 2;

interface Candidate {
  readonly quality: number;
  readonly kind: 'exact' | 'prefix' | 'edit-distance' | 'transliteration';
  readonly distance: number;
}

interface QueryToken {
  readonly token: NameToken;
  readonly role: typeof TOKEN_CORE | typeof TOKEN_PARTICLE | typeof TOKEN_INITIAL;
  readonly weight: number;
  /** Candidate list keys for a core token: key id → best way it matched. */
  readonly candidates: Map<number, Candidate>;
}

/**
 * Points off for a date of birth years away from the listed one: more the further it is (2 years: 9, 5: 15),
 * at most 20, so an exact name (100) stays a hit however wrong the year, while a name that is itself only a
 * fair match falls below the threshold when the year is far off too.
 */
export function dobPenalty(years: number): number {
  return Math.min(20, 5 + 2 * years);
}

function editQuality(d: number, length: number): number {
  return Math.max(0.5, 1 - (0.7 * d) / Math.max(length, 1));
}

function tokenRole(t: NameToken): typeof TOKEN_CORE | typeof TOKEN_PARTICLE | typeof TOKEN_INITIAL {
  if (t.particle) return TOKEN_PARTICLE;
  if (t.surface.length === 1 && /[a-z]/.test(t.surface)) return TOKEN_INITIAL;
  return TOKEN_CORE;
}

/**
 * In-memory screening index over watchlist entries. Built once from a set of list versions and never
 * changed afterwards, so the server can build a new one beside the old and swap the reference: a
 * screening sees either the old lists or the new, never half of each.
 *
 * Layout: every listed name is normalised into tokens; distinct tokens are interned and names keep
 * token ids (CSR arrays). Each token has a matching key (its canonical given-name variant), and a
 * posting list per key holds the names that contain it. Keys are weighted by rarity
 * (ln(1 + names / names with the key)). A search resolves each query token to candidate keys (exact,
 * variant, attached-article form, deletion-neighbourhood edit distance, cross-script skeleton), walks
 * only those keys' postings to estimate each name's score, and scores in full only the names whose
 * estimate is close to the threshold.
 */
export class ScreeningIndex {
  readonly entries: readonly WatchlistEntry[];
  readonly lists: readonly ListVersion[];
  readonly stats: {
    readonly entries: number;
    readonly names: number;
    readonly tokens: number;
    readonly keys: number;
    readonly deletionVariants: number;
    readonly buildMs: number;
  };

  private readonly tokenObjs: readonly NameToken[];
  private readonly tokenRole: Uint8Array;
  private readonly tokenKey: Int32Array;
  private readonly tokenAltKey: Int32Array;
  private readonly keyIds: ReadonlyMap<string, number>;
  private readonly keyWeight: Float64Array;
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;
  private readonly nameTokStart: Int32Array;
  private readonly nameToks: Int32Array;
  private readonly nameEntry: Int32Array;
  private readonly nameOfEntry: Int32Array;
  private readonly nameTotal: Float64Array;
  private readonly surfaces: DeletionIndex;
  private readonly surfaceKey: Int32Array;
  private readonly surfaceFromTable: Uint8Array;
  private readonly skeletonAll: ReadonlyMap<string, readonly number[]>;
  private readonly skeletonNonLatin: ReadonlyMap<string, readonly number[]>;
  private readonly unseenWeight: number;
  private scratch:
    | {
        stamp: Int32Array;
        mask: Int32Array;
        a: Float64Array;
        b: Float64Array;
        c: Float64Array;
        touched: Int32Array;
        generation: number;
      }
    | undefined;

  private constructor(init: {
    entries: readonly WatchlistEntry[];
    lists: readonly ListVersion[];
    tokenObjs: NameToken[];
    tokenRole: Uint8Array;
    tokenKey: Int32Array;
    tokenAltKey: Int32Array;
    keyIds: Map<string, number>;
    keyWeight: Float64Array;
    postingStart: Int32Array;
    postings: Int32Array;
    nameTokStart: Int32Array;
    nameToks: Int32Array;
    nameEntry: Int32Array;
    nameOfEntry: Int32Array;
    nameTotal: Float64Array;
    surfaces: DeletionIndex;
    surfaceKey: Int32Array;
    surfaceFromTable: Uint8Array;
    skeletonAll: Map<string, number[]>;
    skeletonNonLatin: Map<string, number[]>;
    buildMs: number;
  }) {
    this.entries = init.entries;
    this.lists = init.lists;
    this.tokenObjs = init.tokenObjs;
    this.tokenRole = init.tokenRole;
    this.tokenKey = init.tokenKey;
    this.tokenAltKey = init.tokenAltKey;
    this.keyIds = init.keyIds;
    this.keyWeight = init.keyWeight;
    this.postingStart = init.postingStart;
    this.postings = init.postings;
    this.nameTokStart = init.nameTokStart;
    this.nameToks = init.nameToks;
    this.nameEntry = init.nameEntry;
    this.nameOfEntry = init.nameOfEntry;
    this.nameTotal = init.nameTotal;
    this.surfaces = init.surfaces;
    this.surfaceKey = init.surfaceKey;
    this.surfaceFromTable = init.surfaceFromTable;
    this.skeletonAll = init.skeletonAll;
    this.skeletonNonLatin = init.skeletonNonLatin;
    this.unseenWeight = Math.log(1 + Math.max(1, init.nameEntry.length));
    this.stats = {
      entries: init.entries.length,
      names: init.nameEntry.length,
      tokens: init.tokenObjs.length,
      keys: init.keyIds.size,
      deletionVariants: init.surfaces.size,
      buildMs: init.buildMs,
    };
  }

  /** Build an index over entries. `lists` describes the list versions they came from (echoed in results). */
  static build(entries: Iterable<WatchlistEntry>, options: { lists?: readonly ListVersion[] } = {}): ScreeningIndex {
    return runToEnd(ScreeningIndex.buildSteps(entries, options));
  }

  /**
   * The same build, run in slices of about `sliceMs` with the event loop free in between: a server
   * rebuilding after an import keeps serving requests (the blocks left are one sort of the deletion
   * variants and the passes over typed arrays, tens of milliseconds for the shipped lists).
   */
  static buildInSlices(
    entries: Iterable<WatchlistEntry>,
    options: { lists?: readonly ListVersion[] } = {},
    sliceMs = 10,
  ): Promise<ScreeningIndex> {
    return runInSlices(ScreeningIndex.buildSteps(entries, options), sliceMs);
  }

  private static *buildSteps(
    entries: Iterable<WatchlistEntry>,
    options: { lists?: readonly ListVersion[] },
  ): Generator<void, ScreeningIndex, void> {
    const started = performance.now();
    const entryList = Array.isArray(entries) ? (entries as WatchlistEntry[]) : [...entries];
    // normalizeName returns the same token objects for the same word, so identity interns them.
    const tokenIds = new Map<NameToken, number>();
    const tokenObjs: NameToken[] = [];
    const roles: number[] = [];
    const keyIds = new Map<string, number>();
    const keyStrings: string[] = [];
    const keyNonLatin: boolean[] = [];
    const keySkeleton: string[] = [];
    const tokenKey: number[] = [];
    const tokenAlt: number[] = [];
    const keyOf = (key: string, skeleton: string, nonLatin: boolean): number => {
      let id = keyIds.get(key);
      if (id === undefined) {
        id = keyStrings.length;
        keyIds.set(key, id);
        keyStrings.push(key);
        keyNonLatin.push(nonLatin);
        keySkeleton.push(skeleton);
      } else if (nonLatin && !keyNonLatin[id]) keyNonLatin[id] = true;
      return id;
    };
    const nameTokStart: number[] = [0];
    const nameToks: number[] = [];
    const nameEntry: number[] = [];
    const nameOfEntry: number[] = [];
    for (let ei = 0; ei < entryList.length; ei++) {
      if ((ei & 255) === 0) yield;
      const entry = entryList[ei];
      if (!entry) continue;
      for (let ni = 0; ni < entry.names.length; ni++) {
        const name = entry.names[ni];
        if (!name) continue;
        const tokens = normalizeName(name.full).tokens;
        if (tokens.length === 0) continue;
        for (const t of tokens) {
          let id = tokenIds.get(t);
          if (id === undefined) {
            id = tokenObjs.length;
            tokenIds.set(t, id);
            tokenObjs.push(t);
            const role = tokenRole(t);
            roles.push(role);
            if (role === TOKEN_CORE) {
              tokenKey.push(keyOf(t.key, t.skeleton, t.script !== 'Latin'));
              tokenAlt.push(t.alt ? keyOf(t.alt, t.altSkeleton ?? t.skeleton, t.script !== 'Latin') : -1);
            } else {
              tokenKey.push(-1);
              tokenAlt.push(-1);
            }
          }
          nameToks.push(id);
        }
        nameTokStart.push(nameToks.length);
        nameEntry.push(ei);
        nameOfEntry.push(ni);
      }
    }
    const nNames = nameEntry.length;
    const nKeys = keyStrings.length;
    // Postings in CSR form; a name is listed once per key even when the key occurs twice in it.
    const df = new Int32Array(nKeys);
    const lastName = new Int32Array(nKeys).fill(-1);
    // Names in slices of NAME_SLICE, with a pause after each (a million names took a quarter second a pass).
    const forEachNameKeyIn = (from: number, to: number, fn: (key: number, name: number) => void): void => {
      for (let n = from; n < to; n++) {
        for (let p = nameTokStart[n] ?? 0; p < (nameTokStart[n + 1] ?? 0); p++) {
          const t = nameToks[p] ?? 0;
          const k = tokenKey[t] ?? -1;
          if (k >= 0 && lastName[k] !== n) {
            lastName[k] = n;
            fn(k, n);
          }
          const alt = tokenAlt[t] ?? -1;
          if (alt >= 0 && lastName[alt] !== n) {
            lastName[alt] = n;
            fn(alt, n);
          }
        }
      }
    };
    const countKey = (k: number): void => {
      df[k] = (df[k] ?? 0) + 1;
    };
    for (let from = 0; from < nNames; from += NAME_SLICE) {
      yield;
      forEachNameKeyIn(from, Math.min(nNames, from + NAME_SLICE), countKey);
    }
    yield;
    const postingStart = new Int32Array(nKeys + 1);
    for (let k = 0; k < nKeys; k++) postingStart[k + 1] = (postingStart[k] ?? 0) + (df[k] ?? 0);
    const postings = new Int32Array(postingStart[nKeys] ?? 0);
    const fill = postingStart.slice(0, nKeys);
    lastName.fill(-1);
    const post = (k: number, n: number): void => {
      postings[fill[k] ?? 0] = n;
      fill[k] = (fill[k] ?? 0) + 1;
    };
    for (let from = 0; from < nNames; from += NAME_SLICE) {
      yield;
      forEachNameKeyIn(from, Math.min(nNames, from + NAME_SLICE), post);
    }
    yield;
    const keyWeight = new Float64Array(nKeys);
    for (let k = 0; k < nKeys; k++) keyWeight[k] = Math.log(1 + nNames / Math.max(1, df[k] ?? 1));
    const nameTotal = new Float64Array(nNames);
    for (let n = 0; n < nNames; n++) {
      if (n % NAME_SLICE === 0) yield;
      let total = 0;
      // A word the name repeats counts once (see unmatchedListWeight), so this stays the least weight a
      // name can leave unmatched and the pruning estimate built on it stays an upper bound.
      const from = nameTokStart[n] ?? 0;
      const to = nameTokStart[n + 1] ?? 0;
      outer: for (let p = from; p < to; p++) {
        const t = nameToks[p] ?? 0;
        if (roles[t] !== TOKEN_CORE) {
          total += PARTICLE_WEIGHT;
          continue;
        }
        const k = tokenKey[t] ?? 0;
        for (let o = from; o < p; o++) {
          const other = nameToks[o] ?? 0;
          if (roles[other] === TOKEN_CORE && tokenKey[other] === k) continue outer;
        }
        total += keyWeight[k] ?? 0;
      }
      nameTotal[n] = total;
    }
    // Strings searched by edit distance: list token surfaces and keys (Arabic ones only under their
    // prefixed key, so Latin typos never land on them), whole compounds that were split (a typo in
    // "Abdulkadir" still finds "kadir"), and every spelling in the variant table, so a typo of
    // "Mohammed" still reaches "Muhammad". Attached-article forms match exactly only.
    const surfaceIds = new Map<string, number>();
    const surfaceStrings: string[] = [];
    const surfaceKey: number[] = [];
    const surfaceFromTable: number[] = [];
    const addSurface = (s: string, key: number, fromTable = false): void => {
      if (s.length === 0 || surfaceIds.has(s)) return;
      surfaceIds.set(s, surfaceStrings.length);
      surfaceStrings.push(s);
      surfaceKey.push(key);
      surfaceFromTable.push(fromTable ? 1 : 0);
    };
    yield;
    for (let t = 0; t < tokenObjs.length; t++) {
      if ((t & 4095) === 0) yield;
      if (roles[t] !== TOKEN_CORE) continue;
      const tok = tokenObjs[t];
      const k = tokenKey[t] ?? -1;
      if (!tok || k < 0) continue;
      if (tok.script !== 'Arabic') addSurface(tok.surface, k);
      addSurface(tok.key, k);
      if (tok.whole) addSurface(tok.whole, k);
    }
    for (const [spelling, canonical] of allVariantSpellings()) {
      const k = keyIds.get(canonical);
      if (k !== undefined) addSurface(spelling, k, true);
    }
    yield;
    const skeletonAll = new Map<string, number[]>();
    const skeletonNonLatin = new Map<string, number[]>();
    for (let k = 0; k < nKeys; k++) {
      if ((k & 8191) === 0) yield;
      const sk = keySkeleton[k] ?? '';
      if (sk.length < 1) continue;
      const all = skeletonAll.get(sk) ?? [];
      all.push(k);
      skeletonAll.set(sk, all);
      if (keyNonLatin[k]) {
        const nl = skeletonNonLatin.get(sk) ?? [];
        nl.push(k);
        skeletonNonLatin.set(sk, nl);
      }
    }
    yield;
    const surfaces = yield* DeletionIndex.buildSteps(surfaceStrings);
    yield;
    yield;
    const lists = options.lists ?? (yield* listsOf(entryList));
    yield;
    const tokenRoleArray = Uint8Array.from(roles);
    const tokenKeyArray = Int32Array.from(tokenKey);
    const tokenAltArray = Int32Array.from(tokenAlt);
    yield;
    const nameTokStartArray = Int32Array.from(nameTokStart);
    const nameToksArray = Int32Array.from(nameToks);
    yield;
    const nameEntryArray = Int32Array.from(nameEntry);
    const nameOfEntryArray = Int32Array.from(nameOfEntry);
    yield;
    return new ScreeningIndex({
      entries: entryList,
      lists,
      tokenObjs,
      tokenRole: tokenRoleArray,
      tokenKey: tokenKeyArray,
      tokenAltKey: tokenAltArray,
      keyIds,
      keyWeight,
      postingStart,
      postings,
      nameTokStart: nameTokStartArray,
      nameToks: nameToksArray,
      nameEntry: nameEntryArray,
      nameOfEntry: nameOfEntryArray,
      nameTotal,
      surfaces,
      surfaceKey: Int32Array.from(surfaceKey),
      surfaceFromTable: Uint8Array.from(surfaceFromTable),
      skeletonAll,
      skeletonNonLatin,
      buildMs: performance.now() - started,
    });
  }

  /** Rarity weight of a normalised token key across the indexed names (unknown keys weigh most). */
  weightOf(key: string): number {
    const k = this.keyIds.get(key);
    return k === undefined ? this.unseenWeight : (this.keyWeight[k] ?? this.unseenWeight);
  }

  private resolveQuery(raw: string, level: FuzzyLevel): QueryToken[] {
    const seen = new Set<string>();
    const out: QueryToken[] = [];
    for (const normalized of normalizeName(raw).tokens) {
      let token = normalized;
      let role = tokenRole(token);
      if (role === TOKEN_CORE) {
        if (seen.has(token.key)) continue;
        seen.add(token.key);
      }
      if (out.length >= MAX_QUERY_TOKENS) break;
      const candidates = new Map<number, Candidate>();
      if (role === TOKEN_CORE) this.collectCandidates(token, level, candidates);
      if (role === TOKEN_CORE && level > 0 && token.script === 'Latin') {
        // A mistyped legal form or particle ("Compnay", "Abdl", "Tal-") is that particle, not an unknown
        // rare name, unless a list name token is at least as close.
        let closest = Number.POSITIVE_INFINITY;
        for (const c of candidates.values()) if (c.kind !== 'transliteration') closest = Math.min(closest, c.distance);
        const particle =
          closest > 0 ? nearestParticle(token.surface, maxEdits(token.surface.length, level)) : undefined;
        if (particle && particle.distance <= closest) {
          token = { ...token, particle: particle.kind };
          role = TOKEN_PARTICLE;
          candidates.clear();
        }
      }
      let weight = PARTICLE_WEIGHT;
      if (role === TOKEN_CORE) {
        const own = this.keyIds.get(token.key);
        if (own !== undefined) weight = this.keyWeight[own] ?? this.unseenWeight;
        else if (candidates.size > 0) {
          weight = 0;
          for (const k of candidates.keys()) weight = Math.max(weight, this.keyWeight[k] ?? 0);
        } else weight = this.unseenWeight;
      }
      out.push({ token, role, weight, candidates });
    }
    return out;
  }

  private collectCandidates(t: NameToken, level: FuzzyLevel, out: Map<number, Candidate>): void {
    const add = (k: number | undefined, c: Candidate): void => {
      if (k === undefined || k < 0) return;
      const prev = out.get(k);
      if (!prev || prev.quality < c.quality) out.set(k, c);
    };
    add(this.keyIds.get(t.key), { quality: 1, kind: 'exact', distance: 0 });
    if (t.alt) add(this.keyIds.get(t.alt), { quality: QUALITY.prefix, kind: 'prefix', distance: 0 });
    if (level > 0) {
      const terms = new Set(t.script === 'Arabic' ? [t.key] : [t.surface, t.key, ...(t.whole ? [t.whole] : [])]);
      for (const term of terms) {
        for (const { id, distance } of this.surfaces.lookup(term, level)) {
          // A variant-table spelling is one step removed from the list already: one more edit at most.
          if (distance > 1 && this.surfaceFromTable[id]) continue;
          if (distance === 0) add(this.surfaceKey[id], { quality: QUALITY.variant, kind: 'exact', distance: 0 });
          else
            add(this.surfaceKey[id], {
              quality: editQuality(distance, editableLength(term)),
              kind: 'edit-distance',
              distance,
            });
        }
      }
    } else {
      // Level 0 still treats every spelling of a given-name group as the same name.
      const canonical = canonicalVariant(t.surface);
      if (canonical) add(this.keyIds.get(canonical), { quality: QUALITY.variant, kind: 'exact', distance: 0 });
    }
    const skeletons = [t.skeleton, ...(t.altSkeleton ? [t.altSkeleton] : [])].filter((s) => s.length >= 1);
    const map = t.script === 'Latin' ? this.skeletonNonLatin : this.skeletonAll;
    for (const sk of skeletons) {
      const quality =
        sk.length === 1
          ? QUALITY.tinyTransliteration
          : sk.length === 2
            ? QUALITY.shortTransliteration
            : QUALITY.transliteration;
      for (const k of map.get(sk) ?? []) add(k, { quality, kind: 'transliteration', distance: 0 });
    }
  }

  private getScratch(): NonNullable<ScreeningIndex['scratch']> {
    if (!this.scratch) {
      const n = this.nameEntry.length;
      this.scratch = {
        stamp: new Int32Array(n),
        mask: new Int32Array(n),
        a: new Float64Array(n),
        b: new Float64Array(n),
        c: new Float64Array(n),
        touched: new Int32Array(n),
        generation: 0,
      };
    }
    return this.scratch;
  }

  /**
   * Screen one name. Synchronous and allocation-light: the index is shared by concurrent requests in
   * one Node process, and a search never yields, so the reusable scratch arrays are never shared.
   */
  search(name: string, options: SearchOptions = {}): SearchResult {
    const started = performance.now();
    const level: FuzzyLevel = options.fuzziness ?? 0;
    const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
    const limit = options.limit ?? DEFAULT_LIMIT;
    const query = this.resolveQuery(name, level);
    const core = query.map((q, i) => ({ q, i })).filter(({ q }) => q.role === TOKEN_CORE);
    if (core.length === 0) return { hits: [], totalHits: 0, candidatesScored: 0, tookMs: performance.now() - started };
    const queryTotal = query.reduce((s, q) => s + q.weight, 0);
    const s = this.getScratch();
    s.generation = (s.generation + 1) | 0;
    if (s.generation === 0) {
      s.stamp.fill(0);
      s.generation = 1;
    }
    const gen = s.generation;
    let touched = 0;
    const sources = options.sources ? new Set(options.sources) : undefined;
    const only = options.onlyEntries;
    const floor = minScore / 100 - ESTIMATE_MARGIN;
    // Pruning in the spirit of MaxScore: a name matching only some query tokens S scores at most
    // B/(B + U), B the best weights S can earn, U the weight of the query tokens outside S. The
    // cheapest tokens that together stay below the threshold are "optional": they only add to names an
    // essential token already found, so a common given name never walks its whole posting list to
    // create candidates that cannot reach the threshold.
    const plan = core.map(({ q }, ci) => {
      let best = q.weight;
      let postings = 0;
      for (const k of q.candidates.keys()) {
        best = Math.max(best, this.keyWeight[k] ?? 0);
        postings += (this.postingStart[k + 1] ?? 0) - (this.postingStart[k] ?? 0);
      }
      return { q, ci, best, postings };
    });
    const optional = new Set<number>();
    {
      const ascending = [...plan].sort((x, y) => x.best - y.best);
      let gain = 0;
      let lost = 0;
      for (const p of ascending) {
        const b = gain + p.best;
        const u = queryTotal - (lost + p.q.weight);
        if (b / (b + u) >= floor) break;
        gain = b;
        lost += p.q.weight;
        optional.add(p.ci);
      }
    }
    const essentialFirst = [...plan].sort((x, y) => Number(optional.has(x.ci)) - Number(optional.has(y.ci)));
    for (const { q, ci, postings } of essentialFirst) {
      const bit = 1 << ci;
      const isOptional = optional.has(ci);
      if (isOptional && postings > touched * 4) {
        // Cheaper to look the token up in each candidate name than to walk its postings.
        for (let i = 0; i < touched; i++) {
          const n = s.touched[i] ?? 0;
          if ((s.mask[n] ?? 0) & bit) continue;
          let best: Candidate | undefined;
          let bestWeight = 0;
          const end = this.nameTokStart[n + 1] ?? 0;
          for (let p = this.nameTokStart[n] ?? 0; p < end; p++) {
            const t = this.nameToks[p] ?? 0;
            const k = this.tokenKey[t] ?? -1;
            const c = k >= 0 ? q.candidates.get(k) : undefined;
            if (c && (!best || c.quality > best.quality)) {
              best = c;
              bestWeight = this.keyWeight[k] ?? 0;
            }
            const alt = this.tokenAltKey[t] ?? -1;
            const ca = alt >= 0 ? q.candidates.get(alt) : undefined;
            if (ca && (!best || ca.quality > best.quality)) {
              best = ca;
              bestWeight = this.keyWeight[alt] ?? 0;
            }
          }
          if (!best) continue;
          s.mask[n] = (s.mask[n] ?? 0) | bit;
          s.a[n] = (s.a[n] ?? 0) + best.quality * bestWeight;
          s.b[n] = (s.b[n] ?? 0) + bestWeight;
          s.c[n] = (s.c[n] ?? 0) + q.weight;
        }
        continue;
      }
      // Best candidates first, so a name's first hit for this query token is its best one.
      const cands = [...q.candidates.entries()].sort((x, y) => y[1].quality - x[1].quality);
      for (const [k, c] of cands) {
        const wl = this.keyWeight[k] ?? 0;
        const from = this.postingStart[k] ?? 0;
        const to = this.postingStart[k + 1] ?? 0;
        for (let p = from; p < to; p++) {
          const n = this.postings[p] ?? 0;
          if (s.stamp[n] !== gen) {
            if (isOptional) continue;
            s.stamp[n] = gen;
            s.mask[n] = 0;
            s.a[n] = 0;
            s.b[n] = 0;
            s.c[n] = 0;
            s.touched[touched++] = n;
          }
          if ((s.mask[n] ?? 0) & bit) continue;
          s.mask[n] = (s.mask[n] ?? 0) | bit;
          s.a[n] = (s.a[n] ?? 0) + c.quality * wl;
          s.b[n] = (s.b[n] ?? 0) + wl;
          s.c[n] = (s.c[n] ?? 0) + q.weight;
        }
      }
    }
    const best = new Map<number, { name: number; score: number }>();
    let scored = 0;
    for (let i = 0; i < touched; i++) {
      const n = s.touched[i] ?? 0;
      // Outside the restriction: never scored. The walk above is the same with or without it, so the names inside
      // get exactly the sums, the score and the explanation of the unrestricted search.
      if (only && !only.has(this.nameEntry[n] ?? -1)) continue;
      const a = s.a[n] ?? 0;
      const b = s.b[n] ?? 0;
      const estimate =
        a / (b + (queryTotal - (s.c[n] ?? 0)) + LIST_SIDE_WEIGHT * Math.max(0, (this.nameTotal[n] ?? 0) - b));
      if (estimate < floor) continue;
      const ei = this.nameEntry[n] ?? 0;
      const entry = this.entries[ei];
      if (!entry) continue;
      if (sources && !sources.has(entry.source)) continue;
      if (options.entityType && entry.entityType !== options.entityType) continue;
      scored++;
      const score = this.scoreName(query, n).score;
      const prev = best.get(ei);
      if (!prev || prev.score < score) best.set(ei, { name: n, score });
    }
    const qDob = parseQueryDate(options.dateOfBirth);
    const qGender = normaliseGender(options.gender);
    const hits: ScreeningHit[] = [];
    for (const [ei, { name, score }] of best) {
      if (score * 100 < minScore - 15) continue;
      const hit = this.explain(query, name, score, level, ei, { qDob, qGender, options });
      if (hit && hit.score >= minScore) hits.push(hit);
    }
    hits.sort(
      (x, y) =>
        y.score - x.score ||
        x.entry.source.localeCompare(y.entry.source) ||
        x.entry.listId.localeCompare(y.entry.listId),
    );
    return {
      hits: hits.slice(0, limit),
      totalHits: hits.length,
      candidatesScored: scored,
      tookMs: performance.now() - started,
    };
  }

  /** Screen many names (a batch of up to 1,000 records). */
  searchMany(queries: readonly BatchQuery[]): SearchResult[] {
    return queries.map(({ name, ...options }) => this.search(name, options));
  }

  /** Full name score of one indexed name against the resolved query, with the token assignment. */
  private scoreName(
    query: readonly QueryToken[],
    n: number,
  ): {
    score: number;
    pairs: Map<number, { list: number; kind: TokenMatchKind; distance?: number; quality: number }>;
    usedList: Set<number>;
  } {
    const start = this.nameTokStart[n] ?? 0;
    const end = this.nameTokStart[n + 1] ?? 0;
    const options: {
      qi: number;
      lp: number;
      quality: number;
      value: number;
      kind: TokenMatchKind;
      distance?: number;
    }[] = [];
    for (let qi = 0; qi < query.length; qi++) {
      const q = query[qi];
      if (!q) continue;
      for (let p = start; p < end; p++) {
        const t = this.nameToks[p] ?? 0;
        const role = this.tokenRole[t];
        const lt = this.tokenObjs[t];
        if (!lt) continue;
        if (q.role === TOKEN_PARTICLE) {
          if (role === TOKEN_PARTICLE && lt.particle === q.token.particle)
            options.push({ qi, lp: p, quality: 1, value: PARTICLE_WEIGHT, kind: 'particle' });
          continue;
        }
        if (q.role === TOKEN_INITIAL) {
          if (role === TOKEN_INITIAL && lt.surface === q.token.surface)
            options.push({ qi, lp: p, quality: 1, value: PARTICLE_WEIGHT, kind: 'initial' });
          else if (role === TOKEN_CORE && lt.surface.startsWith(q.token.surface)) {
            const w = this.keyWeight[this.tokenKey[t] ?? 0] ?? 0;
            options.push({ qi, lp: p, quality: QUALITY.initial, value: QUALITY.initial * w, kind: 'initial' });
          }
          continue;
        }
        if (role === TOKEN_INITIAL) {
          if (q.token.surface.startsWith(lt.surface))
            options.push({
              qi,
              lp: p,
              quality: QUALITY.initial,
              value: QUALITY.initial * PARTICLE_WEIGHT,
              kind: 'initial',
            });
          continue;
        }
        if (role !== TOKEN_CORE) continue;
        const k = this.tokenKey[t] ?? -1;
        const alt = this.tokenAltKey[t] ?? -1;
        let c = q.candidates.get(k);
        let viaAlt = false;
        const ca = alt >= 0 ? q.candidates.get(alt) : undefined;
        if (ca && (!c || ca.quality * QUALITY.prefix > c.quality)) {
          c = ca;
          viaAlt = true;
        }
        if (!c) continue;
        let quality = viaAlt ? c.quality * QUALITY.prefix : c.quality;
        let kind: TokenMatchKind;
        if (c.kind === 'edit-distance') kind = 'edit-distance';
        else if (c.kind === 'transliteration') kind = 'transliteration';
        else if (c.kind === 'prefix' || viaAlt) kind = 'variant';
        else if (q.token.script !== lt.script) kind = 'transliteration';
        else if (q.token.surface === lt.surface) {
          kind = 'exact';
          quality = 1;
        } else kind = 'variant';
        if (kind === 'variant' && !viaAlt && c.kind === 'exact') quality = Math.min(quality, QUALITY.variant);
        const w = this.keyWeight[k] ?? 0;
        options.push({
          qi,
          lp: p,
          quality,
          value: quality * w,
          kind,
          ...(c.kind === 'edit-distance' ? { distance: c.distance } : {}),
        });
      }
    }
    options.sort((x, y) => y.value - x.value || y.quality - x.quality);
    const usedQ = new Set<number>();
    const usedList = new Set<number>();
    const pairs = new Map<number, { list: number; kind: TokenMatchKind; distance?: number; quality: number }>();
    let earned = 0;
    // An initial pair counts with the heavier of its two tokens: a rare query word matched only by a
    // list initial ("Elena" ~ "E.") earns little and must not vanish from the denominator either.
    let matchedWeight = 0;
    for (const o of options) {
      if (usedQ.has(o.qi) || usedList.has(o.lp)) continue;
      usedQ.add(o.qi);
      usedList.add(o.lp);
      pairs.set(o.qi, {
        list: o.lp,
        kind: o.kind,
        quality: o.quality,
        ...(o.distance !== undefined ? { distance: o.distance } : {}),
      });
      const t = this.nameToks[o.lp] ?? 0;
      const listWeight =
        this.tokenRole[t] === TOKEN_CORE ? (this.keyWeight[this.tokenKey[t] ?? 0] ?? 0) : PARTICLE_WEIGHT;
      earned += o.value;
      matchedWeight += o.kind === 'initial' ? Math.max(listWeight, query[o.qi]?.weight ?? 0) : listWeight;
    }
    let unmatchedQuery = 0;
    for (let qi = 0; qi < query.length; qi++) if (!usedQ.has(qi)) unmatchedQuery += query[qi]?.weight ?? 0;
    const unmatchedList = this.unmatchedListWeight(n, usedList);
    const denominator = matchedWeight + unmatchedQuery + LIST_SIDE_WEIGHT * unmatchedList;
    let score = denominator > 0 ? earned / denominator : 0;
    // A name that matched only particles, initials or legal forms is no match at all.
    if (![...pairs.values()].some((p) => p.kind !== 'particle' && p.kind !== 'initial')) score = 0;
    const ei = this.nameEntry[n] ?? 0;
    const listName = this.entries[ei]?.names[this.nameOfEntry[n] ?? 0];
    if (listName?.weak) score *= WEAK_ALIAS_FACTOR;
    return { score: Math.min(1, score), pairs, usedList };
  }

  /**
   * Weight of the list words a pairing left unmatched. A word the list name repeats counts once, and not
   * at all when one of its occurrences is matched: the query side folds repeats the same way
   * (resolveQuery), so "bind bind" matches itself at 100 while a query that repeats the word with a typo
   * ("Mauq Matuq" for "Matuq, Matuq") still pairs both occurrences.
   */
  private unmatchedListWeight(n: number, usedList: ReadonlySet<number>): number {
    const from = this.nameTokStart[n] ?? 0;
    const to = this.nameTokStart[n + 1] ?? 0;
    let weight = 0;
    // Names are a handful of words: a scan per word costs less than a Set per scored name.
    outer: for (let p = from; p < to; p++) {
      if (usedList.has(p)) continue;
      const t = this.nameToks[p] ?? 0;
      if (this.tokenRole[t] !== TOKEN_CORE) {
        weight += PARTICLE_WEIGHT;
        continue;
      }
      const k = this.tokenKey[t] ?? -1;
      for (let o = from; o < to; o++) {
        if (o === p) continue;
        const other = this.nameToks[o] ?? 0;
        if (this.tokenRole[other] !== TOKEN_CORE || this.tokenKey[other] !== k) continue;
        // The same word matched elsewhere in the name, or already counted at an earlier position.
        if (usedList.has(o) || o < p) continue outer;
      }
      weight += this.keyWeight[k] ?? 0;
    }
    return weight;
  }

  private explain(
    query: readonly QueryToken[],
    n: number,
    nameScore: number,
    level: FuzzyLevel,
    ei: number,
    ctx: { qDob: ReturnType<typeof parseQueryDate>; qGender: 'male' | 'female' | undefined; options: SearchOptions },
  ): ScreeningHit | undefined {
    const entry = this.entries[ei];
    const matchedName: ListName | undefined = entry?.names[this.nameOfEntry[n] ?? 0];
    if (!entry || !matchedName) return undefined;
    const { pairs, usedList } = this.scoreName(query, n);
    const dob = compareDateOfBirth(ctx.qDob, entry);
    // An entity type that differs narrows the result (a company is not a person). A date of birth never does on
    // its own (issue 18): a birth year typed wrong must lower the score and say so, not hide a listed person.
    const entityType = compareEntityType(ctx.options.entityType, entry);
    if (entityType === 'disagree') return undefined;
    const gender = compareGender(ctx.qGender, entry);
    const citizenship = compareCitizenship(ctx.options.citizenship, entry);
    const adjustments: { reason: string; points: number }[] = [];
    if (dob === 'agree') {
      const full = ctx.qDob?.day !== undefined && entry.datesOfBirth.some((d) => d.day !== undefined);
      adjustments.push({ reason: 'date of birth agrees', points: full ? 5 : 3 });
    } else if (dob === 'partial')
      adjustments.push({ reason: 'date of birth differs in day, month or by one year', points: -8 });
    else if (dob === 'disagree') {
      const years = dateOfBirthYearsApart(ctx.qDob, entry) ?? 0;
      adjustments.push({ reason: `date of birth disagrees by ${years} years`, points: -dobPenalty(years) });
    }
    if (gender === 'agree') adjustments.push({ reason: 'gender agrees', points: 2 });
    else if (gender === 'disagree') adjustments.push({ reason: 'gender differs', points: -10 });
    if (citizenship === 'agree') adjustments.push({ reason: 'citizenship agrees', points: 3 });
    else if (citizenship === 'disagree') adjustments.push({ reason: 'citizenship differs', points: -5 });
    const base = nameScore * 100;
    const score = Math.round(Math.max(0, Math.min(100, base + adjustments.reduce((sum, a) => sum + a.points, 0))));
    const tokens: TokenMatch[] = query.map((q, qi) => {
      const pair = pairs.get(qi);
      const listTok = pair ? this.tokenObjs[this.nameToks[pair.list] ?? 0] : undefined;
      return {
        query: q.token.original,
        queryNormalized: q.token.surface,
        list: listTok ? listTok.surface : null,
        kind: pair ? pair.kind : 'none',
        ...(pair?.distance !== undefined ? { distance: pair.distance } : {}),
        weight: Math.round(q.weight * 100) / 100,
        quality: pair ? Math.round(pair.quality * 100) / 100 : 0,
      };
    });
    const unmatchedListTokens: string[] = [];
    const matchedKeys = new Set<number>();
    for (const p of usedList) {
      const t = this.nameToks[p] ?? 0;
      if (this.tokenRole[t] === TOKEN_CORE) matchedKeys.add(this.tokenKey[t] ?? -1);
    }
    for (let p = this.nameTokStart[n] ?? 0; p < (this.nameTokStart[n + 1] ?? 0); p++) {
      const t = this.nameToks[p] ?? 0;
      // The repeat of a matched word is not an unmatched word (see unmatchedListWeight).
      if (usedList.has(p) || (this.tokenRole[t] === TOKEN_CORE && matchedKeys.has(this.tokenKey[t] ?? -1))) continue;
      unmatchedListTokens.push(this.tokenObjs[t]?.surface ?? '');
    }
    const explanation: MatchExplanation = {
      matchedName: matchedName.full,
      nameType: matchedName.type,
      weakAlias: matchedName.weak,
      fuzziness: level,
      tokens,
      unmatchedListTokens,
      nameScore: Math.round(base),
      dateOfBirth: {
        status: dob,
        ...(ctx.qDob ? { query: ctx.qDob.text } : {}),
        list: entry.datesOfBirth.map(formatPartialDate),
      },
      gender: { status: gender, ...(ctx.qGender ? { query: ctx.qGender } : {}), list: entry.gender ?? null },
      entityType: {
        status: entityType,
        ...(ctx.options.entityType ? { query: ctx.options.entityType } : {}),
        list: entry.entityType,
      },
      citizenship: {
        status: citizenship,
        ...(ctx.options.citizenship ? { query: ctx.options.citizenship } : {}),
        list: [...entry.citizenships, ...entry.nationalities],
      },
      adjustments,
    };
    return { entry, score, matchedName, explanation };
  }
}
