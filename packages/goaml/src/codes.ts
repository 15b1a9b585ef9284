/**
 * goAML code lists used by the DPMSR report (spec 3 §9). They live here, exported, until the option lists of
 * packages/contracts are reconciled with them; every code on the right-hand side is a value of the matching
 * enumeration in the UAE FIU goAML 5.0.2 schema (checked by codes.test.ts against the XSD itself).
 */

/** Spec 3 §9: submission code E (electronic). */
export const SUBMISSION_CODE = 'E';
/** Spec 3 §9: report code DPMSR (Dealers in Precious Metals and Stones Report). */
export const REPORT_CODE = 'DPMSR';

export const ITEM_TYPES = ['Gold', 'Silver', 'Diamond', 'Gemstones', 'Jewellery'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * Spec 3 §9 item type codes. Silver is JEWEL because the spec says so, although the schema also has SLVER
 * (Silver); see README "Spec and schema disagreements".
 */
export const ITEM_TYPE_CODES: Readonly<Record<ItemType, string>> = {
  Gold: 'GOLD',
  Silver: 'JEWEL',
  Diamond: 'DIMND',
  Gemstones: 'GEM',
  Jewellery: 'JEWEL',
};

/** Spec 3 §3: identification types a partner or an individual may hold that goAML can name. */
export const ID_TYPES = ['Passport', 'EID', 'GCC ID'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Spec 3 §9 identification type codes. */
export const ID_TYPE_CODES: Readonly<Record<IdType, string>> = {
  Passport: 'PASSP',
  EID: 'EID',
  'GCC ID': 'GCCID',
};

export const PARTNER_ROLES = ['UBO', 'PARTNER', 'SHARE HOLDER', 'DIRECTOR', 'MANAGER', 'REPRESENTATIVE'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/**
 * Spec 3 §9 role codes, with one correction: the spec writes PARTNER as PRNTR, a code the schema's
 * entity_person_role_type does not have (the portal would reject the file); the schema's Partner code is PRTNR,
 * which the UAE portal sample uses too.
 */
export const PARTNER_ROLE_CODES: Readonly<Record<PartnerRole, string>> = {
  UBO: 'UBO',
  PARTNER: 'PRTNR',
  'SHARE HOLDER': 'SHRHL',
  DIRECTOR: 'DIR',
  MANAGER: 'MGR',
  REPRESENTATIVE: 'ATR',
};

/** Spec 3 §9 report indicators: resident individual, non-resident individual, corporate (juridical). */
export const REPORT_INDICATORS = {
  residentIndividual: 'DPMSI',
  nonResidentIndividual: 'DPMSN',
  corporate: 'DPMSJ',
} as const;
export type ReportIndicator = (typeof REPORT_INDICATORS)[keyof typeof REPORT_INDICATORS];

export const TRANSACTION_TYPES = ['Purchase', 'Sale'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The direction of the deal as the schema's trans_item_status: the dealer purchased the item (PRCHS) or sold
 * it (SOLD). The spec names no element for transactionType; this is the schema's own place for it.
 */
export const TRANSACTION_STATUS_CODES: Readonly<Record<TransactionType, string>> = {
  Purchase: 'PRCHS',
  Sale: 'SOLD',
};

/** Spec 3 §9: the office phone is written with contact type OFFIC and communication type L (landline). */
export const OFFICE_PHONE = { contactType: 'OFFIC', communicationType: 'L' } as const;

/**
 * An individual's own number is not an office phone: contact type PRIVT (private), communication type L as the
 * spec's only communication code (the UAE-generated DPMSR sample writes an individual's phone the same way).
 */
export const PRIVATE_PHONE = { contactType: 'PRIVT', communicationType: 'L' } as const;

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
 * Written where the schema takes free text and the value is missing (spec 3 §9). Name fields cannot hold it:
 * their pattern forbids braces, so {@link UNAVAILABLE_NAME} stands there.
 */
export const UNAVAILABLE = '{unavailable}';
/** The placeholder inside name fields, whose schema pattern allows only letters, digits, space and . ' - */
export const UNAVAILABLE_NAME = 'unavailable';

/** Written in report/action: what the reporting entity did, in the words of the UAE portal's DPMSR sample. */
export const DPMSR_ACTION = 'Filing a DPMSR as per the mandate';

/** The local currency of a UAE reporting entity (goAML currency_code_local) when none is stored. */
export const LOCAL_CURRENCY = 'AED';
