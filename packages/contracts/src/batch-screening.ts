import { z } from 'zod';
import { MB, SCREENING_BATCH_MAX_ROWS } from './options/limits';
import { dateOfBirthSchema, foundRecordSchema, listVersionSchema } from './screening-wire';
import {
  currentUploadBatchSchema,
  UPLOAD_BATCH_PAGE,
  uploadBatchItemSchema,
  uploadBatchPageQuery,
  uploadBatchParamsSchema,
  uploadBatchPayloadSchema,
  uploadBatchProgressSchema,
  uploadBatchSummaryBase,
} from './upload-batch';

/**
 * Batch screening as a server job (issue 13; spec 3 §2, §4 "Batch screening", §5 "Batch file", §8 "Batch").
 * The spec's browser loop (a record every 500 ms, state in local storage) becomes a batch of the job runner:
 * the browser uploads the workbook, the server validates it again, and one job screens, charges and logs each
 * record exactly once. Paths below /api/Scan/batch are ours; the spec shows no server calls for a batch
 * beyond one POST api/Scan/search per record.
 */

/** The job runner's batch kind. */
export const BATCH_SCREENING_KIND = 'batch-screening';

/** Spec 3 §9: a batch's state (here: its results) is kept 24 hours, then removed. */
export const BATCH_SCREENING_KEEP_HOURS = 24;
/** Spec 3 §4 step 4: the stored state is polled every second. */
export const BATCH_SCREENING_POLL_MS = 1000;
/**
 * Ours: the largest workbook accepted. 1000 rows of five short cells is about 40 KB; 5 MB leaves room for
 * formatting and still bounds what a single upload may cost to inflate.
 */
export const BATCH_SCREENING_FILE = { maxBytes: 5 * MB, maxRecords: SCREENING_BATCH_MAX_ROWS } as const;

/** Spec 3 §8 "Batch", verbatim, and ours (named) where the server refuses a workbook. */
export const BATCH_SCREENING_MESSAGES = {
  noRecords: 'No batch records found',
  expired: 'Batch state expired',
  parseError: (message: string) => `Error parsing file: ${message}`,
  processingFailed: (message: string) => `Batch processing failed: ${message}`,
  unexpected: 'An unexpected error occurred during processing',
  discarded: 'Batch discarded',
  completed: 'Batch processing completed',
  recordError: (message: string) => `Error: ${message}`,
  // Ours, each shown after "Error parsing file: ".
  notWorkbook: 'the file is not an Excel workbook (.xlsx)',
  tooLarge: 'the file is larger than 5 MB',
  tooBig: 'the workbook expands to more data than a screening file can hold',
  noFile: 'Choose a .xlsx file to upload',
  limitInvalid: 'limit must be a whole number of records, 1 or more',
  batchNotFound: 'Batch not found',
} as const;

/** A batch screening record (spec 3 §3), as parsed from a row. */
export const screeningBatchRecordSchema = z.object({
  names: z.string().min(1).max(300),
  entityType: z.enum(['Individual', 'Entity']),
  dob: z.union([dateOfBirthSchema, z.literal('')]),
  gender: z.enum(['', 'male', 'female']),
  fuzzyLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/** What each batch item stores (the job's payload): the record and the workbook row it came from. */
export const batchScreeningPayloadSchema = uploadBatchPayloadSchema(screeningBatchRecordSchema);
export type BatchScreeningPayload = z.infer<typeof batchScreeningPayloadSchema>;

/**
 * POST /api/Scan/batch/preview (multipart, field `file`): the workbook checked by the rules of spec 3 §5,
 * nothing charged or stored. `maxScreeningCount` lets the screen offer the Insufficient Screening Count
 * dialog before anything starts.
 */
export const batchScreeningPreviewSchema = z.object({
  fileName: z.string(),
  records: z.array(screeningBatchRecordSchema),
  /** "Row N: ..." messages of the rows skipped. */
  rowErrors: z.array(z.string()),
  /** "Loaded N valid records" or "No valid records found". */
  summary: z.string(),
  maxScreeningCount: z.number().int().min(0),
});
export type BatchScreeningPreview = z.infer<typeof batchScreeningPreviewSchema>;

/**
 * POST /api/Scan/batch (multipart: `file`, optional `limit`): the workbook validated again and started as a
 * job. `limit` processes only the first N valid records (spec 3 §4: "process only the first maxScreeningCount
 * records"). Answer: the batch's summary (201).
 */
export const batchScreeningSummarySchema = uploadBatchSummaryBase.extend({
  /** Records with at least one hit, among those done. */
  matched: z.number().int(),
});
export type BatchScreeningSummary = z.infer<typeof batchScreeningSummarySchema>;

/** What one record's screening answered (spec 3 §3 "Result per record"; the record itself is beside it). */
export const batchScreeningResultSchema = z.object({
  results: z.array(foundRecordSchema),
  totalHits: z.number().int().min(0),
  timestamp: z.string(),
  list_versions: z.array(listVersionSchema),
});
export type BatchScreeningResult = z.infer<typeof batchScreeningResultSchema>;

/** One record; its error says why it could not be screened (no balance left, no list loaded …), shown as "Error: ...". */
export const batchScreeningItemSchema = uploadBatchItemSchema(screeningBatchRecordSchema, batchScreeningResultSchema);
export type BatchScreeningItem = z.infer<typeof batchScreeningItemSchema>;

export const BATCH_SCREENING_PAGE = UPLOAD_BATCH_PAGE;

/** GET /api/Scan/batch/{id}?page&pageSize&matched: the batch's progress and one page of its records. */
export const batchScreeningQuerySchema = uploadBatchPageQuery.extend({
  /** Only the records with hits ('true') or without ('false'). */
  matched: z.enum(['true', 'false']).optional(),
});
export type BatchScreeningQuery = z.infer<typeof batchScreeningQuerySchema>;

export const batchScreeningProgressSchema = uploadBatchProgressSchema(
  batchScreeningSummarySchema,
  batchScreeningItemSchema,
);
export type BatchScreeningProgress = z.infer<typeof batchScreeningProgressSchema>;

/**
 * GET /api/Scan/batch/current: the caller's latest batch that is still running, or finished within 24 hours
 * and not discarded (spec 3 §2: opening batch screening then goes to the results). `batch` is null otherwise.
 */
export const currentBatchScreeningSchema = currentUploadBatchSchema(batchScreeningSummarySchema);

export const batchScreeningParamsSchema = uploadBatchParamsSchema;

/*
 * Other calls of the batch (ours):
 * - POST /api/Scan/batch/{id}/discard: stops a running batch (the record in progress finishes) and hides it
 *   from the screen (Perform Another Scan, Discard). The screening logs and charges already made stay.
 * - GET /api/Scan/batch/{id}/results.xlsx: one row per record with its hit count and top hits.
 * - GET /api/Scan/batch/template: ScreeningTemplate.xlsx, the five headers of spec 3 §5.
 */
export const BATCH_RESULTS_WORKBOOK_COLUMNS = [
  'Row',
  'Customer Type',
  'Name',
  'Date of Birth',
  'Gender',
  'Fuzzy Search',
  'Status',
  'Hits',
  'Top Hits',
  'Lists',
  'Screened At (UAE time)',
] as const;
