import type { FoundRecord, MonitoringTrigger } from '@aml/contracts';
import type { ScreeningIndex, WatchlistEntry } from '@aml/screening';
import { type NameScreening, type NameToScreen, screenName } from '../customers/customer-screening';
import { describeEntryChanges, entryFieldsOf, fingerprint } from '../screening/list-entry-fields';

/**
 * What one monitored name's re-screening finds, and what it means against the name's stored screening
 * (issue 17, decision 115). Pure: the index is given, nothing is read or written.
 *
 * After a list update only the entries that version added or changed can make a name match anew, so only they
 * are searched (the reverse search): the index in force restricted to them (SearchOptions.onlyEntries). Not an
 * index built of them alone: the engine weighs each word by its rarity in the whole list, and resolves a word
 * against the words the index holds, so such an index scores differently (on the real OFAC 2022-11 → 2024-05-03
 * step, 2 of 1,016 true pairs scored 43 and 45 points lower, below the threshold). Restricted, every hit and
 * score is exactly the one onboarding's screening of the same name would give for that entry.
 */

/** A record's identity across versions: the list and the list's own id (as the false-match memory keys it). */
export const recordKeyOf = (record: Pick<FoundRecord, 'source_type' | 'source_id'>) =>
  `${record.source_type}\u0000${record.source_id}`;

/** The same key of an indexed entry. */
export const entryKeyOf = (entry: Pick<WatchlistEntry, 'sourceType' | 'listId'>) =>
  recordKeyOf({ source_type: entry.sourceType, source_id: entry.listId });

/** Hits looked through in the restricted search (onboarding reports 50; a common name can have more). */
const RESTRICTED_SEARCH_LIMIT = 1000;

export interface ListUpdateScope {
  trigger: 'OnGoingListUpdate';
  listKey: string;
  /** The new version's label ("2024-05-03 #3"). */
  version: string;
  /** The index in force, which includes the version. */
  full: ScreeningIndex;
  /** The positions in `full.entries` of the entries the version added or changed. */
  onlyEntries: ReadonlySet<number>;
  added: ReadonlySet<string>;
  /** Changed entries → what changed, in the false-match memory's words. */
  changed: ReadonlyMap<string, readonly string[]>;
  /** Entries the version no longer has. */
  removed: ReadonlyMap<string, FoundRecord>;
}

/** The positions in the index of the entries with these keys. */
export function entriesWithKeys(index: ScreeningIndex, keys: ReadonlySet<string>): Set<number> {
  const positions = new Set<number>();
  index.entries.forEach((entry, i) => {
    if (keys.has(entryKeyOf(entry))) positions.add(i);
  });
  return positions;
}

export interface ScheduledScope {
  trigger: 'OnGoingScheduled';
  full: ScreeningIndex;
}

export type MonitoringScope = ListUpdateScope | ScheduledScope;

/** The name's findings in the scope: for a list update, its hits on the added or changed entries only. */
export function findInScope(scope: MonitoringScope, name: NameToScreen, fuzzyLevel: string, now: Date): NameScreening {
  if (scope.trigger === 'OnGoingScheduled') return screenName(scope.full, name, fuzzyLevel, now);
  return screenName(scope.full, name, fuzzyLevel, now, {
    onlyEntries: scope.onlyEntries,
    limit: RESTRICTED_SEARCH_LIMIT,
  });
}

/**
 * Whether the name must be looked at against its stored screening: it found something, or a hit it holds
 * was removed or changed by the version. Decided from the stored hits' keys alone (no stored record read).
 */
export function needsReview(scope: MonitoringScope, found: NameScreening, storedKeys: readonly string[]): boolean {
  if (found.total_hits > 0) return true;
  if (scope.trigger === 'OnGoingScheduled') return storedKeys.length > 0;
  return storedKeys.some((key) => scope.removed.has(key) || scope.changed.has(key));
}

export interface NewHit {
  record: FoundRecord;
  origin: 'added' | 'changed' | 'scheduled';
  /** What changed in the entry since the name last matched it, or since the version before. */
  changes: string[];
  listVersion: string;
}

export interface LostHit {
  /** The record as the stored screening had it. */
  record: FoundRecord;
  why: 'delisted' | 'changed' | 'not-found';
  changes: string[];
  listVersion: string;
}

export interface NameOutcome {
  /** The screening to store: the stored one brought up to date with the findings. */
  merged: NameScreening;
  newHits: NewHit[];
  lostHits: LostHit[];
}

const entryFingerprint = (record: FoundRecord) => fingerprint(entryFieldsOf(record));
const byScore = (a: FoundRecord, b: FoundRecord) => b.score - a.score;

/** The label of the version in force of a record's list ("2024-05-03 #3"), for a scheduled run's alerts. */
function versionInForce(index: ScreeningIndex, sourceType: string): string {
  return index.lists.find((l) => l.sourceType === sourceType)?.version ?? '';
}

/**
 * Compares the findings with the stored screening. A new hit is a record whose entry the stored screening
 * does not hold with the same identifying fields; a lost hit is a stored record the version removed, changed
 * so that it no longer matches, or (scheduled) that the full re-screen no longer finds.
 */
export function compareWithStored(
  scope: MonitoringScope,
  found: NameScreening,
  stored: NameScreening | null,
): NameOutcome {
  const storedRecords = stored?.found_records ?? [];
  const storedByKey = new Map(storedRecords.map((r) => [recordKeyOf(r), r]));
  const foundKeys = new Set(found.found_records.map(recordKeyOf));
  const newHits: NewHit[] = [];
  for (const record of found.found_records) {
    const key = recordKeyOf(record);
    const before = storedByKey.get(key);
    if (before && entryFingerprint(before) === entryFingerprint(record)) continue;
    const changes = before
      ? describeEntryChanges(entryFieldsOf(before), entryFieldsOf(record))
      : scope.trigger === 'OnGoingListUpdate'
        ? [...(scope.changed.get(key) ?? [])]
        : [];
    newHits.push({
      record,
      origin: scope.trigger === 'OnGoingScheduled' ? 'scheduled' : scope.added.has(key) ? 'added' : 'changed',
      changes,
      listVersion:
        scope.trigger === 'OnGoingScheduled' ? versionInForce(scope.full, record.source_type) : scope.version,
    });
  }

  const lostHits: LostHit[] = [];
  let kept: FoundRecord[];
  if (scope.trigger === 'OnGoingScheduled') {
    kept = [];
    for (const record of storedRecords) {
      if (foundKeys.has(recordKeyOf(record))) continue;
      lostHits.push({
        record,
        why: 'not-found',
        changes: [],
        listVersion: versionInForce(scope.full, record.source_type),
      });
    }
  } else {
    kept = [];
    for (const record of storedRecords) {
      const key = recordKeyOf(record);
      if (scope.removed.has(key)) {
        lostHits.push({ record, why: 'delisted', changes: [], listVersion: scope.version });
      } else if (scope.changed.has(key)) {
        // Replaced by its new version when the name still matches it, else lost.
        if (!foundKeys.has(key)) {
          lostHits.push({
            record,
            why: 'changed',
            changes: [...(scope.changed.get(key) ?? [])],
            listVersion: scope.version,
          });
        }
      } else if (!foundKeys.has(key)) kept.push(record);
    }
  }

  const records = [...kept, ...found.found_records].sort(byScore);
  const dropped = storedRecords.length - kept.length;
  const merged: NameScreening = {
    key: found.key,
    name: found.name,
    timestamp: found.timestamp,
    total_hits:
      scope.trigger === 'OnGoingScheduled'
        ? found.total_hits
        : Math.max(records.length, (stored?.total_hits ?? 0) - dropped + found.total_hits),
    found_records: records,
    list_versions: found.list_versions,
  };
  return { merged, newHits, lostHits };
}

/** The alert's reason in one sentence, for the MLRO and the inspector. */
export function newHitReason(trigger: MonitoringTrigger, subjectName: string, hit: NewHit): string {
  const entry = `${hit.record.name} (${hit.record.source_id})`;
  const list = `${hit.record.source_type} ${hit.listVersion}`.trim();
  const match = `"${subjectName}" matches it at ${Math.round(hit.record.score)}`;
  const changes = hit.changes.length > 0 ? ` (${hit.changes.join('; ')})` : '';
  if (hit.origin === 'added') return `New listing: ${list} added ${entry}; ${match}.`;
  if (hit.origin === 'changed') return `Changed listing: ${list} changed ${entry}${changes}; ${match}.`;
  const what = trigger === 'OnGoingScheduled' ? 'the scheduled full re-screening' : 'the re-screening';
  return hit.changes.length > 0
    ? `Changed listing found by ${what}: ${list} ${entry}${changes}; ${match}.`
    : `Found by ${what} against ${list}: ${entry}; ${match}.`;
}

/** The note of a hit that disappeared: never a silent change. */
export function lostHitReason(subjectName: string, hit: LostHit): string {
  const entry = `${hit.record.name} (${hit.record.source_id})`;
  const list = `${hit.record.source_type} ${hit.listVersion}`.trim();
  if (hit.why === 'delisted') return `Delisted: ${list} no longer lists ${entry}, a hit of "${subjectName}" until now.`;
  if (hit.why === 'changed') {
    return `No longer matches: ${list} changed ${entry} (${hit.changes.join('; ')}); "${subjectName}" no longer matches it.`;
  }
  return `No longer found: the scheduled full re-screening against ${list} no longer finds ${entry} for "${subjectName}".`;
}
