import { ListParseError } from '@aml/screening';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lastSuccessfulImport } from './watchlist.repo';
import type { ImportOutcome, ListFileInput, WatchlistImporter } from './watchlist-import';

/** One list as its publisher serves it: one file, or the files of one OFAC CSV set. */
export interface DownloadSource {
  name: string;
  files: readonly { url: string; fileName: string }[];
}

const OFAC_EXPORTS = 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports';

/**
 * The publishers' own addresses (WATCHLIST_AUTO_UPDATE=1). The UAE Local Terrorist List has no stable
 * machine-readable address (the EOCN posts a new spreadsheet link per update), so it is uploaded by hand.
 */
export const OFFICIAL_SOURCES: readonly DownloadSource[] = [
  {
    name: 'OFAC SDN',
    files: ['SDN.CSV', 'ADD.CSV', 'ALT.CSV', 'SDN_COMMENTS.CSV'].map((f) => ({
      url: `${OFAC_EXPORTS}/${f}`,
      fileName: f.toLowerCase(),
    })),
  },
  {
    name: 'OFAC Consolidated (non-SDN)',
    files: ['CONS_PRIM.CSV', 'CONS_ADD.CSV', 'CONS_ALT.CSV', 'CONS_COMMENTS.CSV'].map((f) => ({
      url: `${OFAC_EXPORTS}/${f}`,
      fileName: f.toLowerCase(),
    })),
  },
  {
    name: 'UN Security Council Consolidated List',
    files: [{ url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml', fileName: 'consolidated.xml' }],
  },
  {
    name: 'UK OFSI Consolidated List',
    files: [
      { url: 'https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.csv', fileName: 'ConList.csv' },
    ],
  },
  {
    name: 'EU Financial Sanctions Files (FSF)',
    files: [
      {
        // The token is the EU's published public token for the FSF download, not a credential.
        url: 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
        fileName: 'eu-fsf-1.1.xml',
      },
    ],
  },
];

/** A day between downloads; a failed run is tried again at the next hourly check. */
export const DOWNLOAD_INTERVAL_MS = 24 * 60 * 60 * 1000;
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5 * 60 * 1000;
const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;
/** Advisory lock held by the one instance that downloads. */
const DOWNLOAD_LOCK = 874211;

interface DownloadLog {
  info(message: string): void;
  warn(message: string): void;
}

async function fetchFile(url: string, fetchImpl: typeof fetch): Promise<Uint8Array> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_DOWNLOAD_BYTES) throw new Error(`${url} is larger than ${MAX_DOWNLOAD_BYTES} bytes`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_DOWNLOAD_BYTES) throw new Error(`${url} is larger than ${MAX_DOWNLOAD_BYTES} bytes`);
  return bytes;
}

export interface DownloadResult {
  source: string;
  outcome: ImportOutcome;
}

/** Downloads every source and imports what changed; a failed download or a malformed file keeps the version in force. */
export async function downloadAll(
  sources: readonly DownloadSource[],
  importer: WatchlistImporter,
  log: DownloadLog,
  fetchImpl: typeof fetch = fetch,
): Promise<DownloadResult[]> {
  const results: DownloadResult[] = [];
  for (const source of sources) {
    let files: ListFileInput[];
    try {
      files = [];
      for (const file of source.files)
        files.push({ fileName: file.fileName, bytes: await fetchFile(file.url, fetchImpl) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failure = new ListParseError(`download failed: ${reason}`, { format: 'unknown' });
      await importer.recordRejection(
        source.files.map((f) => f.fileName),
        failure,
        'download',
        null,
      );
      log.warn(`Watchlist download ${source.name}: ${failure.message}`);
      results.push({ source: source.name, outcome: { status: 'rejected', error: failure } });
      continue;
    }
    const outcome = await importer.importFiles(files, 'download');
    if (outcome.status === 'rejected') log.warn(`Watchlist download ${source.name}: rejected ${outcome.error.message}`);
    else log.info(`Watchlist download ${source.name}: ${outcome.status}`);
    results.push({ source: source.name, outcome });
  }
  return results;
}

/**
 * The daily download (WATCHLIST_AUTO_UPDATE=1): an in-process check every hour that downloads when the
 * last successful download is a day old. The instance that holds a PostgreSQL advisory lock does the
 * work; the others skip, and the date read under the lock keeps them from repeating it afterwards.
 */
export function scheduleDailyDownload(options: {
  db: Db;
  importer: WatchlistImporter;
  sources: readonly DownloadSource[];
  log: DownloadLog;
  checkIntervalMs?: number;
  fetchImpl?: typeof fetch;
}) {
  const { db, importer, sources, log } = options;
  let stopped = false;
  let running: Promise<void> | null = null;

  async function checkOnce(): Promise<void> {
    // The lock lives as long as this transaction, which only holds it while the run goes on: the
    // imports themselves commit in their own transactions.
    await db.transaction(async (tx) => {
      const locked = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${DOWNLOAD_LOCK}) as ok`);
      if (!locked.rows[0]?.ok) return;
      const last = await lastSuccessfulImport(tx, 'download');
      if (last && Date.now() - last.getTime() < DOWNLOAD_INTERVAL_MS) return;
      await downloadAll(sources, importer, log, options.fetchImpl);
    });
  }

  function check(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= checkOnce()
      .catch((error: unknown) => log.warn(`Watchlist download check failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  void check();
  const timer = setInterval(() => void check(), options.checkIntervalMs ?? CHECK_INTERVAL_MS);
  timer.unref();
  return {
    check,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
