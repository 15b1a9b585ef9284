import { foundRecordSchema, screeningResponseSchema } from '@aml/contracts';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { screen, toFoundRecord } from '../src/found-record';
import { maxEdits } from '../src/matching/deletion-index';
import { ScreeningIndex } from '../src/matching/screening-index';
import { makeEntry, makeName } from '../src/parsers/common';
import type { WatchlistEntry } from '../src/types';

function person(id: string, names: string[], extra: Partial<WatchlistEntry> = {}): WatchlistEntry {
  return makeEntry({
    source: 'OFAC',
    sourceType: 'Test list',
    listId: id,
    entityType: 'Individual',
    names: names.map((n, i) => makeName(n, i === 0 ? 'primary' : 'aka')),
    ...extra,
  });
}

// Many holders of the common given names make them common, as in the real lists.
const filler = Array.from({ length: 300 }, (_, i) =>
  person(`F${i}`, [
    `${['Mohammed', 'Ahmed', 'Ali', 'Hassan'][i % 4]} Fillername${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + ((i / 26) | 0))}`,
  ]),
);
const corpus: WatchlistEntry[] = [
  person('1', ['Mohammed Abdullah Al-Qahtani'], {
    datesOfBirth: [{ text: '1975-03-14', year: 1975, month: 3, day: 14 }],
    gender: 'male',
    nationalities: ['Saudi Arabia'],
  }),
  person('2', ['Yousef Zarkawi Hamdan', 'يوسف زرقاوي حمدان']),
  person('3', ['Vladimir Vladimirovich Putin', 'Владимир Владимирович Путин']),
  person('4', ['Hassan Dahir Aweys'], { datesOfBirth: [{ text: '1935', year: 1935 }] }),
  person('5', ['Fatima Bint Saeed Al Mazrouei'], { gender: 'female' }),
  makeEntry({
    source: 'UN',
    sourceType: 'Test list',
    listId: '6',
    entityType: 'Entity',
    names: [makeName('Golden Crescent Bullion Trading LLC', 'primary')],
  }),
  person('7', ['Ali Mohammed'], {}),
  makeEntry({
    source: 'UK',
    sourceType: 'Test list',
    listId: '8',
    entityType: 'Individual',
    names: [makeName('Qurbanov Zelimkhan', 'primary'), makeName('Zelo', 'aka', { weak: true })],
  }),
  ...filler,
];
const index = ScreeningIndex.build(corpus);
const ids = (name: string, opts: Parameters<ScreeningIndex['search']>[1] = {}): string[] =>
  index.search(name, opts).hits.map((h) => h.entry.listId);
const hit = (name: string, id: string, opts: Parameters<ScreeningIndex['search']>[1] = {}) =>
  index.search(name, opts).hits.find((h) => h.entry.listId === id);

describe('screening index matching', () => {
  it('finds an exact name with score 100 and explains every token', () => {
    const h = hit('Mohammed Abdullah Al-Qahtani', '1');
    expect(h?.score).toBe(100);
    expect(h?.explanation.tokens.map((t) => [t.queryNormalized, t.list, t.kind])).toEqual([
      ['mohammed', 'mohammed', 'exact'],
      ['abdullah', 'abdullah', 'exact'],
      ['al', 'al', 'particle'],
      ['qahtani', 'qahtani', 'exact'],
    ]);
  });

  it('ignores token order, case, punctuation and Gulf particles', () => {
    // The list's "Al" particle, missing from the query, costs a point at most.
    expect(hit('QAHTANI, mohammed abdullah', '1')?.score).toBeGreaterThanOrEqual(99);
    expect(hit('Mohammed bin Abdullah Alqahtani', '1')?.score).toBeGreaterThanOrEqual(90);
  });

  it('treats given-name variants as the same name at level 0', () => {
    const h = hit('Muhammad Abdulla Al Qahtani', '1', { fuzziness: 0 });
    expect(h?.score).toBeGreaterThanOrEqual(95);
    expect(h?.explanation.tokens.filter((t) => t.kind === 'variant').map((t) => t.queryNormalized)).toEqual([
      'muhammad',
      'abdulla',
    ]);
  });

  it('allows one edit per token at level 1 and two at level 2', () => {
    expect(ids('Hasan Dahir Aweis', { fuzziness: 0 })).not.toContain('4');
    const one = hit('Hassan Dahir Aweis', '4', { fuzziness: 1 });
    expect(one?.explanation.tokens.find((t) => t.queryNormalized === 'aweis')).toMatchObject({
      kind: 'edit-distance',
      distance: 1,
    });
    const token = (q: string, level: 0 | 1 | 2) =>
      hit(q, '8', { fuzziness: level })?.explanation.tokens.find(
        (t) => t.queryNormalized === q.split(' ')[1]?.toLowerCase(),
      );
    expect(token('Qurbanov Zelimkan', 0)).toBeUndefined();
    expect(token('Qurbanov Zelimkan', 1)).toMatchObject({ kind: 'edit-distance', distance: 1 });
    expect(token('Qurbanov Zalimkan', 1)).toBeUndefined();
    expect(token('Qurbanov Zalimkan', 2)).toMatchObject({ kind: 'edit-distance', distance: 2 });
    // Two edits need six letters: a five-letter token allows one at any level.
    expect(ids('Hassan Dahir Aweiz', { fuzziness: 2 })).not.toContain('4');
  });

  it('matches Arabic script against Latin list names and Latin against Arabic', () => {
    const h = hit('محمد عبدالله القحطاني', '1');
    expect(h?.explanation.tokens.filter((t) => t.kind === 'transliteration').length).toBeGreaterThanOrEqual(2);
    expect(h?.score).toBeGreaterThanOrEqual(80);
    expect(hit('Yusuf Zarqawi Hamdan', '2', { fuzziness: 1 })).toBeDefined();
  });

  it('finds UN-listed Afghan and Maghrebi names from their original script', () => {
    // The UN list's own Latin and original-script spellings (TAi.040, TAi.157, QDi.096, QDi.306), in an
    // index holding only the Latin names.
    const un = ScreeningIndex.build([
      person('TAi.040', ['JALALUDDIN HAQQANI']),
      person('TAi.157', ['FAZL RABI']),
      person('QDi.096', ['MOUSSA BEN OMAR BEN ALI ESSAADI']),
      person('QDi.306', ['MUSTAFA HAJJI MUHAMMAD KHAN']),
      ...filler,
    ]);
    const found = (query: string, id: string) =>
      un.search(query, { fuzziness: 2 }).hits.find((h) => h.entry.listId === id)?.score ?? 0;
    expect(found('جلال الدين حقانى', 'TAi.040')).toBeGreaterThanOrEqual(65);
    expect(found('فضل ربيع', 'TAi.157')).toBeGreaterThanOrEqual(65);
    expect(found('موسى بن عمر بن علي السعدي', 'QDi.096')).toBeGreaterThanOrEqual(65);
    expect(found('مصطفى حجي محمد خان', 'QDi.306')).toBeGreaterThanOrEqual(65);
  });

  it('matches Cyrillic script against Latin list names', () => {
    expect(hit('Путин Владимир', '3')?.score).toBeGreaterThanOrEqual(80);
  });

  it('weights tokens by rarity: a common given name alone is no hit and scores far below a rare surname alone', () => {
    expect(ids('Mohammed')).not.toContain('1');
    const common = index.search('Mohammed', { minScore: 0 }).hits.find((h) => h.entry.listId === '1')?.score ?? 0;
    const rare = hit('Aweys', '4', { minScore: 0 })?.score ?? 0;
    expect(rare).toBeGreaterThan(common + 20);
  });

  it('still finds a listed name when the customer record drops a middle name', () => {
    expect(hit('Hassan Aweys', '4')?.explanation.unmatchedListTokens).toEqual(['dahir']);
  });

  it('narrows by entity type; ranks by the date of birth, which never hides a hit on its own (issue 18)', () => {
    expect(ids('Golden Crescent Bullion Trading', { entityType: 'Entity' })).toEqual(['6']);
    expect(ids('Golden Crescent Bullion Trading', { entityType: 'Individual' })).toEqual([]);
    // A birth year typed 15 years off: still found, lower, and the explanation says by how much.
    const far = hit('Mohammed Abdullah Qahtani', '1', { dateOfBirth: '14/03/1960' });
    const near = hit('Mohammed Abdullah Qahtani', '1', { dateOfBirth: '14/03/1972' });
    expect(far?.explanation.dateOfBirth.status).toBe('disagree');
    expect(far?.explanation.adjustments).toContainEqual({ reason: 'date of birth disagrees by 15 years', points: -20 });
    expect(near?.explanation.adjustments).toContainEqual({ reason: 'date of birth disagrees by 3 years', points: -11 });
    expect((far?.score ?? 0) < (near?.score ?? 0)).toBe(true);
    const agree = hit('Mohammed Abdullah Qahtani', '1', { dateOfBirth: '14/03/1975' });
    const partial = hit('Mohammed Abdullah Qahtani', '1', { dateOfBirth: '00/05/1975' });
    const unknown = hit('Mohammed Abdullah Qahtani', '1');
    expect(agree?.explanation.dateOfBirth).toEqual({ status: 'agree', query: '14/03/1975', list: ['14/03/1975'] });
    expect(partial?.explanation.dateOfBirth.status).toBe('partial');
    expect((agree?.score ?? 0) >= (unknown?.score ?? 0)).toBe(true);
    expect((partial?.score ?? 0) < (unknown?.score ?? 0)).toBe(true);
    expect(hit('Hassan Dahir Aweys', '4', { dateOfBirth: '00/00/1935' })?.explanation.dateOfBirth.status).toBe('agree');
  });

  it('reports gender and citizenship agreement and lowers the score when they differ', () => {
    const same = hit('Fatima Saeed Mazrouei', '5', { gender: 'Female' });
    const other = hit('Fatima Saeed Mazrouei', '5', { gender: 'male' });
    expect(same?.explanation.gender.status).toBe('agree');
    expect(other?.explanation.gender.status).toBe('disagree');
    expect((other?.score ?? 0) < (same?.score ?? 0)).toBe(true);
    expect(hit('Mohammed Abdullah Qahtani', '1', { citizenship: 'SA' })?.explanation.citizenship.status).toBe('agree');
    expect(hit('Mohammed Abdullah Qahtani', '1', { citizenship: 'Emirati' })?.explanation.citizenship.status).toBe(
      'disagree',
    );
  });

  it('ranks a weak alias below the same name as a strong one', () => {
    expect(hit('Zelo', '8', { minScore: 0 })?.explanation.weakAlias).toBe(true);
    expect(hit('Zelo', '8', { minScore: 0 })?.score).toBeLessThan(100);
  });

  it('counts every hit but returns at most limit, and filters by source', () => {
    const all = index.search('Mohammed Fillername', { fuzziness: 2, minScore: 50 });
    const limited = index.search('Mohammed Fillername', { fuzziness: 2, minScore: 50, limit: 3 });
    expect(limited.hits).toHaveLength(3);
    expect(limited.totalHits).toBe(all.totalHits);
    expect(index.search('Qurbanov Zelimkhan', { sources: ['OFAC'] }).hits).toEqual([]);
    expect(index.search('Qurbanov Zelimkhan', { sources: ['UK'] }).hits).toHaveLength(1);
  });

  it('answers nothing for a query with no name tokens', () => {
    expect(index.search('  --  ').hits).toEqual([]);
    expect(index.search('Al bin').totalHits).toBe(0);
  });

  it('maps a hit to the spec found_records fields and the response validates against its schema', () => {
    const h = hit('Mohammed Abdullah Al-Qahtani', '1', { dateOfBirth: '14/03/1975' });
    if (!h) throw new Error('no hit');
    const record = toFoundRecord(h);
    expect(foundRecordSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      name: 'Mohammed Abdullah Al-Qahtani',
      date_of_birth: ['14/03/1975'],
      gender: 'Male',
      citizenship: ['Saudi Arabia'],
      source_id: '1',
      source_type: 'Test list',
      entity_type: 'Individual',
      score: 100,
    });
    const response = screen(
      index,
      {
        entityType: 'Individual',
        names: 'Mohammed Abdullah Al-Qahtani',
        dob: '14/03/1975',
        gender: 'male',
        fuzzyLevel: 1,
      },
      { now: new Date('2026-01-02T03:04:05Z') },
    );
    expect(screeningResponseSchema.parse(response)).toEqual(response);
    expect(response.timestamp).toBe('2026-01-02T03:04:05.000Z');
    expect(response.found_records[0]?.source_id).toBe('1');
    expect(response.total_hits).toBe(response.found_records.length);
    expect(response.list_versions.map((l) => l.source).sort()).toEqual(['OFAC', 'UK', 'UN']);
  });

  it('screens a batch', () => {
    const results = index.searchMany([{ name: 'Hassan Dahir Aweys' }, { name: 'Nobody Atall', fuzziness: 2 }]);
    expect(results.map((r) => r.hits.map((h) => h.entry.listId))).toEqual([['4'], []]);
  });
});

describe('matching properties', () => {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const token = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 3, maxLength: 10 });
  const name = fc.array(token, { minLength: 1, maxLength: 4 }).map((t) => t.join(' '));

  it('a name always matches itself at every fuzzy level', () => {
    fc.assert(
      fc.property(name, fc.constantFrom(0 as const, 1 as const, 2 as const), (n, level) => {
        const idx = ScreeningIndex.build([person('self', [n]), ...filler.slice(0, 20)]);
        const h = idx.search(n, { fuzziness: level }).hits.find((x) => x.entry.listId === 'self');
        expect(h?.score).toBe(100);
      }),
      { numRuns: 150 },
    );
  });

  // Found by the property above ('bind bind' scored 71 at fuzzy 0): the query counted the repeated word
  // once and the list name counted it twice, the second time as an unmatched list word.
  it.each([0, 1, 2] as const)('a name that repeats a word matches itself at 100 at fuzzy %i', (level) => {
    const idx = ScreeningIndex.build([person('self', ['bind bind']), ...filler.slice(0, 20)]);
    const h = idx.search('bind bind', { fuzziness: level }).hits.find((x) => x.entry.listId === 'self');
    expect(h?.score).toBe(100);
    expect(h?.explanation.unmatchedListTokens).toEqual([]);
    const arabicStyle = ScreeningIndex.build([person('nasab', ['Mohammed bin Ahmed bin Mohammed'])]);
    expect(arabicStyle.search('Mohammed bin Ahmed bin Mohammed', { fuzziness: level }).hits[0]?.score).toBe(100);
  });

  it('still pairs both occurrences of a repeated list word when the query repeats it with a typo', () => {
    const idx = ScreeningIndex.build([person('12633', ['MATUQ, Matuq Mohammed']), ...filler.slice(0, 20)]);
    const h = idx.search('MAUQ Matuq Mohammed', { fuzziness: 1 }).hits.find((x) => x.entry.listId === '12633');
    expect(h?.explanation.tokens.map((t) => t.kind)).toEqual(['edit-distance', 'exact', 'exact']);
    expect(h?.score).toBeGreaterThanOrEqual(90);
  });

  it('a token more edits away than the level allows never matches by edit distance alone', () => {
    const consonantToken = fc.string({ unit: fc.constantFrom(...letters), minLength: 6, maxLength: 12 });
    fc.assert(
      fc.property(
        consonantToken,
        fc.constantFrom(0 as const, 1 as const, 2 as const),
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        (original, level, seeds) => {
          // Substitute level + 1 distinct positions with other consonants.
          const chars = [...original];
          const positions = new Set<number>();
          for (const s of seeds) if (positions.size < level + 1) positions.add(s % chars.length);
          for (let i = 0; positions.size < level + 1; i++) positions.add(i);
          for (const p of positions) chars[p] = letters[(letters.indexOf(chars[p] ?? 'b') + 1) % letters.length] ?? 'b';
          const mutated = chars.join('');
          fc.pre(distance(original, mutated) > maxEdits(Math.min(original.length, mutated.length), level));
          const idx = ScreeningIndex.build([person('orig', [original])]);
          expect(idx.search(mutated, { fuzziness: level, minScore: 0 }).hits).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('maxEdits never exceeds the level and needs six letters for two edits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(0 as const, 1 as const, 2 as const),
        (len, level) => {
          const e = maxEdits(len, level);
          expect(e).toBeLessThanOrEqual(level);
          if (e === 2) expect(len).toBeGreaterThanOrEqual(6);
        },
      ),
    );
  });
});
