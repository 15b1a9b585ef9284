import type { Country } from '../src/countries';

/** The subset of a world-countries entry this build reads. */
export interface WorldCountry {
  cca2: string;
  name: { common: string; official: string };
  idd: { root: string; suffixes: string[] };
  currencies: Record<string, { name: string; symbol: string }>;
  altSpellings: string[];
}

/**
 * ITU E.164 calling codes where the package's root + suffix split does not give the country code:
 * Saint Helena +290 (Ascension's +247 is the second suffix), Western Sahara uses Morocco's +212,
 * Vatican City numbers are dialled through Italy's +39 (+379 is reserved and unused), and the package
 * folds an area code into the code of Åland (+358 18) and Svalbard (+47 79).
 */
const DIAL_CODE_OVERRIDES: Readonly<Record<string, string>> = {
  AX: '+358',
  EH: '+212',
  SH: '+290',
  SJ: '+47',
  VA: '+39',
};

/**
 * The currency shown for territories where world-countries lists several: the ISO 4217 currency issued
 * for the territory when there is one, otherwise the currency in general circulation. Local tokens that
 * are not ISO 4217 codes (GGP, JEP, IMP, FOK, KID, TVD, CKD) are never chosen.
 */
const PRIMARY_CURRENCY: Readonly<Record<string, string>> = {
  BN: 'BND',
  BS: 'BSD',
  BT: 'BTN',
  CK: 'NZD',
  CU: 'CUP',
  EH: 'MAD',
  FO: 'DKK',
  GG: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  KH: 'KHR',
  KI: 'AUD',
  LS: 'LSL',
  NA: 'NAD',
  PA: 'PAB',
  PS: 'ILS',
  SH: 'SHP',
  SZ: 'SZL',
  TV: 'AUD',
  ZW: 'USD',
};

/** Territories the package lists without a currency although one circulates (Micronesia uses the US dollar). */
const MISSING_CURRENCY: Readonly<Record<string, { code: string; name: string }>> = {
  FM: { code: 'USD', name: 'United States dollar' },
};

/** Latin-script spellings only: they are what staff type and what legacy records hold. */
const LATIN_TEXT = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u;

function dialCode(country: WorldCountry): string | null {
  const override = DIAL_CODE_OVERRIDES[country.cca2];
  if (override) return override;
  const { root, suffixes } = country.idd;
  if (!root) return null;
  // North American Numbering Plan: E.164 country code 1; the area code belongs to the national number.
  if (root === '+1') return '+1';
  if (suffixes.length === 1) return `${root}${suffixes[0]}`;
  if (suffixes.length === 0) return root;
  // Several suffixes (Russia, Kazakhstan) are area prefixes under one shared country code.
  if (suffixes.some((suffix) => suffix.length !== 1)) {
    throw new Error(`No dialling-code rule for ${country.cca2}: add it to DIAL_CODE_OVERRIDES`);
  }
  return root;
}

function currency(country: WorldCountry): { code: string; name: string } | null {
  const codes = Object.keys(country.currencies);
  if (codes.length === 0) return MISSING_CURRENCY[country.cca2] ?? null;
  const chosen = codes.length === 1 ? codes[0] : PRIMARY_CURRENCY[country.cca2];
  if (!chosen) throw new Error(`${country.cca2} lists ${codes.join(', ')}: choose one in PRIMARY_CURRENCY`);
  const entry = country.currencies[chosen];
  if (!entry) throw new Error(`${country.cca2}: ${chosen} is not among its currencies (${codes.join(', ')})`);
  return { code: chosen, name: entry.name };
}

function aliases(country: WorldCountry): string[] {
  const taken = new Set([country.cca2, country.name.common, country.name.official].map((s) => s.toLowerCase()));
  const result: string[] = [];
  for (const spelling of country.altSpellings) {
    const key = spelling.toLowerCase();
    if (spelling.length < 2 || taken.has(key) || !LATIN_TEXT.test(spelling)) continue;
    taken.add(key);
    result.push(spelling);
  }
  return result;
}

/** Turns the package's entries into the pinned rows, sorted by English name. */
export function buildCountryRows(source: readonly WorldCountry[]): Country[] {
  return source
    .map((country) => {
      const money = currency(country);
      return {
        code: country.cca2,
        name: country.name.common,
        officialName: country.name.official,
        dialCode: dialCode(country),
        currencyCode: money?.code ?? null,
        currencyName: money?.name ?? null,
        aliases: aliases(country),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
