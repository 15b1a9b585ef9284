import { createHash } from 'node:crypto';
import { demoEntries } from '@aml/screening';
import type { AppDeps } from '../../app-deps';
import { WATCHLIST_DOWNLOAD_JOB } from '../jobs/app-jobs';
import { findAnyByHash } from './watchlist.repo';
import { BASELINE_DIR, importBaseline } from './watchlist-baseline';
import {
  DOWNLOAD_INTERVAL_MS,
  type DownloadSource,
  isDownloadDue,
  OFFICIAL_SOURCES,
  runDailyDownload,
} from './watchlist-download';
import { createFolderSource } from './watchlist-folder';
import { createWatchlistImporter } from './watchlist-import';

/** How often an instance re-reads which versions are current, so a version imported by another instance reaches it. */
export const SYNC_INTERVAL_MS = 60 * 1000;

export interface WatchlistRuntimeOptions {
  syncIntervalMs?: number;
  /** Pause after the last change in WATCHLIST_DIR before it is scanned (files of a set arrive one by one). */
  folderDebounceMs?: number;
  /** Where the daily download fetches from; the publishers' addresses unless a test points elsewhere. */
  downloadSources?: readonly DownloadSource[];
  fetchImpl?: typeof fetch;
  /** The shipped baseline lists; null leaves them out (tests that want an installation without lists). */
  baselineDir?: string | null;
}

export interface WatchlistLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface WatchlistRuntime {
  /** Scans WATCHLIST_DIR now (null when it is not set). */
  scanFolder: (() => Promise<void>) | null;
  /**
   * One run of the daily download (null when WATCHLIST_AUTO_UPDATE is off): the body of the job runner's
   * `watchlist-download` task, and what a test calls to run it now.
   */
  checkDownload: ((signal?: AbortSignal) => Promise<void>) | null;
  stop(): Promise<void>;
}

const DEMO_LIST = {
  source: 'DEMO' as const,
  sourceType: demoEntries[0]?.sourceType ?? 'Demo list (fictional names)',
  format: 'builtin',
  publishedAt: null,
  entries: demoEntries,
  warnings: [],
};

/**
 * Start-up of the watchlists: the index is built from the versions in the database, the demo list is
 * loaded with DEMO_SEED, WATCHLIST_DIR is imported and watched, with WATCHLIST_AUTO_UPDATE a download more
 * than a day old is enqueued as a catch-up (the daily download is a job of the runner, see checkDownload),
 * and the current versions are polled for other instances' imports. stop() ends every timer and watcher,
 * so tests and shutdown leave nothing running.
 */
export async function startWatchlists(
  deps: AppDeps,
  log: WatchlistLog,
  options: WatchlistRuntimeOptions = {},
): Promise<WatchlistRuntime> {
  const { db, config, screening } = deps;
  const importer = createWatchlistImporter({ db, index: screening, jobs: deps.jobs });
  const stops: (() => Promise<void> | void)[] = [];
  try {
    await screening.refresh();

    if (config.demoSeed) {
      const hash = createHash('sha256').update(JSON.stringify(demoEntries)).digest('hex');
      // Once: a restart, or a super user having replaced nothing, must not add import records every start.
      if (!(await findAnyByHash(db, hash)))
        await importer.commit(DEMO_LIST, hash, 'demo', ['demo-list (built in)'], null);
    }

    let scanFolder: WatchlistRuntime['scanFolder'] = null;
    let folderHoldsLists = false;
    if (config.watchlistDir) {
      const folder = createFolderSource({ db, importer, dir: config.watchlistDir, log });
      await folder.scan();
      folderHoldsLists = folder.foundLists();
      stops.push(folder.watchChanges(options.folderDebounceMs ?? 1500));
      stops.push(() => folder.idle());
      scanFolder = folder.scan;
    }

    // Issue 10: the shipped lists, unless the operator chose the lists (a WATCHLIST_DIR holding lists, or
    // the daily download): an operator pointing at a folder of releases gets exactly those. Only an
    // installation that never imported a list takes them; it happens before the server listens.
    const baselineDir = options.baselineDir === undefined ? BASELINE_DIR : options.baselineDir;
    if (baselineDir && !folderHoldsLists && !config.watchlistAutoUpdate)
      await importBaseline({ db, importer, index: screening, dir: baselineDir, log });

    let checkDownload: WatchlistRuntime['checkDownload'] = null;
    if (config.watchlistAutoUpdate) {
      const sources = options.downloadSources ?? OFFICIAL_SOURCES;
      checkDownload = async (signal) => {
        await runDailyDownload({
          db,
          importer,
          sources,
          log,
          ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
          ...(signal ? { signal } : {}),
        });
      };
      // The runner's daily schedule does the rest; a start long after the last success catches up now.
      // The job key makes the catch-ups of several instances starting together one job.
      if (await isDownloadDue(db, DOWNLOAD_INTERVAL_MS))
        await deps.jobs.enqueue('watchlist-download', { reason: 'catch-up' }, WATCHLIST_DOWNLOAD_JOB);
    }

    const sync = setInterval(() => {
      screening.refresh().catch((error: unknown) => log.warn(`Watchlist sync failed: ${String(error)}`));
    }, options.syncIntervalMs ?? SYNC_INTERVAL_MS);
    sync.unref();
    stops.push(() => clearInterval(sync));

    return {
      scanFolder,
      checkDownload,
      stop: async () => {
        for (const stop of stops.reverse()) await stop();
        // A refresh still running would query a pool that is about to close.
        await screening.idle();
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    throw error;
  }
}
