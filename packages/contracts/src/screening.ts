import { z } from 'zod';
import { ERROR_CODES } from './errors';
import type { listVersionSchema } from './screening-wire';

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
});
export type ScreeningLog = z.infer<typeof screeningLogSchema>;
export const screeningLogsSchema = z.array(screeningLogSchema);

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
