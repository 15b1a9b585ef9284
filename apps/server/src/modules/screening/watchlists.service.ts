import {
  ERROR_CODES,
  type ListsInForce,
  listAgeDays,
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
import { baseName } from './watchlist-guards';
import { createWatchlistImporter, type ImportOutcome, type ListFileInput } from './watchlist-import';
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

/** The answer to an import that did not replace the list: refused (422) or held for confirmation (409). */
function refusal(outcome: Exclude<ImportOutcome, { status: 'imported' | 'unchanged' }>): AppError {
  if (outcome.status === 'held') {
    return new AppError(ERROR_CODES.listImportHeld, 409, outcome.reason, {
      importId: outcome.importId,
      listName: outcome.listName,
    });
  }
  const { error } = outcome;
  return new AppError(ERROR_CODES.listParseError, 422, error.message, {
    fileName: error.fileName ?? null,
    line: error.line ?? null,
    element: error.element ?? null,
  });
}

/**
 * POST /api/watchlists/upload: imports one list (or the files of one OFAC CSV set) as a new version.
 * A file the parser refuses is a 422 naming the file, line or element at fault; one that looks cut short
 * is held (409) unless the super user confirms it.
 */
export async function uploadWatchlist(
  deps: AppDeps,
  actor: { id: string; email: string },
  files: readonly ListFileInput[],
  options: { confirm: boolean },
): Promise<WatchlistUploadResult> {
  const importer = createWatchlistImporter({ db: deps.db, index: deps.screening, jobs: deps.jobs });
  const outcome = await importer.importFiles([...files], 'upload', actor, { confirm: options.confirm });
  if (outcome.status === 'rejected' || outcome.status === 'held') throw refusal(outcome);
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

/** POST /api/watchlists/imports/{id}/confirm: the super user imports a held file after all (audited). */
export async function confirmHeldImport(
  deps: AppDeps,
  importId: string,
  actor: { id: string; email: string },
): Promise<WatchlistUploadResult> {
  const importer = createWatchlistImporter({ db: deps.db, index: deps.screening, jobs: deps.jobs });
  const outcome = await importer.confirmHeld(importId, actor);
  if (outcome.status === 'not-held') throw new AppError(ERROR_CODES.notFound, 404, WATCHLIST_MESSAGES.heldNotFound);
  if (outcome.status === 'superseded')
    throw new AppError(ERROR_CODES.conflict, 409, WATCHLIST_MESSAGES.heldSuperseded(outcome.listName));
  if (outcome.status === 'rejected' || outcome.status === 'held') throw refusal(outcome);
  const list = toWatchlistVersion(outcome.version);
  return { status: outcome.status, list, message: WATCHLIST_MESSAGES.confirmed(list.listName, list.entries) };
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
