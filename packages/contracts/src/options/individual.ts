import { toOptions } from './option';

/** Spec 2 §3.11 Occupation/industry, in the spec's order. 'Others' asks for the custom text (§5.1). */
export const OCCUPATIONS = [
  'Accounting',
  'Advocacy Organizations',
  'Air Couriers and Cargo Services',
  'Advertising Marketing and PR',
  'Banking/Financial Institutions',
  'Business Services Other',
  'Charitable Organizations and Foundations',
  'Consulting/Freelancer',
  'Data Analytics Management and Internet',
  'Defense',
  'Education',
  'Facilities Management and Maintenance',
  'Government Service',
  'HR and Recruiting Services',
  'HealthCare',
  'IT and Network Services and Support',
  'Jewellery Trading',
  'Outside UAE',
  'Sales & Services',
  'Others',
  'Owner/Partner/Director',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];
export const OCCUPATION_OPTIONS = toOptions(OCCUPATIONS);

/** Spec 2 §3.11 Payment mode (individual). */
export const INDIVIDUAL_PAYMENT_MODES = [
  'Cash',
  'Debit/Credit Card',
  'Bank transfer inside UAE',
  'Bank transfer outside UAE',
  'Partial Cash/Card/Online trs',
  'Digital Currency',
  'Old Gold Exchange',
  'Payment from HRC',
  'Others',
] as const;
export type IndividualPaymentMode = (typeof INDIVIDUAL_PAYMENT_MODES)[number];
export const INDIVIDUAL_PAYMENT_MODE_OPTIONS = toOptions(INDIVIDUAL_PAYMENT_MODES);

/** Spec 2 §3.11 Source of income. */
export const SOURCES_OF_INCOME = [
  'Salary',
  'Personal Savings',
  'Bank cash withdrawal slip',
  'Funds from Dividend Payouts',
  'End of Services Funds',
  'Business Proceeds',
  'Other sources',
  'Gift',
  'Loan from Friends and Family',
  'Loans from Bank',
  'Loan from Financial Institutions',
  'Lottery/Raffles',
] as const;
export type SourceOfIncome = (typeof SOURCES_OF_INCOME)[number];
export const SOURCE_OF_INCOME_OPTIONS = toOptions(SOURCES_OF_INCOME);

/** Spec 2 §3.11 Purpose. 'Others' asks for the custom text (§5.1). */
export const PURPOSES = ['Personal Use', 'Gift', 'Investment', 'Others'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const PURPOSE_OPTIONS = toOptions(PURPOSES);

/** Spec 2 §3.11 Mode of approach; the default is 'Walk-In Customer' (§9.1). */
export const MODES_OF_APPROACH = [
  'Walk-In Customer',
  'Non Face to Face',
  'Online/Social Media Portal',
  'Thirdparty Referral',
] as const;
export type ModeOfApproach = (typeof MODES_OF_APPROACH)[number];
export const MODE_OF_APPROACH_OPTIONS = toOptions(MODES_OF_APPROACH);
export const DEFAULT_MODE_OF_APPROACH: ModeOfApproach = 'Walk-In Customer';

/** Spec 2 §3.11 Individual ID types. */
export const INDIVIDUAL_ID_TYPES = ['Passport', 'EID', 'GCC ID', 'Govt Approved ID'] as const;
export type IndividualIdType = (typeof INDIVIDUAL_ID_TYPES)[number];
export const INDIVIDUAL_ID_TYPE_OPTIONS = toOptions(INDIVIDUAL_ID_TYPES);

/** Spec 2 §3.2: Resident or Non-Resident; the default is Resident (§9.1). */
export const RESIDENTIAL_STATUSES = ['Resident', 'Non-Resident'] as const;
export type ResidentialStatus = (typeof RESIDENTIAL_STATUSES)[number];
export const RESIDENTIAL_STATUS_OPTIONS = toOptions(RESIDENTIAL_STATUSES);
export const DEFAULT_RESIDENTIAL_STATUS: ResidentialStatus = 'Resident';

/** Spec 2 §3.2 gender; 'Other' asks for the custom text (§5.1). */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_OPTIONS = toOptions(GENDERS);
