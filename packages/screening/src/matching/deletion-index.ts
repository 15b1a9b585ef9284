import { distance } from 'fastest-levenshtein';
import { ARABIC_KEY_PREFIX } from '../text/normalize';

export type FuzzyLevel = 0 | 1 | 2;

/**
 * Edits a token may differ by at a fuzzy level (spec 3 §9: level 1 one character per name token, level
 * 2 up to two). Very short tokens get fewer: two edits turn any 3-letter name into any other ("Ali" →
 * "Eva") and two edits turn many 5-letter names into others (Costa/Coats, Rossi/Roodi), so tokens of
 * 1–2 letters must match exactly, 3–5 letters allow one edit, and two edits need 6 letters (the same
 * steps as Elasticsearch's AUTO fuzziness). The length is the shorter of the two tokens compared, so the
 * rule is symmetric.
 */
/**
 * The length edits are allowed by: an Arabic-script key carries its script's namespace ('ar:', so that Arabic and
 * Latin keys never meet by edit distance), which is not part of the name. Counting it would give a three-letter
 * Arabic name the allowance of a six-letter one.
 */
export function editableLength(s: string): number {
  return s.startsWith(ARABIC_KEY_PREFIX) ? s.length - ARABIC_KEY_PREFIX.length : s.length;
}

export function maxEdits(length: number, level: FuzzyLevel): number {
  if (level === 0 || length <= 2) return 0;
  if (level === 1 || length <= 5) return 1;
  return 2;
}

const BASE = 0x01000193;

/**
 * Index builds are written as generators that pause (`yield`) between slices of work. Run at once
 * they are an ordinary synchronous build; run by `runInSlices` they give the event loop a turn every
 * few milliseconds, so a server rebuilding its index after a list import keeps answering meanwhile.
 */
export function runToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const nextTurn = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

const SORT_RUN = 1 << 16;

/**
 * Sorts ascending in pauseable steps: runs of 65,536 values sorted natively, then merged pairwise,
 * pausing every 65,536 values written. One native sort of the million variants of the shipped lists
 * held the event loop for about 100 ms (a second at a million names). Returns the sorted array, which
 * is `values` or a second buffer of the same length.
 */
export function* sortInSlices(values: Float64Array): Generator<void, Float64Array, void> {
  const n = values.length;
  for (let lo = 0; lo < n; lo += SORT_RUN) {
    values.subarray(lo, Math.min(n, lo + SORT_RUN)).sort();
    yield;
  }
  if (n <= SORT_RUN) return values;
  let from: Float64Array = values;
  let to: Float64Array = new Float64Array(n);
  for (let width = SORT_RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        const a = from[i] as number;
        const b = from[j] as number;
        if (a <= b) {
          to[k++] = a;
          i++;
        } else {
          to[k++] = b;
          j++;
        }
        if ((k & 0xffff) === 0) yield;
      }
      to.set(from.subarray(i, mid), k);
      to.set(from.subarray(j, hi), k + (mid - i));
    }
    [from, to] = [to, from];
    yield;
  }
  return from;
}

/** Runs a build's steps, yielding to the event loop whenever a slice has run for `sliceMs`. */
export async function runInSlices<T>(steps: Generator<void, T, void>, sliceMs = 10): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/**
 * Polynomial (Horner) hash mod 2^32 of every variant of s with up to `deletions` characters removed.
 * With prefix hashes and powers precomputed, each variant's hash costs O(1), and a variant's hash
 * depends only on the resulting string, so the same string reached by different deletions (or typed
 * by the user) hashes alike.
 */
function deletionHashes(s: string, deletions: number, emit: (hash: number) => void): void {
  const n = s.length;
  const pre = new Array<number>(n + 1);
  const pow = new Array<number>(n + 1);
  pre[0] = 0;
  pow[0] = 1;
  for (let k = 0; k < n; k++) {
    pre[k + 1] = (Math.imul(pre[k] ?? 0, BASE) + s.charCodeAt(k)) >>> 0;
    pow[k + 1] = Math.imul(pow[k] ?? 1, BASE) >>> 0;
  }
  // Hash of s[a, b) as a Horner value.
  const mid = (a: number, b: number): number => ((pre[b] ?? 0) - Math.imul(pre[a] ?? 0, pow[b - a] ?? 1)) >>> 0;
  emit(pre[n] ?? 0);
  if (deletions >= 1) {
    for (let i = 0; i < n; i++) emit((Math.imul(pre[i] ?? 0, pow[n - 1 - i] ?? 1) + mid(i + 1, n)) >>> 0);
  }
  if (deletions >= 2) {
    for (let i = 0; i < n; i++) {
      const head = Math.imul(pre[i] ?? 0, pow[n - 2 - i] ?? 1);
      for (let j = i + 1; j < n; j++) {
        emit((head + Math.imul(mid(i + 1, j), pow[n - 1 - j] ?? 1) + mid(j + 1, n)) >>> 0);
      }
    }
  }
}

/**
 * Symmetric deletion-neighbourhood index (the SymSpell idea): every string is stored under the hashes of
 * all its variants with up to two characters deleted. Two strings within k edits share a variant with
 * at most k deletions from each, so a lookup generates the query's own deletion variants, collects the
 * strings stored under them and verifies each with a real Levenshtein distance. Cost depends on the
 * query's length, not on how many strings are indexed.
 *
 * Storage is one sorted Float64Array of (hash · 2^idBits + id): compact for millions of pairs and
 * searchable by binary search, with no per-variant string or Map entry.
 */
export class DeletionIndex {
  private constructor(
    private readonly strings: readonly string[],
    private readonly packed: Float64Array,
    private readonly idScale: number,
    private readonly hashModulus: number,
  ) {}

  static build(strings: readonly string[]): DeletionIndex {
    return runToEnd(DeletionIndex.buildSteps(strings));
  }

  /** The build as steps (see `runToEnd` and `runInSlices`): it pauses every 1,024 strings. */
  static *buildSteps(strings: readonly string[]): Generator<void, DeletionIndex, void> {
    const idBits = Math.max(1, Math.ceil(Math.log2(strings.length + 1)));
    if (idBits > 31) throw new RangeError('deletion index supports at most 2^31 strings');
    // A double holds integers up to 2^53 exactly, so the hash keeps the bits the ids leave free.
    const hashModulus = 2 ** Math.min(32, 53 - idBits);
    const idScale = 2 ** idBits;
    let total = 0;
    for (const s of strings) {
      const len = s.length;
      const d = maxEdits(len, 2);
      total += 1 + (d >= 1 ? len : 0) + (d >= 2 ? (len * (len - 1)) / 2 : 0);
    }
    const packed = new Float64Array(total);
    let n = 0;
    const emit = (id: number) => (h: number) => {
      packed[n++] = (h % hashModulus) * idScale + id;
    };
    for (let id = 0; id < strings.length; id++) {
      if ((id & 1023) === 0) yield;
      const s = strings[id] ?? '';
      deletionHashes(s, maxEdits(s.length, 2), emit(id));
    }
    const sorted = yield* sortInSlices(packed);
    // Deleting either of two equal neighbours gives the same variant: keep one entry of each.
    let w = 0;
    for (let r = 0; r < n; r++) {
      if ((r & 0xffff) === 0) yield;
      if (r === 0 || sorted[r] !== sorted[w - 1]) sorted[w++] = sorted[r] ?? 0;
    }
    yield;
    return new DeletionIndex(strings, sorted.slice(0, w), idScale, hashModulus);
  }

  get size(): number {
    return this.packed.length;
  }

  /** Strings within the allowed edits of term, as (id, distance) pairs. */
  lookup(term: string, level: FuzzyLevel): { id: number; distance: number }[] {
    const queryEdits = maxEdits(term.length, level);
    const variants = new Set<number>();
    deletionHashes(term, queryEdits, (h) => variants.add(h));
    const seen = new Set<number>();
    const out: { id: number; distance: number }[] = [];
    const packed = this.packed;
    for (const raw of variants) {
      const lo = (raw % this.hashModulus) * this.idScale;
      const hi = lo + this.idScale;
      let a = 0;
      let b = packed.length;
      while (a < b) {
        const mid = (a + b) >>> 1;
        if ((packed[mid] ?? 0) < lo) a = mid + 1;
        else b = mid;
      }
      for (let i = a; i < packed.length; i++) {
        const v = packed[i] ?? 0;
        if (v >= hi) break;
        const id = v - lo;
        if (seen.has(id)) continue;
        seen.add(id);
        const candidate = this.strings[id] ?? '';
        const allowed = maxEdits(Math.min(editableLength(term), editableLength(candidate)), level);
        if (Math.abs(candidate.length - term.length) > allowed) continue;
        const d = distance(term, candidate);
        if (d <= allowed) out.push({ id, distance: d });
      }
    }
    return out;
  }
}
