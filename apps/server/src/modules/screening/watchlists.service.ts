import type { WatchlistImport, WatchlistOverview, WatchlistVersion } from '@aml/contracts';
import type { AppDeps } from '../../app-deps';
import type { WatchlistVersionRow } from './watchlist.repo';
import * as repo from './watchlist.repo';
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
