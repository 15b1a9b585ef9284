import { COUNTRY_ROWS } from './countries-data';

/** One ISO 3166-1 country or territory (spec 2 §3.11, spec 1 §9: name, dialling code, two-letter code, currency). */
export interface Country {
  /** ISO 3166-1 alpha-2 code (XK for Kosovo, as in the goAML country list). */
  code: string;
  /** English common name: the value stored in customer country fields. */
  name: string;
  officialName: string;
  /** ITU E.164 calling code with a leading +; null where none is assigned (Antarctica, Heard Island). */
  dialCode: string | null;
  /** ISO 4217 code; null for uninhabited territories without a currency. */
  currencyCode: string | null;
  currencyName: string | null;
  /** Other Latin-script spellings (UAE, DPRK, Burma …) accepted when resolving a stored value. */
  aliases: readonly string[];
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS;

/** Spec 2 §3.11 and spec 1 §9: the default country is the United Arab Emirates. */
export const DEFAULT_COUNTRY_CODE = 'AE';

/** Case, accent and punctuation insensitive key, so "Côte d’Ivoire" finds "Cote d'Ivoire". */
export function countryKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));
const byKey = new Map<string, Country>();
for (const country of COUNTRIES) {
  for (const spelling of [country.name, country.officialName, ...country.aliases]) {
    const key = countryKey(spelling);
    if (!byKey.has(key)) byKey.set(key, country);
  }
}

export const DEFAULT_COUNTRY: Country = (() => {
  const country = byCode.get(DEFAULT_COUNTRY_CODE);
  if (!country) throw new Error('The country list lacks the United Arab Emirates');
  return country;
})();

export function findCountryByCode(code: string | null | undefined): Country | undefined {
  return code ? byCode.get(code.trim().toUpperCase()) : undefined;
}

/**
 * Resolves what a record holds (a name, an official name, an alias or a two-letter code) to a country.
 * Customer records store the common name; tenant address records store the code.
 */
export function findCountry(value: string | null | undefined): Country | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const country = byCode.get(trimmed.toUpperCase());
    if (country) return country;
  }
  return byKey.get(countryKey(trimmed));
}

export interface CountryGroup {
  /** The shared value: a dialling code or a currency code. */
  value: string;
  /** Up to three country names, then "+n" for the rest (spec 3 §9 currency picker). */
  label: string;
  countries: readonly Country[];
}

function groupLabel(prefix: string, countries: readonly Country[]): string {
  const names = countries.slice(0, 3).map((country) => country.name);
  const rest = countries.length - names.length;
  return `${prefix} (${names.join(', ')}${rest > 0 ? ` +${rest}` : ''})`;
}

function groupBy(key: (country: Country) => string | null, labelPrefix: (value: string) => string): CountryGroup[] {
  const groups = new Map<string, Country[]>();
  for (const country of COUNTRIES) {
    const value = key(country);
    if (!value) continue;
    const list = groups.get(value);
    if (list) list.push(country);
    else groups.set(value, [country]);
  }
  return [...groups].map(([value, countries]) => ({
    value,
    label: groupLabel(labelPrefix(value), countries),
    countries,
  }));
}

/**
 * Spec 3 §9: the currency picker groups countries by currency, showing up to three names plus a count.
 * AED comes first because the reporting entities are UAE dealers; the rest follow by code.
 */
export const CURRENCY_GROUPS: readonly CountryGroup[] = groupBy(
  (country) => country.currencyCode,
  (code) => code,
).sort((a, b) => (a.value === 'AED' ? -1 : b.value === 'AED' ? 1 : a.value.localeCompare(b.value)));

/** Dialling codes are shared (+1, +7, +44 …): one option per code keeps select values unique. */
export const DIAL_CODE_GROUPS: readonly CountryGroup[] = groupBy(
  (country) => country.dialCode,
  (code) => code,
).sort((a, b) => Number(a.value.slice(1)) - Number(b.value.slice(1)));
