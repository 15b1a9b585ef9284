import { type Country, countryKey, findCountry, findCountryByCode } from '@aml/contracts';
import worldCountries from 'world-countries';

/**
 * ICAO 9303 part 3 codes that are not ISO 3166 alpha-3: Germany's 'D' and the British
 * nationality classes map to their country; Kosovo's RKS to XK. UN, refugee and stateless codes
 * (UNO, XXA, XXB …) name no country, so the nationality is left empty and flagged.
 */
const ICAO_SPECIAL: Readonly<Record<string, string>> = {
  D: 'DE',
  GBD: 'GB',
  GBN: 'GB',
  GBO: 'GB',
  GBP: 'GB',
  GBS: 'GB',
  RKS: 'XK',
};

const alpha3 = new Map<string, string>(worldCountries.map((c) => [c.cca3, c.cca2]));

/** A country from an MRZ state or nationality code ('IND', 'D<<'), or undefined. */
export function countryFromMrzCode(code: string): Country | undefined {
  const clean = code.replace(/</g, '');
  const alpha2 = ICAO_SPECIAL[clean] ?? alpha3.get(clean);
  return alpha2 ? findCountryByCode(alpha2) : undefined;
}

const demonyms = new Map<string, string>();
// Independent states first: 'Indian' is also the adjective of the British Indian Ocean Territory.
for (const c of [...worldCountries].sort((a, b) => Number(b.independent ?? false) - Number(a.independent ?? false))) {
  for (const adjective of [c.demonyms?.eng?.m, c.demonyms?.eng?.f]) {
    if (adjective && !demonyms.has(countryKey(adjective))) demonyms.set(countryKey(adjective), c.cca2);
  }
}

/** A country from printed text: a name ('India'), an alias, or an adjective ('Indian'). */
export function countryFromText(text: string): Country | undefined {
  // Adjectives first: some territories list an adjective among their aliases ('Indian' for the
  // British Indian Ocean Territory), and an ID card's 'Indian' means India.
  const alpha2 = demonyms.get(countryKey(text));
  return (alpha2 ? findCountryByCode(alpha2) : undefined) ?? findCountry(text);
}
