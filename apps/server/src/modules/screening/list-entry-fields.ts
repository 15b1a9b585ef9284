import { createHash } from 'node:crypto';
import type { FoundRecord } from '@aml/contracts';

/**
 * The identifying fields of a list entry, in one place: the false-match memory (issue 12) remembers them
 * with each decision, and ongoing monitoring (issue 17) compares list versions by them. A change in any
 * of them (name, aliases, date of birth, nationality, gender, entry type) is a change the MLRO must see;
 * a change elsewhere (remarks, addresses, programmes) is not.
 */

/** The identifying fields of a list entry: what a later list version may change. */
export interface EntryFields {
  name: string;
  aliases: string[];
  datesOfBirth: string[];
  citizenship: string[];
  gender: string | null;
  entityType: string;
}

const sorted = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort();

export function entryFieldsOf(record: FoundRecord): EntryFields {
  return {
    name: record.name.trim(),
    aliases: sorted(record.alias_names),
    datesOfBirth: sorted(record.date_of_birth),
    citizenship: sorted(record.citizenship),
    gender: record.gender ?? null,
    entityType: record.entity_type,
  };
}

export const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const listed = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'none');

/** What changed in a list entry since it was marked a false match, in words. */
export function describeEntryChanges(before: EntryFields, after: EntryFields): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name changed from '${before.name}' to '${after.name}'`);
  const added = after.aliases.filter((a) => !before.aliases.includes(a));
  const removed = before.aliases.filter((a) => !after.aliases.includes(a));
  if (added.length > 0) changes.push(`new alias${added.length > 1 ? 'es' : ''}: ${added.join(', ')}`);
  if (removed.length > 0) changes.push(`alias${removed.length > 1 ? 'es' : ''} removed: ${removed.join(', ')}`);
  if (before.datesOfBirth.join('|') !== after.datesOfBirth.join('|')) {
    changes.push(`date of birth changed from ${listed(before.datesOfBirth)} to ${listed(after.datesOfBirth)}`);
  }
  if (before.citizenship.join('|') !== after.citizenship.join('|')) {
    changes.push(`nationality changed from ${listed(before.citizenship)} to ${listed(after.citizenship)}`);
  }
  if (before.gender !== after.gender) {
    changes.push(`gender changed from ${before.gender ?? 'none'} to ${after.gender ?? 'none'}`);
  }
  if (before.entityType !== after.entityType) {
    changes.push(`entry type changed from ${before.entityType} to ${after.entityType}`);
  }
  return changes;
}
