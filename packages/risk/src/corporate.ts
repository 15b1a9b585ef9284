import { riskLabel } from './bands';
import {
  averageFactor,
  countryFactor,
  countryName,
  fixedFactor,
  productFactor,
  roundScore,
  tableFactor,
  toList,
  UNKNOWN_PARTNER_COUNTRY_POINTS,
} from './factors';
import { corporateDeliveryChannelScore, ENTITY_TYPE_SCORES } from './tables/channels';
import { isBlacklisted } from './tables/country-risk';
import { BLACKLISTED_COUNTRIES } from './tables/country-sources';
import { CORPORATE_PAYMENT_MODE_SCORES } from './tables/payment-modes';
import type { RiskFactor, RiskOverride, RiskResult } from './types';
import { COUNTRY_TABLE_AS_OF, RULE_SET_VERSION } from './version';

export interface PartnerRiskInput {
  name?: string;
  /** Individual or Entity (the batch template's Corporate is an entity). */
  type: string;
  pep: boolean;
  nationalityOrCountryOfIncorporation: string | null;
  /** Screening hits of this partner. */
  hits?: number;
  /** Status FalseMatchOnboarded: its hits are excluded (spec 2 §9.4). */
  falseMatched?: boolean;
}

/** What the corporate score reads (spec 2 §9.4), in the stored forms of @aml/contracts. */
export interface CorporateRiskInput {
  deliveryChannel: string | null;
  /** A stored entity-type value (SoleOwner …); the label is accepted too. */
  entityType: string | null;
  paymentMode: string | null;
  productType: string | readonly string[] | null;
  /** Colon-joined as stored, or a list. */
  countriesOfOperation: string | readonly string[] | null;
  dualUseGoods: boolean;
  partners: readonly PartnerRiskInput[];
  /** Screening hits of the company itself. */
  hits: number;
  /** Status FalseMatchOnboarded: the company is scored with 0 hits of its own. */
  falseMatched?: boolean;
}

const BLACKLIST = `${BLACKLISTED_COUNTRIES.name} list of ${BLACKLISTED_COUNTRIES.asOf}`;

/** Spec 2 §9.4: a partner scores the average of PEP (4 or 1), ownership (Individual 1, otherwise 4) and nationality. */
export function partnerFactor(partner: PartnerRiskInput, index: number): RiskFactor {
  const parts = [
    fixedFactor('pep', 'PEP', partner.pep, partner.pep ? 4 : 1),
    fixedFactor('ownership', 'Ownership', partner.type, isIndividual(partner) ? 1 : 4),
    countryFactor(
      'nationality',
      'Nationality / country of incorporation',
      partner.nationalityOrCountryOfIncorporation,
      UNKNOWN_PARTNER_COUNTRY_POINTS,
    ),
  ];
  return averageFactor('partner', partner.name || `Partner ${index + 1}`, partner.name ?? null, parts);
}

function isIndividual(partner: PartnerRiskInput): boolean {
  return partner.type.trim().toLowerCase() === 'individual';
}

function partnerNames(partners: readonly PartnerRiskInput[]): string {
  return partners.map((partner, index) => partner.name || `Partner ${index + 1}`).join(', ');
}

/**
 * Spec 2 §9.4: the average of six — delivery channel, entity type, payment mode, product type, the
 * partners' average and the countries of operation's average — overridden to 4 for dual-use goods, a
 * blacklisted country of operation or partner nationality, screening hits (false-matched partners'
 * hits excluded), a PEP partner, or a partner that is not an individual.
 */
export function scoreCorporate(input: CorporateRiskInput): RiskResult<CorporateRiskInput> {
  const countries = toList(input.countriesOfOperation);
  const factors = [
    fixedFactor(
      'deliveryChannel',
      'Delivery channel',
      input.deliveryChannel,
      corporateDeliveryChannelScore(input.deliveryChannel),
    ),
    tableFactor('entityType', 'Entity type', ENTITY_TYPE_SCORES, input.entityType),
    tableFactor('paymentMode', 'Payment mode', CORPORATE_PAYMENT_MODE_SCORES, input.paymentMode),
    productFactor(input.productType),
    averageFactor('partners', 'Partners (average)', input.partners.length, input.partners.map(partnerFactor)),
    averageFactor(
      'countriesOfOperation',
      'Countries of operation (average)',
      countries,
      countries.map((country) => countryFactor('country', country, country)),
    ),
  ];
  const baseScore = roundScore(factors.reduce((sum, factor) => sum + factor.points, 0) / factors.length);

  const companyHits = input.falseMatched ? 0 : Math.max(0, input.hits);
  const partnerHits = input.partners.reduce(
    (sum, partner) => sum + (partner.falseMatched ? 0 : Math.max(0, partner.hits ?? 0)),
    0,
  );
  const reported =
    Math.max(0, input.hits) + input.partners.reduce((sum, partner) => sum + Math.max(0, partner.hits ?? 0), 0);
  const counted = companyHits + partnerHits;

  const overrides: RiskOverride[] = [];
  if (input.dualUseGoods)
    overrides.push({ code: 'DUAL_USE_GOODS', reason: 'The company deals in dual-use goods', score: 4 });
  const blacklistedCountries = countries.filter(isBlacklisted);
  if (blacklistedCountries.length > 0) {
    overrides.push({
      code: 'BLACKLISTED_COUNTRY_OF_OPERATION',
      reason: `Country of operation ${blacklistedCountries.map(countryName).join(', ')} is on the ${BLACKLIST}`,
      score: 4,
    });
  }
  const blacklistedPartners = input.partners.filter((partner) =>
    isBlacklisted(partner.nationalityOrCountryOfIncorporation),
  );
  if (blacklistedPartners.length > 0) {
    overrides.push({
      code: 'BLACKLISTED_PARTNER_NATIONALITY',
      reason: `Partner ${blacklistedPartners
        .map((partner) => `${partner.name ?? ''} (${countryName(partner.nationalityOrCountryOfIncorporation)})`.trim())
        .join(', ')} has a nationality or country of incorporation on the ${BLACKLIST}`,
      score: 4,
    });
  }
  if (counted > 0) {
    overrides.push({
      code: 'SCREENING_HITS',
      reason: `Screening found ${counted} hit(s): ${companyHits} for the company, ${partnerHits} for partners not false-matched`,
      score: 4,
    });
  }
  const pepPartners = input.partners.filter((partner) => partner.pep);
  if (pepPartners.length > 0) {
    overrides.push({ code: 'PARTNER_PEP', reason: `PEP partner: ${partnerNames(pepPartners)}`, score: 4 });
  }
  const entityPartners = input.partners.filter((partner) => !isIndividual(partner));
  if (entityPartners.length > 0) {
    overrides.push({
      code: 'NON_INDIVIDUAL_PARTNER',
      reason: `Partner that is not an individual: ${partnerNames(entityPartners)}`,
      score: 4,
    });
  }

  const score = overrides.length > 0 ? 4 : baseScore;
  return {
    customerType: 'Corporate',
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
