import {
  CORPORATE_BATCH_KEEP_HOURS,
  CORPORATE_BATCH_KIND,
  CORPORATE_BATCH_MESSAGES,
  CORPORATE_BATCH_ONBOARDING_MESSAGES,
  type CorporateBatchItem,
  type CorporateBatchPreview,
  type CorporateBatchQuery,
  type CorporateBatchResult,
  type CorporateBatchSummary,
  type CorporateRegistration,
  corporateBatchPayloadSchema,
  corporateBatchResultSchema,
  ERROR_CODES,
} from '@aml/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/database';
import { jobBatchItems } from '../../db/schema';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, invalidField } from '../../lib/app-error';
import type { BatchContext } from '../jobs/batch-handlers';
import { type BatchDeps, createBatch } from '../jobs/batches.service';
import { countDoneWhere } from '../jobs/kind-batches.repo';
import type { UploadBatchKind } from '../jobs/kind-batches.service';
import { uploadBatchItem, uploadBatchReads } from '../jobs/upload-batch.service';
import { screeningBalance } from '../screening/scan.repo';
import { countInReview, listRows } from './batch-onboarding.repo';
import { parseCorporateFile } from './corporate-batch-workbook';
import { type NewCorporateOutcome, registerCorporateInTx } from './corporates.service';
import type { NameScreening } from './customer-screening';
import { customerNumberLabel } from './customer-wire';

/**
 * Corporate batch onboarding as a job of the job runner (issue 14; spec 2 §2.8, §2.9, §4.8, §5.7; decision 111),
 * built like the individual batch. The workbook is checked on upload and stored as one batch item per company;
 * the handler registers each company (and its partners) through the registration service inside the item's
 * transaction, so the company, its partners, their screenings, charges and OnBoard logs and the item's done-mark
 * commit together. Spec 2 §4.8's one retry on a failure other than a duplicate runs inside that transaction, each
 * attempt in its own savepoint: a failed attempt leaves nothing behind.
 */

type Deps = Pick<AppDeps, 'db' | 'screening'> & BatchDeps;

const M = CORPORATE_BATCH_ONBOARDING_MESSAGES;

const CORPORATE: UploadBatchKind = {
  kind: CORPORATE_BATCH_KIND,
  keepMs: CORPORATE_BATCH_KEEP_HOURS * 60 * 60 * 1000,
  notFoundMessage: M.batchNotFound,
};

const isDuplicate = (error: unknown) => error instanceof AppError && error.statusCode === 409;

/** Why an attempt failed, in words the item can carry. */
function reasonOf(error: unknown): string {
  return error instanceof AppError ? error.message : 'an unexpected error occurred';
}

/** The handler of one company; registered once per app (buildApp may run twice on one set of deps in tests). */
export function registerCorporateBatch(deps: Pick<AppDeps, 'screening' | 'batchHandlers'>): void {
  if (deps.batchHandlers.has(CORPORATE_BATCH_KIND)) return;
  deps.batchHandlers.register<unknown, CorporateBatchResult>(CORPORATE_BATCH_KIND, async (item, tx, ctx) => {
    const { row, record } = corporateBatchPayloadSchema.parse(item.payload);
    const company = record.companyName;
    const body: CorporateRegistration = { ...record, files: [], existingFiles: [], deletedFiles: [], status: '' };
    let retryReason: string | null = null;
    for (let attempt = 0; ; attempt += 1) {
      try {
        // A savepoint: a failed attempt (a broken statement aborts the transaction) is rolled back whole.
        const outcome = await tx.transaction((attemptTx) => registerOnce(deps, attemptTx, ctx, body, row));
        return resultOf(outcome, attempt, retryReason);
      } catch (error) {
        // Spec 2 §4.8: a duplicate is not retried.
        if (isDuplicate(error)) throw new AppError(ERROR_CODES.conflict, 409, M.duplicate(company));
        if (attempt === 0) {
          retryReason = `${M.retrying(company)}: the first attempt failed (${reasonOf(error)})`;
          continue;
        }
        // An unexpected error is left to the job runner, which logs it; the item reads 'Failed to onboard user'.
        if (!(error instanceof AppError)) throw error;
        throw new AppError(error.code, error.statusCode, M.failedBecause(error.message));
      }
    }
  });
}

async function registerOnce(
  deps: Pick<AppDeps, 'screening'>,
  tx: Tx,
  ctx: BatchContext,
  body: CorporateRegistration,
  row: number,
): Promise<NewCorporateOutcome> {
  const outcome = await registerCorporateInTx(deps, tx, ctx, body, { batchId: ctx.batchId, row });
  if (outcome.refusal) {
    // Unlike the single call the company is not kept Pending: the attempt rolls back, nothing is stored or
    // charged, and the item says why.
    const reason = outcome.refusal.status === 402 ? M.recordBalanceShort : M.recordNoList;
    throw new AppError(outcome.refusal.code, outcome.refusal.status, reason);
  }
  return outcome;
}

function resultOf(outcome: NewCorporateOutcome, attempt: number, retryReason: string | null): CorporateBatchResult {
  const partners = outcome.partners.map((partner) => ({
    name: partner.name,
    status: partner.status,
    hits: partner.hits ?? 0,
  }));
  const companyHits = (outcome.row.companyScreening as NameScreening | null)?.total_hits ?? 0;
  return {
    corporateUserId: outcome.row.id,
    customerId: customerNumberLabel('CORP', outcome.row.customerNumber),
    status: outcome.row.status,
    riskLabel: outcome.row.riskLabel,
    totalHits: companyHits + partners.reduce((sum, partner) => sum + partner.hits, 0),
    partners,
    retryCount: attempt,
    retryReason: attempt > 0 ? retryReason : null,
    message: M.success(outcome.row.companyName),
  };
}

export async function previewCorporateBatch(
  deps: Pick<AppDeps, 'db'>,
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
): Promise<CorporateBatchPreview> {
  const parsed = await parseCorporateFile(file.fileName, file.bytes);
  const balance = await withTenant(deps.db, ctx, (tx) => screeningBalance(tx, ctx.tenantId));
  return { fileName: file.fileName, ...parsed, maxScreeningCount: balance ?? 0 };
}

/**
 * Checks the file again and starts it: one item per valid company, key `row-<n>`. Refused before anything starts
 * when no list is loaded (503) or the balance cannot screen every company and partner (402).
 */
export async function startCorporateBatch(
  deps: Deps,
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
): Promise<CorporateBatchSummary> {
  if (deps.screening.current.lists.length === 0) throw new AppError(ERROR_CODES.noWatchlistLoaded, 503, M.noList);
  const parsed = await parseCorporateFile(file.fileName, file.bytes);
  if (parsed.records.length === 0) throw invalidField('file', CORPORATE_BATCH_MESSAGES.nothingToProcess);
  const balance = (await withTenant(deps.db, ctx, (tx) => screeningBalance(tx, ctx.tenantId))) ?? 0;
  if (balance < parsed.screeningsNeeded)
    throw new AppError(ERROR_CODES.screeningBalanceExhausted, 402, M.balanceShort(parsed.screeningsNeeded, balance), {
      maxScreeningCount: balance,
      screeningsNeeded: parsed.screeningsNeeded,
      records: parsed.records.length,
    });
  const { id } = await createBatch(deps, ctx, {
    kind: CORPORATE_BATCH_KIND,
    label: file.fileName,
    items: parsed.records.map((payload) => ({ idempotencyKey: `row-${payload.row}`, payload })),
  });
  return withTenant(deps.db, ctx, (tx) => corporateBatchReads.summary(tx, ctx, id));
}

const retried = sql`(${jobBatchItems.result}->>'retryCount')::int > 0`;

/** A failure the runner worded (an unexpected error) still reads as the spec's 'Failed to onboard user'. */
function withSpecWords(item: CorporateBatchItem): CorporateBatchItem {
  const { error } = item;
  if (error === null || error.startsWith(M.failed) || error === M.duplicate(item.record.companyName)) return item;
  return { ...item, error: M.failedBecause(error) };
}

/**
 * The shared reads (jobs/upload-batch.service.ts). Discard is Perform Another Batch: a running batch stops (the
 * company in progress finishes), the companies already registered stay. The expiry (24 hours) removes the batch
 * and its items, never the customers, logs, charges or audit events; it runs hourly with the other kinds'.
 */
export const corporateBatchReads = uploadBatchReads<CorporateBatchSummary, CorporateBatchItem, CorporateBatchQuery>({
  of: CORPORATE,
  counts: async (tx, batch) => ({
    inReview: await countInReview(tx, batch.id),
    retried: await countDoneWhere(tx, batch.id, retried),
  }),
  itemOf: (row) => withSpecWords(uploadBatchItem(row, corporateBatchPayloadSchema, corporateBatchResultSchema)),
  page: listRows,
});

export const expireCorporateBatches = corporateBatchReads.expire;
