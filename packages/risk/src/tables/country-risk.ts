import { COUNTRIES, type Country, findCountry } from '@aml/contracts';
import { BLACKLISTED_COUNTRIES, COUNTRY_SOURCES, type CountrySourceKey, SPEC_EXAMPLES } from './country-sources';

export type CountryScore = 1 | 2 | 3 | 4;

export interface CountryRiskEntry {
  code: string;
  name: string;
  score: CountryScore;
  /** The sources that decided the score, for the factor breakdown and for audit. */
  basis: CountrySourceKey[];
}

const HIGH_RISK_KEYS = [
  'FATF_CALL_FOR_ACTION',
  'FATF_INCREASED_MONITORING',
  'EU_HIGH_RISK_THIRD_COUNTRIES',
  'UN_SANCTIONS_REGIMES',
  'BASEL_AML_INDEX_HIGHEST_RISK',
  'GOLD_CAHRA',
] as const;

function listedIn(code: string, keys: readonly (keyof typeof COUNTRY_SOURCES)[]): (keyof typeof COUNTRY_SOURCES)[] {
  return keys.filter((key) => COUNTRY_SOURCES[key].codes.includes(code));
}

/**
 * Precedence, first match wins: the spec's own examples; 4 when any high-risk source lists the
 * country; 1 for the Basel AML Index's lowest-risk ten; 2 for established-supervision jurisdictions;
 * 3 for every other country, the UAE included (spec 2 §9.5: "The UAE is 3").
 */
function scoreCountry(country: Country): CountryRiskEntry {
  const base = { code: country.code, name: country.name };
  const high = listedIn(country.code, HIGH_RISK_KEYS);
  const example = SPEC_EXAMPLES[country.code];
  if (example !== undefined) return { ...base, score: example, basis: ['SPEC_EXAMPLE', ...high] };
  if (high.length > 0) return { ...base, score: 4, basis: high };
  if (listedIn(country.code, ['BASEL_AML_INDEX_LOWEST_RISK']).length > 0) {
    return { ...base, score: 1, basis: ['BASEL_AML_INDEX_LOWEST_RISK'] };
  }
  if (listedIn(country.code, ['STANDARD_RISK']).length > 0) return { ...base, score: 2, basis: ['STANDARD_RISK'] };
  return { ...base, score: 3, basis: ['DEFAULT'] };
}

/** The score of every country of the contracts list, keyed by two-letter code. */
export const COUNTRY_RISK_TABLE: ReadonlyMap<string, CountryRiskEntry> = new Map(
  COUNTRIES.map((country) => [country.code, scoreCountry(country)]),
);

/** Resolves a stored country value (name, alias or code) to its table entry. */
export function countryRisk(value: string | null | undefined): CountryRiskEntry | undefined {
  const country = findCountry(value);
  return country ? COUNTRY_RISK_TABLE.get(country.code) : undefined;
}

export function isBlacklisted(value: string | null | undefined): boolean {
  const country = findCountry(value);
  return country !== undefined && (BLACKLISTED_COUNTRIES.codes as readonly string[]).includes(country.code);
}
