import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runToEnd, sortInSlices } from '../src/matching/deletion-index';
import { ScreeningIndex } from '../src/matching/screening-index';
import { makeEntry, makeName } from '../src/parsers/common';
import type { WatchlistEntry } from '../src/types';

const RUN = 1 << 16;

describe('sortInSlices', () => {
  it('sorts like the native sort, on either side of the run length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 5, RUN - 1, RUN, RUN + 1, 3 * RUN + 7, 4 * RUN),
        fc.integer({ min: 1, max: 2 ** 31 }),
        (length, seed) => {
          let x = seed;
          const values = new Float64Array(length);
          // Few distinct values, so equal neighbours (the deletion index's duplicates) are common.
          for (let i = 0; i < length; i++) {
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            values[i] = x % 5000;
          }
          const expected = Float64Array.from(values).sort();
          expect(runToEnd(sortInSlices(values))).toEqual(expected);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('pauses between slices', () => {
    const steps = sortInSlices(new Float64Array(4 * RUN).map((_, i) => (i * 7919) % 1000));
    let pauses = 0;
    while (!steps.next().done) pauses++;
    expect(pauses).toBeGreaterThan(8);
  });
});

describe('ScreeningIndex.buildInSlices', () => {
  const given = ['Ahmed', 'Fatima', 'Omar', 'Layla', 'Yusuf', 'Mariam', 'Khalid', 'Huda', 'Tariq', 'Salma'];
  const middle = ['Hassan', 'Saeed', 'Rashid', 'Jamal', 'Nabil', 'Walid', 'Karim', 'Sami', 'Adel', 'Fadi'];
  const family = ['Haddad', 'Mansour', 'Nasser', 'Karimi', 'Qureshi', 'Farouk', 'Rahimi', 'Siddiqui', 'Zaidi'];
  const entries: WatchlistEntry[] = Array.from({ length: 900 }, (_, i) =>
    makeEntry({
      source: 'OFAC',
      sourceType: 'Test list',
      listId: String(i),
      entityType: 'Individual',
      names: [
        makeName(`${given[i % 10]} ${middle[Math.floor(i / 10) % 10]} ${family[Math.floor(i / 100) % 9]}`, 'primary'),
      ],
    }),
  );

  it('builds the same index as the one-go build and lets the event loop run meanwhile', async () => {
    const whole = ScreeningIndex.build(entries);
    // A build that never gave the event loop a turn would resolve before this callback runs.
    let otherWorkRan = false;
    setImmediate(() => {
      otherWorkRan = true;
    });
    const sliced = await ScreeningIndex.buildInSlices(entries, {}, 0);
    expect(otherWorkRan).toBe(true);
    const { buildMs: _a, ...wholeStats } = whole.stats;
    const { buildMs: _b, ...slicedStats } = sliced.stats;
    expect(slicedStats).toEqual(wholeStats);
    for (const query of ['Omar Saeed Mansour', 'Fatma Rashid Qureshy', 'Zaidi Huda']) {
      const a = whole.search(query, { fuzziness: 2 }).hits.map((h) => [h.entry.listId, h.score]);
      const b = sliced.search(query, { fuzziness: 2 }).hits.map((h) => [h.entry.listId, h.score]);
      expect(b).toEqual(a);
      expect(a.length).toBeGreaterThan(0);
    }
  });
});
