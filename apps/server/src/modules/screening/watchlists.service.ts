import {
  type ListsInForce,
  listAgeDays,
  type WatchlistImport,
  type WatchlistOverview,
  type WatchlistVersion,
} from '@aml/contracts';
import type { AppDeps } from '../../app-deps';
import type { WatchlistVersionRow } from './watchlist.repo';
import * as repo from './watchlist.repo';
import { baseName } from './watchlist-guards';
import { versionLabel } from './watchlist-index';

/** Import attempts shown on the Watchlists screen. */
const RECENT_IMPORTS = 25;

/** A message naming files by the paths they were found at, with the folders taken out. */
function withoutFolders(message: string | null, fileNames: readonly string[]): string | null {
  if (!message) return message;
  let out = message;
  for (const name of fileNames) if (name !== baseName(name)) out = out.split(name).join(baseName(name));
  return out;
}

export function toWatchlistVersion(row: WatchlistVersionRow, now = new Date()): WatchlistVersion {
  return {
    id: row.id,
    listName: row.listKey,
    source: row.source,
    format: row.format,
    version: versionLabel(row),
    publishedAt: row.publishedAt,
    ageDays: listAgeDays(row.publishedAt, row.importedAt, now),
    entries: row.entryCount,
    warnings: row.warningCount,
    origin: row.origin,
    // Base names only: a WATCHLIST_DIR file's folders are the server's filesystem (issue 10).
    fileNames: row.fileNames.map(baseName),
    importedAt: row.importedAt.toISOString(),
    importedBy: row.importedByEmail,
  };
}

/** The super user's view of the watchlists: versions in force, recent imports, and how lists arrive. */
export async function watchlistOverview(deps: AppDeps): Promise<WatchlistOverview> {
  const [current, imports, lastDownload] = await Promise.all([
    repo.currentVersions(deps.db),
    repo.recentImports(deps.db, RECENT_IMPORTS),
    repo.lastSuccessfulImport(deps.db, 'download'),
  ]);
  const now = new Date();
  const inForce = new Map(current.map((v) => [v.listKey, v.id]));
  return {
    lists: current.map((row) => toWatchlistVersion(row, now)),
    imports: imports.map(
      (i): WatchlistImport => ({
        id: i.id,
        origin: i.origin,
        status: i.status,
        listName: i.version?.listKey ?? i.listKey ?? null,
        version: i.version ? versionLabel(i.version) : null,
        entries: i.version?.entryCount ?? i.entryCount ?? null,
        fileNames: i.fileNames.map(baseName),
        message: withoutFolders(i.message, i.fileNames),
        importedAt: i.occurredAt.toISOString(),
        importedBy: i.actorEmail,
        // Confirmable while the list still has the version it was held against (see confirmHeld).
        confirmable: i.status === 'held' && (inForce.get(i.listKey ?? '') ?? null) === (i.heldAgainstVersionId ?? null),
        confirmedAt: i.resolvedAt?.toISOString() ?? null,
        confirmedBy: i.resolvedByEmail,
      }),
    ),
    sources: {
      upload: { enabled: true },
      folder: { enabled: Boolean(deps.config.watchlistDir) },
      download: { enabled: deps.config.watchlistAutoUpdate, lastRunAt: lastDownload?.toISOString() ?? null },
    },
  };
}

/** Sanctions lists, not the fictional demo list, decide the age banner. */
const countsForAge = (row: WatchlistVersionRow) => row.origin !== 'demo';

/**
 * Issue 10: the lists tenant staff are screened against and how old they are, from the index in force
 * (no query). Who imported a list and from which files is left out: that is the super user's business.
 */
export function listsInForce(deps: AppDeps, now = new Date()): ListsInForce {
  const rows = deps.screening.versions;
  const lists = rows.map((row) => ({
    listName: row.listKey,
    source: row.source,
    version: versionLabel(row),
    publishedAt: row.publishedAt,
    ageDays: listAgeDays(row.publishedAt, row.importedAt, now),
    entries: row.entryCount,
    importedAt: row.importedAt.toISOString(),
  }));
  const ages = rows.filter(countsForAge).map((row) => listAgeDays(row.publishedAt, row.importedAt, now));
  const oldestAgeDays = ages.length > 0 ? Math.max(...ages) : null;
  const maxAgeDays = deps.config.listMaxAgeDays;
  return { maxAgeDays, oldestAgeDays, stale: oldestAgeDays !== null && oldestAgeDays > maxAgeDays, lists };
}
