import { z } from 'zod';
import { foundRecordSchema, listVersionSchema } from './screening-wire';

/**
 * Answers of the customer calls of spec 2 §7 (register, edit, get one, can-toggle). The request bodies
 * are the form schemas of ./schemas/individual and ./schemas/corporate; the answers are the records of
 * spec 2 §3.1 (individual) and §3.4 (corporate), field names spelled as the spec spells them.
 * Dates are ISO strings in UTC; a missing value is null (never 0001-01-01).
 */

/** A stored document as a record lists it (spec 2 §3.7): sasUrl is a short-lived signed download link. */
export const customerFileSchema = z.object({
  /** The document's id: the handle for marking it deleted, stable across signed links. */
  id: z.string(),
  filename: z.string(),
  sasUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type CustomerFile = z.infer<typeof customerFileSchema>;

/** One screened name of a corporate customer with its hits (spec 2 §3.9 personWithHits). */
export const personWithHitsSchema = z.object({
  /** 'company' for the company itself, else the partner's corporatePartnerId. */
  id: z.string(),
  name: z.string(),
  role: z.string(),
  hits: z.number().int(),
  found_records: z.array(foundRecordSchema),
});
export type PersonWithHits = z.infer<typeof personWithHitsSchema>;

/**
 * What the false-match memory (issue 12, decision 109) made of a screening: hits on entries an MLRO marked
 * false for this person and unchanged since (they do not flag the customer again), and entries marked false
 * before that changed since (they flag it again, saying what changed). `subject` is 'customer' for an
 * individual, 'company' for a corporate customer's own name, else the partner's corporatePartnerId.
 */
export const falseMatchReviewSchema = z.object({
  remembered: z.array(
    z.object({
      subject: z.string(),
      source_type: z.string(),
      source_id: z.string(),
      decidedAt: z.string(),
      decidedBy: z.string().nullable(),
    }),
  ),
  changed: z.array(
    z.object({
      subject: z.string(),
      source_type: z.string(),
      source_id: z.string(),
      decidedAt: z.string(),
      changes: z.array(z.string()),
    }),
  ),
});
export type FalseMatchReview = z.infer<typeof falseMatchReviewSchema>;

/**
 * The risk details stored on a customer (spec 2 §3.9) — a JSON string on the wire. Beyond the spec's
 * screening fields it carries the list versions screened against and the risk engine's result
 * (score, label, factor breakdown, overrides) so that the Risk and Sanction tabs can explain both.
 */
export const riskDetailsSchema = z.object({
  timestamp: z.string(),
  total_hits: z.number().int(),
  found_records: z.array(foundRecordSchema),
  personWithHits: z.array(personWithHitsSchema).optional(),
  list_versions: z.array(listVersionSchema),
  /** The fuzzy level the names were screened at. */
  fuzzyLevel: z.string(),
  /** packages/risk's RiskResult as computed at the time (factors, overrides, rule-set version). */
  risk: z.record(z.string(), z.unknown()),
  /** Set when the false-match memory recognised or re-raised an entry in this screening. */
  falseMatchReview: falseMatchReviewSchema.optional(),
});
export type RiskDetails = z.infer<typeof riskDetailsSchema>;

const customerBase = {
  customerId: z.string(),
  status: z.string(),
  /** Why a customer stayed Pending (no screening balance, no list loaded); null once screened. */
  pendingReason: z.string().nullable(),
  riskScore: z.number().nullable(),
  riskLabel: z.string().nullable(),
  /** Spec 2 §3.1: a JSON string (riskDetailsSchema), null until the customer has been screened. */
  riskDetails: z.string().nullable(),
  needsOnGoingScreening: z.boolean(),
  /** When monitoring was last switched on (the 24-hour lock of spec 2 §4.3 counts from here). */
  onGoingScreeningEnabledAt: z.string().nullable(),
  fuzzyLevel: z.string(),
  remarks: z.string(),
  onBoardedBy: z.string().nullable(),
  tenantUserId: z.string().nullable(),
  createdDate: z.string(),
  lastUpdated: z.string(),
  lastScreenedAt: z.string().nullable(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  files: z.array(customerFileSchema),
};

/** Spec 2 §3.1: an individual customer as GET individual-user/{id} and the register/edit calls answer it. */
export const individualCustomerSchema = z.object({
  userId: z.string(),
  ...customerBase,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  nationality: z.string(),
  gender: z.string(),
  otherGender: z.string(),
  contactNo: z.string(),
  occupation: z.string(),
  placeOfBirth: z.string(),
  countryOfResidence: z.string(),
  modeOfApproach: z.string(),
  idType: z.string(),
  idNo: z.string(),
  idIssuedBy: z.string(),
  idIssuedAt: z.string(),
  idIssuedDate: z.string().nullable(),
  idExpiryDate: z.string().nullable(),
  pep: z.string(),
  purpose: z.string(),
  otherPurpose: z.string(),
  paymentMode: z.string(),
  otherPaymentMode: z.string(),
  sourceOfIncome: z.string(),
  expectedNoOfTxn: z.number().nullable(),
  expectedVolume: z.number().nullable(),
  dualNationality: z.string(),
  dualCitizenshipCountry: z.string(),
  residentialStatus: z.string(),
  productType: z.string(),
});
export type IndividualCustomer = z.infer<typeof individualCustomerSchema>;

/** Spec 2 §3.6: a partner's own fields, as entered (the customer record and a corporate batch record). */
export const partnerFieldsShape = {
  type: z.string(),
  name: z.string(),
  nationalityOrCountryOfIncorporation: z.string(),
  idType: z.string(),
  idNoOrLicenseNo: z.string(),
  idExpiry: z.string().nullable(),
  birthdate: z.string().nullable(),
  role: z.string(),
  percentageOfShare: z.number().nullable(),
  pep: z.boolean(),
};

/** Spec 2 §3.6: a partner of a corporate customer, with its own screening status. */
export const corporatePartnerSchema = z.object({
  corporatePartnerId: z.string(),
  ...partnerFieldsShape,
  status: z.string(),
  /** Hits of this partner's own screening. */
  hits: z.number().int(),
});
export type CorporatePartner = z.infer<typeof corporatePartnerSchema>;

/** Spec 2 §3.4: the company's own fields, as entered (the customer record and a corporate batch record). */
export const corporateFieldsShape = {
  companyName: z.string(),
  email: z.string().nullable(),
  companyAddress: z.string(),
  city: z.string(),
  countryOfIncorporation: z.string(),
  poBoxNo: z.string(),
  contactOfficeNo: z.string(),
  officeCountryCode: z.string(),
  contactMobileNo: z.string(),
  mobileCountryCode: z.string(),
  vatRegistrationNumber: z.string(),
  tenancyContractExpiryDate: z.string().nullable(),
  tradeLicenseNo: z.string(),
  tradeLicenseIssuedAt: z.string(),
  tradeLicenseIssuedBy: z.string(),
  tradeLicenseIssuedDate: z.string().nullable(),
  tradeLicenseExpiryDate: z.string().nullable(),
  entityType: z.string(),
  countriesOfOperation: z.string(),
  businessActivity: z.string(),
  isDealingWithImportExport: z.boolean(),
  importExportCountries: z.string(),
  hasSisterConcernBranch: z.boolean(),
  sisterConcernCountry: z.string(),
  accountHoldingBankName: z.string(),
  customerType: z.string(),
  productType: z.string(),
  productSource: z.string(),
  paymentMode: z.string(),
  paymentModeOther: z.string(),
  deliveryChannel: z.string(),
  expectedNoOfTxn: z.number().nullable(),
  expectedVolume: z.number().nullable(),
  kycDocumentsCollected: z.string(),
  isEntityRegisteredInGOAML: z.string(),
  dualUseGoods: z.boolean(),
};

/** Spec 2 §3.4: a corporate customer as GET corporate-user/{id} and the register/edit calls answer it. */
export const corporateCustomerSchema = z.object({
  corporateUserId: z.string(),
  ...customerBase,
  corporateStatus: z.string(),
  ...corporateFieldsShape,
  partners: z.array(corporatePartnerSchema),
});
export type CorporateCustomer = z.infer<typeof corporateCustomerSchema>;

/** GET …/ongoing-monitoring/can-toggle and can-toggle-corporate (spec 2 §7). */
export const canToggleSchema = z.object({ canToggle: z.boolean() });
export type CanToggle = z.infer<typeof canToggleSchema>;

/** Query of the can-toggle calls: the spec sends userId and tenantId; the tenant is taken from the token. */
export const canToggleQuerySchema = z.object({
  userId: z.uuid('Invalid customer id'),
  tenantId: z.string().max(100).optional(),
});

export const customerIdParamsSchema = z.object({ id: z.uuid('Invalid customer id') });

/** Spec 2 §4.3: switching monitoring off is refused for 24 hours after switching it on. */
export const MONITORING_LOCK_HOURS = 24;

/**
 * Texts of the onboarding calls. `duplicate` and `monitoringLocked` are the texts the spec's screens
 * match on (spec 2 §8: 'Error: 409 - Duplicate user' and the 400 message); the rest are ours.
 */
export const ONBOARDING_MESSAGES = {
  duplicate: 'Duplicate user',
  monitoringLocked: 'Ongoing monitoring cannot be toggled off within 24 hours of the last update.',
  monitoringQuotaReached: 'Maximum number of ongoing screenings reached',
  monitoringNotEnabled: 'Ongoing monitoring is not enabled for your organisation.',
  balanceShort: (needed: number, left: number) =>
    `The customer was saved as Pending but not screened: screening ${needed === 1 ? 'this customer needs 1 screening' : `the ${needed} names of this customer needs ${needed} screenings`} and your organisation has ${left} left. Ask your platform administrator for more screenings, then open the customer and submit it again.`,
  balanceShortEdit: (needed: number, left: number) =>
    `The changes were not saved: screening the changed names needs ${needed} screening${needed === 1 ? '' : 's'} and your organisation has ${left} left. Ask your platform administrator for more screenings.`,
  noListPending:
    'The customer was saved as Pending but not screened: no sanctions list is loaded. Ask your platform administrator to import the lists, then submit the customer again.',
  noListEdit: 'The changes were not saved: no sanctions list is loaded to screen the changed names against.',
  documentContent: (name: string, ext: string) =>
    `${name} is not a valid file type: its content is not a ${ext.toUpperCase()} file.`,
  deletedFileUnknown: (name: string) => `${name} is not one of this customer's documents.`,
} as const;

/** Spec 2 §8 toasts of the onboarding forms, verbatim. */
export const ONBOARDING_TOASTS = {
  submitted: 'Form submitted successfully!',
  individualUpdated: 'User updated successfully!',
  corporateUpdated: 'User data updated successfully!',
  duplicate: 'Duplicate user',
  failed: 'Failed to submit form.',
  monitoringLocked: 'wait for 24 hours after enabling ongoing monitoring to disable it',
  toggleNotAllowed: 'Cannot disable monitoring: Within 24-hour restriction period.',
  toggleCheckFailedIndividual: 'Failed to check monitoring status',
  toggleCheckFailedCorporate: 'Failed to verify monitoring toggle eligibility.',
  tenantRefreshFailed: 'Failed to update tenant details.',
  missingParams: 'Missing type or id parameter in the URL.',
} as const;

/**
 * The review decisions of spec 2 §4.2 (issue 12). The spec's calls carry `?mode=` without its values
 * (decision 108): approve → Onboarded, reject → Rejected, falseMatch → FalseMatchOnboarded.
 */
export const REVIEW_MODES = ['approve', 'reject', 'falseMatch'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];
export const REVIEW_OUTCOMES: Record<ReviewMode, 'Onboarded' | 'Rejected' | 'FalseMatchOnboarded'> = {
  approve: 'Onboarded',
  reject: 'Rejected',
  falseMatch: 'FalseMatchOnboarded',
};

export const reviewQuerySchema = z.object({
  mode: z.enum(REVIEW_MODES, { message: `Mode must be one of ${REVIEW_MODES.join(', ')}` }),
});

/** Spec 2 §5.8: the optional remarks of the review dialogs, at most 500 characters. */
export const REVIEW_REMARKS_MAX = 500;
export const reviewBodySchema = z
  .object({
    remarks: z.string().max(REVIEW_REMARKS_MAX, `Remarks must be at most ${REVIEW_REMARKS_MAX} characters`).nullish(),
  })
  .nullish();

/** The statuses a person decides from (spec 2 §4.2: the In Review and Alerted lists). */
export const DECIDABLE_STATUSES: readonly string[] = ['In Review', 'Alerted'];

export const REVIEW_MESSAGES = {
  notDecidable: (status: string) =>
    `Only a customer In Review or Alerted can be decided; this customer is ${status === 'FalseMatchOnboarded' ? 'False Match' : status}.`,
  partnerNotDecidable: (status: string) =>
    `Only a partner In Review or Alerted can be decided; this partner is ${status === 'FalseMatchOnboarded' ? 'False Match' : status}.`,
} as const;
