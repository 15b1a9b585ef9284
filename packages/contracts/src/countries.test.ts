import { describe, expect, it } from 'vitest';
import worldCountries from 'world-countries';
import { buildCountryRows, type WorldCountry } from '../scripts/build-country-rows';
import {
  COUNTRIES,
  CURRENCY_GROUPS,
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  DIAL_CODE_GROUPS,
  findCountry,
  findCountryByCode,
} from './countries';
import { COUNTRY_SOURCE } from './countries-data';

describe('country list', () => {
  it('holds every ISO 3166-1 country and territory of world-countries 5.1.0, plus Kosovo: 250', () => {
    expect(COUNTRY_SOURCE).toEqual({ package: 'world-countries', version: '5.1.0' });
    expect(COUNTRIES).toHaveLength(250);
  });

  it('matches what the generator builds from the installed package (no hand edits, no drift)', () => {
    const source: readonly WorldCountry[] = worldCountries;
    expect(buildCountryRows(source)).toEqual(COUNTRIES);
  });

  it('has unique two-letter codes and unique names, sorted by name', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const names = COUNTRIES.map((country) => country.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('gives every inhabited country a dialling code and an ISO 4217 currency', () => {
    const withoutDial = COUNTRIES.filter((country) => country.dialCode === null).map((country) => country.code);
    const withoutCurrency = COUNTRIES.filter((country) => country.currencyCode === null).map((country) => country.code);
    expect(withoutDial.sort()).toEqual(['AQ', 'HM']);
    expect(withoutCurrency.sort()).toEqual(['AQ', 'BV', 'HM']);
    for (const country of COUNTRIES) {
      if (country.dialCode) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
      if (country.currencyCode) expect(country.currencyCode).toMatch(/^[A-Z]{3}$/);
    }
  });

  it.each([
    ['AE', 'United Arab Emirates', '+971', 'AED', 'United Arab Emirates dirham'],
    ['SA', 'Saudi Arabia', '+966', 'SAR', 'Saudi riyal'],
    ['IN', 'India', '+91', 'INR', 'Indian rupee'],
    ['GB', 'United Kingdom', '+44', 'GBP', 'British pound'],
    ['US', 'United States', '+1', 'USD', 'United States dollar'],
    ['JM', 'Jamaica', '+1', 'JMD', 'Jamaican dollar'],
    ['RU', 'Russia', '+7', 'RUB', 'Russian ruble'],
    ['KP', 'North Korea', '+850', 'KPW', 'North Korean won'],
    ['IR', 'Iran', '+98', 'IRR', 'Iranian rial'],
    ['MM', 'Myanmar', '+95', 'MMK', 'Burmese kyat'],
    ['XK', 'Kosovo', '+383', 'EUR', 'Euro'],
    ['SH', 'Saint Helena, Ascension and Tristan da Cunha', '+290', 'SHP', 'Saint Helena pound'],
    ['VA', 'Vatican City', '+39', 'EUR', 'Euro'],
    ['AX', 'Åland Islands', '+358', 'EUR', 'Euro'],
    ['ZW', 'Zimbabwe', '+263', 'USD', 'United States dollar'],
    ['PA', 'Panama', '+507', 'PAB', 'Panamanian balboa'],
    ['FM', 'Micronesia', '+691', 'USD', 'United States dollar'],
    ['GG', 'Guernsey', '+44', 'GBP', 'British pound'],
  ])('%s is %s, %s, %s (%s)', (code, name, dialCode, currencyCode, currencyName) => {
    expect(findCountryByCode(code)).toMatchObject({ code, name, dialCode, currencyCode, currencyName });
  });

  it('defaults to the United Arab Emirates (spec 2 §3.11, spec 1 §9)', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('AE');
    expect(DEFAULT_COUNTRY.name).toBe('United Arab Emirates');
  });
});

describe('findCountry', () => {
  it.each([
    ['United Arab Emirates', 'AE'],
    ['united arab emirates', 'AE'],
    ['UAE', 'AE'],
    ['ae', 'AE'],
    ['  AE ', 'AE'],
    ['Emirates', 'AE'],
    ['DPRK', 'KP'],
    ["Korea, Democratic People's Republic of", 'KP'],
    ['Burma', 'MM'],
    ["Côte d'Ivoire", 'CI'],
    ['Cote d’Ivoire', 'CI'],
    ['Ivory Coast', 'CI'],
    ['DRC', 'CD'],
    ['Islamic Republic of Iran', 'IR'],
    ['USA', 'US'],
    ['Great Britain', 'GB'],
  ])('%j → %s', (value, code) => {
    expect(findCountry(value)?.code).toBe(code);
  });

  it.each([[''], [null], [undefined], ['Atlantis'], ['ZZ']])('%j is not a country', (value) => {
    expect(findCountry(value)).toBeUndefined();
  });
});

describe('grouped pickers', () => {
  it('groups countries by currency with AED first and at most three names then a count (spec 3 §9)', () => {
    expect(CURRENCY_GROUPS[0]?.value).toBe('AED');
    expect(CURRENCY_GROUPS[0]?.label).toBe('AED (United Arab Emirates)');
    const euro = CURRENCY_GROUPS.find((group) => group.value === 'EUR');
    expect(euro?.countries.length).toBeGreaterThan(3);
    expect(euro?.label).toBe(`EUR (Åland Islands, Andorra, Austria +${(euro?.countries.length ?? 0) - 3})`);
    const values = CURRENCY_GROUPS.map((group) => group.value);
    expect(new Set(values).size).toBe(values.length);
  });

  it('offers each dialling code once, in numeric order', () => {
    const values = DIAL_CODE_GROUPS.map((group) => group.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values[0]).toBe('+1');
    expect(DIAL_CODE_GROUPS.find((group) => group.value === '+971')?.label).toBe('+971 (United Arab Emirates)');
    expect(
      DIAL_CODE_GROUPS.find((group) => group.value === '+7')
        ?.countries.map((c) => c.code)
        .sort(),
    ).toEqual(['KZ', 'RU']);
  });
});
