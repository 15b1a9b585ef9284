/**
 * @aml/goaml: DPMSR reports for the UAE FIU as goAML XML (spec 3 §9). Pure: no database, no I/O, no clock.
 */
/**
 * The spec 3 §9 code tables and constants are defined once, in @aml/contracts (options/dpmsr.ts); they are
 * re-exported here under the names this package has always used, so that existing imports keep working.
 */
export {
  DPMSR_CUSTOMER_TYPES as CUSTOMER_TYPES,
  DPMSR_ID_TYPES as ID_TYPES,
  DPMSR_THRESHOLD_AED,
  type DpmsrCustomerType as CustomerType,
  type DpmsrIdType as IdType,
  GOAML_ID_TYPE_CODES as ID_TYPE_CODES,
  GOAML_ITEM_TYPE_CODES as ITEM_TYPE_CODES,
  GOAML_REPORT_CODE as REPORT_CODE,
  GOAML_REPORT_INDICATORS as REPORT_INDICATORS,
  GOAML_ROLE_CODES as PARTNER_ROLE_CODES,
  GOAML_SUBMISSION_CODE as SUBMISSION_CODE,
  GOAML_UNAVAILABLE as UNAVAILABLE,
  type GoamlReportIndicator as ReportIndicator,
  ITEM_TYPES,
  type ItemType,
  PARTNER_ROLES,
  type PartnerRole,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@aml/contracts';
export { buildDpmsrXml, type DpmsrXmlResult } from './build-report';
export {
  ADDRESS_TYPES,
  COMMUNICATION_TYPE_CODES,
  CONTACT_TYPE_CODES,
  DPMSR_ACTION,
  GENDER_CODES,
  LOCAL_CURRENCY,
  OFFICE_PHONE,
  PRIVATE_PHONE,
  TRANSACTION_STATUS_CODES,
  UNAVAILABLE_NAME,
} from './codes';
export { COUNTRY_CODES } from './country-codes';
export { CURRENCY_CODES } from './currency-codes';
export { chooseDirector, type DirectorChoice, holdsGoamlId } from './director';
export {
  amountCurrency,
  checkDpmsrEligibility,
  DPMSR_NOT_ELIGIBLE_MESSAGE,
  type Eligibility,
  type EligibilityInput,
} from './eligibility';
export { dpmsrFileName, type FileNameParts } from './file-name';
export type {
  AmountValue,
  BuildOptions,
  CorporateCustomer,
  CorporatePartner,
  DateValue,
  DpmsrReport,
  DpmsrReportInput,
  IndividualCustomer,
  TenantProfile,
  TextValue,
} from './model';
export type { ProblemKind, ReportProblem } from './problems';
