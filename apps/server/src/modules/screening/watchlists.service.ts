import {
  ERROR_CODES,
  WATCHLIST_MESSAGES,
  type WatchlistImport,
  type WatchlistOverview,
  type WatchlistUploadResult,
  type WatchlistVersion,
} from '@aml/contracts';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import type { WatchlistVersionRow } from './watchlist.repo';
import * as repo from './watchlist.repo';
import { createWatchlistImporter, type ListFileInput } from './watchlist-import';
import { versionLabel } from './watchlist-index';

/** Import attempts shown on the Watchlists screen. */
const RECENT_IMPORTS = 25;

export function toWatchlistVersion(row: WatchlistVersionRow): WatchlistVersion {
  return {
    id: row.id,
    listName: row.listKey,
    source: row.source,
    format: row.format,
    version: versionLabel(row),
    publishedAt: row.publishedAt,
    entries: row.entryCount,
    warnings: row.warningCount,
    origin: row.origin,
    fileNames: row.fileNames,
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
  return {
    lists: current.map(toWatchlistVersion),
    imports: imports.map(
      (i): WatchlistImport => ({
        id: i.id,
        origin: i.origin,
        status: i.status,
        listName: i.version?.listKey ?? null,
        version: i.version ? versionLabel(i.version) : null,
        entries: i.version?.entryCount ?? null,
        fileNames: i.fileNames,
        message: i.message,
        importedAt: i.occurredAt.toISOString(),
        importedBy: i.actorEmail,
      }),
    ),
    sources: {
      upload: { enabled: true },
      folder: { enabled: Boolean(deps.config.watchlistDir), path: deps.config.watchlistDir ?? null },
      download: { enabled: deps.config.watchlistAutoUpdate, lastRunAt: lastDownload?.toISOString() ?? null },
    },
  };
}

/**
 * POST /api/watchlists/upload: imports one list (or the files of one OFAC CSV set) as a new version.
 * A file the parser refuses is a 422 naming the file, line or element at fault.
 */
export async function uploadWatchlist(
  deps: AppDeps,
  actor: { id: string; email: string },
  files: readonly ListFileInput[],
): Promise<WatchlistUploadResult> {
  const importer = createWatchlistImporter({ db: deps.db, index: deps.screening });
  const outcome = await importer.importFiles(files, 'upload', actor);
  if (outcome.status === 'rejected') {
    const { error } = outcome;
    throw new AppError(ERROR_CODES.listParseError, 422, error.message, {
      fileName: error.fileName ?? null,
      line: error.line ?? null,
      element: error.element ?? null,
    });
  }
  const list = toWatchlistVersion(outcome.version);
  return {
    status: outcome.status,
    list,
    message:
      outcome.status === 'imported'
        ? WATCHLIST_MESSAGES.imported(list.listName, list.entries)
        : WATCHLIST_MESSAGES.unchanged(list.listName),
  };
}
