import { COUNTRIES, findCountryByCode } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { COUNTRY_RISK_TABLE, countryRisk, isBlacklisted } from './tables/country-risk';
import { BLACKLISTED_COUNTRIES, COUNTRY_SOURCES, SPEC_EXAMPLES } from './tables/country-sources';

const score = (code: string) => COUNTRY_RISK_TABLE.get(code)?.score;

describe('country score table', () => {
  it('scores every country of the contracts list from 1 to 4', () => {
    expect(COUNTRY_RISK_TABLE.size).toBe(COUNTRIES.length);
    expect(COUNTRY_RISK_TABLE.size).toBe(250);
    for (const entry of COUNTRY_RISK_TABLE.values()) {
      expect([1, 2, 3, 4]).toContain(entry.score);
      expect(entry.basis.length).toBeGreaterThan(0);
    }
  });

  it('names only real two-letter codes in its sources, each with a date', () => {
    for (const [key, source] of Object.entries(COUNTRY_SOURCES)) {
      expect(source.asOf, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const code of source.codes) expect(findCountryByCode(code), `${key}: ${code}`).toBeDefined();
      expect(new Set(source.codes).size, key).toBe(source.codes.length);
    }
    for (const code of Object.keys(SPEC_EXAMPLES)) expect(findCountryByCode(code)).toBeDefined();
  });

  it.each([
    ['AF', 4],
    ['CN', 4],
    ['IR', 4],
    ['KP', 4],
    ['MM', 4],
    ['HT', 4],
    ['SO', 4],
    ['VE', 4],
    ['AE', 3],
  ])('keeps the spec example %s = %d (spec 2 §9.5)', (code, expected) => {
    expect(score(code)).toBe(expected);
  });

  it('gives many European countries 2', () => {
    const european = [
      'AT',
      'BE',
      'DE',
      'FR',
      'IT',
      'ES',
      'PT',
      'NL',
      'IE',
      'LU',
      'CH',
      'GB',
      'NO',
      'PL',
      'CZ',
      'HR',
      'LI',
    ];
    for (const code of european) expect(score(code), code).toBe(2);
  });

  it.each([
    ['KW', 4, 'FATF_INCREASED_MONITORING'],
    ['BG', 4, 'FATF_INCREASED_MONITORING'],
    ['MC', 4, 'EU_HIGH_RISK_THIRD_COUNTRIES'],
    ['RU', 4, 'EU_HIGH_RISK_THIRD_COUNTRIES'],
    ['TT', 4, 'EU_HIGH_RISK_THIRD_COUNTRIES'],
    ['SD', 4, 'UN_SANCTIONS_REGIMES'],
    ['TD', 4, 'BASEL_AML_INDEX_HIGHEST_RISK'],
    ['ML', 4, 'GOLD_CAHRA'],
    ['FI', 1, 'BASEL_AML_INDEX_LOWEST_RISK'],
    ['GR', 1, 'BASEL_AML_INDEX_LOWEST_RISK'],
    ['ZA', 2, 'STANDARD_RISK'],
    ['SA', 2, 'STANDARD_RISK'],
    ['OM', 3, 'DEFAULT'],
    ['PK', 3, 'DEFAULT'],
    ['XK', 3, 'DEFAULT'],
  ])('%s = %d because of %s', (code, expected, source) => {
    expect(score(code)).toBe(expected);
    expect(COUNTRY_RISK_TABLE.get(code)?.basis).toContain(source);
  });

  it('records why China is 4: the spec example alone', () => {
    expect(COUNTRY_RISK_TABLE.get('CN')?.basis).toEqual(['SPEC_EXAMPLE']);
    expect(COUNTRY_RISK_TABLE.get('IR')?.basis).toEqual([
      'SPEC_EXAMPLE',
      'FATF_CALL_FOR_ACTION',
      'EU_HIGH_RISK_THIRD_COUNTRIES',
      'UN_SANCTIONS_REGIMES',
    ]);
  });

  it('resolves names, aliases and codes', () => {
    expect(countryRisk('United Arab Emirates')?.score).toBe(3);
    expect(countryRisk('UAE')?.code).toBe('AE');
    expect(countryRisk('Burma')?.score).toBe(4);
    expect(countryRisk('Atlantis')).toBeUndefined();
  });
});

describe('blacklist (spec 2 §9.3, §9.4)', () => {
  it('is the dated FATF call-for-action list: Iran, Myanmar, North Korea', () => {
    expect(BLACKLISTED_COUNTRIES.name).toBe('FATF High-Risk Jurisdictions subject to a Call for Action');
    expect(BLACKLISTED_COUNTRIES.asOf).toBe('2026-06-19');
    expect([...BLACKLISTED_COUNTRIES.codes].sort()).toEqual(['IR', 'KP', 'MM']);
  });

  it.each([
    ['Iran', true],
    ['North Korea', true],
    ['DPRK', true],
    ['Myanmar', true],
    ['MM', true],
    ['Syria', false],
    ['United Arab Emirates', false],
    ['', false],
    [null, false],
  ])('%j blacklisted: %s', (value, expected) => {
    expect(isBlacklisted(value)).toBe(expected);
  });
});
