import {
  type FalseMatchReview,
  type FoundRecord,
  isoToDateOnly,
  type ListVersionInForce,
  toScreeningDob,
} from '@aml/contracts';
import { type ScreeningIndex, screen } from '@aml/screening';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { screeningLogs, tenants } from '../../db/schema';
import type { TenantContext } from '../../db/tenant-scope';

/** One name of a customer to screen: the individual, the company, or one partner. */
export interface NameToScreen {
  /** 'customer' for an individual, 'company' for the company, else the partner's key. */
  key: string;
  name: string;
  entityType: 'Individual' | 'Entity';
  /** Stored ISO date or date-only; sent to the engine as dd/mm/yyyy. */
  dateOfBirth?: string | null;
  /** Nationality or country of incorporation. */
  citizenship?: string | null;
  gender?: string | null;
}

/** One name's result as kept on the customer (spec 2 §3.9 fields). */
export interface NameScreening {
  key: string;
  name: string;
  timestamp: string;
  total_hits: number;
  found_records: FoundRecord[];
  list_versions: ListVersionInForce[];
  /** Set once held against the false-match memory (false-match-memory.ts). */
  false_match_review?: FalseMatchReview;
}

/** Every name of a submission screened against one index (the one in force when the request began). */
export interface ScreeningRun {
  results: NameScreening[];
  listVersions: ListVersionInForce[];
}

/**
 * Screens each name at the customer's fuzzy level, in memory, before anything is written (charging and
 * logging happen with the save, in its transaction). Null when no list is loaded: screening against
 * nothing would say "no hits" for anyone.
 */
export function screenNames(
  index: ScreeningIndex,
  names: readonly NameToScreen[],
  fuzzyLevel: string,
  now = new Date(),
): ScreeningRun | null {
  if (index.lists.length === 0) return null;
  const results = names.map((item) => screenName(index, item, fuzzyLevel, now));
  return { results, listVersions: index.lists.map((list) => ({ ...list })) as ListVersionInForce[] };
}

/**
 * One name screened at a fuzzy level, as onboarding screens it. `options` are ongoing monitoring's: only the
 * entries a list version added or changed, more hits looked through; onboarding never passes them.
 */
export function screenName(
  index: ScreeningIndex,
  item: NameToScreen,
  fuzzyLevel: string,
  now = new Date(),
  options: { limit?: number; onlyEntries?: ReadonlySet<number> } = {},
): NameScreening {
  const dob = item.dateOfBirth ? toScreeningDob(isoToDateOnly(item.dateOfBirth)) : '';
  const response = screen(
    index,
    {
      entityType: item.entityType,
      names: item.name,
      fuzzyLevel: Number(fuzzyLevel) as 0 | 1 | 2,
      ...(dob ? { dob } : {}),
      ...(item.gender ? { gender: item.gender } : {}),
      ...(item.citizenship ? { citizenship: item.citizenship } : {}),
    },
    { now, ...options },
  );
  return {
    key: item.key,
    name: item.name,
    timestamp: response.timestamp,
    total_hits: response.total_hits,
    found_records: response.found_records as FoundRecord[],
    list_versions: response.list_versions as ListVersionInForce[],
  };
}

/** Why a screening could not be charged: the balance left and what was needed. */
export interface ChargeRefused {
  needed: number;
  left: number;
}

/**
 * Charges one screening per name and writes one OnBoard screening log per name, inside the customer's
 * transaction. All or nothing: one conditional UPDATE takes every screening or none (the CHECK constraint
 * on the balance is the second wall), so a short balance charges nothing.
 */
export async function chargeAndLog(
  tx: Tx,
  ctx: TenantContext,
  results: readonly NameScreening[],
): Promise<ChargeRefused | null> {
  const needed = results.length;
  if (needed === 0) return null;
  const [charged] = await tx
    .update(tenants)
    .set({ maxScreeningCount: sql`${tenants.maxScreeningCount} - ${needed}` })
    .where(and(eq(tenants.id, ctx.tenantId), gte(tenants.maxScreeningCount, needed)))
    .returning({ left: tenants.maxScreeningCount });
  if (!charged) {
    const [row] = await tx
      .select({ left: tenants.maxScreeningCount })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId));
    return { needed, left: row?.left ?? 0 };
  }
  await tx.insert(screeningLogs).values(
    results.map((result) => ({
      tenantId: ctx.tenantId,
      userId: ctx.actorId,
      userName: result.name,
      email: ctx.actorEmail ?? '',
      screeningCount: result.total_hits,
      screeningType: 'OnBoard',
      listVersions: result.list_versions,
    })),
  );
  return null;
}
