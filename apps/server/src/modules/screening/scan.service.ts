import {
  SCAN_MESSAGES,
  type ScreeningLog,
  type ScreeningRequest,
  type ScreeningResponse,
  type ScreeningType,
} from '@aml/contracts';
import { screen } from '@aml/screening';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './scan.repo';

export interface ScanContext {
  tenantId: string;
  actorId: string;
  actorEmail: string;
}

export const SCAN_ERROR_CODES = {
  balanceExhausted: 'SCREENING_BALANCE_EXHAUSTED',
  noListLoaded: 'NO_WATCHLIST_LOADED',
} as const;

export type ScanService = ReturnType<typeof createScanService>;

export function createScanService(deps: AppDeps) {
  const { db, screening } = deps;

  /**
   * One screening (spec 3 §7 POST api/Scan/search). The search runs on the index in force, then the
   * charge and the screening log are one transaction: a refused charge writes no log and returns no
   * result, and a failed log write gives the screening back.
   */
  async function search(
    context: ScanContext,
    request: ScreeningRequest,
    screeningType: ScreeningType,
  ): Promise<ScreeningResponse> {
    const index = screening.current;
    // Screening against nothing would answer "no hits" for anyone: refuse, and charge nothing.
    if (index.lists.length === 0) throw new AppError(SCAN_ERROR_CODES.noListLoaded, 503, SCAN_MESSAGES.noListLoaded);
    const response = screen(index, request);
    await db.transaction(async (tx) => {
      const left = await repo.chargeOneScreening(tx, context.tenantId);
      if (left === null) throw new AppError(SCAN_ERROR_CODES.balanceExhausted, 402, SCAN_MESSAGES.balanceExhausted);
      await repo.insertScreeningLog(tx, {
        tenantId: context.tenantId,
        userId: context.actorId,
        userName: request.names,
        email: context.actorEmail,
        screeningCount: response.total_hits,
        screeningType,
        listVersions: response.list_versions,
      });
    });
    return response;
  }

  async function screeningCount(tenantId: string): Promise<{ maxScreeningCount: number }> {
    const left = await repo.screeningBalance(db, tenantId);
    if (left === null) throw notFound();
    return { maxScreeningCount: left };
  }

  async function screeningLogs(tenantId: string): Promise<ScreeningLog[]> {
    const rows = await repo.listScreeningLogs(db, tenantId);
    return rows.map((r) => ({ ...r, screeningDate: r.screeningDate.toISOString() }));
  }

  return { search, screeningCount, screeningLogs };
}
