import type { FoundRecord } from '@aml/contracts';
import { type ListName, type ScreeningHit, toFoundRecord, type WatchlistEntry } from '@aml/screening';
import { describeEntryChanges, entryFieldsOf, fingerprint } from '../screening/list-entry-fields';

/**
 * The delta between two versions of one sanctions list: the first piece of ongoing monitoring (issue 17).
 *
 * When a new version is imported, monitoring does not re-screen every monitored customer against the whole
 * list: it screens only the entries that changed against the monitored customers (a reverse search, the
 * changed entries becoming a small index). So the delta must say exactly which entries are new, which are
 * gone (a delisting, noted on the customers it hit), and which changed in an identifying field — names,
 * aliases, date of birth, nationality, gender, entry type — and say what changed in the same words the
 * false-match memory uses (describeEntryChanges), since an alert's reason and a remembered false match's
 * review must read alike. A change elsewhere (remarks, addresses, programmes, identifiers) cannot make a
 * customer match or stop matching, so such an entry counts as unchanged.
 *
 * Entries are matched across versions by source and the list's own identifier (OFAC ent_num, UN reference
 * …), turned into the FoundRecord a screening would report, and compared by the fingerprint of their
 * identifying fields (entryFieldsOf), the one the false-match memory stores. Pure: no database, no clock.
 */

export interface ChangedEntry {
  before: FoundRecord;
  after: FoundRecord;
  /** describeEntryChanges(before, after): e.g. "new alias: …", "date of birth changed from … to …". */
  changes: string[];
}

export interface ListDelta {
  added: FoundRecord[];
  removed: FoundRecord[];
  changed: ChangedEntry[];
  /** Entries in both versions whose identifying fields are the same. */
  unchanged: number;
}

const entryKey = (entry: WatchlistEntry) => `${entry.source}\u0000${entry.listId}`;

/**
 * One entry as a FoundRecord. toFoundRecord maps a screening hit; a list entry found by no query is given a
 * hit on its own primary name with a neutral explanation (only the entry's fields are read here).
 */
function recordOf(entry: WatchlistEntry): FoundRecord {
  const primary: ListName = entry.names.find((n) => n.type === 'primary') ??
    entry.names[0] ?? { full: '', type: 'primary', weak: false, script: 'Latin' };
  const hit: ScreeningHit = {
    entry,
    score: 0,
    matchedName: primary,
    explanation: {
      matchedName: primary.full,
      nameType: primary.type,
      weakAlias: primary.weak,
      fuzziness: 0,
      tokens: [],
      unmatchedListTokens: [],
      nameScore: 0,
      dateOfBirth: { status: 'unknown', list: [] },
      gender: { status: 'unknown', list: null },
      entityType: { status: 'unknown', list: entry.entityType },
      citizenship: { status: 'unknown', list: [] },
      adjustments: [],
    },
  };
  return toFoundRecord(hit);
}

/**
 * The version's entries by key. A list identifier should be unique within a version, but real files repeat
 * some: OFAC's sdn-2022-11 sdn.csv is sdn.csv and cons_prim.csv concatenated, and 58 ent_nums are on both
 * lists (11,567 rows, 11,509 distinct entries; the two rows agree in every identifying field). The last
 * occurrence wins, and a repeat is neither an addition nor a change.
 */
function byKey(entries: readonly WatchlistEntry[]): Map<string, WatchlistEntry> {
  const map = new Map<string, WatchlistEntry>();
  for (const entry of entries) map.set(entryKey(entry), entry);
  return map;
}

const collator = new Intl.Collator('en', { numeric: true });
/** By source type, then list identifier (numeric-aware, so OFAC ent_num 36 sorts before 306). */
const compareRecords = (a: FoundRecord, b: FoundRecord) =>
  collator.compare(a.source_type, b.source_type) ||
  collator.compare(a.source_id, b.source_id) ||
  (a.source_id < b.source_id ? -1 : a.source_id > b.source_id ? 1 : 0);

export function listDelta(previous: readonly WatchlistEntry[], next: readonly WatchlistEntry[]): ListDelta {
  const before = byKey(previous);
  const after = byKey(next);
  const added: FoundRecord[] = [];
  const removed: FoundRecord[] = [];
  const changed: ChangedEntry[] = [];
  let unchanged = 0;
  for (const [key, entry] of after) {
    const old = before.get(key);
    if (!old) {
      added.push(recordOf(entry));
      continue;
    }
    const oldRecord = recordOf(old);
    const newRecord = recordOf(entry);
    const oldFields = entryFieldsOf(oldRecord);
    const newFields = entryFieldsOf(newRecord);
    if (fingerprint(oldFields) === fingerprint(newFields)) unchanged++;
    else changed.push({ before: oldRecord, after: newRecord, changes: describeEntryChanges(oldFields, newFields) });
  }
  for (const [key, entry] of before) if (!after.has(key)) removed.push(recordOf(entry));
  added.sort(compareRecords);
  removed.sort(compareRecords);
  changed.sort((a, b) => compareRecords(a.after, b.after));
  return { added, removed, changed, unchanged };
}
