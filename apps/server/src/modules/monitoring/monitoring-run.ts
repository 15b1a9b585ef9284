import type { MonitoringDelta } from '@aml/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { watchlistVersions } from '../../db/schema';
import { type TenantContext, withPlatform, withTenant } from '../../db/tenant-scope';
import { appendAudit } from '../audit/audit.repo';
import { findCorporate, listPartners } from '../customers/corporates.repo';
import {
  companyName,
  companySubject,
  partnerName,
  partnerSubject,
  storeMonitoredScreenings,
} from '../customers/corporates.service';
import type { NameScreening, NameToScreen } from '../customers/customer-screening';
import { type MemorySubject, reviewAgainstMemory } from '../customers/false-match-memory';
import { findIndividual } from '../customers/individuals.repo';
import {
  memorySubject,
  nameToScreen,
  storedScreening,
  storeMonitoredScreening,
} from '../customers/individuals.service';
import { statusAfterMonitoring } from '../customers/status-rule';
import { entriesOf } from '../screening/watchlist.repo';
import type { WatchlistIndex } from '../screening/watchlist-index';
import { listDelta } from './list-delta';
import {
  compareWithStored,
  entriesWithKeys,
  findInScope,
  type LostHit,
  lostHitReason,
  type MonitoringScope,
  type NameOutcome,
  type NewHit,
  needsReview,
  newHitReason,
  recordKeyOf,
} from './monitor-name';
import {
  advanceShare,
  completeRunIfDone,
  enrolTenants,
  findRun,
  insertAlerts,
  insertMonitoringLogs,
  lockShare,
  type MonitoredCorporate,
  type MonitoredIndividual,
  type MonitoringAlertInsert,
  type MonitoringLog,
  type MonitoringRunRow,
  markRunStarted,
  monitoredCorporates,
  monitoredIndividuals,
  openShares,
  type StoredKey,
} from './monitoring.repo';

export interface MonitoringDeps {
  db: Db;
  screening: WatchlistIndex;
}

/**
 * Customers per transaction. Each chunk's screenings, alerts, logs, status changes and audit events commit
 * with the cursor that moves past them, so a crash redoes at most one chunk and never a customer twice.
 */
export const MONITORING_CHUNK = 500;

export interface RunMonitoringOptions {
  /** Graphile's abort signal: the run stops between two chunks and throws, to be resumed. */
  signal?: AbortSignal;
  /** Customers per chunk (tests make several chunks of a few customers). */
  chunkSize?: number;
  /** Test hook: called inside each chunk's transaction, after its writes; throwing rolls the chunk back (a crash). */
  beforeCommit?: (tenantId: string) => void | Promise<void>;
}

/** A run stopped between two chunks (shutdown); its job is retried and resumes at the cursor. */
export class MonitoringStopped extends Error {
  constructor() {
    super('monitoring run stopped between two chunks; it resumes at its cursor');
  }
}

const storedKeyStrings = (keys: readonly StoredKey[]) =>
  keys.map(([type, id]) => recordKeyOf({ source_type: type, source_id: id }));

/** The delta of a list-update run and the index it searches; the index in force for a scheduled run. */
async function prepareScope(
  deps: MonitoringDeps,
  run: MonitoringRunRow,
): Promise<{ scope: MonitoringScope; delta: MonitoringDelta | null }> {
  const full = deps.screening.current;
  if (run.trigger === 'OnGoingScheduled' || !run.versionId)
    return { scope: { trigger: 'OnGoingScheduled', full }, delta: null };
  const [version] = await deps.db.select().from(watchlistVersions).where(eq(watchlistVersions.id, run.versionId));
  if (!version) throw new Error(`monitoring run ${run.id}: list version ${run.versionId} not found`);
  const [previous, next] = await Promise.all([
    run.previousVersionId ? entriesOf(deps.db, run.previousVersionId) : Promise.resolve([]),
    entriesOf(deps.db, run.versionId),
  ]);
  const delta = listDelta(previous, next);
  const added = new Set(delta.added.map(recordKeyOf));
  const changed = new Map(delta.changed.map((c) => [recordKeyOf(c.after), c.changes]));
  return {
    scope: {
      trigger: 'OnGoingListUpdate',
      listKey: version.listKey,
      version: run.listVersion ?? '',
      full,
      onlyEntries: entriesWithKeys(full, new Set([...added, ...changed.keys()])),
      added,
      changed,
      removed: new Map(delta.removed.map((r) => [recordKeyOf(r), r])),
    },
    delta: { added: delta.added.length, removed: delta.removed.length, changed: delta.changed.length },
  };
}

/**
 * Runs (or resumes) one monitoring run to the end: the delta and its index are prepared, every tenant with
 * monitoring enabled is enrolled, and each tenant's monitored customers are re-screened chunk by chunk from
 * its cursor. Safe to call again at any point: a completed run does nothing.
 */
export async function runMonitoring(deps: MonitoringDeps, runId: string, options: RunMonitoringOptions = {}) {
  const run = await findRun(deps.db, runId);
  if (!run || run.status === 'completed') return;
  // This instance's index must hold the version the run is about (it may have been imported elsewhere).
  await deps.screening.refresh();
  const { scope, delta } = await prepareScope(deps, run);
  const tenants = await withPlatform(deps.db, 'monitoring: enrol the tenants of a run', async (tx) => {
    await markRunStarted(tx, runId, delta);
    await enrolTenants(tx, runId);
    return openShares(tx, runId);
  });
  for (const tenantId of tenants) {
    for (;;) {
      if (options.signal?.aborted) throw new MonitoringStopped();
      const done = await monitorChunk(deps, scope, run, tenantId, options);
      if (done) break;
    }
  }
  await withPlatform(deps.db, 'monitoring: complete a run', (tx) => completeRunIfDone(tx, runId));
}

interface ChunkTally {
  customers: number;
  partners: number;
  alerts: number;
  removed: number;
  logs: MonitoringLog[];
}

/** One chunk of one tenant, in one transaction with the cursor. Resolves true when the tenant is done. */
async function monitorChunk(
  deps: MonitoringDeps,
  scope: MonitoringScope,
  run: MonitoringRunRow,
  tenantId: string,
  options: RunMonitoringOptions,
): Promise<boolean> {
  const now = new Date();
  const size = options.chunkSize ?? MONITORING_CHUNK;
  return withTenant(deps.db, { tenantId }, async (tx) => {
    const share = await lockShare(tx, run.id, tenantId);
    if (!share || share.status === 'completed') return true;
    const ctx: TenantContext = { tenantId, actorId: null, actorEmail: null, ip: null };
    const tally: ChunkTally = { customers: 0, partners: 0, alerts: 0, removed: 0, logs: [] };
    const work = { tx, ctx, scope, run, now, tally };
    let phase = share.cursorPhase;
    let cursor = share.cursorId;
    if (phase === 'individual') {
      const rows = await monitoredIndividuals(tx, tenantId, cursor, size);
      for (const row of rows) await monitorIndividual(work, row);
      cursor = rows.at(-1)?.id ?? cursor;
      if (rows.length < size) [phase, cursor] = ['corporate', null];
    } else if (phase === 'corporate') {
      const rows = await monitoredCorporates(tx, tenantId, cursor, size);
      for (const row of rows) await monitorCorporate(work, row);
      cursor = rows.at(-1)?.id ?? cursor;
      if (rows.length < size) [phase, cursor] = ['done', null];
    }
    await insertMonitoringLogs(tx, { tenantId, trigger: run.trigger, listVersions: scope.full.lists }, tally.logs);
    const done = phase === 'done';
    await advanceShare(tx, run.id, tenantId, {
      status: done ? 'completed' : 'running',
      cursorPhase: phase,
      cursorId: cursor,
      add: { customers: tally.customers, partners: tally.partners, alerts: tally.alerts, removed: tally.removed },
      startedAt: share.startedAt ?? now,
      ...(done ? { finishedAt: now } : {}),
    });
    await options.beforeCommit?.(tenantId);
    return done;
  });
}

interface ChunkWork {
  tx: Tx;
  ctx: TenantContext;
  scope: MonitoringScope;
  run: MonitoringRunRow;
  now: Date;
  tally: ChunkTally;
}

/** One name's findings and whether its stored screening must be read. */
function screenMonitored(work: ChunkWork, name: NameToScreen, fuzzyLevel: string, storedKeys: readonly StoredKey[]) {
  const found = findInScope(work.scope, name, fuzzyLevel, work.now);
  work.tally.logs.push({ name: name.name, hits: found.total_hits });
  return { found, review: needsReview(work.scope, found, storedKeyStrings(storedKeys)) };
}

/** A name's outcome held against the false-match memory: the hits that alert, the notes, the screening to store. */
interface ReviewedName {
  subject: string;
  subjectName: string;
  screening: NameScreening;
  alerts: NewHit[];
  notes: LostHit[];
}

async function reviewName(
  tx: Tx,
  subject: MemorySubject,
  subjectName: string,
  outcome: NameOutcome,
): Promise<ReviewedName> {
  const screening = await reviewAgainstMemory(tx, subject, outcome.merged);
  const review = screening.false_match_review;
  const remembered = new Set((review?.remembered ?? []).map(recordKeyOf));
  const changedSince = new Map((review?.changed ?? []).map((c) => [recordKeyOf(c), c.changes]));
  const alerts = outcome.newHits
    .filter((hit) => !remembered.has(recordKeyOf(hit.record)))
    .map((hit) => {
      // A remembered false match that changed says what changed since the MLRO's decision.
      const since = changedSince.get(recordKeyOf(hit.record));
      return hit.changes.length === 0 && since ? { ...hit, changes: since } : hit;
    });
  return { subject: subject.subject, subjectName, screening, alerts, notes: outcome.lostHits };
}

function alertRows(
  work: ChunkWork,
  customer: { kind: 'individual' | 'corporate'; id: string },
  name: ReviewedName,
  status: { before: string; after: string },
): MonitoringAlertInsert[] {
  const base = {
    tenantId: work.ctx.tenantId,
    runId: work.run.id,
    customerKind: customer.kind,
    individualId: customer.kind === 'individual' ? customer.id : null,
    corporateId: customer.kind === 'corporate' ? customer.id : null,
    subject: name.subject,
    subjectName: name.subjectName,
    statusBefore: status.before,
    statusAfter: status.after,
    raisedAt: work.now,
  };
  return [
    ...name.alerts.map((hit) => ({
      ...base,
      kind: 'new-hit' as const,
      sourceType: hit.record.source_type,
      sourceId: hit.record.source_id,
      entryName: hit.record.name,
      listVersion: hit.listVersion,
      reason: newHitReason(work.run.trigger, name.subjectName, hit),
      changes: hit.changes,
      score: hit.record.score,
    })),
    ...name.notes.map((hit) => ({
      ...base,
      kind: 'hit-removed' as const,
      sourceType: hit.record.source_type,
      sourceId: hit.record.source_id,
      entryName: hit.record.name,
      listVersion: hit.listVersion,
      reason: lostHitReason(name.subjectName, hit),
      changes: hit.changes,
      score: null,
    })),
  ];
}

/** Alerts and notes stored, counted, and one audit event for the customer. */
async function recordOutcome(
  work: ChunkWork,
  customer: { kind: 'individual' | 'corporate'; id: string },
  names: readonly ReviewedName[],
  status: { before: string; after: string },
  risk: { riskScore: number | null; riskLabel: string | null },
): Promise<void> {
  const rows = names.flatMap((name) => alertRows(work, customer, name, status));
  await insertAlerts(work.tx, rows);
  const alerts = rows.filter((r) => r.kind === 'new-hit');
  const notes = rows.filter((r) => r.kind === 'hit-removed');
  work.tally.alerts += alerts.length;
  work.tally.removed += notes.length;
  await appendAudit(work.tx, {
    tenantId: work.ctx.tenantId,
    actorId: null,
    action: alerts.length > 0 ? 'customer.monitoring_alerted' : 'customer.monitoring_hit_removed',
    entityType: customer.kind === 'individual' ? 'individual_customer' : 'corporate_customer',
    entityId: customer.id,
    before: { status: status.before },
    after: {
      status: status.after,
      ...risk,
      trigger: work.run.trigger,
      runId: work.run.id,
      listVersion: work.run.listKey ? `${work.run.listKey} ${work.run.listVersion ?? ''}`.trim() : null,
      alerts: alerts.map((a) => a.reason),
      notes: notes.map((n) => n.reason),
    },
  });
}

const changedAnything = (outcome: NameOutcome) => outcome.newHits.length > 0 || outcome.lostHits.length > 0;

async function monitorIndividual(work: ChunkWork, row: MonitoredIndividual): Promise<void> {
  const fields = {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth ?? '',
    nationality: row.nationality,
    gender: row.gender,
  } as Parameters<typeof nameToScreen>[0];
  const name = nameToScreen(fields);
  work.tally.customers++;
  const { found, review } = screenMonitored(work, name, row.fuzzyLevel, row.storedKeys);
  if (!review) return;
  const customer = await findIndividual(work.tx, work.ctx.tenantId, row.id, true);
  if (!customer) return;
  const outcome = compareWithStored(work.scope, found, storedScreening(customer));
  if (!changedAnything(outcome)) return;
  const reviewed = await reviewName(
    work.tx,
    memorySubject(customer.id, customer.details as typeof fields),
    name.name,
    outcome,
  );
  if (reviewed.alerts.length === 0 && reviewed.notes.length === 0) return;
  const status = statusAfterMonitoring(customer.status, reviewed.alerts.length > 0);
  const updated = await storeMonitoredScreening(work.tx, customer, reviewed.screening, status);
  await recordOutcome(
    work,
    { kind: 'individual', id: customer.id },
    [reviewed],
    { before: customer.status, after: status },
    { riskScore: updated.riskScore, riskLabel: updated.riskLabel },
  );
}

async function monitorCorporate(work: ChunkWork, row: MonitoredCorporate): Promise<void> {
  work.tally.customers++;
  work.tally.partners += row.partners.length;
  const company = screenMonitored(work, companyName(row), row.fuzzyLevel, row.storedKeys);
  const partners = row.partners.map((p) => ({
    id: p.id,
    ...screenMonitored(work, partnerName(p), row.fuzzyLevel, p.storedKeys),
  }));
  if (!company.review && !partners.some((p) => p.review)) return;

  const corporate = await findCorporate(work.tx, work.ctx.tenantId, row.id, true);
  if (!corporate) return;
  const partnerRows = new Map((await listPartners(work.tx, corporate.id)).map((p) => [p.id, p]));
  const reviewed: ReviewedName[] = [];
  let companyScreening: NameScreening | null = null;
  if (company.review) {
    const outcome = compareWithStored(work.scope, company.found, corporate.companyScreening as NameScreening | null);
    if (changedAnything(outcome)) {
      const name = await reviewName(work.tx, companySubject(corporate.id, corporate), corporate.companyName, outcome);
      if (name.alerts.length > 0 || name.notes.length > 0) {
        reviewed.push(name);
        companyScreening = name.screening;
      }
    }
  }
  const partnerChanges: { id: string; status: string; screening: NameScreening }[] = [];
  for (const partner of partners) {
    const stored = partnerRows.get(partner.id);
    if (!partner.review || !stored) continue;
    const outcome = compareWithStored(work.scope, partner.found, stored.screening as NameScreening | null);
    if (!changedAnything(outcome)) continue;
    const name = await reviewName(work.tx, partnerSubject(stored), stored.name, outcome);
    if (name.alerts.length === 0 && name.notes.length === 0) continue;
    reviewed.push(name);
    partnerChanges.push({
      id: stored.id,
      status: statusAfterMonitoring(stored.status, name.alerts.length > 0),
      screening: name.screening,
    });
  }
  if (reviewed.length === 0) return;
  const status = statusAfterMonitoring(
    corporate.status,
    reviewed.some((name) => name.alerts.length > 0),
  );
  const updated = await storeMonitoredScreenings(work.tx, corporate, {
    status,
    company: companyScreening,
    partners: partnerChanges,
  });
  await recordOutcome(
    work,
    { kind: 'corporate', id: corporate.id },
    reviewed,
    { before: corporate.status, after: status },
    { riskScore: updated.riskScore, riskLabel: updated.riskLabel },
  );
}
