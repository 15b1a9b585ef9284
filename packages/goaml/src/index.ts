/**
 * @aml/goaml: DPMSR reports for the UAE FIU as goAML XML (spec 3 §9). Pure: no database, no I/O, no clock.
 */
export { buildDpmsrXml, type DpmsrXmlResult } from './build-report';
export {
  ADDRESS_TYPES,
  COMMUNICATION_TYPE_CODES,
  CONTACT_TYPE_CODES,
  DPMSR_ACTION,
  GENDER_CODES,
  ID_TYPE_CODES,
  ID_TYPES,
  type IdType,
  ITEM_TYPE_CODES,
  ITEM_TYPES,
  type ItemType,
  LOCAL_CURRENCY,
  OFFICE_PHONE,
  PARTNER_ROLE_CODES,
  PARTNER_ROLES,
  type PartnerRole,
  PRIVATE_PHONE,
  REPORT_CODE,
  REPORT_INDICATORS,
  type ReportIndicator,
  SUBMISSION_CODE,
  TRANSACTION_STATUS_CODES,
  TRANSACTION_TYPES,
  type TransactionType,
  UNAVAILABLE,
  UNAVAILABLE_NAME,
} from './codes';
export { COUNTRY_CODES } from './country-codes';
export { CURRENCY_CODES } from './currency-codes';
export { chooseDirector, type DirectorChoice, holdsGoamlId } from './director';
export {
  amountCurrency,
  checkDpmsrEligibility,
  DPMSR_NOT_ELIGIBLE_MESSAGE,
  DPMSR_THRESHOLD_AED,
  type Eligibility,
  type EligibilityInput,
} from './eligibility';
export { dpmsrFileName, type FileNameParts } from './file-name';
export {
  type AmountValue,
  type BuildOptions,
  type CorporateCustomer,
  type CorporatePartner,
  CUSTOMER_TYPES,
  type CustomerType,
  type DateValue,
  type DpmsrReport,
  type DpmsrReportInput,
  type IndividualCustomer,
  type TenantProfile,
  type TextValue,
} from './model';
export type { ProblemKind, ReportProblem } from './problems';
