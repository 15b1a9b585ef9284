import {
  SCAN_MESSAGES,
  type ScreeningLog,
  type ScreeningRequest,
  type ScreeningResponse,
  type ScreeningType,
} from '@aml/contracts';
import { screen } from '@aml/screening';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
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

export async function screeningLogs(db: Db, ctx: TenantContext): Promise<ScreeningLog[]> {
  const rows = await withTenant(db, ctx, (tx) => repo.listScreeningLogs(tx, ctx.tenantId));
  return rows.map((r) => ({ ...r, screeningDate: r.screeningDate.toISOString() }));
}
