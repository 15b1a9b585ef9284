import { z } from 'zod';
import { EXPORT_TIME_ZONE } from './customer-list';
import { formatLogTimestamp } from './format/dates';
import { CUSTOMER_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from './options/limits';

/**
 * Ongoing monitoring (issue 17; spec 2 §4.3, §2.10, §4.1; spec 1 §3; decision 115). Not in the spec's call
 * tables: these shapes are ours, read by the Monitoring Runs screen (Review group, MLRO), the Ongoing
 * Monitoring Alerted list and a customer's detail panel.
 *
 *   GET /api/monitoring/runs?page&pageSize          → MonitoringRunPage (the tenant's share of every run)
 *   GET /api/monitoring/runs/export.csv             → every run, MONITORING_RUN_CSV_COLUMNS
 *   GET /api/monitoring/alerts/{kind}/{id}          → MonitoringAlert[] of one customer, newest first
 *
 * A run re-screens the monitored customers (needsOnGoingScreening, not deleted) of every tenant whose
 * monitoring is enabled: after each imported list version, against the entries that version added or
 * changed (OnGoingListUpdate), and on a schedule against every list in force (OnGoingScheduled).
 */

/** Spec 1 §3: the screening log types monitoring writes, shown as title-case words (screeningTypeLabel). */
export const MONITORING_TRIGGERS = ['OnGoingListUpdate', 'OnGoingScheduled'] as const;
export type MonitoringTrigger = (typeof MONITORING_TRIGGERS)[number];

export const MONITORING_RUN_STATUSES = ['queued', 'running', 'completed'] as const;
export type MonitoringRunStatus = (typeof MONITORING_RUN_STATUSES)[number];

/** What one list version changed: counted by the run, null for a scheduled run. */
export const monitoringDeltaSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
});
export type MonitoringDelta = z.infer<typeof monitoringDeltaSchema>;

/** One run as a tenant sees it: the run's list version and this tenant's figures. */
export const monitoringRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(MONITORING_TRIGGERS),
  /** The list whose new version started the run ("OFAC SDN"); null for a scheduled run (every list in force). */
  listName: z.string().nullable(),
  /** "2024-05-03 #3"; null for a scheduled run. */
  listVersion: z.string().nullable(),
  /** When the list version was imported (a scheduled run: when it was planned). ISO, UTC. */
  importedAt: z.string(),
  delta: monitoringDeltaSchema.nullable(),
  /** This tenant's re-screen: queued until it starts, running, completed. */
  status: z.enum(MONITORING_RUN_STATUSES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  customersChecked: z.number().int(),
  partnersChecked: z.number().int(),
  alertsRaised: z.number().int(),
  /** Hits that disappeared (a delisting, or an entry changed so that it no longer matches): noted, never silent. */
  hitsRemoved: z.number().int(),
});
export type MonitoringRun = z.infer<typeof monitoringRunSchema>;

export const monitoringRunQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .refine((n) => (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(n), {
      message: `pageSize must be one of ${CUSTOMER_LIST_PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
});
export type MonitoringRunQuery = z.infer<typeof monitoringRunQuerySchema>;

export const monitoringRunPageSchema = z.object({
  items: z.array(monitoringRunSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type MonitoringRunPage = z.infer<typeof monitoringRunPageSchema>;

/** The CSV export's columns, in order (dates in UAE time, yyyy-MM-dd HH:mm:ss). */
export const MONITORING_RUN_CSV_COLUMNS = [
  'Run Type',
  'List',
  'List Version',
  'Imported At',
  'Entries Added',
  'Entries Removed',
  'Entries Changed',
  'Status',
  'Started At',
  'Finished At',
  'Customers Checked',
  'Partners Checked',
  'Alerts Raised',
  'Hits Removed',
] as const;

/** "monitoring_runs" and the current date-time in UAE time, as the screening logs' export names its file. */
export function monitoringRunsCsvFileName(now: Date = new Date()): string {
  const stamp = formatLogTimestamp(now, { timeZone: EXPORT_TIME_ZONE }).replace(' ', '_').replaceAll(':', '-');
  return `monitoring_runs_${stamp}.csv`;
}

/**
 * One alert of a customer: a new hit (the customer moved to Alerted, or stayed In Review / Alerted / Rejected
 * with the alert added) or a hit that disappeared (a note; the status does not change).
 */
export const MONITORING_ALERT_KINDS = ['new-hit', 'hit-removed'] as const;
export type MonitoringAlertKind = (typeof MONITORING_ALERT_KINDS)[number];

export const monitoringAlertSchema = z.object({
  id: z.string(),
  runId: z.string(),
  trigger: z.enum(MONITORING_TRIGGERS),
  kind: z.enum(MONITORING_ALERT_KINDS),
  /** The screened name: the individual, the company, or a partner. */
  subjectName: z.string(),
  /** 'customer', 'company' or the partner's id. */
  subject: z.string(),
  sourceType: z.string(),
  sourceId: z.string(),
  /** The listed name of the entry. */
  entryName: z.string(),
  /** "2024-05-03 #3": the list version the alert comes from. */
  listVersion: z.string(),
  /** The whole reason in one sentence, e.g. "New listing on OFAC SDN 2024-05-03 #3: PUTIN, Vladimir (35096), matched at 100". */
  reason: z.string(),
  /** What changed in the entry, in the false-match memory's words ("new alias: CROCODILE", …). */
  changes: z.array(z.string()),
  score: z.number().nullable(),
  statusBefore: z.string(),
  statusAfter: z.string(),
  raisedAt: z.string(),
  /** Set when an MLRO decided the customer after the alert (Approve, Reject or False Match). */
  decidedAt: z.string().nullable(),
  decision: z.string().nullable(),
});
export type MonitoringAlert = z.infer<typeof monitoringAlertSchema>;
export const monitoringAlertsSchema = z.array(monitoringAlertSchema);

export const monitoringAlertParamsSchema = z.object({
  kind: z.enum(['individual', 'corporate'], { message: 'kind must be individual or corporate' }),
  id: z.uuid({ message: 'id must be a UUID' }),
});

/** Texts of the Monitoring Runs screen and the alert reasons. */
export const MONITORING_MESSAGES = {
  title: 'Monitoring Runs',
  empty: 'No monitoring runs yet',
  emptyText: 'A run starts when a sanctions list is updated and every day on schedule.',
  loadError: 'Error fetching monitoring runs',
  exportCsv: 'Export CSV',
  allLists: 'All lists in force',
  exportFailed: 'The monitoring runs export failed. Please try again.',
  loading: 'Loading...',
  noAlerts: 'No monitoring alerts.',
  alertsLoading: 'Loading monitoring alerts...',
  alertsError: 'The monitoring alerts could not be loaded.',
} as const;

/** A run's status as the screen and the CSV show it. */
export const MONITORING_RUN_STATUS_LABELS: Record<MonitoringRunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
};

/** How a decision closes an alert, in the words the alert keeps (spec 2 §4.2 actions). */
export const MONITORING_DECISION_LABELS = {
  approve: 'Approved',
  reject: 'Rejected',
  falseMatch: 'False Match',
} as const;
