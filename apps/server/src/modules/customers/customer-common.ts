import { ERROR_CODES, ONBOARDING_MESSAGES, type RiskDetails } from '@aml/contracts';
import type { RiskResult } from '@aml/risk';
import type { Tx } from '../../db/database';
import type { TenantContext } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { chargeAndLog, type NameScreening, type ScreeningRun } from './customer-screening';

/** Why a registration stayed Pending: the answer's status and code, and the user's words. */
export interface ScreeningRefusal {
  status: 402 | 503;
  code: string;
  message: string;
}

/** How the audit trail names the list versions a screening ran against ("OFAC SDN 2021-07-07 #1"). */
export const listVersionLabels = (
  versions: readonly { sourceType: string; version?: string | undefined }[] | undefined,
) => (versions ?? []).map((v) => `${v.sourceType} ${v.version ?? ''}`.trim());

/** The actor fields every audit event of a tenant-staff request carries. */
export const auditActor = (ctx: TenantContext) => ({
  tenantId: ctx.tenantId,
  actorId: ctx.actorId,
  actorEmail: ctx.actorEmail,
  ip: ctx.ip,
});

/**
 * Charges and logs a screening run inside the customer's transaction, or says why it cannot be: no list
 * loaded (run null) or a balance short of one screening per name. A new registration gets the refusal
 * back (it is kept Pending with the reason); an edit is refused whole by throwing, so the transaction
 * rolls back and a changed name is never stored unscreened.
 */
export async function chargeOrRefuse(
  tx: Tx,
  ctx: TenantContext,
  run: ScreeningRun | null,
  mode: 'new' | 'edit',
): Promise<ScreeningRefusal | null> {
  let refusal: ScreeningRefusal | null = null;
  if (!run) {
    refusal = {
      status: 503,
      code: ERROR_CODES.noWatchlistLoaded,
      message: mode === 'new' ? ONBOARDING_MESSAGES.noListPending : ONBOARDING_MESSAGES.noListEdit,
    };
  } else {
    const short = await chargeAndLog(tx, ctx, run.results);
    if (short) {
      refusal = {
        status: 402,
        code: ERROR_CODES.screeningBalanceExhausted,
        message:
          mode === 'new'
            ? ONBOARDING_MESSAGES.balanceShort(short.needed, short.left)
            : ONBOARDING_MESSAGES.balanceShortEdit(short.needed, short.left),
      };
    }
  }
  if (refusal && mode === 'edit') throw new AppError(refusal.code, refusal.status, refusal.message);
  return refusal;
}

/** The unique index of the duplicate rule refused the row (PostgreSQL 23505 on that index). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}

/** Spec 2 §8: the screens look for 'Duplicate user' in a 409. */
export const duplicateCustomer = () => new AppError(ERROR_CODES.conflict, 409, ONBOARDING_MESSAGES.duplicate);

/** Re-throws a duplicate-rule violation as the 409 the screens expect. */
export function rethrowDuplicate(constraint: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, constraint)) throw duplicateCustomer();
    throw error;
  };
}

/** Before/after of every field that changed, for the audit trail (ARCHITECTURE §4 "Audit"). */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changed.before[key] = before[key] ?? null;
      changed.after[key] = after[key] ?? null;
    }
  }
  return changed;
}

/** Spec 2 §3.9 riskDetails, with the list versions and the risk breakdown beside the screening result. */
export function buildRiskDetails(input: {
  screenings: readonly NameScreening[];
  fuzzyLevel: string;
  /** Null when no risk is assessed (a Quick Onboarded customer, spec 2 §4.1): stored as {}. */
  risk: RiskResult<unknown> | null;
  personWithHits?: RiskDetails['personWithHits'];
}): RiskDetails {
  const latest = [...input.screenings].sort((a, b) => b.timestamp.localeCompare(a.timestamp))[0];
  const reviews = input.screenings.flatMap((s) => (s.false_match_review ? [s.false_match_review] : []));
  const falseMatchReview = {
    remembered: reviews.flatMap((r) => r.remembered),
    changed: reviews.flatMap((r) => r.changed),
  };
  const reviewed = falseMatchReview.remembered.length + falseMatchReview.changed.length > 0;
  return {
    timestamp: latest?.timestamp ?? new Date().toISOString(),
    total_hits: input.screenings.reduce((sum, s) => sum + s.total_hits, 0),
    found_records: input.screenings.flatMap((s) => s.found_records),
    ...(input.personWithHits ? { personWithHits: input.personWithHits } : {}),
    list_versions: latest?.list_versions ?? [],
    fuzzyLevel: input.fuzzyLevel,
    risk: (input.risk ?? {}) as unknown as Record<string, unknown>,
    ...(reviewed ? { falseMatchReview } : {}),
  };
}
