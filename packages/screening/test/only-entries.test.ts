import { beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../scripts/prng';
import { loadShippedLists } from '../scripts/shipped-lists';
import type { FuzzyLevel } from '../src/matching/deletion-index';
import { ScreeningIndex } from '../src/matching/screening-index';
import { noLists } from './lists-available';

/**
 * SearchOptions.onlyEntries (ongoing monitoring's reverse search, issue 17): restricted to some entries, a search
 * must give exactly the unrestricted search's hits on those entries, with the same scores and explanations,
 * and none on the others. Checked on the shipped lists with names taken from them, cut and misspelled, and with
 * common names, at every fuzzy level.
 */
describe.skipIf(noLists)('a search restricted to some entries', () => {
  let index: ScreeningIndex;
  let only: Set<number>;
  const names: string[] = [];

  beforeAll(async () => {
    const lists = await loadShippedLists();
    index = ScreeningIndex.build(lists.flatMap((l) => l.entries));
    const random = mulberry32(17);
    only = new Set(index.entries.map((_, i) => i).filter(() => random() < 0.3));
    for (let n = 0; n < 150; n++) {
      const entry = index.entries[Math.floor(random() * index.entries.length)];
      const full = entry?.names[0]?.full ?? '';
      const words = full.replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean);
      // The name as listed, two of its words, and one with a letter changed.
      names.push(full, words.slice(0, 2).join(' '));
      const word = words[0] ?? '';
      if (word.length > 3) names.push([`${word.slice(0, 2)}${word.slice(3)}`, ...words.slice(1)].join(' '));
    }
    names.push('Mohammed Ali', 'Omar Khan', 'Hassan Nasser', 'Aisha Rahman', 'John Smith', 'Golden Bullion Trading');
  }, 60_000);

  it('finds exactly the unrestricted hits on the chosen entries, with the same scores and explanations', () => {
    let compared = 0;
    for (const fuzziness of [0, 1, 2] as FuzzyLevel[]) {
      for (const name of names) {
        const all = index.search(name, { fuzziness, limit: 10_000 });
        const restricted = index.search(name, { fuzziness, limit: 10_000, onlyEntries: only });
        const expected = all.hits.filter((h) => only.has(index.entries.indexOf(h.entry)));
        expect(restricted.hits.map((h) => [h.entry.listId, h.score, h.explanation])).toEqual(
          expected.map((h) => [h.entry.listId, h.score, h.explanation]),
        );
        expect(restricted.totalHits).toBe(expected.length);
        compared += expected.length;
      }
    }
    // The check compared real hits, not empty lists.
    expect(compared).toBeGreaterThan(300);
  });
});
