import { describe, expect, it } from 'vitest';
import type { FoundRecord } from '../screening-wire';
import { explainMatch, matchSummary } from './match-explanation';

const record = {
  name: 'Mohammed Abdullah Al-Khayali',
  score: 96,
  matched_name: 'Muhammad bin Abdulla Khayali',
  explanation: {
    matchedName: 'Muhammad bin Abdulla Khayali',
    nameType: 'aka',
    weakAlias: false,
    fuzziness: 2,
    tokens: [
      { query: 'Mohammed', queryNormalized: 'mohammed', list: 'muhammad', kind: 'variant', weight: 1, quality: 0.95 },
      { query: 'Abdulla', queryNormalized: 'abdulla', list: 'abdulla', kind: 'exact', weight: 1, quality: 1 },
      {
        query: 'Kayali',
        queryNormalized: 'kayali',
        list: 'khayali',
        kind: 'edit-distance',
        distance: 1,
        weight: 1,
        quality: 0.9,
      },
      { query: 'Omar', queryNormalized: 'omar', list: null, kind: 'none', weight: 0.5, quality: 0 },
    ],
    unmatchedListTokens: ['bin'],
    nameScore: 91.4,
    dateOfBirth: { status: 'disagree', query: '14/03/1980', list: ['14/03/1975'] },
    gender: { status: 'unknown', list: 'male' },
    entityType: { status: 'agree', query: 'Individual', list: 'Individual' },
    citizenship: { status: 'unknown', list: [] },
    adjustments: [{ reason: 'date of birth disagrees by 5 years', points: -15 }],
  },
} as unknown as FoundRecord;

describe('a match explained in words', () => {
  it('names the matched name, each token, the attributes and the adjustments', () => {
    expect(explainMatch(record)).toEqual([
      'Name matches the listed alias "Muhammad bin Abdulla Khayali" with one spelling difference (\'Kayali\'), ' +
        "a known spelling variant ('Mohammed'), 'Omar' not on the list entry, the listed 'bin' not searched; " +
        'date of birth disagrees by 5 years.',
      "Matched the alias (a.k.a.) 'Muhammad bin Abdulla Khayali', score 96, name score 91, fuzzy level 2",
      "Names: 'Mohammed' ~ 'muhammad' known spelling variant; 'Abdulla' exact; 'Kayali' ~ 'khayali' spelling difference (1 letter(s)); 'Omar' not matched",
      'On the list, not searched: bin',
      'Date of birth differs (searched 14/03/1980; listed 14/03/1975)',
      'Nationality not compared (nothing searched; listed none)',
      'date of birth disagrees by 5 years (-15)',
    ]);
  });

  it('says an exact match in few words, with the attributes compared', () => {
    const exact = {
      ...record,
      explanation: {
        ...record.explanation,
        nameType: 'primary',
        matchedName: 'Abdulla Khayali',
        tokens: [
          { query: 'Abdulla', queryNormalized: 'abdulla', list: 'abdulla', kind: 'exact', weight: 1, quality: 1 },
          { query: 'Khayali', queryNormalized: 'khayali', list: 'khayali', kind: 'exact', weight: 1, quality: 1 },
        ],
        unmatchedListTokens: [],
        dateOfBirth: { status: 'agree', query: '14/03/1975', list: ['14/03/1975'] },
        citizenship: { status: 'disagree', query: 'India', list: ['Yemen'] },
        adjustments: [],
      },
    } as unknown as FoundRecord;
    expect(matchSummary(exact)).toBe(
      'Name matches the listed name "Abdulla Khayali" exactly; date of birth agrees; nationality differs.',
    );
  });
});
