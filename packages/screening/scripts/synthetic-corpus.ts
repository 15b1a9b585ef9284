import type { WatchlistEntry } from '../src/types';
import { mulberry32, pick } from './prng';

const GIVEN = [
  'Mohammed',
  'Muhammad',
  'Mohamed',
  'Ahmed',
  'Ahmad',
  'Ali',
  'Omar',
  'Khalid',
  'Hassan',
  'Hussein',
  'Abdullah',
  'Abdulrahman',
  'Yousef',
  'Ibrahim',
  'Ismail',
  'Saeed',
  'Salem',
  'Rashid',
  'Hamad',
  'Sultan',
  'Faisal',
  'Fahad',
  'Nasser',
  'Majid',
  'Tariq',
  'Ziad',
  'Walid',
  'Jamal',
  'Karim',
  'Adel',
  'Mustafa',
  'Mahmoud',
  'Sami',
  'Bilal',
  'Hamza',
  'Imran',
  'Usman',
  'Bakr',
  'Idris',
  'Yahya',
  'Zakaria',
  'Suleiman',
  'Dawood',
  'Musa',
  'Isa',
  'Fatima',
  'Aisha',
  'Maryam',
  'Khadija',
  'Zainab',
  'Noura',
  'Layla',
  'Amina',
  'Hafsa',
  'Sara',
  'Huda',
  'Reem',
  'Mona',
  'Dana',
  'Latifa',
  'Shaikha',
  'Moza',
  'Alia',
  'John',
  'James',
  'Robert',
  'Michael',
  'William',
  'David',
  'Richard',
  'Joseph',
  'Thomas',
  'Charles',
  'Maria',
  'Anna',
  'Elena',
  'Olga',
  'Irina',
  'Sergei',
  'Vladimir',
  'Dmitry',
  'Alexander',
  'Nikolai',
  'Ivan',
  'Pavel',
  'Andrei',
  'Yuri',
  'Viktor',
  'Rajesh',
  'Suresh',
  'Ramesh',
  'Priya',
  'Anil',
  'Sunil',
  'Vijay',
  'Arjun',
  'Ravi',
  'Deepak',
  'Wei',
  'Li',
  'Chen',
  'Jun',
  'Hiroshi',
  'Kenji',
  'Carlos',
  'Jose',
  'Luis',
  'Juan',
  'Miguel',
  'Pedro',
  'Jorge',
  'Ana',
  'Lucia',
  'Sofia',
  'Grace',
  'Joy',
  'Mary',
  'Peter',
  'Paul',
  'Mark',
  'Daniel',
  'Samuel',
  'Emmanuel',
  'Chinedu',
  'Kwame',
];
const SYLLABLES = [
  'al',
  'ba',
  'da',
  'far',
  'gha',
  'ha',
  'jan',
  'kar',
  'la',
  'man',
  'na',
  'qa',
  'ra',
  'sa',
  'ta',
  'wa',
  'ya',
  'zi',
  'ov',
  'ev',
  'in',
  'sky',
  'enko',
  'ian',
  'oglu',
  'zada',
  'pur',
  'wala',
  'son',
  'berg',
  'ez',
  'es',
  'ani',
  'awi',
  'ri',
  'mi',
  'ki',
  'lo',
  'to',
  'do',
  'ro',
  'shi',
  'che',
  'ko',
  'ma',
  'nu',
  'bu',
  'de',
  'ge',
  'he',
  'fi',
  'vo',
  'ux',
];

/** Surname pool: syllable compounds give a long tail of distinct, pronounceable family names. */
function surnames(rand: () => number, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    const n = 2 + Math.floor(rand() * 3);
    let s = '';
    for (let i = 0; i < n; i++) s += pick(rand, SYLLABLES);
    out.add(s.charAt(0).toUpperCase() + s.slice(1));
  }
  return [...out];
}

/** Zipf-like pick: low indices much more often, as real given names and family names are distributed. */
function zipf<T>(rand: () => number, items: readonly T[]): T {
  const i = Math.floor(items.length * rand() ** 2.2);
  return items[Math.min(items.length - 1, i)] as T;
}

const EMPTY: readonly never[] = Object.freeze([]);
const RELATIVES = Object.freeze({ spouse: EMPTY, siblings: EMPTY, parents: EMPTY, children: EMPTY });

/**
 * A synthetic corpus of `count` names (one name per entry) for the 1,000,000-name benchmark: one or two
 * given names and one or two family names drawn from skewed distributions over realistic given names
 * and 200,000 generated family names. Entries share empty arrays to keep a million of them small.
 */
export function syntheticEntries(count: number, seed = 7): WatchlistEntry[] {
  const rand = mulberry32(seed);
  const family = surnames(rand, 200_000);
  const out: WatchlistEntry[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const parts = [zipf(rand, GIVEN)];
    if (rand() < 0.35) parts.push(zipf(rand, GIVEN));
    parts.push(zipf(rand, family));
    if (rand() < 0.25) parts.push(zipf(rand, family));
    const full = parts.join(' ');
    out[i] = {
      source: 'DEMO',
      sourceType: 'Synthetic benchmark corpus',
      listId: `S${i}`,
      entityType: 'Individual',
      entitySubtype: 'unknown',
      names: [{ full, type: 'primary', weak: false, script: 'Latin' }],
      datesOfBirth: EMPTY,
      placesOfBirth: EMPTY,
      citizenships: EMPTY,
      nationalities: EMPTY,
      addresses: EMPTY,
      identifiers: EMPTY,
      programs: EMPTY,
      sanctionDetails: EMPTY,
      titles: EMPTY,
      positions: EMPTY,
      occupations: EMPTY,
      politicalParties: EMPTY,
      remarks: EMPTY,
      links: EMPTY,
      relatives: RELATIVES,
    };
  }
  return out;
}
