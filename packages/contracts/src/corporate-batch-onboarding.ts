import { z } from 'zod';
import { corporateFieldsShape, partnerFieldsShape } from './customers';
import { JOB_BATCH_ITEM_STATUSES } from './jobs';
import { CORPORATE_BATCH_MAX_RECORDS, MB } from './options/limits';
import {
  currentUploadBatchSchema,
  uploadBatchItemSchema,
  uploadBatchPageQuery,
  uploadBatchParamsSchema,
  uploadBatchPayloadSchema,
  uploadBatchProgressSchema,
  uploadBatchSummaryBase,
} from './upload-batch';

/**
 * Corporate batch onboarding as a server job (issue 14; spec 2 §2.8, §2.9, §3.10, §4.8, §5.7, §8, §9.1; decision
 * 111). The spec's browser loop (one POST register-corporate-user per company, one retry on a failure other than
 * a duplicate, state in local storage for 24 hours) becomes a batch of the job runner: the server checks the
 * workbook with the rules of §5.7 (`parseCorporateBatchSheet`) and one job registers each company exactly once
 * through the registration service, retrying a failure once. Paths below /api/CorporateUser/batch are ours.
 */

export const CORPORATE_BATCH_KIND = 'batch-onboarding-corporate';
/** Spec 2 §4.8: the state (here: the results) is kept 24 hours. */
export const CORPORATE_BATCH_KEEP_HOURS = 24;
export const CORPORATE_BATCH_POLL_MS = 1000;
/** Spec 2 §9.1: at most 500 companies. 5 MB is ours, as for the individual file. */
export const CORPORATE_BATCH_FILE = { maxBytes: 5 * MB, maxRecords: CORPORATE_BATCH_MAX_RECORDS } as const;
/** Spec 2 §7 "a corporate onboarding Excel template"; the name is ours. */
export const CORPORATE_BATCH_TEMPLATE_NAME = 'CorporateOnboardingTemplate.xlsx';

/** Spec 2 §8 (corporate batch rows), verbatim, and ours (named) where the server refuses a file or a batch. */
export const CORPORATE_BATCH_ONBOARDING_MESSAGES = {
  success: (company: string) => `Successfully onboarded ${company}`,
  duplicate: (company: string) => `Duplicate user for ${company}`,
  failed: 'Failed to onboard user',
  retrying: (company: string) => `Retrying onboarding for ${company}`,
  // Ours.
  failedBecause: (reason: string) => `Failed to onboard user: ${reason}`,
  completed: 'Corporate batch onboarding completed',
  progress: (company: string, n: number, total: number) => `Processing ${company} (${n} of ${total})...`,
  performAnother: 'Perform Another Batch',
  noRecords: 'No batch records found',
  expired: 'Batch state expired',
  noFile: 'Choose a .xlsx file to upload',
  notWorkbook: 'Error processing file. Please check the file format. The file is not an Excel workbook (.xlsx).',
  tooLarge: 'Error processing file. Please check the file format. The file is larger than 5 MB.',
  tooBig: 'Error processing file. Please check the file format. The workbook expands to more data than it can hold.',
  noWorksheet: 'Error processing file. Please check the file format. The workbook has no worksheet.',
  batchNotFound: 'Batch not found',
  noList:
    'No sanctions list is loaded, so the companies cannot be screened. Ask your platform administrator to import the lists, then start the batch again.',
  balanceShort: (screenings: number, balance: number) =>
    `Insufficient Screening Count: the companies and their partners need ${screenings} screenings and your organisation has ${balance} left. Ask your platform administrator to add more, or split the file.`,
  recordBalanceShort:
    'your organisation has no screenings left. Ask your platform administrator for more screenings, then onboard this company again.',
  recordNoList: 'no sanctions list is loaded to screen this company against.',
} as const;

/** A partner as stored in a batch record (spec 2 §3.6, as the row parser makes it). */
export const corporateBatchPartnerSchema = z.object(partnerFieldsShape);

/**
 * Spec 2 §3.10 "Corporate batch record": the corporate payload (§3.5) as the row parser made it, without files
 * (a workbook carries none). countriesOfOperation is the registration's colon list.
 */
export const corporateBatchRecordSchema = z.object({
  ...corporateFieldsShape,
  remarks: z.string(),
  needsOnGoingScreening: z.boolean(),
  fuzzyLevel: z.string(),
  partners: z.array(corporateBatchPartnerSchema),
});
export type CorporateBatchOnboardingRecord = z.infer<typeof corporateBatchRecordSchema>;

export const corporateBatchPayloadSchema = uploadBatchPayloadSchema(corporateBatchRecordSchema);
export type CorporateBatchPayload = z.infer<typeof corporateBatchPayloadSchema>;

/**
 * POST /api/CorporateUser/batch/preview (multipart, field `file`): the workbook checked by the rules of spec 2
 * §5.7, nothing stored or charged. `screeningsNeeded` counts one screening per company and per partner.
 */
export const corporateBatchPreviewSchema = z.object({
  fileName: z.string(),
  records: z.array(corporateBatchPayloadSchema),
  /** "Row n: ..." messages of the rows skipped. */
  rowErrors: z.array(z.string()),
  /** 'All rows skipped due to errors: …' or 'Skipped rows: …', when rows were skipped. */
  skippedMessage: z.string().nullable(),
  screeningsNeeded: z.number().int().min(0),
  maxScreeningCount: z.number().int().min(0),
});
export type CorporateBatchPreview = z.infer<typeof corporateBatchPreviewSchema>;

export const corporateBatchSummarySchema = uploadBatchSummaryBase.extend({
  /** Companies registered whose company name or a partner had a hit (status In Review). */
  inReview: z.number().int(),
  /** Companies registered after one retry. */
  retried: z.number().int(),
});
export type CorporateBatchSummary = z.infer<typeof corporateBatchSummarySchema>;

/** What registering one company made: the customer, its partners' outcomes and whether it took a retry. */
export const corporateBatchResultSchema = z.object({
  corporateUserId: z.string(),
  customerId: z.string(),
  /** Onboarded, or In Review when the company or a partner had a hit. */
  status: z.string(),
  riskLabel: z.string().nullable(),
  totalHits: z.number().int().min(0),
  partners: z.array(z.object({ name: z.string(), status: z.string(), hits: z.number().int().min(0) })),
  /** Spec 2 §3.10 retryCount: 1 when the first attempt failed and the retry succeeded. */
  retryCount: z.number().int().min(0).max(1),
  /** 'Retrying onboarding for {company}' with the first attempt's reason, when it was retried. */
  retryReason: z.string().nullable(),
  /** 'Successfully onboarded {company}'. */
  message: z.string(),
});
export type CorporateBatchResult = z.infer<typeof corporateBatchResultSchema>;

/** One company; a failed one says 'Duplicate user for {company}' or 'Failed to onboard user: …'. */
export const corporateBatchItemSchema = uploadBatchItemSchema(corporateBatchRecordSchema, corporateBatchResultSchema);
export type CorporateBatchItem = z.infer<typeof corporateBatchItemSchema>;

export const corporateBatchQuerySchema = uploadBatchPageQuery.extend({
  status: z.enum(JOB_BATCH_ITEM_STATUSES, { message: 'status must be pending, done or failed' }).optional(),
});
export type CorporateBatchQuery = z.infer<typeof corporateBatchQuerySchema>;

export const corporateBatchProgressSchema = uploadBatchProgressSchema(
  corporateBatchSummarySchema,
  corporateBatchItemSchema,
);
export type CorporateBatchProgress = z.infer<typeof corporateBatchProgressSchema>;

export const currentCorporateBatchSchema = currentUploadBatchSchema(corporateBatchSummarySchema);

export const corporateBatchParamsSchema = uploadBatchParamsSchema;

/*
 * The calls, below /api/CorporateUser/batch (ours), as for the individual batch:
 * POST preview, POST (start, 201), GET template, GET current, GET {id}?page&pageSize&status,
 * POST {id}/discard (Perform Another Batch), GET {id}/results.xlsx.
 */
export const CORPORATE_BATCH_RESULTS_COLUMNS = [
  'Row',
  'Company Name',
  'Trade License No',
  'Country Of Incorporation',
  'Partners',
  'Outcome',
  'Customer ID',
  'Customer Status',
  'Risk',
  'Hits',
  'Retried',
] as const;
