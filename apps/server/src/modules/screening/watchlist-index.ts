import { type ListSource, type ListVersion, ScreeningIndex, type WatchlistEntry } from '@aml/screening';
import type { Db } from '../../db/database';
import { currentVersions, entriesOf, type WatchlistVersionRow } from './watchlist.repo';

/** A list version held in memory: its row and its entries. */
export interface LoadedVersion {
  row: WatchlistVersionRow;
  entries: readonly WatchlistEntry[];
}

/**
 * The public label of a version, named by health and by every screening result: "<publication date> #<seq>".
 * A list whose file states no date says so ("imported <date> #<seq>"): an import date is never passed off as
 * the publisher's (issue 10).
 */
export function versionLabel(row: Pick<WatchlistVersionRow, 'publishedAt' | 'importedAt' | 'seq'>): string {
  return row.publishedAt
    ? `${row.publishedAt.slice(0, 10)} #${row.seq}`
    : `imported ${row.importedAt.toISOString().slice(0, 10)} #${row.seq}`;
}

export function toListVersion(row: WatchlistVersionRow): ListVersion {
  return {
    source: row.source as ListSource,
    sourceType: row.listKey,
    version: versionLabel(row),
    publishedAt: row.publishedAt,
    entries: row.entryCount,
  };
}

/**
 * The screening index in force, rebuilt from the database. A refresh builds a complete new index
 * beside the old one (in slices, between which requests are served) and then replaces the reference
 * in one assignment: a search holds the index it
 * started with, so no search ever sees half a list, and there is no moment without an index.
 * Refreshes run one at a time; a list whose version did not change is not read again.
 */
export class WatchlistIndex {
  #index: ScreeningIndex = ScreeningIndex.build([], { lists: [] });
  #loaded = new Map<string, LoadedVersion>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** The index to search; take it once per request. */
  get current(): ScreeningIndex {
    return this.#index;
  }

  /** The list versions in force. */
  get lists(): readonly ListVersion[] {
    return this.#index.lists;
  }

  /** The rows of the versions in force (publication and import dates, origin), in list order. */
  get versions(): readonly WatchlistVersionRow[] {
    return [...this.#loaded.values()].map((v) => v.row).sort((a, b) => a.listKey.localeCompare(b.listKey));
  }

  /**
   * Brings the index in line with the versions current in the database. `preloaded` is a version the
   * caller has just imported, so its entries need not be read back. Resolves true when the index changed.
   */
  refresh(preloaded?: LoadedVersion | readonly LoadedVersion[]): Promise<boolean> {
    const run = this.#queue.then(() => this.#refresh(preloaded));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves when no refresh is running. */
  idle(): Promise<void> {
    return this.#queue.then(() => undefined);
  }

  async #refresh(preloaded: LoadedVersion | readonly LoadedVersion[] | undefined): Promise<boolean> {
    const given = preloaded === undefined ? [] : Array.isArray(preloaded) ? preloaded : [preloaded as LoadedVersion];
    const rows = await currentVersions(this.db);
    const unchanged =
      rows.length === this.#loaded.size && rows.every((row) => this.#loaded.get(row.listKey)?.row.id === row.id);
    if (unchanged) return false;

    const next = new Map<string, LoadedVersion>();
    for (const row of rows) {
      const kept = this.#loaded.get(row.listKey);
      if (kept?.row.id === row.id) next.set(row.listKey, kept);
      else {
        const just = given.find((v) => v.row.id === row.id);
        if (just) next.set(row.listKey, just);
        else next.set(row.listKey, { row, entries: await entriesOf(this.db, row.id) });
      }
    }
    const loaded = [...next.values()];
    // Built in slices so that the server keeps answering during a rebuild (longest pause about 20 ms
    // for the shipped lists instead of one 0.5–0.7 s block); searches use the old index until the swap.
    const index = await ScreeningIndex.buildInSlices(
      loaded.flatMap((v) => v.entries),
      { lists: loaded.map((v) => toListVersion(v.row)) },
    );
    // The swap: one assignment each, with no await between them.
    this.#index = index;
    this.#loaded = next;
    return true;
  }
}
