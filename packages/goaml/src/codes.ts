import { GOAML_OFFICE_COMMUNICATION_TYPE, GOAML_OFFICE_CONTACT_TYPE, type TransactionType } from '@aml/contracts';

/**
 * goAML codes the DPMSR builder needs beyond spec 3 §9. The spec's own code tables and constants (submission and
 * report code, item, id type and role codes, report indicators, {unavailable}, the office phone's types) live in
 * packages/contracts (options/dpmsr.ts), and this package imports them from there. What stays here is schema
 * metadata that only the XML needs, keyed by the contracts types where there is one. Every code on the
 * right-hand side is a value of the matching enumeration in the UAE FIU goAML 5.0.2 schema (checked by
 * test/codes.test.ts against the XSD itself, for the contracts tables too).
 */

/**
 * The direction of the deal as the schema's trans_item_status: the dealer purchased the item (PRCHS) or sold
 * it (SOLD). The spec names no element for transactionType; this is the schema's own place for it.
 */
export const TRANSACTION_STATUS_CODES: Readonly<Record<TransactionType, string>> = {
  Purchase: 'PRCHS',
  Sale: 'SOLD',
};

/** Spec 3 §9: the office phone is written with contact type OFFIC and communication type L (landline). */
export const OFFICE_PHONE = {
  contactType: GOAML_OFFICE_CONTACT_TYPE,
  communicationType: GOAML_OFFICE_COMMUNICATION_TYPE,
} as const;

/**
 * An individual's own number is not an office phone: contact type PRIVT (private), communication type L as the
 * spec's only communication code (the UAE-generated DPMSR sample writes an individual's phone the same way).
 */
export const PRIVATE_PHONE = { contactType: 'PRIVT', communicationType: GOAML_OFFICE_COMMUNICATION_TYPE } as const;

/** Address types: a company's address is its office (as in the UAE portal sample); an individual's is private. */
export const ADDRESS_TYPES = { office: 'OFFIC', private: 'PRIVT' } as const;

/** Schema contact_type codes (address type and phone contact type), without the "-" unknown value. */
export const CONTACT_TYPE_CODES: ReadonlySet<string> = new Set([
  'BU',
  'OFFIC',
  'OPRTL',
  'PRIVT',
  'PRSNL',
  'REG',
  'RES',
]);
/** Schema communication_type codes, without the "-" unknown value. */
export const COMMUNICATION_TYPE_CODES: ReadonlySet<string> = new Set(['F', 'L', 'M', 'P', 'S']);

/** Schema gender_type codes for the spec's Male and Female (Other has no goAML code and is left out). */
export const GENDER_CODES: Readonly<Record<string, string>> = { male: 'M', female: 'F', m: 'M', f: 'F' };

/**
 * The placeholder inside name fields, whose schema pattern allows only letters, digits, space and . ' -: the
 * spec's {unavailable} (GOAML_UNAVAILABLE in packages/contracts, written where the schema takes free text and the
 * value is missing) cannot stand there, because the pattern forbids braces.
 */
export const UNAVAILABLE_NAME = 'unavailable';

/** Written in report/action: what the reporting entity did, in the words of the UAE portal's DPMSR sample. */
export const DPMSR_ACTION = 'Filing a DPMSR as per the mandate';

/** The local currency of a UAE reporting entity (goAML currency_code_local) when none is stored. */
export const LOCAL_CURRENCY = 'AED';
