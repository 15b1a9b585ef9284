import type { PartnerRole } from './corporate';
import type { ResidentialStatus } from './individual';
import type { Option } from './option';
import { toOptions } from './option';

/** Spec 3 §3 DPMSR customer type. */
export const DPMSR_CUSTOMER_TYPES = ['Individual', 'Corporate'] as const;
export type DpmsrCustomerType = (typeof DPMSR_CUSTOMER_TYPES)[number];

/** Spec 3 §3: Purchase or Sale; Purchase when absent on load. */
export const TRANSACTION_TYPES = ['Purchase', 'Sale'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_OPTIONS = toOptions(TRANSACTION_TYPES);
export const DEFAULT_TRANSACTION_TYPE: TransactionType = 'Purchase';

/** Spec 3 §3 item types. */
export const ITEM_TYPES = ['Gold', 'Silver', 'Diamond', 'Gemstones', 'Jewellery'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_OPTIONS = toOptions(ITEM_TYPES);

/** UAE FIU: DPMSR threshold AED 55,000 (spec 3 §5, §9). Amounts of exactly 55,000 are reportable. */
export const DPMSR_THRESHOLD_AED = 55_000;

/**
 * Spec 3 §9 goAML constants and code tables for the DPMSR XML. This file is their single source: packages/goaml
 * writes the XML with them, and checks every code against the UAE FIU goAML 5.0.2 schema (codes.test.ts there).
 */
export const GOAML_SUBMISSION_CODE = 'E';
export const GOAML_REPORT_CODE = 'DPMSR';
export const GOAML_UNAVAILABLE = '{unavailable}';
export const GOAML_OFFICE_CONTACT_TYPE = 'OFFIC';
/** Spec 3 §9: the office phone of the XML uses communication type L (landline). */
export const GOAML_OFFICE_COMMUNICATION_TYPE = 'L';

/** Spec 3 §9 item type codes; Silver is reported as JEWEL, as the spec says. */
export const GOAML_ITEM_TYPE_CODES: Readonly<Record<ItemType, string>> = {
  Gold: 'GOLD',
  Silver: 'JEWEL',
  Diamond: 'DIMND',
  Gemstones: 'GEM',
  Jewellery: 'JEWEL',
};

/** Spec 3 §3: the identification types a DPMSR person can carry. */
export const DPMSR_ID_TYPES = ['Passport', 'EID', 'GCC ID'] as const;
export type DpmsrIdType = (typeof DPMSR_ID_TYPES)[number];

/** Spec 3 §9 identification type codes. */
export const GOAML_ID_TYPE_CODES: Readonly<Record<DpmsrIdType, string>> = {
  Passport: 'PASSP',
  EID: 'EID',
  'GCC ID': 'GCCID',
};

/**
 * Spec 3 §9 role codes. The spec writes PRNTR for PARTNER; the UAE FIU goAML 5.0.2 schema
 * (entity_person_role_type) only knows PRTNR, and the UAE sample report uses PRTNR, so PRTNR is used:
 * a report carrying PRNTR would be rejected by the schema.
 */
export const GOAML_ROLE_CODES: Readonly<Record<PartnerRole, string>> = {
  PARTNER: 'PRTNR',
  'SHARE HOLDER': 'SHRHL',
  DIRECTOR: 'DIR',
  MANAGER: 'MGR',
  REPRESENTATIVE: 'ATR',
  UBO: 'UBO',
};

/** Spec 3 §9 report indicators. */
export const GOAML_REPORT_INDICATORS = {
  residentIndividual: 'DPMSI',
  nonResidentIndividual: 'DPMSN',
  corporate: 'DPMSJ',
} as const;
export type GoamlReportIndicator = (typeof GOAML_REPORT_INDICATORS)[keyof typeof GOAML_REPORT_INDICATORS];

/**
 * Spec 3 §9: DPMSI for a resident individual, DPMSN for a non-resident individual, DPMSJ for a corporate.
 * Residential status is "Resident or other" (spec 3 §3), read without regard to case or surrounding space. A
 * missing status gives no indicator (null), never DPMSN: the indicator is what the FIU files the report under,
 * so the goAML builder refuses the report until the status is completed (the individual forms require it).
 */
export function dpmsrReportIndicator(
  customerType: DpmsrCustomerType,
  residentialStatus: string | null | undefined,
): GoamlReportIndicator | null {
  if (customerType === 'Corporate') return GOAML_REPORT_INDICATORS.corporate;
  const status = residentialStatus?.trim().toLowerCase();
  if (!status) return null;
  const resident: ResidentialStatus = 'Resident';
  return status === resident.toLowerCase()
    ? GOAML_REPORT_INDICATORS.residentIndividual
    : GOAML_REPORT_INDICATORS.nonResidentIndividual;
}

/** Spec 3 §2 customer selection lists individual and corporate customers. */
export const DPMSR_CUSTOMER_TYPE_OPTIONS: readonly Option<DpmsrCustomerType>[] = toOptions(DPMSR_CUSTOMER_TYPES);
