import countries from 'world-countries';

/**
 * Country names as the lists write them (Iraq, IRQ, iq, Iraqi, "Korea, North", "Iran (Islamic Republic
 * of)", العراق) resolved to ISO 3166 alpha-2, so a customer's citizenship can be compared with a listed
 * nationality whatever spelling either side uses.
 */
const INDEX = new Map<string, string>();

function norm(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function add(name: string | undefined, code: string): void {
  if (!name) return;
  const k = norm(name);
  if (k && !INDEX.has(k)) INDEX.set(k, code);
}

for (const c of countries) {
  const code = c.cca2;
  add(code, code);
  add(c.cca3, code);
  add(c.name.common, code);
  add(c.name.official, code);
  for (const s of c.altSpellings) add(s, code);
  for (const d of Object.values(c.demonyms ?? {})) {
    add(d.m, code);
    add(d.f, code);
  }
  for (const n of Object.values(c.name.native ?? {})) {
    add(n.common, code);
    add(n.official, code);
  }
  const ara = c.translations.ara;
  if (ara) {
    add(ara.common, code);
    add(ara.official, code);
  }
}
// Spellings used by the UN, OFAC and UK lists that the country data does not carry.
const EXTRA: Record<string, string> = {
  'korea north': 'KP',
  'north korea': 'KP',
  'democratic people s republic of korea': 'KP',
  dprk: 'KP',
  'korea south': 'KR',
  'russian federation': 'RU',
  'syrian arab republic': 'SY',
  'iran islamic republic of': 'IR',
  'viet nam': 'VN',
  'united kingdom of great britain and northern ireland': 'GB',
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  'united states of america': 'US',
  usa: 'US',
  palestinian: 'PS',
  'occupied palestinian territory': 'PS',
  'state of palestine': 'PS',
  'democratic republic of the congo': 'CD',
  'congo democratic republic of the': 'CD',
  'lao people s democratic republic': 'LA',
  'bolivia plurinational state of': 'BO',
  'venezuela bolivarian republic of': 'VE',
  'tanzania united republic of': 'TZ',
  'the former yugoslav republic of macedonia': 'MK',
  'republic of moldova': 'MD',
  'libyan arab jamahiriya': 'LY',
  burma: 'MM',
  emirati: 'AE',
  'u a e': 'AE',
  kuweit: 'KW',
  saudi: 'SA',
  ksa: 'SA',
  turkiye: 'TR',
  czechia: 'CZ',
  'ivory coast': 'CI',
};
for (const [k, v] of Object.entries(EXTRA)) add(k, v);

/** ISO alpha-2 code of a country name, code or demonym; undefined when it cannot be resolved. */
export function countryCode(value: string): string | undefined {
  const k = norm(value);
  if (!k) return undefined;
  const direct = INDEX.get(k);
  if (direct) return direct;
  // "Iraq; alt. Jordan" or "Saudi Arabia / Kuwait": the first resolvable part.
  for (const part of k.split(/\s+(?:and|or|alt)\s+|\s{2,}/)) {
    const hit = INDEX.get(part.trim());
    if (hit) return hit;
  }
  return undefined;
}
