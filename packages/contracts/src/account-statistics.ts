import { z } from 'zod';
import { EXPORT_TIME_ZONE } from './customer-list';
import { toDateOnly } from './format/dates';
import { monitoringRunSchema } from './monitoring';
import { CUSTOMER_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from './options/limits';

/**
 * The Account Statistics screen (spec 1 §2.6, §4; issue 15, decision 113), computed on the server: one call
 * answers every figure of the screen, another one page of the users behind any figure (the card's dialog).
 * The spec's two list calls keep answering their plain arrays; the screen no longer needs them.
 *
 *   GET /api/account-statistics                 → AccountStatistics
 *   GET /api/account-statistics/users?card=…    → StatisticsUsersPage (search, sort, order, page, pageSize)
 *
 * Who counts: the tenant's customers not deleted, individual and corporate (the two list calls' rows). The
 * expiry figures count entries rather than customers: each individual, each corporate and each partner in
 * force of a counted corporate, listed as 'Name (Partner of company)'.
 */

/**
 * Every figure the screen shows is one of these cards, and each opens the dialog of its users:
 * - total, ongoing, onboarded, highRisk: the summary cards (Total Onboarded Users, Ongoing Monitoring,
 *   Onboarded Status, High Risk Users);
 * - individual, corporate: User Type Distribution;
 * - highRisk … unknownRisk: Risk Level Distribution and the Risk Assessment list (spec 1 §4 bands);
 * - onboarded … alerted: the Onboarding Status bars (spec 1 §4: Alerted counts individuals only);
 * - ongoing, regular: the Ongoing Monitoring Requirements card;
 * - expiringSoon, expired: ID/License Expiring Soon and ID/License Already Expired.
 */
export const STATISTICS_CARDS = [
  'total',
  'individual',
  'corporate',
  'ongoing',
  'regular',
  'onboarded',
  'inReview',
  'falseMatch',
  'rejected',
  'alerted',
  'highRisk',
  'mediumHighRisk',
  'mediumRisk',
  'lowRisk',
  'unknownRisk',
  'expiringSoon',
  'expired',
] as const;
export type StatisticsCard = (typeof STATISTICS_CARDS)[number];

/** Titles of the summary and expiry cards (spec 1 §2.6); the answer carries them as the figures' labels. */
export const STATISTICS_CARD_TITLES = {
  total: 'Total Onboarded Users',
  ongoing: 'Ongoing Monitoring',
  onboarded: 'Onboarded Status',
  highRisk: 'High Risk Users',
  expiringSoon: 'ID/License Expiring Soon',
  expired: 'ID/License Already Expired',
} as const satisfies Partial<Record<StatisticsCard, string>>;

/** User Type Distribution segments. */
export const STATISTICS_USER_TYPES = [
  { card: 'individual', kind: 'individual', label: 'Individual' },
  { card: 'corporate', kind: 'corporate', label: 'Corporate' },
] as const satisfies readonly { card: StatisticsCard; kind: string; label: string }[];

/** Spec 1 §2.6 texts of the screen and its dialogs. */
export const STATISTICS_MESSAGES = {
  heading: 'Account Statistics',
  searchPlaceholder: 'Search users...',
  noUsers: 'No users found',
  loadFailed: 'Failed to fetch user data',
  /** The dialog adds its Expiry Date column (dd-MM-yy) when its title contains this text. */
  expiryTitleMarker: 'Expir',
} as const;

/** Spec 1 §3, §4: the statuses the Onboarding Status chart counts, in its order, with the label it shows. */
export const STATISTICS_STATUSES = [
  { card: 'onboarded', status: 'Onboarded', label: 'Onboarded' },
  { card: 'inReview', status: 'In Review', label: 'In Review' },
  { card: 'falseMatch', status: 'FalseMatchOnboarded', label: 'False Match' },
  { card: 'rejected', status: 'Rejected', label: 'Rejected' },
  { card: 'alerted', status: 'Alerted', label: 'Alerted' },
] as const satisfies readonly { card: StatisticsCard; status: string; label: string }[];

/** Spec 1 §4 risk bands (thresholds 4, 3, 2 in @aml/risk RISK_BANDS), highest first, then Unknown. */
export const STATISTICS_RISK_BANDS = ['high', 'mediumHigh', 'medium', 'low', 'unknown'] as const;
export type StatisticsRiskBand = (typeof STATISTICS_RISK_BANDS)[number];
export const RISK_BAND_CARD: Record<StatisticsRiskBand, StatisticsCard> = {
  high: 'highRisk',
  mediumHigh: 'mediumHighRisk',
  medium: 'mediumRisk',
  low: 'lowRisk',
  unknown: 'unknownRisk',
};

/** Spec 1 §4 monitoring label: Ongoing when needsOnGoingScreening is true, otherwise Regular. */
export const MONITORING_LABELS = ['Ongoing', 'Regular'] as const;
export type MonitoringLabel = (typeof MONITORING_LABELS)[number];
export const STATISTICS_MONITORING = [
  { card: 'ongoing', ongoing: true, label: 'Ongoing' },
  { card: 'regular', ongoing: false, label: 'Regular' },
] as const satisfies readonly { card: StatisticsCard; ongoing: boolean; label: MonitoringLabel }[];

/**
 * "Today" of the expiry rule: the calendar day in the UAE (the businesses this product serves), whatever
 * the zone of the server or the browser.
 */
export const STATISTICS_TIME_ZONE = EXPORT_TIME_ZONE;
export const statisticsToday = (now = new Date()): string => toDateOnly(now, { timeZone: STATISTICS_TIME_ZONE });

/**
 * One figure: how many of the card's users, of which individuals, corporates and (expiry cards only)
 * partners. `percent` is of Total Onboarded Users, rounded to the whole percent (spec 1 §2.6); null on the
 * expiry figures, which count entries (partners included) rather than customers.
 */
export const statisticsFigureSchema = z.object({
  card: z.enum(STATISTICS_CARDS),
  label: z.string(),
  count: z.number().int(),
  individuals: z.number().int(),
  corporates: z.number().int(),
  partners: z.number().int(),
  percent: z.number().int().nullable(),
});
export type StatisticsFigure = z.infer<typeof statisticsFigureSchema>;

export const accountStatisticsSchema = z.object({
  /** The UAE calendar day (yyyy-MM-dd) the expiry figures were counted on. */
  today: z.string(),
  /** The last day of the expiring window, today + 30 (spec 1 §4, §9), yyyy-MM-dd. */
  expiringUntil: z.string(),
  total: statisticsFigureSchema,
  ongoingMonitoring: statisticsFigureSchema,
  onboarded: statisticsFigureSchema,
  highRisk: statisticsFigureSchema,
  /** User Type Distribution: individual, corporate. */
  userTypes: z.array(statisticsFigureSchema),
  /** Risk Level Distribution and the Risk Assessment list: High Risk, Medium High, Medium, Low, Unknown. */
  riskLevels: z.array(statisticsFigureSchema.extend({ band: z.enum(STATISTICS_RISK_BANDS) })),
  /** Onboarding Status bars, in STATISTICS_STATUSES order. */
  statuses: z.array(statisticsFigureSchema.extend({ status: z.string() })),
  /** Ongoing Monitoring Requirements: Ongoing, Regular. */
  monitoring: z.array(statisticsFigureSchema),
  /** ID/License Expiring Soon, ID/License Already Expired (each card shown only when its count is not 0). */
  expiry: z.array(statisticsFigureSchema),
  /**
   * Issue 17: the tenant's latest monitoring run, the Monitoring Runs screen's first row (null before any), shown
   * with the Ongoing Monitoring Requirements card.
   */
  lastMonitoringRun: monitoringRunSchema.nullable(),
});
export type AccountStatistics = z.infer<typeof accountStatisticsSchema>;

export const STATISTICS_SORT_FIELDS = ['name', 'risk'] as const;
export type StatisticsSortField = (typeof STATISTICS_SORT_FIELDS)[number];
export const STATISTICS_SEARCH_MAX = 100;

export const statisticsUsersQuerySchema = z.object({
  card: z.enum(STATISTICS_CARDS, { message: `card must be one of ${STATISTICS_CARDS.join(', ')}` }),
  /** Part of the name as the dialog shows it, case ignored ('Search users...'). */
  search: z
    .string()
    .trim()
    .max(STATISTICS_SEARCH_MAX, `search must be at most ${STATISTICS_SEARCH_MAX} characters`)
    .optional(),
  /** Name (default) or Risk; empty risk scores come last both ways. */
  sort: z.enum(STATISTICS_SORT_FIELDS, { message: 'sort must be name or risk' }).optional(),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).optional(),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .optional(),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .refine((n) => (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(n), {
      message: `pageSize must be one of ${CUSTOMER_LIST_PAGE_SIZES.join(', ')}`,
    })
    .optional(),
});
export type StatisticsUsersQuery = z.infer<typeof statisticsUsersQuerySchema>;
export const STATISTICS_DEFAULT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Which document the entry's expiry date is of (the dialog's ID / License / Partner ID / Tenancy column). */
export const EXPIRY_DOCUMENTS = ['ID', 'License', 'Partner ID', 'Tenancy Contract'] as const;
export type ExpiryDocument = (typeof EXPIRY_DOCUMENTS)[number];

/** One row of a card's dialog. */
export const statisticsUserSchema = z.object({
  kind: z.enum(['individual', 'corporate', 'partner']),
  /** userId of an individual, corporateUserId of a corporate, corporatePartnerId of a partner. */
  id: z.string(),
  /**
   * The link of the name (spec 1 §2.6): /dashboard/edituser?type={linkType}&id={linkId}. A partner links to
   * its corporate customer.
   */
  linkType: z.enum(['individual', 'corporate']),
  linkId: z.string(),
  /** As the dialog shows it: 'First Last', the company name, or 'Name (Partner of company)'. */
  name: z.string(),
  /**
   * The expiry date the expiry rule reads (yyyy-MM-dd): an individual's ID, a corporate's trade licence or,
   * without one, its tenancy contract, a partner's ID; null when none is recorded.
   */
  expiryDate: z.string().nullable(),
  expiryDocument: z.enum(EXPIRY_DOCUMENTS).nullable(),
  /** That document's number: the ID number, the trade licence number, the partner's ID or licence number. */
  documentNumber: z.string().nullable(),
  /** Stored status (FalseMatchOnboarded is displayed False Match); a partner's own status. */
  status: z.string(),
  /** A partner has no score of its own: its company's score, band and monitoring are shown. */
  riskScore: z.number().nullable(),
  riskBand: z.enum(STATISTICS_RISK_BANDS),
  /** The spec 1 §4 band label: High Risk, Medium High, Medium, Low, Unknown. */
  riskLabel: z.string(),
  monitoring: z.enum(MONITORING_LABELS),
});
export type StatisticsUser = z.infer<typeof statisticsUserSchema>;

export const statisticsUsersPageSchema = z.object({
  card: z.enum(STATISTICS_CARDS),
  items: z.array(statisticsUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type StatisticsUsersPage = z.infer<typeof statisticsUsersPageSchema>;
