import {
  BATCH_ONBOARDING_KEEP_HOURS,
  BATCH_ONBOARDING_KIND,
  BATCH_ONBOARDING_MESSAGES,
  type BatchOnboardingItem,
  type BatchOnboardingPreview,
  type BatchOnboardingQuery,
  type BatchOnboardingResult,
  type BatchOnboardingSummary,
  batchOnboardingPayloadSchema,
  batchOnboardingResultSchema,
  ERROR_CODES,
  INDIVIDUAL_BATCH_MESSAGES,
} from '@aml/contracts';
import type { AppDeps } from '../../app-deps';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, invalidField } from '../../lib/app-error';
import { type BatchDeps, createBatch } from '../jobs/batches.service';
import type { UploadBatchKind } from '../jobs/kind-batches.service';
import { uploadBatchItem, uploadBatchReads } from '../jobs/upload-batch.service';
import { screeningBalance } from '../screening/scan.repo';
import * as repo from './batch-onboarding.repo';
import { parseOnboardingFile } from './batch-onboarding-workbook';
import { customerNumberLabel } from './customer-wire';
import { quickOnboardInTx } from './individuals.service';

/**
 * Individual batch onboarding as a job of the job runner (issue 14, docs/decisions/111-quick-and-batch-onboarding.md),
 * built like batch screening (decision 110). The file is checked on upload and stored as one batch item per row;
 * the `batch-onboarding-individual` handler onboards each row through the quick-onboard service inside the item's
 * own transaction, so the customer, its screening charge, its OnBoard log and the item's done-mark commit together:
 * a retried or resumed job never creates a second customer nor charges twice.
 */

type Deps = Pick<AppDeps, 'db' | 'screening'> & BatchDeps;

const M = BATCH_ONBOARDING_MESSAGES;

const ONBOARDING: UploadBatchKind = {
  kind: BATCH_ONBOARDING_KIND,
  keepMs: BATCH_ONBOARDING_KEEP_HOURS * 60 * 60 * 1000,
  notFoundMessage: M.batchNotFound,
};

/** The handler of one row; registered once per app (buildApp may run twice on one set of deps in tests). */
export function registerBatchOnboarding(deps: Pick<AppDeps, 'screening' | 'batchHandlers'>): void {
  if (deps.batchHandlers.has(BATCH_ONBOARDING_KIND)) return;
  deps.batchHandlers.register<unknown, BatchOnboardingResult>(BATCH_ONBOARDING_KIND, async (item, tx, ctx) => {
    const { row, record } = batchOnboardingPayloadSchema.parse(item.payload);
    // A duplicate (in the tenant, or earlier in this file) throws the 409 'Duplicate user' (spec 2 §8): the row
    // fails with that text and the batch goes on.
    const outcome = await quickOnboardInTx(deps, tx, ctx, { ...record, files: [] }, { batchId: ctx.batchId, row });
    if (outcome.refusal) {
      // Unlike the single call, the row is not kept Pending: its transaction rolls back, nothing is stored or
      // charged, and the row says why; a later batch of the same row is then not a duplicate.
      const message = outcome.refusal.status === 402 ? M.recordBalanceShort : M.recordNoList;
      throw new AppError(outcome.refusal.code, outcome.refusal.status, message);
    }
    const details = outcome.row.riskDetails ? (JSON.parse(outcome.row.riskDetails) as { total_hits?: number }) : {};
    return {
      userId: outcome.row.id,
      customerId: customerNumberLabel('IND', outcome.row.customerNumber),
      status: outcome.row.status,
      totalHits: details.total_hits ?? 0,
      message: M.userOnboarded,
    };
  });
}

export async function previewBatchOnboarding(
  deps: Pick<AppDeps, 'db'>,
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
): Promise<BatchOnboardingPreview> {
  const parsed = await parseOnboardingFile(file.fileName, file.bytes);
  const balance = await withTenant(deps.db, ctx, (tx) => screeningBalance(tx, ctx.tenantId));
  return {
    fileName: file.fileName,
    records: parsed.records,
    rowErrors: parsed.rowErrors,
    skipped: parsed.skipped,
    summary: parsed.summary,
    maxScreeningCount: balance ?? 0,
  };
}

/**
 * Checks the file again and starts it: one item per valid row, key `row-<n>`. Refused before anything starts when
 * no list is loaded (503) or the balance cannot screen every record (402): otherwise the tail of the file would
 * fail row by row.
 */
export async function startBatchOnboarding(
  deps: Deps,
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
): Promise<BatchOnboardingSummary> {
  if (deps.screening.current.lists.length === 0) throw new AppError(ERROR_CODES.noWatchlistLoaded, 503, M.noList);
  const parsed = await parseOnboardingFile(file.fileName, file.bytes);
  if (parsed.records.length === 0) throw invalidField('file', INDIVIDUAL_BATCH_MESSAGES.noValid);
  const balance = (await withTenant(deps.db, ctx, (tx) => screeningBalance(tx, ctx.tenantId))) ?? 0;
  if (balance < parsed.records.length)
    throw new AppError(ERROR_CODES.screeningBalanceExhausted, 402, M.balanceShort(parsed.records.length, balance), {
      maxScreeningCount: balance,
      records: parsed.records.length,
    });
  const { id } = await createBatch(deps, ctx, {
    kind: BATCH_ONBOARDING_KIND,
    label: file.fileName,
    items: parsed.records.map((payload) => ({ idempotencyKey: `row-${payload.row}`, payload })),
  });
  return withTenant(deps.db, ctx, (tx) => batchOnboardingReads.summary(tx, ctx, id));
}

/**
 * The shared reads (jobs/upload-batch.service.ts). Discard is Perform Another Batch (spec 2 §4.7): a running
 * batch stops (the row in progress finishes, the rest are never onboarded nor charged), the customers already
 * onboarded stay. The expiry (spec 2 §9.1: 24 hours) removes the batch and its rows, never the customers, logs,
 * charges or audit events; it runs hourly with batch screening's.
 */
export const batchOnboardingReads = uploadBatchReads<BatchOnboardingSummary, BatchOnboardingItem, BatchOnboardingQuery>(
  {
    of: ONBOARDING,
    counts: async (tx, batch) => ({ inReview: await repo.countInReview(tx, batch.id) }),
    itemOf: (row) => uploadBatchItem(row, batchOnboardingPayloadSchema, batchOnboardingResultSchema),
    page: repo.listRows,
  },
);

export const expireBatchOnboardings = batchOnboardingReads.expire;
