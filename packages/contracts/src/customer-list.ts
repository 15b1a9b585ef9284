import { z } from 'zod';
import { CUSTOMER_LIST_PAGE_SIZES } from './options/limits';

/**
 * The customer lists of spec 2 §2.10, filtered, sorted and paged on the server (issue 12, decision 109).
 * GET /api/customers answers one page of individuals and corporates together; the spec's two list calls
 * (tenant-onboarded-users, tenant-onboarded-corporateUsers) answer the same page for their own kind when
 * given any of these parameters, and their plain array without.
 */

export const CUSTOMER_LIST_TYPES = ['all', 'individual', 'corporate'] as const;
export type CustomerListType = (typeof CUSTOMER_LIST_TYPES)[number];

/** all: Onboarded Customers; review: status In Review; alerted: status Alerted (spec 2 §2.10). */
export const CUSTOMER_LIST_VIEWS = ['all', 'review', 'alerted'] as const;
export type CustomerListView = (typeof CUSTOMER_LIST_VIEWS)[number];
export const CUSTOMER_VIEW_STATUS: Record<Exclude<CustomerListView, 'all'>, string> = {
  review: 'In Review',
  alerted: 'Alerted',
};

/** The sortable columns of spec 2 §2.10; createdDate descending is the default order. */
export const CUSTOMER_SORT_FIELDS = ['name', 'country', 'email', 'status', 'createdDate', 'riskScore'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export const CUSTOMER_SEARCH_MAX = 100;

const pageSizeSchema = z.coerce
  .number({ message: 'pageSize must be a number' })
  .int('pageSize must be a whole number')
  .refine((n) => (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(n), {
    message: `pageSize must be one of ${CUSTOMER_LIST_PAGE_SIZES.join(', ')}`,
  });

/** Filters shared by the list, the CSV export and the bulk PDF report. */
export const customerFilterSchema = z.object({
  type: z.enum(CUSTOMER_LIST_TYPES, { message: `type must be one of ${CUSTOMER_LIST_TYPES.join(', ')}` }).optional(),
  view: z.enum(CUSTOMER_LIST_VIEWS, { message: `view must be one of ${CUSTOMER_LIST_VIEWS.join(', ')}` }).optional(),
  /** 'true': only customers flagged needsOnGoingScreening (the 'Ongoing Screening' toggle). */
  ongoing: z.enum(['true', 'false'], { message: 'ongoing must be true or false' }).optional(),
  /** Free text matched, case ignored, against every field value of the customer. */
  search: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `search must be at most ${CUSTOMER_SEARCH_MAX} characters`)
    .optional(),
  sort: z.enum(CUSTOMER_SORT_FIELDS, { message: `sort must be one of ${CUSTOMER_SORT_FIELDS.join(', ')}` }).optional(),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).optional(),
});
export type CustomerFilter = z.infer<typeof customerFilterSchema>;

export const customerListQuerySchema = customerFilterSchema.extend({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .optional(),
  pageSize: pageSizeSchema.optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** The reason an alerted list row shows: the newest undecided new-hit alert (null when there is none). */
export const monitoringAlertSummarySchema = z.object({
  reason: z.string(),
  raisedAt: z.string(),
  /** How many undecided new-hit alerts the customer has (the reason shown is the newest). */
  count: z.number().int(),
});
export type MonitoringAlertSummary = z.infer<typeof monitoringAlertSummarySchema>;

/** One row of a list: what the table shows; the panel loads the whole customer by kind and id. */
export const customerListRowSchema = z.object({
  kind: z.enum(['individual', 'corporate']),
  /** userId of an individual, corporateUserId of a corporate customer. */
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  createdDate: z.string(),
  riskScore: z.number().nullable(),
  riskLabel: z.string().nullable(),
  needsOnGoingScreening: z.boolean(),
  /** Corporates: the key of the detail panel (spec 2 §2.10); null for individuals. */
  tradeLicenseNo: z.string().nullable(),
  /** Corporates: how many partners wait for a decision (In Review or Alerted); 0 for individuals. */
  partnersToDecide: z.number().int(),
  /** Issue 17: why ongoing monitoring alerted the customer (its newest undecided new-hit alert), else null. */
  monitoringAlert: monitoringAlertSummarySchema.nullable(),
});
export type CustomerListRow = z.infer<typeof customerListRowSchema>;

export const customerListPageSchema = z.object({
  items: z.array(customerListRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type CustomerListPage = z.infer<typeof customerListPageSchema>;

export const CUSTOMER_KINDS = ['individual', 'corporate'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export const customerKindParamsSchema = z.object({
  kind: z.enum(CUSTOMER_KINDS, { message: 'kind must be individual or corporate' }),
  id: z.string().uuid('Customer id must be a UUID'),
});

/** One entry of a customer's History (its audit events, newest first), worded for the panel and report. */
export const customerHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  /** 'Registered', 'Screened', 'Edited', 'Approved', 'Partner False Match: …' … */
  title: z.string(),
  actorEmail: z.string().nullable(),
  /** Status before → after when it changed. */
  statusChange: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
  remarks: z.string().nullable(),
  /** Human lines: fields changed, hits and list versions, documents added or deleted. */
  lines: z.array(z.string()),
});
export type CustomerHistoryEntry = z.infer<typeof customerHistoryEntrySchema>;

/** Spec 2 §9.6 CSV columns, in order. */
export const CUSTOMER_CSV_COLUMNS = [
  'Name',
  'Country',
  'Email',
  'Status',
  'Created Date',
  'Risk Score',
  'Risk Label',
] as const;
export const CUSTOMER_CSV_FILENAME = 'users_basic_info.csv';

/** The exports (CSV, PDF) are made on the server: their times are written in the UAE's time. */
export const EXPORT_TIME_ZONE = 'Asia/Dubai';

/** A bulk PDF report holds at most this many customers: narrow the filter for more. */
export const BULK_REPORT_MAX = 200;

export const CUSTOMER_LIST_MESSAGES = {
  loading: 'Loading Users...',
  error: 'Error fetching users',
  emptyAll: { title: 'No Users', text: 'There are no onboarded customers at the moment' },
  emptyReview: 'No Users For Review',
  emptyAlerted: 'No Users with Ongoing Monitoring Alerts',
  noDocuments: 'No documents available.',
  quickOnboardedRisk: "Risk details not available, edit and complete the user's data for viewing risk details.",
  riskParseError: 'Error parsing risk details',
  noMatch: 'No Match Found - in UAE, UN, OFAC, EU, and other major Sanctions and PEP list',
  falseMatchLabel: '*The below details have been labeled as a false match',
  cannotUndo: 'This action cannot be undone',
  bulkTooMany: (count: number) =>
    `A bulk report holds at most ${BULK_REPORT_MAX} customers; this filter has ${count}. Narrow the filter or search first.`,
  bulkEmpty: 'No customers to report: Quick Onboarded customers are left out of bulk reports.',
  quickOnboardedReport: 'A Quick Onboarded customer has no report: complete its data first.',
} as const;
