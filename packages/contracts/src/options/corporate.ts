import type { Option } from './option';
import { toOptions } from './option';

/**
 * Spec 2 §3.11: the corporate list is the individual one with a card-holder-name-verified variant and
 * Cross Border Payment from HRC. Reading chosen: the variant replaces the plain card entry (a company
 * pays by card only when the cardholder's name is verified) and Cross Border Payment from HRC is added
 * before Others. The variant's wording is not given; the label below is ours.
 */
export const CORPORATE_PAYMENT_MODES = [
  'Cash',
  'Debit/Credit Card (Cardholder name verified)',
  'Bank transfer inside UAE',
  'Bank transfer outside UAE',
  'Partial Cash/Card/Online trs',
  'Digital Currency',
  'Old Gold Exchange',
  'Payment from HRC',
  'Cross Border Payment from HRC',
  'Others',
] as const;
export type CorporatePaymentMode = (typeof CORPORATE_PAYMENT_MODES)[number];
export const CORPORATE_PAYMENT_MODE_OPTIONS = toOptions(CORPORATE_PAYMENT_MODES);

/**
 * Spec 2 §3.11 entity types. The stored values are the keys of the §9.5 entity-type score table
 * (SoleOwner, GovtEntity …); the labels are the option list's words.
 */
export const ENTITY_TYPE_OPTIONS = [
  { value: 'LLC', label: 'LLC' },
  { value: 'SoleOwner', label: 'Sole Owner' },
  { value: 'Partnership', label: 'Partnership' },
  { value: 'GovtEntity', label: 'Govt. Entity' },
  { value: 'FZE', label: 'FZE' },
  { value: 'FZCO', label: 'FZCO' },
  { value: 'PrivateLimited', label: 'Private Limited' },
  { value: 'PublicLimited', label: 'Public Limited' },
] as const satisfies readonly Option[];
export const ENTITY_TYPES = ENTITY_TYPE_OPTIONS.map((option) => option.value) as [
  (typeof ENTITY_TYPE_OPTIONS)[number]['value'],
  ...(typeof ENTITY_TYPE_OPTIONS)[number]['value'][],
];
export type EntityType = (typeof ENTITY_TYPE_OPTIONS)[number]['value'];

/** Spec 2 §3.11 business activities; the four DPMS kinds are labelled 'DPMS - <kind>'. */
export const BUSINESS_ACTIVITIES = [
  'Accounting/Auditing Firm',
  'Banking/Financial Institution',
  'DPMS - Retail Store',
  'DPMS - Bullion Wholesale',
  'DPMS - Mining/Refining',
  'DPMS - Factory/Workshop/Goldsmith',
  'General Trading',
  'Law Firm',
  'Others',
  'Real Estate',
] as const;
export type BusinessActivity = (typeof BUSINESS_ACTIVITIES)[number];
export const BUSINESS_ACTIVITY_OPTIONS = toOptions(BUSINESS_ACTIVITIES);

/** Spec 2 §3.11 customer types (corporate). */
export const CUSTOMER_TYPES = [
  'B2B inside UAE',
  'B2C inside UAE',
  'B2B outside UAE',
  'Individual HRC',
  'Individual Non-HRC',
  'B2B outside & inside UAE',
] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const CUSTOMER_TYPE_OPTIONS = toOptions(CUSTOMER_TYPES);

/** Spec 2 §3.11 delivery channel (corporate). */
export const DELIVERY_CHANNELS = ['Face to Face', 'Non Face to Face'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_CHANNEL_OPTIONS = toOptions(DELIVERY_CHANNELS);

/** Spec 2 §3.11 product source. */
export const PRODUCT_SOURCES = ['Supplier', 'Buyer', 'Buyer and Supplier'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];
export const PRODUCT_SOURCE_OPTIONS = toOptions(PRODUCT_SOURCES);

/** Spec 2 §3.11 and §6 partner roles (business roles, not application roles); the default is UBO. */
export const PARTNER_ROLES = ['UBO', 'SHARE HOLDER', 'PARTNER', 'DIRECTOR', 'MANAGER', 'REPRESENTATIVE'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];
export const PARTNER_ROLE_OPTIONS = toOptions(PARTNER_ROLES);
export const DEFAULT_PARTNER_ROLE: PartnerRole = 'UBO';

/** Spec 2 §5.5: the percentage of share is asked for every role except these. */
export const ROLES_WITHOUT_SHARE: readonly PartnerRole[] = ['MANAGER', 'DIRECTOR', 'REPRESENTATIVE'];
export function roleHasShare(role: string | null | undefined): boolean {
  return !ROLES_WITHOUT_SHARE.includes(role as PartnerRole);
}

/** Spec 2 §3.11 partner ID types; the default is Passport (§9.1). */
export const PARTNER_ID_TYPES = ['Passport', 'EID', 'GCC ID', 'Govt. Issued ID', 'Commercial License'] as const;
export type PartnerIdType = (typeof PARTNER_ID_TYPES)[number];
export const PARTNER_ID_TYPE_OPTIONS = toOptions(PARTNER_ID_TYPES);
export const DEFAULT_PARTNER_ID_TYPE: PartnerIdType = 'Passport';

/** Spec 2 §3.6: Individual or Entity; the batch template says Corporate for Entity. */
export const PARTNER_TYPES = ['Individual', 'Entity'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_TYPE_OPTIONS = toOptions(PARTNER_TYPES);
