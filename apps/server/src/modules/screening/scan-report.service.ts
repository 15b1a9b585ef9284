import {
  BATCH_SCREENING_KIND,
  BATCH_SCREENING_MESSAGES,
  type BatchScanReportRequest,
  batchScreeningPayloadSchema,
  batchScreeningResultSchema,
  ERROR_CODES,
  type QuickScanReportRequest,
  SCREENING_BATCH_MAX_ROWS,
  type ScanReportRequest,
  type ScanReportResponse,
} from '@aml/contracts';
import type { AppDeps } from '../../app-deps';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import { renderPdf } from '../../lib/pdf';
import { reportTenant } from '../client-details/report-tenant';
import { type BatchItemRow, type BatchRow, findBatch, listItems } from '../jobs/batches.repo';
import {
  type BatchReportBatch,
  type BatchReportRecord,
  batchRecordScanReport,
  batchScanReport,
  quickScanReport,
  type ScanReportContext,
} from './scan-report';

/**
 * POST api/Scan/report (spec 3 §7): a screening's PDF, as base64. Read-only: nothing is charged, logged or
 * audited. A quick screening's report is made from the answer the screen sends back; a batch's from the
 * batch's stored results, read in the caller's tenant scope.
 */

type Deps = Pick<AppDeps, 'db'>;

const UNREADABLE = 'the stored record or its result could not be read';

export async function scanReport(
  deps: Deps,
  ctx: TenantContext,
  request: ScanReportRequest,
  now = new Date(),
): Promise<ScanReportResponse> {
  const doc =
    'batchId' in request ? await batchReport(deps, ctx, request, now) : await quickReport(deps, ctx, request, now);
  return { pdf_base64: (await renderPdf(doc)).toString('base64') };
}

const reportContext = (ctx: TenantContext, request: ScanReportRequest, now: Date) =>
  ({ reportType: request.reportType, generatedBy: ctx.actorEmail, now }) satisfies Omit<ScanReportContext, 'tenant'>;

async function quickReport(deps: Deps, ctx: TenantContext, request: QuickScanReportRequest, now: Date) {
  const tenant = await withTenant(deps.db, ctx, (tx) => reportTenant(tx, ctx.tenantId));
  const { searchData } = request;
  return quickScanReport(
    { tenant, ...reportContext(ctx, request, now) },
    {
      query: {
        name: request.name,
        entityType: searchData.entityType,
        dob: searchData.dob,
        gender: searchData.gender,
        fuzzyLevel: searchData.fuzzyLevel,
      },
      outcome: {
        results: request.results,
        totalHits: request.totalHits,
        timestamp: request.timestamp,
        list_versions: request.list_versions,
      },
      // The report is asked for by whoever holds the answer on their screen: the one who screened.
      screenedBy: ctx.actorEmail,
    },
  );
}

async function batchReport(deps: Deps, ctx: TenantContext, request: BatchScanReportRequest, now: Date) {
  const { tenant, batch, items } = await withTenant(deps.db, ctx, async (tx) => {
    const batch = await findBatch(tx, ctx.tenantId, request.batchId);
    // Another tenant's batch, or a batch of another kind (onboarding, monitoring), is not a screening batch.
    if (!batch || batch.kind !== BATCH_SCREENING_KIND) throw notFound(BATCH_SCREENING_MESSAGES.batchNotFound);
    if (request.seq === undefined && batch.total > SCREENING_BATCH_MAX_ROWS)
      throw new AppError(
        ERROR_CODES.validation,
        400,
        `A batch report covers at most ${SCREENING_BATCH_MAX_ROWS} records; this batch holds ${batch.total}. Ask for one record's report instead.`,
      );
    // seq runs 1..total in the batch's order, so the seq-th item of a one-item page is the record asked for.
    const page =
      request.seq === undefined ? { page: 1, pageSize: SCREENING_BATCH_MAX_ROWS } : { page: request.seq, pageSize: 1 };
    const listed = await listItems(tx, ctx.tenantId, batch.id, page);
    return { tenant: await reportTenant(tx, ctx.tenantId), batch, items: listed.rows };
  });
  const rc: ScanReportContext = { tenant, ...reportContext(ctx, request, now) };
  if (request.seq === undefined) return batchScanReport(rc, batchOf(batch), items.map(recordOf));
  const item = items[0];
  if (!item || item.seq !== request.seq) throw notFound(`Record ${request.seq} is not in this batch`);
  return batchRecordScanReport(rc, batchOf(batch), recordOf(item));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function batchOf(row: BatchRow): BatchReportBatch {
  return {
    label: row.label,
    status: row.status,
    total: row.total,
    screened: row.doneCount + row.failedCount,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    error: row.error,
  };
}

/** An item as the report shows it; what cannot be parsed is reported as the record's error, not thrown. */
function recordOf(item: BatchItemRow): BatchReportRecord {
  const payload = batchScreeningPayloadSchema.safeParse(item.payload);
  const result = item.status === 'done' ? batchScreeningResultSchema.safeParse(item.result) : null;
  const record = payload.success ? payload.data.record : null;
  return {
    seq: item.seq,
    row: payload.success ? payload.data.row : null,
    query: record
      ? {
          name: record.names,
          entityType: record.entityType,
          dob: record.dob,
          gender: record.gender,
          fuzzyLevel: record.fuzzyLevel,
        }
      : null,
    status: item.status,
    outcome: result?.success ? result.data : null,
    error:
      item.status === 'failed'
        ? (item.error ?? 'unknown error')
        : !payload.success || result?.success === false
          ? UNREADABLE
          : null,
  };
}
