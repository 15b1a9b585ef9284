/**
 * The public sources behind the country score table (spec 2 §9.5 gives only examples: "the full
 * per-country table is not shown"). Each source is a named, dated list of ISO 3166-1 alpha-2 codes and
 * the score it implies. country-risk.ts combines them; README.md explains the method.
 *
 * Compiled 2026-11-22 from the publications named below. Lists change at every FATF plenary (February,
 * June, October) and with each EU delegated act: update the list, its `asOf` date and RULE_SET_VERSION
 * together, so that a stored score can still be traced to the table that produced it.
 */
export interface CountrySource {
  title: string;
  publisher: string;
  /** Date of the publication or of the state of the list used (yyyy-MM-dd). */
  asOf: string;
  url: string;
  /** Score a listed country gets; the order of precedence is in country-risk.ts. */
  score: 1 | 2 | 4;
  codes: readonly string[];
  note?: string;
}

/**
 * FATF "black list". Its three members are exactly the nationalities spec 2 §9.3 names for the
 * individual override (Iran, Myanmar, North Korea), so this is also the blacklist of the overrides.
 */
export const FATF_CALL_FOR_ACTION: CountrySource = {
  title: 'High-Risk Jurisdictions subject to a Call for Action',
  publisher: 'Financial Action Task Force (FATF)',
  asOf: '2026-06-19',
  url: 'https://www.fatf-gafi.org/en/topics/high-risk-and-other-monitored-jurisdictions.html',
  score: 4,
  codes: ['KP', 'IR', 'MM'],
  note: 'Unchanged since Myanmar was added in October 2022; confirmed at the February and June 2026 plenaries.',
};

/** FATF "grey list" after the June 2026 plenary (Iraq and Bosnia and Herzegovina added; Algeria and Namibia removed). */
export const FATF_INCREASED_MONITORING: CountrySource = {
  title: 'Jurisdictions under Increased Monitoring',
  publisher: 'Financial Action Task Force (FATF)',
  asOf: '2026-06-19',
  url: 'https://www.fatf-gafi.org/en/topics/high-risk-and-other-monitored-jurisdictions.html',
  score: 4,
  codes: [
    'AO', // Angola
    'BO', // Bolivia
    'BA', // Bosnia and Herzegovina (added June 2026)
    'BG', // Bulgaria
    'CM', // Cameroon
    'CI', // Côte d'Ivoire
    'CD', // Democratic Republic of the Congo
    'HT', // Haiti
    'IQ', // Iraq (added June 2026)
    'KE', // Kenya
    'KW', // Kuwait (added February 2026)
    'LA', // Lao PDR
    'LB', // Lebanon
    'MC', // Monaco
    'NP', // Nepal
    'PG', // Papua New Guinea (added February 2026)
    'SS', // South Sudan
    'SY', // Syria
    'VE', // Venezuela
    'VN', // Vietnam
    'VG', // Virgin Islands (UK)
    'YE', // Yemen
  ],
  note: 'Built from the October 2025 list, the February 2026 additions (Kuwait, Papua New Guinea) and the June 2026 changes; no later plenary outcome was available when compiled.',
};

/** EU list under Directive (EU) 2015/849 art. 9, as in force from 29 January 2026. */
export const EU_HIGH_RISK_THIRD_COUNTRIES: CountrySource = {
  title: 'High-risk third countries, Annex to Delegated Regulation (EU) 2016/1675',
  publisher: 'European Commission',
  asOf: '2026-01-29',
  url: 'https://finance.ec.europa.eu/financial-crime/anti-money-laundering-and-countering-financing-terrorism-international-level_en',
  score: 4,
  codes: [
    'AF',
    'DZ',
    'AO',
    'BO',
    'VG',
    'CM',
    'CI',
    'KP',
    'CD',
    'HT',
    'IR',
    'KE',
    'LA',
    'LB',
    'MC',
    'MM',
    'NA',
    'NP',
    'RU',
    'SS',
    'SY',
    'TT',
    'VU',
    'VE',
    'VN',
    'YE',
  ],
  note: 'As amended by Delegated Regulations (EU) 2025/1184, 2026/46 (Russia) and 2026/83 (Bolivia, British Virgin Islands added; Burkina Faso, Mali, Mozambique, Nigeria, South Africa, Tanzania removed).',
};

/** Country-related UN Security Council sanctions regimes (arms embargoes, asset freezes) in force. */
export const UN_SANCTIONS_REGIMES: CountrySource = {
  title: 'United Nations Security Council sanctions regimes (country-related)',
  publisher: 'United Nations Security Council',
  asOf: '2026-11-22',
  url: 'https://main.un.org/securitycouncil/en/sanctions/information',
  score: 4,
  codes: [
    'AF', // 1988 Committee (Taliban)
    'CF', // 2127 Central African Republic
    'CD', // 1533 Democratic Republic of the Congo
    'GW', // 2048 Guinea-Bissau
    'HT', // 2653 Haiti
    'IQ', // 1518 Iraq
    'IR', // 1737 measures restored on 28 September 2025 (resolution 2231 snapback)
    'KP', // 1718 DPRK
    'LY', // 1970 Libya
    'SO', // 2713 Al-Shabaab (Somalia)
    'SS', // 2206 South Sudan
    'SD', // 1591 Sudan
    'YE', // 2140 Yemen
  ],
  note: 'Compiled from the list of Security Council sanctions committees as known on asOf; Mali (2374) ended in August 2023 and is not listed.',
};

/** Basel Institute on Governance, Basel AML Index 2024 (13th public edition, December 2024). */
export const BASEL_AML_INDEX_HIGHEST_RISK: CountrySource = {
  title: 'Basel AML Index 2024, highest risk scores',
  publisher: 'Basel Institute on Governance',
  asOf: '2024-12-02',
  url: 'https://index.baselgovernance.org/ranking',
  score: 4,
  codes: [
    'MM', // 8.17
    'HT', // 7.92
    'CD', // 7.73
    'TD', // 7.60
    'VE', // 7.59
    'LA', // 7.53
    'CF', // 7.49
    'GA', // 7.4x
    'GW', // bottom ten
  ],
  note: 'The 2025 edition (December 2025) again ranks Myanmar, Haiti and the DR Congo highest.',
};

/** The same index, lowest risk scores: the only countries scored 1. */
export const BASEL_AML_INDEX_LOWEST_RISK: CountrySource = {
  title: 'Basel AML Index 2024, ten lowest risk scores',
  publisher: 'Basel Institute on Governance',
  asOf: '2024-12-02',
  url: 'https://index.baselgovernance.org/ranking',
  score: 1,
  codes: [
    'SM', // 2.96
    'IS', // 3.00
    'FI', // 3.07
    'EE', // 3.16
    'AD', // 3.29
    'SE', // 3.45
    'DK', // 3.50
    'SI', // 3.54
    'LT', // 3.54
    'GR', // 3.66
  ],
  note: 'The 2025 edition (December 2025) names Finland, Iceland and San Marino the lowest.',
};

/**
 * Gold supply-chain red flags for a UAE dealer in precious metals: conflict-affected and high-risk
 * areas (CAHRA, OECD Due Diligence Guidance Annex II) where gold finances conflict or evades sanctions.
 */
export const GOLD_CAHRA: CountrySource = {
  title: 'Conflict-affected and high-risk areas for gold',
  publisher: 'OECD, UN Panels of Experts, EU Council, US Treasury, LBMA',
  asOf: '2026-11-22',
  url: 'https://www.oecd.org/en/topics/sub-issues/due-diligence-guidance-for-responsible-supply-chains-of-minerals.html',
  score: 4,
  codes: [
    'BF', // OECD (2018) Gold at the crossroads: Burkina Faso, Mali and Niger artisanal gold flows
    'ML', // same report
    'NE', // same report
    'CD', // UN Group of Experts on the DRC: gold from the eastern provinces
    'CF', // UN 2127 listing criteria include illicit exploitation of natural resources, gold included
    'SD', // UN Panel of Experts on the Sudan: gold revenues financing the conflict
    'SS', // UN 2206 regime
    'VE', // US Executive Order 13850 (1 November 2018) on the Venezuelan gold sector
    'RU', // EU Council Regulation (EU) 2022/1269 import ban on Russian gold; LBMA suspension of Russian refiners (March 2022)
  ],
};

/**
 * Scores the spec itself shows (spec 2 §9.5): these examples are kept whatever the lists say. China is
 * at 4 only because of this: it appears on none of the lists above.
 */
export const SPEC_EXAMPLES: Readonly<Record<string, 1 | 2 | 3 | 4>> = {
  AF: 4,
  CN: 4,
  IR: 4,
  KP: 4,
  MM: 4,
  HT: 4,
  SO: 4,
  VE: 4,
  AE: 3,
};

/**
 * Jurisdictions with mature AML/CFT supervision, scored 2 ("many European countries are 2"): FATF
 * members in good standing, EU and EEA states, Switzerland, the United Kingdom, the European
 * microstates, and the Crown Dependencies and territories supervised under their parent state's regime.
 */
export const STANDARD_RISK: CountrySource = {
  title: 'FATF members, EU/EEA and other European jurisdictions under established supervision',
  publisher: 'FATF (members list), European Union',
  asOf: '2026-11-22',
  url: 'https://www.fatf-gafi.org/en/countries/fatf.html',
  score: 2,
  codes: [
    // FATF member jurisdictions (Russia's membership has been suspended since February 2023).
    'AR',
    'AU',
    'AT',
    'BE',
    'BR',
    'CA',
    'CN',
    'DK',
    'FI',
    'FR',
    'DE',
    'GR',
    'HK',
    'IS',
    'IN',
    'ID',
    'IE',
    'IL',
    'IT',
    'JP',
    'KR',
    'LU',
    'MX',
    'NL',
    'NZ',
    'NO',
    'PT',
    'SA',
    'SG',
    'ZA',
    'ES',
    'SE',
    'CH',
    'TR',
    'GB',
    'US',
    // European Union member states not already listed.
    'BG',
    'HR',
    'CY',
    'CZ',
    'EE',
    'HU',
    'LV',
    'LT',
    'MT',
    'PL',
    'RO',
    'SK',
    'SI',
    // EEA, microstates, dependencies and territories.
    'LI',
    'AD',
    'SM',
    'VA',
    'MC',
    'GG',
    'JE',
    'IM',
    'GI',
    'FO',
    'GL',
    'AX',
    'SJ',
  ],
};

/** Every source, in the order README.md lists them. */
export const COUNTRY_SOURCES = {
  FATF_CALL_FOR_ACTION,
  FATF_INCREASED_MONITORING,
  EU_HIGH_RISK_THIRD_COUNTRIES,
  UN_SANCTIONS_REGIMES,
  BASEL_AML_INDEX_HIGHEST_RISK,
  GOLD_CAHRA,
  BASEL_AML_INDEX_LOWEST_RISK,
  STANDARD_RISK,
} as const;
export type CountrySourceKey = keyof typeof COUNTRY_SOURCES | 'SPEC_EXAMPLE' | 'DEFAULT';

/**
 * The blacklist of spec 2 §9.3 and §9.4 (nationality, country of operation, partner nationality):
 * the FATF call-for-action list, dated with it.
 */
export const BLACKLISTED_COUNTRIES = {
  name: 'FATF High-Risk Jurisdictions subject to a Call for Action',
  asOf: FATF_CALL_FOR_ACTION.asOf,
  codes: FATF_CALL_FOR_ACTION.codes,
} as const;

/** A country score's source in words, for the Risk tab and the customer report (issue 12). */
export function countrySourceLabel(key: string): string {
  if (key === 'SPEC_EXAMPLE') return 'Example score in the specification (spec 2 §9.5)';
  if (key === 'DEFAULT') return 'Default score: in none of the sources';
  const source = (COUNTRY_SOURCES as Record<string, CountrySource>)[key];
  return source ? `${source.publisher}: ${source.title} (${source.asOf})` : key;
}
