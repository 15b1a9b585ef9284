import {
  EXPORT_TIME_ZONE,
  formatLogTimestamp,
  isMatchLabel,
  type ListVersionInForce,
  listVersionLabel,
  listVersionSchema,
  SCAN_MESSAGES,
  SCREENING_LOG_CSV_COLUMNS,
  SCREENING_LOG_PAGE_PARAMETERS,
  type ScreeningLog,
  type ScreeningLogFilter,
  type ScreeningLogPage,
  type ScreeningLogQuery,
  type ScreeningRequest,
  type ScreeningResponse,
  type ScreeningType,
  screeningTypeLabel,
} from '@aml/contracts';
import { screen } from '@aml/screening';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import { csvCell, csvFile, csvTextCell } from '../../lib/csv';
import * as repo from './scan.repo';

export const SCAN_ERROR_CODES = {
  balanceExhausted: 'SCREENING_BALANCE_EXHAUSTED',
  noListLoaded: 'NO_WATCHLIST_LOADED',
} as const;

/**
 * One screening (spec 3 §7 POST api/Scan/search). The search runs on the index in force, then the
 * charge and the screening log are one transaction in the tenant's scope: a refused charge writes no
 * log and returns no result, and a failed log write gives the screening back.
 */
export async function searchScreening(
  deps: Pick<AppDeps, 'db' | 'screening'>,
  ctx: TenantContext,
  request: ScreeningRequest,
  screeningType: ScreeningType,
): Promise<ScreeningResponse> {
  const index = deps.screening.current;
  // Screening against nothing would answer "no hits" for anyone: refuse, and charge nothing.
  if (index.lists.length === 0) throw new AppError(SCAN_ERROR_CODES.noListLoaded, 503, SCAN_MESSAGES.noListLoaded);
  const response = screen(index, request);
  await withTenant(deps.db, ctx, (tx) => chargeAndLog(tx, ctx, request, response, screeningType));
  return response;
}

/**
 * Takes one screening from the balance and writes its log, inside the caller's transaction (the quick
 * screening's own, or a batch item's: the item's mark commits with them, so a retried item never charges
 * twice). No balance left: the AppError the batch shows as the record's error, and nothing is written.
 */
export async function chargeAndLog(
  tx: Tx,
  ctx: TenantContext,
  request: Pick<ScreeningRequest, 'names'>,
  response: Pick<ScreeningResponse, 'total_hits' | 'list_versions'>,
  screeningType: ScreeningType,
): Promise<void> {
  const left = await repo.chargeOneScreening(tx, ctx.tenantId);
  if (left === null) throw new AppError(SCAN_ERROR_CODES.balanceExhausted, 402, SCAN_MESSAGES.balanceExhausted);
  await repo.insertScreeningLog(tx, {
    tenantId: ctx.tenantId,
    userId: ctx.actorId,
    userName: request.names,
    email: ctx.actorEmail ?? '',
    screeningCount: response.total_hits,
    screeningType,
    listVersions: response.list_versions,
  });
}

export async function screeningCount(db: Db, ctx: TenantContext): Promise<{ maxScreeningCount: number }> {
  const left = await withTenant(db, ctx, (tx) => repo.screeningBalance(tx, ctx.tenantId));
  if (left === null) throw notFound();
  return { maxScreeningCount: left };
}

/**
 * The stored list versions as the contract names them. The column holds what each screening answered;
 * an element that does not have that shape is left out rather than failing the whole list.
 */
function listVersionsOf(stored: unknown): ListVersionInForce[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = listVersionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const toScreeningLog = (row: repo.ListedScreeningLog): ScreeningLog => ({
  id: row.id,
  userName: row.userName,
  email: row.email,
  screeningCount: row.screeningCount,
  screeningType: row.screeningType,
  screeningDate: row.screeningDate.toISOString(),
  listVersions: listVersionsOf(row.listVersions),
});

/** GET /api/Scan/screening-logs without parameters: every log of the tenant, newest first (spec 1 §7). */
export async function screeningLogs(db: Db, ctx: TenantContext): Promise<ScreeningLog[]> {
  const rows = await withTenant(db, ctx, (tx) => repo.listScreeningLogs(tx, ctx.tenantId));
  return rows.map(toScreeningLog);
}

/** Any of these parameters makes the logs call answer a page rather than the spec's plain array. */
export const isScreeningLogPageQuery = (query: Record<string, unknown>) =>
  SCREENING_LOG_PAGE_PARAMETERS.some((p) => query[p] !== undefined);

const DEFAULT_PAGE_SIZE = 10;

/** GET /api/Scan/screening-logs with parameters: one page of the filtered, sorted logs (issue 13). */
export async function screeningLogPage(
  db: Db,
  ctx: TenantContext,
  query: ScreeningLogQuery,
): Promise<ScreeningLogPage> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { rows, total } = await withTenant(db, ctx, (tx) =>
    repo.pageScreeningLogs(tx, ctx.tenantId, query, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  return {
    items: rows.map(toScreeningLog),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * GET /api/Scan/screening-logs/export.csv: every log of the filter in list order, with the columns of spec 1
 * §7 (dates yyyy-MM-dd HH:mm:ss in UAE time, as every server export writes them) and the lists used.
 */
export async function exportScreeningLogsCsv(db: Db, ctx: TenantContext, filter: ScreeningLogFilter): Promise<string> {
  const rows = await withTenant(db, ctx, (tx) => repo.allScreeningLogs(tx, ctx.tenantId, filter));
  return csvFile(
    SCREENING_LOG_CSV_COLUMNS,
    rows.map((row) => [
      csvTextCell(row.userName),
      csvTextCell(row.email),
      isMatchLabel(row.screeningCount),
      csvCell(screeningTypeLabel(row.screeningType)),
      formatLogTimestamp(row.screeningDate, { timeZone: EXPORT_TIME_ZONE }),
      csvCell(listVersionsOf(row.listVersions).map(listVersionLabel).join('; ')),
    ]),
  );
}
