import type { FalseMatchReview, FoundRecord } from '@aml/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { falseMatchMemory } from '../../db/schema';
import type { TenantContext } from '../../db/tenant-scope';
import { describeEntryChanges, type EntryFields, entryFieldsOf, fingerprint } from '../screening/list-entry-fields';
import type { NameScreening } from './customer-screening';

/**
 * The false-match memory of issue 12 (decision 109). When an MLRO marks a customer (or its company name,
 * or one partner) a false match, each list entry found for it is remembered with a fingerprint of the
 * entry's identifying fields and of the person's date of birth and nationality. A later screening that
 * finds the same entry, unchanged, for the same unchanged person does not flag the customer again; an
 * entry that changed (a new alias, another date of birth …) or a person whose identity fields changed
 * does, and the review says what changed.
 */

/** Which name of which customer: 'customer' (individual), 'company', or a partner's id. */
export interface MemorySubject {
  kind: 'individual' | 'corporate';
  customerId: string;
  subject: string;
  /** The person's identity fields the decision rested on (the name may be corrected without re-review). */
  identity: SubjectIdentity;
}

export interface SubjectIdentity {
  dateOfBirth: string | null;
  citizenship: string | null;
}

/** What changed in the person since the decision (a corrected name alone is not a change). */
export function describeIdentityChanges(before: SubjectIdentity, after: SubjectIdentity): string[] {
  const changes: string[] = [];
  if ((before.dateOfBirth ?? null) !== (after.dateOfBirth ?? null)) {
    changes.push(
      `the customer's date of birth changed from ${before.dateOfBirth ?? 'none'} to ${after.dateOfBirth ?? 'none'}`,
    );
  }
  if ((before.citizenship ?? null) !== (after.citizenship ?? null)) {
    changes.push(
      `the customer's nationality changed from ${before.citizenship ?? 'none'} to ${after.citizenship ?? 'none'}`,
    );
  }
  return changes;
}

const recordKey = (sourceType: string, sourceId: string) => `${sourceType}\u0000${sourceId}`;

/**
 * Remembers every entry found for the subject as a false match, superseding what was remembered before
 * for the same entries. Runs in the decision's transaction.
 */
export async function rememberFalseMatches(
  tx: Tx,
  ctx: TenantContext,
  subject: MemorySubject,
  records: readonly FoundRecord[],
  remarks: string | null,
): Promise<number> {
  const unique = new Map(records.map((r) => [recordKey(r.source_type, r.source_id), r]));
  if (unique.size === 0) return 0;
  const current = await tx
    .select({ id: falseMatchMemory.id, sourceType: falseMatchMemory.sourceType, sourceId: falseMatchMemory.sourceId })
    .from(falseMatchMemory)
    .where(
      and(
        eq(falseMatchMemory.customerId, subject.customerId),
        eq(falseMatchMemory.subject, subject.subject),
        isNull(falseMatchMemory.supersededAt),
      ),
    );
  const superseded = current.filter((m) => unique.has(recordKey(m.sourceType, m.sourceId))).map((m) => m.id);
  if (superseded.length > 0) {
    await tx.update(falseMatchMemory).set({ supersededAt: new Date() }).where(inArray(falseMatchMemory.id, superseded));
  }
  const identity = { dateOfBirth: subject.identity.dateOfBirth, citizenship: subject.identity.citizenship };
  await tx.insert(falseMatchMemory).values(
    [...unique.values()].map((record) => {
      const fields = entryFieldsOf(record);
      return {
        tenantId: ctx.tenantId,
        customerKind: subject.kind,
        customerId: subject.customerId,
        subject: subject.subject,
        sourceType: record.source_type,
        sourceId: record.source_id,
        entryFingerprint: fingerprint(fields),
        entryFields: fields,
        subjectFingerprint: fingerprint(identity),
        subjectFields: identity,
        remarks,
        decidedBy: ctx.actorId,
        decidedByEmail: ctx.actorEmail ?? null,
      };
    }),
  );
  return unique.size;
}

/**
 * Holds a fresh screening against what was remembered for the subject: the hits still to flag the
 * customer, and the review kept with the screening (which entries were recognised, which changed).
 */
export async function reviewAgainstMemory(
  tx: Tx,
  subject: MemorySubject,
  screening: NameScreening,
): Promise<NameScreening> {
  if (screening.found_records.length === 0) {
    const { false_match_review: _previous, ...rest } = screening;
    return rest;
  }
  const remembered = await tx
    .select()
    .from(falseMatchMemory)
    .where(
      and(
        eq(falseMatchMemory.customerId, subject.customerId),
        eq(falseMatchMemory.subject, subject.subject),
        isNull(falseMatchMemory.supersededAt),
      ),
    );
  const byEntry = new Map(remembered.map((m) => [recordKey(m.sourceType, m.sourceId), m]));
  const identityChanges = (m: (typeof remembered)[number]) =>
    m.subjectFingerprint === fingerprint(subject.identity)
      ? []
      : describeIdentityChanges(m.subjectFields as SubjectIdentity, subject.identity);
  const review: FalseMatchReview = { remembered: [], changed: [] };
  for (const record of screening.found_records) {
    const memory = byEntry.get(recordKey(record.source_type, record.source_id));
    if (!memory) continue;
    const fields = entryFieldsOf(record);
    const entryChanges =
      memory.entryFingerprint === fingerprint(fields)
        ? []
        : describeEntryChanges(memory.entryFields as EntryFields, fields);
    const changes = [...entryChanges, ...identityChanges(memory)];
    const base = {
      subject: subject.subject,
      source_type: record.source_type,
      source_id: record.source_id,
      decidedAt: memory.decidedAt.toISOString(),
    };
    if (changes.length === 0) review.remembered.push({ ...base, decidedBy: memory.decidedByEmail });
    else review.changed.push({ ...base, changes });
  }
  return { ...screening, false_match_review: review };
}

/** Hits that count: all found, less the remembered false matches that are unchanged. */
export function countedHits(screening: NameScreening | null | undefined): number {
  if (!screening) return 0;
  return Math.max(0, screening.total_hits - (screening.false_match_review?.remembered.length ?? 0));
}
