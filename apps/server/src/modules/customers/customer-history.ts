import type { CustomerHistoryEntry, CustomerKind, ReviewMode } from '@aml/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { auditEvents } from '../../db/schema';

/**
 * A customer's History (issue 12): its audit events, newest first, worded for the detail panel and the
 * PDF report. The audit trail is the record; this only reads it.
 */

type AuditRow = typeof auditEvents.$inferSelect;
type Payload = Record<string, unknown>;

const DECISION_TITLES: Record<ReviewMode, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  falseMatch: 'Marked False Match',
};

const TITLES: Record<string, string> = {
  'customer.registered': 'Registered',
  'customer.screened': 'Screened',
  'customer.screening_refused': 'Screening refused',
  'customer.updated': 'Edited',
  'customer.monitoring_alerted': 'Ongoing monitoring alert',
  'customer.monitoring_hit_removed': 'Ongoing monitoring note',
};

const asObject = (value: unknown): Payload => (value && typeof value === 'object' ? (value as Payload) : {});
const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A field value in a line of text: short, readable, never a wall of JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function screeningLines(after: Payload): string[] {
  const lines: string[] = [];
  if (typeof after.hits === 'number') lines.push(`${plural(after.hits, 'hit')} found`);
  const matched = asList(after.matched).map(String);
  if (matched.length > 0) lines.push(`Matched: ${matched.join('; ')}`);
  for (const screened of asList(after.screened).map(asObject)) {
    const hits = typeof screened.hits === 'number' ? screened.hits : 0;
    const names = asList(screened.matched).map(String);
    lines.push(`${shown(screened.name)}: ${plural(hits, 'hit')}${names.length > 0 ? ` (${names.join('; ')})` : ''}`);
  }
  const reviews = [after.falseMatchReview, ...asList(after.screened).map((s) => asObject(s).falseMatchReview)];
  for (const review of reviews.map(asObject)) {
    for (const r of asList(review.remembered).map(asObject)) {
      lines.push(`${shown(r.source_type)} ${shown(r.source_id)}: a remembered false match, unchanged`);
    }
    for (const c of asList(review.changed).map(asObject)) {
      lines.push(
        `${shown(c.source_type)} ${shown(c.source_id)}: marked false match before, changed since (${asList(c.changes).join('; ')})`,
      );
    }
  }
  if (typeof after.riskScore === 'number') lines.push(`Risk ${after.riskScore.toFixed(2)} ${shown(after.riskLabel)}`);
  const versions = asList(after.listVersions).map(String);
  if (versions.length > 0) lines.push(`Lists: ${versions.join(', ')}`);
  return lines;
}

const SKIPPED_FIELDS = new Set(['partners', 'documentsAdded', 'documentsDeleted', 'status', 'pendingReason']);

function editLines(before: Payload, after: Payload): string[] {
  const lines = Object.keys(after)
    .filter((key) => !SKIPPED_FIELDS.has(key))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
  const added = asList(after.documentsAdded).map(String);
  const deleted = asList(after.documentsDeleted).map(String);
  if (added.length > 0) lines.push(`Documents added: ${added.join(', ')}`);
  if (deleted.length > 0) lines.push(`Documents deleted: ${deleted.join(', ')}`);
  const partners = asObject(after.partners);
  const names = (list: unknown) =>
    asList(list)
      .map((p) => shown(asObject(p).name))
      .join(', ');
  if (asList(partners.added).length > 0) lines.push(`Partners added: ${names(partners.added)}`);
  if (asList(partners.removed).length > 0) lines.push(`Partners removed: ${names(partners.removed)}`);
  for (const changed of asList(partners.changed).map(asObject)) {
    const b = asObject(changed.before);
    const a = asObject(changed.after);
    lines.push(
      `Partner ${shown(a.name ?? b.name ?? changed.id)}: ${Object.keys(a)
        .map((k) => `${k} ${shown(b[k])} → ${shown(a[k])}`)
        .join('; ')}`,
    );
  }
  return lines;
}

function decisionLines(after: Payload): string[] {
  const lines: string[] = [];
  if (typeof after.hits === 'number') lines.push(`${plural(after.hits, 'hit')} at the time`);
  if (typeof after.rememberedFalseMatches === 'number' && after.rememberedFalseMatches > 0) {
    const n = after.rememberedFalseMatches;
    lines.push(n === 1 ? '1 list entry remembered as a false match' : `${n} list entries remembered as false matches`);
  }
  const score = typeof after.riskScore === 'number' ? after.riskScore : after.corporateRiskScore;
  if (typeof score === 'number') lines.push(`Risk after the decision: ${score.toFixed(2)}`);
  const versions = asList(after.listVersions).map(String);
  if (versions.length > 0) lines.push(`Lists: ${versions.join(', ')}`);
  return lines;
}

/** An ongoing-monitoring event (issue 17): each alert's and note's reason, the new risk, the run's list. */
function monitoringLines(after: Payload): string[] {
  const lines = [...asList(after.alerts).map(String), ...asList(after.notes).map(String)];
  if (typeof after.riskScore === 'number') lines.push(`Risk ${after.riskScore.toFixed(2)} ${shown(after.riskLabel)}`);
  return lines;
}

/** One audit event as a History entry. */
export function historyEntry(event: AuditRow): CustomerHistoryEntry {
  const before = asObject(event.before);
  const after = asObject(event.after);
  const mode = asText(after.mode) as ReviewMode | null;
  let title = TITLES[event.action] ?? event.action;
  let lines: string[] = [];
  switch (event.action) {
    case 'customer.registered':
      lines = [asText(after.status) ? `Saved as ${after.status}` : ''].filter(Boolean);
      break;
    case 'customer.screened':
      lines = screeningLines(after);
      break;
    case 'customer.screening_refused':
      lines = [shown(after.pendingReason)];
      break;
    case 'customer.updated':
      lines = editLines(before, after);
      break;
    case 'customer.monitoring_alerted':
    case 'customer.monitoring_hit_removed':
      lines = monitoringLines(after);
      break;
    case 'customer.decided':
      title = mode ? DECISION_TITLES[mode] : 'Decided';
      lines = decisionLines(after);
      break;
    case 'partner.decided':
      title = `Partner ${mode ? DECISION_TITLES[mode] : 'decided'}: ${shown(after.name)}`;
      lines = decisionLines(after);
      break;
  }
  const from = asText(before.status);
  const to = asText(after.status);
  return {
    id: event.id,
    at: event.occurredAt.toISOString(),
    action: event.action,
    title,
    actorEmail: event.actorEmail,
    statusChange: (from || to) && from !== to && event.action !== 'customer.registered' ? { from, to } : null,
    remarks: asText(after.remarks),
    lines,
  };
}

/** The audit events of one customer (and, for a corporate customer, of its partners), newest first. */
export async function customerHistory(tx: Tx, kind: CustomerKind, id: string): Promise<CustomerHistoryEntry[]> {
  const own = and(
    eq(auditEvents.entityType, kind === 'individual' ? 'individual_customer' : 'corporate_customer'),
    eq(auditEvents.entityId, id),
  );
  const partners = and(
    eq(auditEvents.entityType, 'corporate_partner'),
    sql`${auditEvents.after}->>'corporateId' = ${id}`,
  );
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(kind === 'individual' ? own : or(own, partners))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id));
  return rows.map(historyEntry);
}
