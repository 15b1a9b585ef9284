import type { RiskLabel } from './bands';

export type FactorInput = string | number | boolean | null | readonly string[];

/** One factor of a score: what went in, how many points it gave, and why. */
export interface RiskFactor {
  key: string;
  label: string;
  input: FactorInput;
  points: number;
  /** False when the table does not know the input; such a factor scores 0 (1 for a partner's country). */
  known: boolean;
  /** Country factors: the sources that set the country's score. */
  basis?: readonly string[];
  /** Averaged factors (products, countries of operation, partners) list their parts. */
  parts?: RiskFactor[];
}

export type RiskOverrideCode =
  | 'PEP'
  | 'SCREENING_HITS'
  | 'BLACKLISTED_NATIONALITY'
  | 'BLACKLISTED_COUNTRY_OF_OPERATION'
  | 'BLACKLISTED_PARTNER_NATIONALITY'
  | 'DUAL_USE_GOODS'
  | 'PARTNER_PEP'
  | 'NON_INDIVIDUAL_PARTNER';

/** A rule that forces High Risk (score 4) whatever the factors say (spec 2 §9.3, §9.4). */
export interface RiskOverride {
  code: RiskOverrideCode;
  reason: string;
  score: 4;
}

export interface ScreeningHits {
  /** Hits reported by screening. */
  reported: number;
  /** Hits that count towards the override after false matches are excluded. */
  counted: number;
}

export interface RiskResult<I> {
  customerType: 'Individual' | 'Corporate';
  /** The final score: 4 when an override applies, otherwise the factor average. */
  score: number;
  /** The factor average before overrides. */
  baseScore: number;
  label: RiskLabel;
  factors: RiskFactor[];
  overrides: RiskOverride[];
  hits: ScreeningHits;
  /** The input as scored, so that a stored result can be reproduced. */
  input: I;
  ruleSetVersion: string;
  countryTableAsOf: string;
}
