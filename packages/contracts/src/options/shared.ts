import type { Option } from './option';
import { toOptions } from './option';

/** Yes/No answers stored as text (pep, dualNationality, kycDocumentsCollected …). */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_OPTIONS = toOptions(YES_NO);

/** Spec 2 §3.11 Product types, shared by individual and corporate customers; stored colon-joined. */
export const PRODUCT_TYPES = [
  '18/21/22K Gold Jewellery',
  '22/24K Gold Coin',
  '24K Gold Bar',
  'Silver Bar/Jewellery',
  'Scrap/Old Gold',
  'Diamond Studded Jewellery',
  'Uncut Diamond',
  'Polki Diamond',
  'Other Precious stones',
  'Platinum Product',
  'Dore Bar/Mined Gold',
  'Buying/Selling/Leasing Property',
  'Real Estate',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_OPTIONS = toOptions(PRODUCT_TYPES);

/** Spec 2 §3.11 Fuzziness: stored '0', '1', '2'; the default is OFF (§9.1). */
export const FUZZY_LEVELS = ['0', '1', '2'] as const;
export type FuzzyLevel = (typeof FUZZY_LEVELS)[number];
export const DEFAULT_FUZZY_LEVEL: FuzzyLevel = '0';
export const FUZZY_LEVEL_OPTIONS: readonly (Option<FuzzyLevel> & { description: string })[] = [
  { value: '0', label: 'OFF', description: 'exact match' },
  { value: '1', label: 'Level 1', description: 'one character difference' },
  { value: '2', label: 'Level 2', description: 'two character differences' },
];

/** Spec 3 §2 quick screening shows the same levels as Off, Level I, Level II. */
export const SCREENING_FUZZY_LEVEL_OPTIONS: readonly Option<FuzzyLevel>[] = [
  { value: '0', label: 'Off' },
  { value: '1', label: 'Level I' },
  { value: '2', label: 'Level II' },
];

/** Spec 2 §4.1 customer statuses, as stored. */
export const CUSTOMER_STATUSES = [
  'Quick Onboarded',
  'Pending',
  'In Review',
  'Alerted',
  'Onboarded',
  'Rejected',
  'FalseMatchOnboarded',
] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
/** Spec 1 §4: FalseMatchOnboarded is displayed 'False Match'. */
export const CUSTOMER_STATUS_OPTIONS: readonly Option<CustomerStatus>[] = CUSTOMER_STATUSES.map((value) => ({
  value,
  label: value === 'FalseMatchOnboarded' ? 'False Match' : value,
}));

/** Spec 2 §2.10 status badge colours: Onboarded green, In Review yellow, FalseMatchOnboarded blue, others grey. */
export function customerStatusColor(status: string | null | undefined): 'green' | 'yellow' | 'blue' | 'gray' {
  if (status === 'Onboarded') return 'green';
  if (status === 'In Review') return 'yellow';
  if (status === 'FalseMatchOnboarded') return 'blue';
  return 'gray';
}

/** Spec 2 §3.6 partner statuses. */
export const PARTNER_STATUSES = ['In Review', 'Onboarded', 'Rejected', 'FalseMatchOnboarded'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** Spec 2 §4.1: new individual and corporate customers are submitted with status 'Pending'. */
export const SUBMITTED_STATUS = 'Pending';
