import {
  BATCH_SCREENING_KEEP_HOURS,
  BATCH_SCREENING_KIND,
  BATCH_SCREENING_MESSAGES,
  type BatchScreeningItem,
  type BatchScreeningPayload,
  type BatchScreeningPreview,
  type BatchScreeningQuery,
  type BatchScreeningResult,
  type BatchScreeningSummary,
  batchScreeningPayloadSchema,
  batchScreeningResultSchema,
  SCAN_MESSAGES,
  SCREENING_BATCH_MESSAGES,
} from '@aml/contracts';
import { screen } from '@aml/screening';
import type { AppDeps } from '../../app-deps';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, invalidField } from '../../lib/app-error';
import { type BatchDeps, createBatch } from '../jobs/batches.service';
import type { UploadBatchKind } from '../jobs/kind-batches.service';
import { uploadBatchItem, uploadBatchReads } from '../jobs/upload-batch.service';
import * as repo from './batch-screening.repo';
import { parseBatchFile } from './batch-screening-workbook';
import { screeningBalance } from './scan.repo';
import { chargeAndLog, SCAN_ERROR_CODES } from './scan.service';

/**
 * Batch screening as a job of the job runner (issue 13, docs/decisions/110-batch-screening-job.md). The file is
 * checked on upload, stored as one batch item per record, and screened by the `batch-screening` handler: each
 * record is screened, charged and logged (BatchScreening) in the item's own transaction, so a retried or
 * resumed job never charges or logs a record twice.
 */

type Deps = Pick<AppDeps, 'db' | 'screening'> & BatchDeps;

const SCREENING: UploadBatchKind = {
  kind: BATCH_SCREENING_KIND,
  keepMs: BATCH_SCREENING_KEEP_HOURS * 60 * 60 * 1000,
  notFoundMessage: BATCH_SCREENING_MESSAGES.batchNotFound,
};

/** The handler of one record; registered once per app (buildApp may run twice on one set of deps in tests). */
export function registerBatchScreening(deps: Pick<AppDeps, 'screening' | 'batchHandlers'>): void {
  if (deps.batchHandlers.has(BATCH_SCREENING_KIND)) return;
  deps.batchHandlers.register<unknown, BatchScreeningResult>(BATCH_SCREENING_KIND, async (item, tx, ctx) => {
    const { record } = batchScreeningPayloadSchema.parse(item.payload);
    const index = deps.screening.current;
    // The lists went away mid-batch (never expected in service): the record fails and says so, uncharged.
    if (index.lists.length === 0) throw new AppError(SCAN_ERROR_CODES.noListLoaded, 503, SCAN_MESSAGES.noListLoaded);
    const response = screen(index, record);
    await chargeAndLog(tx, ctx, record, response, 'BatchScreening');
    return {
      results: response.found_records,
      totalHits: response.total_hits,
      timestamp: response.timestamp,
      list_versions: response.list_versions,
    };
  });
}

export async function previewBatchScreening(
  deps: Pick<AppDeps, 'db'>,
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
): Promise<BatchScreeningPreview> {
  const parsed = await parseBatchFile(file.fileName, file.bytes);
  const balance = await withTenant(deps.db, ctx, (tx) => screeningBalance(tx, ctx.tenantId));
  return {
    fileName: file.fileName,
    records: parsed.records.map((r) => r.record),
    rowErrors: parsed.rowErrors,
    summary: parsed.summary,
    maxScreeningCount: balance ?? 0,
  };
}

/**
 * Checks the file again and starts it. `limit` takes only the first N records (spec 3 §4: the user chose to
 * process as many as the balance allows). Without it, a balance short of the records is refused before
 * anything starts: otherwise the tail of the file would fail record by record.
 */
export async function startBatchScreening(
  deps: Deps,
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
  limit: number | undefined,
): Promise<BatchScreeningSummary> {
  if (deps.screening.current.lists.length === 0)
    throw new AppError(SCAN_ERROR_CODES.noListLoaded, 503, SCAN_MESSAGES.noListLoaded);
  const parsed = await parseBatchFile(file.fileName, file.bytes);
  if (parsed.records.length === 0) throw invalidField('file', SCREENING_BATCH_MESSAGES.noValid);
  const records = limit === undefined ? parsed.records : parsed.records.slice(0, limit);
  const balance = (await withTenant(deps.db, ctx, (tx) => screeningBalance(tx, ctx.tenantId))) ?? 0;
  if (balance < records.length && limit === undefined)
    throw new AppError(
      'INSUFFICIENT_SCREENING_COUNT',
      402,
      `Insufficient Screening Count: the file holds ${records.length} records and your organisation has ${balance} screenings left. Process only the first ${balance} records, or ask your platform administrator to add more.`,
      { maxScreeningCount: balance, records: records.length },
    );
  const payloads: BatchScreeningPayload[] = records;
  const { id } = await createBatch(deps, ctx, {
    kind: BATCH_SCREENING_KIND,
    label: file.fileName,
    items: payloads.map((payload) => ({ idempotencyKey: `row-${payload.row}`, payload })),
  });
  return withTenant(deps.db, ctx, (tx) => batchScreeningReads.summary(tx, ctx, id));
}

/**
 * The shared reads (jobs/upload-batch.service.ts). Discard is Perform Another Scan / Discard: a running batch stops
 * (the record in progress finishes, the rest are never screened nor charged); logs and charges already made stay.
 * The expiry (spec 3 §9: 24 hours) removes the batch and its records, never the screening logs, charges or audit
 * events; it runs hourly as a job.
 */
export const batchScreeningReads = uploadBatchReads<BatchScreeningSummary, BatchScreeningItem, BatchScreeningQuery>({
  of: SCREENING,
  counts: async (tx, batch) => ({ matched: await repo.countMatched(tx, batch.id) }),
  itemOf: (row) => uploadBatchItem(row, batchScreeningPayloadSchema, batchScreeningResultSchema),
  page: (tx, tenantId, id, query) =>
    repo.listRecords(tx, tenantId, id, {
      ...query,
      matched: query.matched === undefined ? undefined : query.matched === 'true',
    }),
});

export const expireBatchScreenings = batchScreeningReads.expire;
