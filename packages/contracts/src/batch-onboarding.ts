import { z } from 'zod';
import { JOB_BATCH_ITEM_STATUSES } from './jobs';
import { INDIVIDUAL_BATCH_MAX_ROWS, MB } from './options/limits';
import { INDIVIDUAL_BATCH_HEADERS } from './schemas/individual-batch';
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
 * Individual batch onboarding as a server job (issue 14; spec 2 §2.6, §2.7, §4.7, §5.3, §8, §9.1; decision 111).
 * The spec's browser loop (one POST quick-onboard per record, 300 ms apart, state in local storage for 24 hours)
 * becomes a batch of the job runner, like batch screening (decision 110): the browser uploads the workbook, the
 * server checks it again with the rules of §5.3 (`parseIndividualBatchSheet`), and one job onboards each row
 * exactly once through the quick-onboard service. Paths below /api/IndividualUser/batch are ours.
 */

/** The job runner's batch kind. */
export const BATCH_ONBOARDING_KIND = 'batch-onboarding-individual';

/** Spec 2 §9.1: the batch's state (here: its results) is kept 24 hours, then removed. */
export const BATCH_ONBOARDING_KEEP_HOURS = 24;
/** Ours: the results screen polls the batch every second while it runs. */
export const BATCH_ONBOARDING_POLL_MS = 1000;
/**
 * Spec 2 §9.1: at most 1000 rows. The largest workbook accepted is ours: 1000 rows of 13 short cells is about
 * 100 KB; 5 MB leaves room for formatting and bounds what one upload may cost to inflate.
 */
export const BATCH_ONBOARDING_FILE = { maxBytes: 5 * MB, maxRecords: INDIVIDUAL_BATCH_MAX_ROWS } as const;

/** The template's name (spec 2 §7 "an individual onboarding Excel template"; the name is ours). */
export const BATCH_ONBOARDING_TEMPLATE_NAME = 'IndividualOnboardingTemplate.xlsx';

/** Spec 2 §4.7 and §8, verbatim, and ours (named) where the server refuses a file or a batch. */
export const BATCH_ONBOARDING_MESSAGES = {
  // Spec 2 §4.7 / §8.
  userOnboarded: 'User onboarded',
  completed: 'Batch onboarding completed',
  viewResults: 'View Results',
  expired: 'Batch state expired',
  restoreFailed: 'Failed to restore batch state',
  noRecords: 'No batch records found',
  duplicate: 'Duplicate user',
  onboardingFailed: (message: string) => `Onboarding failed: ${message}`,
  unknownError: 'Onboarding failed: Unknown error',
  recordToast: (firstName: string, lastName: string, message: string) => `${firstName} ${lastName}: ${message}`,
  progress: (firstName: string, lastName: string, n: number, total: number) =>
    `Processing ${firstName} ${lastName} (${n} of ${total})...`,
  performAnother: 'Perform Another Batch',
  // Ours, each shown after "Error parsing file: " (spec 2 §5.3).
  notWorkbook: 'the file is not an Excel workbook (.xlsx)',
  tooLarge: 'the file is larger than 5 MB',
  tooBig: 'the workbook expands to more data than an onboarding file can hold',
  tooManyRows: (rows: number, firstOver: string) =>
    `the file holds ${rows} records and at most ${INDIVIDUAL_BATCH_MAX_ROWS} can be onboarded in one batch (${firstOver}). Split it into files of ${INDIVIDUAL_BATCH_MAX_ROWS} records or fewer.`,
  // Ours: refusals of the batch and of one record.
  noFile: 'Choose a .xlsx file to upload',
  batchNotFound: 'Batch not found',
  noList:
    'No sanctions list is loaded, so the customers cannot be screened. Ask your platform administrator to import the lists, then start the batch again.',
  balanceShort: (records: number, balance: number) =>
    `Insufficient Screening Count: the file holds ${records} records and your organisation has ${balance} screenings left. Ask your platform administrator to add more, or split the file.`,
  recordBalanceShort:
    'Onboarding failed: your organisation has no screenings left. Ask your platform administrator for more screenings, then onboard this customer again.',
  recordNoList: 'Onboarding failed: no sanctions list is loaded to screen this customer against.',
} as const;

/** One row as onboarded: the quick-onboard body (spec 2 §3.3) without files, as the row parser makes it. */
export const batchOnboardingRecordSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  residentialStatus: z.string(),
  contactNo: z.string(),
  address: z.string(),
  idType: z.string(),
  idNo: z.string(),
  idIssuedDate: z.string().nullable(),
  idExpiryDate: z.string().nullable(),
  nationality: z.string(),
  fuzzyLevel: z.string(),
});
export type BatchOnboardingRecord = z.infer<typeof batchOnboardingRecordSchema>;

/** What each batch item stores (the job's payload): the record and the workbook row it came from. */
export const batchOnboardingPayloadSchema = uploadBatchPayloadSchema(batchOnboardingRecordSchema);
export type BatchOnboardingPayload = z.infer<typeof batchOnboardingPayloadSchema>;

/**
 * POST /api/IndividualUser/batch/preview (multipart, field `file`): the workbook checked by the rules of spec 2
 * §5.3, nothing stored or charged. `skipped` is the n of 'Skipped n invalid row(s)'; `maxScreeningCount` lets the
 * screen warn before starting (each customer takes one screening).
 */
export const batchOnboardingPreviewSchema = z.object({
  fileName: z.string(),
  records: z.array(batchOnboardingPayloadSchema),
  /** "Row n: ..." messages of the rows skipped. */
  rowErrors: z.array(z.string()),
  skipped: z.number().int().min(0),
  /** "Loaded n valid records" or "No valid records found". */
  summary: z.string(),
  maxScreeningCount: z.number().int().min(0),
});
export type BatchOnboardingPreview = z.infer<typeof batchOnboardingPreviewSchema>;

/**
 * POST /api/IndividualUser/batch (multipart, field `file`): the workbook checked again and started as a job.
 * Answer: the batch's summary (201).
 */
export const batchOnboardingSummarySchema = uploadBatchSummaryBase.extend({
  /** Customers onboarded by this batch whose screening found a hit (status In Review). */
  inReview: z.number().int(),
});
export type BatchOnboardingSummary = z.infer<typeof batchOnboardingSummarySchema>;

/** What onboarding one row made: the customer (spec 2 §3.1 userId, customerId, status) and its screening's hits. */
export const batchOnboardingResultSchema = z.object({
  userId: z.string(),
  customerId: z.string(),
  /** Quick Onboarded, or In Review when the screening found a hit. */
  status: z.string(),
  totalHits: z.number().int().min(0),
  /** 'User onboarded' (spec 2 §4.7). */
  message: z.string(),
});
export type BatchOnboardingResult = z.infer<typeof batchOnboardingResultSchema>;

/**
 * Spec 2 §3.10 "Individual batch item": record, status, message, timestamp, submittedData; in our words. The
 * error says why the row was not onboarded: 'Duplicate user', 'Onboarding failed: ...'.
 */
export const batchOnboardingItemSchema = uploadBatchItemSchema(
  batchOnboardingRecordSchema,
  batchOnboardingResultSchema,
);
export type BatchOnboardingItem = z.infer<typeof batchOnboardingItemSchema>;

export const BATCH_ONBOARDING_PAGE = UPLOAD_BATCH_PAGE;

/** GET /api/IndividualUser/batch/{id}?page&pageSize&status: the batch's progress and one page of its rows. */
export const batchOnboardingQuerySchema = uploadBatchPageQuery.extend({
  /** Only the rows in this state (the failed ones, to see what to fix). */
  status: z.enum(JOB_BATCH_ITEM_STATUSES, { message: 'status must be pending, done or failed' }).optional(),
});
export type BatchOnboardingQuery = z.infer<typeof batchOnboardingQuerySchema>;

export const batchOnboardingProgressSchema = uploadBatchProgressSchema(
  batchOnboardingSummarySchema,
  batchOnboardingItemSchema,
);
export type BatchOnboardingProgress = z.infer<typeof batchOnboardingProgressSchema>;

/**
 * GET /api/IndividualUser/batch/current: the caller's latest batch that is still running, or started within
 * 24 hours and not discarded (spec 2 §4.7: opening the upload page then goes to the results). Null otherwise.
 */
export const currentBatchOnboardingSchema = currentUploadBatchSchema(batchOnboardingSummarySchema);

export const batchOnboardingParamsSchema = uploadBatchParamsSchema;

/*
 * Other calls of the batch (ours):
 * - POST /api/IndividualUser/batch/{id}/discard: Perform Another Batch. Stops a running batch (the row in
 *   progress finishes) and hides it from the screen; the customers already onboarded stay.
 * - GET /api/IndividualUser/batch/{id}/results.xlsx: one row per record with its outcome.
 * - GET /api/IndividualUser/batch/template: the template, the 13 headers of spec 2 §5.3.
 */
export const BATCH_ONBOARDING_RESULTS_COLUMNS = [
  'Row',
  ...INDIVIDUAL_BATCH_HEADERS.filter((header) => header !== 'Country Code'),
  'Outcome',
  'Customer ID',
  'Customer Status',
  'Hits',
] as const;
