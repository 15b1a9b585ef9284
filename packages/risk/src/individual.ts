import { riskLabel } from './bands';
import { countryFactor, countryName, fixedFactor, productFactor, roundScore, tableFactor } from './factors';
import { MODE_OF_APPROACH_SCORES, residentialStatusScore } from './tables/channels';
import { isBlacklisted } from './tables/country-risk';
import { BLACKLISTED_COUNTRIES } from './tables/country-sources';
import { INDIVIDUAL_PAYMENT_MODE_SCORES } from './tables/payment-modes';
import type { RiskOverride, RiskResult } from './types';
import { COUNTRY_TABLE_AS_OF, RULE_SET_VERSION } from './version';

/** What the individual score reads (spec 2 §9.3), in the stored forms of @aml/contracts. */
export interface IndividualRiskInput {
  residentialStatus: string | null;
  /** Colon-joined as stored, or a list. */
  productType: string | readonly string[] | null;
  /** A country name, alias or two-letter code. */
  nationality: string | null;
  paymentMode: string | null;
  /** The individual's delivery channel (spec 2 §9.5 "Walk In Customer 1 …"). */
  modeOfApproach: string | null;
  pep: string | null;
  /** Screening hit count (total_hits). */
  hits: number;
  /** Status FalseMatchOnboarded: "a false-matched customer is scored with 0 hits" (spec 2 §9.3). */
  falseMatched?: boolean;
}

/**
 * Spec 2 §9.3: the average of five factors — residential status, product, nationality, payment mode,
 * delivery channel (mode of approach) — overridden to 4 when PEP is not 'No', when screening hits are
 * above 0, or when the nationality is blacklisted (Iran, Myanmar, North Korea).
 */
export function scoreIndividual(input: IndividualRiskInput): RiskResult<IndividualRiskInput> {
  const factors = [
    fixedFactor(
      'residentialStatus',
      'Residential status',
      input.residentialStatus,
      residentialStatusScore(input.residentialStatus),
    ),
    productFactor(input.productType),
    countryFactor('nationality', 'Nationality', input.nationality),
    tableFactor('paymentMode', 'Payment mode', INDIVIDUAL_PAYMENT_MODE_SCORES, input.paymentMode),
    tableFactor('modeOfApproach', 'Delivery channel / mode of approach', MODE_OF_APPROACH_SCORES, input.modeOfApproach),
  ];
  const baseScore = roundScore(factors.reduce((sum, factor) => sum + factor.points, 0) / factors.length);

  const reported = Math.max(0, input.hits);
  const counted = input.falseMatched ? 0 : reported;
  const overrides: RiskOverride[] = [];
  if (input.pep !== 'No') {
    overrides.push({ code: 'PEP', reason: `PEP is '${input.pep ?? ''}', not 'No'`, score: 4 });
  }
  if (counted > 0) {
    overrides.push({ code: 'SCREENING_HITS', reason: `Screening found ${counted} hit(s)`, score: 4 });
  }
  if (isBlacklisted(input.nationality)) {
    overrides.push({
      code: 'BLACKLISTED_NATIONALITY',
      reason: `Nationality ${countryName(input.nationality)} is on the ${BLACKLISTED_COUNTRIES.name} list of ${BLACKLISTED_COUNTRIES.asOf}`,
      score: 4,
    });
  }

  const score = overrides.length > 0 ? 4 : baseScore;
  return {
    customerType: 'Individual',
    score,
    baseScore,
    label: riskLabel(score),
    factors,
    overrides,
    hits: { reported, counted },
    input,
    ruleSetVersion: RULE_SET_VERSION,
    countryTableAsOf: COUNTRY_TABLE_AS_OF,
  };
}
