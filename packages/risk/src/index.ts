export { RISK_BANDS, type RiskBand, type RiskBandKey, type RiskLabel, riskBand, riskLabel } from './bands';
export { type CorporateRiskInput, type PartnerRiskInput, partnerFactor, scoreCorporate } from './corporate';
export { UNKNOWN_PARTNER_COUNTRY_POINTS, UNKNOWN_POINTS } from './factors';
export { type IndividualRiskInput, scoreIndividual } from './individual';
export {
  corporateDeliveryChannelScore,
  ENTITY_TYPE_SCORES,
  MODE_OF_APPROACH_SCORES,
  residentialStatusScore,
} from './tables/channels';
export {
  COUNTRY_RISK_TABLE,
  type CountryRiskEntry,
  type CountryScore,
  countryRisk,
  isBlacklisted,
} from './tables/country-risk';
export {
  BLACKLISTED_COUNTRIES,
  COUNTRY_SOURCES,
  type CountrySource,
  type CountrySourceKey,
  countrySourceLabel,
  SPEC_EXAMPLES,
} from './tables/country-sources';
export { CORPORATE_PAYMENT_MODE_SCORES, INDIVIDUAL_PAYMENT_MODE_SCORES } from './tables/payment-modes';
export { PRODUCT_SCORES } from './tables/products';
export type { FactorInput, RiskFactor, RiskOverride, RiskOverrideCode, RiskResult, ScreeningHits } from './types';
export { COUNTRY_TABLE_AS_OF, RULE_SET_VERSION } from './version';
