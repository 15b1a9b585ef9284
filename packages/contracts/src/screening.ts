import { z } from 'zod';
import { EXPORT_TIME_ZONE } from './customer-list';
import { ERROR_CODES } from './errors';
import { formatLogTimestamp } from './format/dates';
import { SCREENING_LOG_PAGE_SIZES } from './options/limits';
import { listVersionSchema } from './screening-wire';

/**
 * Screening calls (spec 3 §3, §7; spec 1 §2.7, §7) and the super user's Watchlists screen (issue 3).
 * The request and response shapes of POST api/Scan/search are in ./screening-wire.
 */
export type ListVersionInForce = z.infer<typeof listVersionSchema>;

/** GET /api/scan/screening-count (spec 3 §3 "Screening count"): how many screenings the tenant has left. */
export const screeningCountSchema = z.object({ maxScreeningCount: z.number().int().min(0) });
export type ScreeningCount = z.infer<typeof screeningCountSchema>;

/**
 * Spec 1 §3 "Screening log": `screeningType` values are words in PascalCase that the screen shows as
 * title-case words. OnBoard and the OnGoing kinds are written by onboarding and monitoring.
 */
export const SCREENING_TYPES = ['QuickScreening', 'BatchScreening', 'OnBoard', 'OnGoing'] as const;
export type ScreeningType = (typeof SCREENING_TYPES)[number];

/**
 * One row of GET /api/Scan/screening-logs (spec 1 §2.7, §3). `userName` is the screened name (the
 * "Customer name" column), `email` the staff member who ran it (the "User ID (email)" column), and
 * `screeningCount` the number of hits (greater than 0 means a match).
 */
export const screeningLogSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  screeningCount: z.number().int().min(0),
  screeningType: z.string(),
  /** ISO date-time, UTC. */
  screeningDate: z.string(),
  /**
   * Beyond the spec (issue 13): the list versions the screening ran against, as its answer named them
   * (screening_logs.list_versions), so an auditor can tell which edition of each list cleared a name.
   */
  listVersions: z.array(listVersionSchema),
});
export type ScreeningLog = z.infer<typeof screeningLogSchema>;
export const screeningLogsSchema = z.array(screeningLogSchema);

/** A list version as the Screening Logs screen and CSV name it: "OFAC SDN 2024-05-03 #2". */
export function listVersionLabel(list: Pick<ListVersionInForce, 'sourceType' | 'version'>): string {
  return list.version ? `${list.sourceType} ${list.version}` : list.sourceType;
}

/** Spec 1 §3: screeningCount greater than 0 means a match; the screen and the CSV say Yes or No. */
export const isMatchLabel = (screeningCount: number): 'Yes' | 'No' => (screeningCount > 0 ? 'Yes' : 'No');

/**
 * The Screening Logs screen paged on the server (spec 1 §2.7, issue 13). GET /api/Scan/screening-logs
 * answers the spec's plain array without parameters and one page `{ items, total, page, pageSize,
 * pageCount }` with any of search, sort, order, page, pageSize (as the customer lists do, decision 109).
 * isMatch sorts by screeningCount > 0 (No before Yes ascending). The default is screeningDate descending;
 * a sort without an order is descending for screeningDate and ascending for the others. Ties fall back to
 * the newest first, then the id, so pages never overlap.
 */
export const SCREENING_LOG_SORT_FIELDS = ['userName', 'email', 'isMatch', 'screeningType', 'screeningDate'] as const;
export type ScreeningLogSortField = (typeof SCREENING_LOG_SORT_FIELDS)[number];
export const SCREENING_LOG_DEFAULT_SORT = { sort: 'screeningDate', order: 'desc' } as const;
export const SCREENING_LOG_PAGE_PARAMETERS = ['search', 'sort', 'order', 'page', 'pageSize'] as const;
export const SCREENING_LOG_SEARCH_MAX = 100;

/**
 * Filters shared by the page and the CSV export. `search` is matched, case ignored, as a substring of the
 * customer name, the email, the screening type (stored, "BatchScreening", or shown, "Batch Screening") and
 * the screening date written in UAE time as the CSV writes it (2024-05-03 14:05:09) or as the list shows
 * it (May 03, 2024 14:05).
 */
export const screeningLogFilterSchema = z.object({
  search: z
    .string({ message: 'search must be text' })
    .trim()
    .max(SCREENING_LOG_SEARCH_MAX, `search must be at most ${SCREENING_LOG_SEARCH_MAX} characters`)
    .optional(),
  sort: z
    .enum(SCREENING_LOG_SORT_FIELDS, { message: `sort must be one of ${SCREENING_LOG_SORT_FIELDS.join(', ')}` })
    .optional(),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).optional(),
});
export type ScreeningLogFilter = z.infer<typeof screeningLogFilterSchema>;

export const screeningLogQuerySchema = screeningLogFilterSchema.extend({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .optional(),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .refine((n) => (SCREENING_LOG_PAGE_SIZES as readonly number[]).includes(n), {
      message: `pageSize must be one of ${SCREENING_LOG_PAGE_SIZES.join(', ')}`,
    })
    .optional(),
});
export type ScreeningLogQuery = z.infer<typeof screeningLogQuerySchema>;

export const screeningLogPageSchema = z.object({
  items: z.array(screeningLogSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ScreeningLogPage = z.infer<typeof screeningLogPageSchema>;

/** Spec 1 §7 "Screening logs export" columns, in order, and ours after them: the list versions used. */
export const SCREENING_LOG_CSV_COLUMNS = [
  'Customer Name',
  'Email',
  'Is Match',
  'Screening Type',
  'Screening Date',
  'Lists',
] as const;

/** Spec 1 §7: "screening_logs" and the current date-time, e.g. screening_logs_2024-05-03_14-05-09.csv (UAE time). */
export function screeningLogCsvFileName(now: Date = new Date()): string {
  const stamp = formatLogTimestamp(now, { timeZone: EXPORT_TIME_ZONE }).replace(' ', '_').replaceAll(':', '-');
  return `screening_logs_${stamp}.csv`;
}

/** Spec 1 §2.7 and §8: the screen's texts. */
export const SCREENING_LOG_MESSAGES = {
  title: 'Screening Logs',
  loading: 'Loading...',
  error: 'Failed to fetch screening logs',
  empty: 'No screening logs available',
  noResults: 'No results',
  download: 'Download All',
  /** Ours: the spec's export is made in the browser and cannot fail on the way. */
  exportFailed: 'The screening logs export failed. Please try again.',
} as const;

/** Texts of the Scan API's refusals (not in the spec's catalogue; ours, named after its dialog). */
export const SCAN_MESSAGES = {
  balanceExhausted:
    'Insufficient Screening Count: your organisation has no screenings left. Please contact your platform administrator to add more.',
  noListLoaded:
    'No watchlist is loaded, so names cannot be screened yet. Please ask your platform administrator to import the sanctions lists.',
} as const;

/** Where a list version came from (issue 3 "Where lists come from"; issue 10 adds the shipped baseline). */
export const WATCHLIST_ORIGINS = ['upload', 'folder', 'download', 'demo', 'baseline'] as const;
export type WatchlistOrigin = (typeof WATCHLIST_ORIGINS)[number];

/**
 * imported: a new version is in force; unchanged: the same content was already in force; rejected: the
 * file was refused; held: refused until the super user confirms it (a sharp drop in entries, or no end
 * marker: issue 10), its files kept; confirmed: a held import the super user confirmed.
 */
export const WATCHLIST_IMPORT_STATUSES = ['imported', 'unchanged', 'rejected', 'held', 'confirmed'] as const;
export type WatchlistImportStatus = (typeof WATCHLIST_IMPORT_STATUSES)[number];

/** A list version in force, as the Watchlists screen shows it. */
export const watchlistVersionSchema = z.object({
  id: z.string(),
  /** The list's name, e.g. "OFAC SDN" (the engine's sourceType; one version of each is in force). */
  listName: z.string(),
  /** Publisher: OFAC, UN, EU, UK, UAE, PEP, OPENSANCTIONS, DEMO. */
  source: z.string(),
  format: z.string(),
  /** The label named by health and by every screening result, e.g. "2024-05-03 #2". */
  version: z.string(),
  /** The list's own publication date as published (date or date-time), null when the file carries none. */
  publishedAt: z.string().nullable(),
  /** Whole days since publication (since the import when the file carries no date). */
  ageDays: z.number().int(),
  entries: z.number().int(),
  warnings: z.number().int(),
  origin: z.enum(WATCHLIST_ORIGINS),
  /** Base names only: the server's folders are never shown to the browser. */
  fileNames: z.array(z.string()),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
});
export type WatchlistVersion = z.infer<typeof watchlistVersionSchema>;

/** One import attempt, successful or not. */
export const watchlistImportSchema = z.object({
  id: z.string(),
  origin: z.enum(WATCHLIST_ORIGINS),
  status: z.enum(WATCHLIST_IMPORT_STATUSES),
  listName: z.string().nullable(),
  version: z.string().nullable(),
  entries: z.number().int().nullable(),
  fileNames: z.array(z.string()),
  /** For a rejected or held file: the reason, naming the file, line or element at fault. */
  message: z.string().nullable(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
  /** A held import the super user can still confirm (the list's version in force has not changed since). */
  confirmable: z.boolean(),
  /** For a confirmed import: who confirmed it and when. */
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
});
export type WatchlistImport = z.infer<typeof watchlistImportSchema>;

/** GET /api/watchlists (super user). */
export const watchlistOverviewSchema = z.object({
  lists: z.array(watchlistVersionSchema),
  imports: z.array(watchlistImportSchema),
  sources: z.object({
    upload: z.object({ enabled: z.literal(true) }),
    // WATCHLIST_DIR is named, never its path: the browser is not shown the server's filesystem.
    folder: z.object({ enabled: z.boolean() }),
    download: z.object({ enabled: z.boolean(), lastRunAt: z.string().nullable() }),
  }),
});
export type WatchlistOverview = z.infer<typeof watchlistOverviewSchema>;

/**
 * POST /api/watchlists/upload (multipart, field `files`, one file or the files of one OFAC CSV set; field
 * `confirm` = "true" imports a file that would otherwise be held). Also the answer of
 * POST /api/watchlists/imports/:id/confirm.
 */
export const watchlistUploadResultSchema = z.object({
  status: z.enum(['imported', 'unchanged']),
  list: watchlistVersionSchema,
  message: z.string(),
});
export type WatchlistUploadResult = z.infer<typeof watchlistUploadResultSchema>;

/** A rejected upload (422): the parser's message plus where it broke. */
export const watchlistRejectionSchema = z.object({
  code: z.literal(ERROR_CODES.listParseError),
  message: z.string(),
  fileName: z.string().nullable(),
  line: z.number().int().nullable(),
  element: z.string().nullable(),
});
export type WatchlistRejection = z.infer<typeof watchlistRejectionSchema>;

/** An upload held for confirmation (409): why, and the held import the super user may confirm. */
export const watchlistHeldSchema = z.object({
  code: z.literal('LIST_IMPORT_HELD'),
  message: z.string(),
  importId: z.string(),
  listName: z.string(),
});
export type WatchlistHeld = z.infer<typeof watchlistHeldSchema>;

/** The upload form's fields besides the files. */
export const watchlistUploadFieldsSchema = z.object({ confirm: z.enum(['true', 'false']).optional() });

/** Upload limits: the largest official list file (UN XML, UK CSV, OFAC sdn.csv) is a few megabytes. */
export const WATCHLIST_UPLOAD = { maxBytes: 100 * 1024 * 1024, maxFiles: 8 } as const;

export const WATCHLIST_MESSAGES = {
  imported: (listName: string, entries: number) => `${listName} imported: ${entries} entries are now in force.`,
  unchanged: (listName: string) => `${listName}: this file is already the version in force; nothing changed.`,
  noFile: 'Choose a list file to upload.',
  tooLarge: (fileName: string) => `${fileName} is larger than 100 MB.`,
  tooManyFiles: 'Upload one list at a time (at most 8 files, for an OFAC CSV set).',
  noList: 'No watchlist is loaded: screening cannot find anyone until a list is imported.',
  /** Issue 10: why an import is held, and what the super user is told. */
  heldDrop: (listName: string, entries: number, inForce: number, version: string) =>
    `${listName}: this file holds ${entries.toLocaleString('en-US')} entries, ${Math.round(
      (1 - entries / inForce) * 100,
    )} % fewer than the ${inForce.toLocaleString('en-US')} of the version in force (${version}). It may be cut short, so it was held, not imported. Confirm the import only if the publisher really removed these entries.`,
  heldNoEndMarker: (listName: string, fileName: string) =>
    `${listName}: ${fileName} does not end with the end-of-file marker (0x1A) that OFAC puts at the end of every complete CSV file. It may be cut short, so it was held, not imported. Confirm the import only if you know the file is complete.`,
  confirmed: (listName: string, entries: number) =>
    `${listName} imported after confirmation: ${entries} entries are now in force.`,
  heldNotFound: 'This import is not waiting for confirmation.',
  heldSuperseded: (listName: string) =>
    `${listName} has changed since this file was held; upload the file again if it should still replace the list.`,
} as const;
