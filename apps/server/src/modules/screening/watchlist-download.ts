import { ListParseError } from '@aml/screening';
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

/** The catch-up at start runs when the last successful download is more than a day old. */
export const DOWNLOAD_INTERVAL_MS = 24 * 60 * 60 * 1000;
/**
 * A run finds nothing to do when a download succeeded less than this ago (another instance's catch-up, or a
 * run retried after a success); an hour short of a day, so the daily schedule is never skipped for minutes.
 */
export const DOWNLOAD_DUE_AFTER_MS = 23 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5 * 60 * 1000;
const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;
interface DownloadLog {
  info(message: string): void;
  warn(message: string): void;
}

async function fetchFile(url: string, fetchImpl: typeof fetch, stop?: AbortSignal): Promise<Uint8Array> {
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  const response = await fetchImpl(url, { signal, redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_DOWNLOAD_BYTES) throw new Error(`${url} is larger than ${MAX_DOWNLOAD_BYTES} bytes`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_DOWNLOAD_BYTES) throw new Error(`${url} is larger than ${MAX_DOWNLOAD_BYTES} bytes`);
  return bytes;
}

export interface DownloadResult {
  source: string;
  /** False when the files could not be fetched (network, HTTP error); the outcome then records the failure. */
  fetched: boolean;
  outcome: ImportOutcome;
}

/** Downloads every source and imports what changed; a failed download or a malformed file keeps the version in force. */
export async function downloadAll(
  sources: readonly DownloadSource[],
  importer: WatchlistImporter,
  log: DownloadLog,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<DownloadResult[]> {
  const results: DownloadResult[] = [];
  for (const source of sources) {
    // Shutting down: the lists not yet fetched keep their version; the job is retried.
    signal?.throwIfAborted();
    let files: ListFileInput[];
    try {
      files = [];
      for (const file of source.files)
        files.push({ fileName: file.fileName, bytes: await fetchFile(file.url, fetchImpl, signal) });
    } catch (error) {
      if (signal?.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      const failure = new ListParseError(`download failed: ${reason}`, { format: 'unknown' });
      await importer.recordRejection(
        source.files.map((f) => f.fileName),
        failure,
        'download',
        null,
      );
      log.warn(`Watchlist download ${source.name}: ${failure.message}`);
      results.push({ source: source.name, fetched: false, outcome: { status: 'rejected', error: failure } });
      continue;
    }
    const outcome = await importer.importFiles(files, 'download');
    if (outcome.status === 'rejected') log.warn(`Watchlist download ${source.name}: rejected ${outcome.error.message}`);
    else log.info(`Watchlist download ${source.name}: ${outcome.status}`);
    results.push({ source: source.name, fetched: true, outcome });
  }
  return results;
}

/** Whether the last successful download is older than `maxAgeMs` (or there was none). */
export async function isDownloadDue(db: Db, maxAgeMs: number): Promise<boolean> {
  const last = await lastSuccessfulImport(db, 'download');
  return !last || Date.now() - last.getTime() >= maxAgeMs;
}

/**
 * One run of the daily download (WATCHLIST_AUTO_UPDATE=1), the body of the runner's `watchlist-download`
 * job: once a day by its schedule, and at start when the last success is more than a day old. The job's
 * key and queue keep two instances from running it at once, so no lock and no transaction is held while
 * the files download (each import commits in its own short transaction). Returns null when a download
 * succeeded recently enough that there is nothing to do.
 */
export async function runDailyDownload(options: {
  db: Db;
  importer: WatchlistImporter;
  sources: readonly DownloadSource[];
  log: DownloadLog;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}): Promise<DownloadResult[] | null> {
  const { db, importer, sources, log } = options;
  if (!(await isDownloadDue(db, DOWNLOAD_DUE_AFTER_MS))) return null;
  const results = await downloadAll(sources, importer, log, options.fetchImpl, options.signal);
  // Nothing could be fetched at all (the network, most likely): fail the job so the runner tries again
  // later the same day rather than at tomorrow's run. A file fetched but refused is not retried.
  if (results.length > 0 && results.every((r) => !r.fetched))
    throw new Error('No watchlist could be downloaded; the run is retried');
  return results;
}
