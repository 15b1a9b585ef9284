import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import type { Db } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import * as repo from './watchlist.repo';
import type { ImportOutcome, ListFileInput, WatchlistImporter } from './watchlist-import';
import type { LoadedVersion, WatchlistIndex } from './watchlist-index';

const unbrotli = promisify(brotliDecompress);

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The shipped lists (apps/server/baseline-lists, see its NOTICE): beside the bundle in dist/, or at the
 * package root when the server runs from source. BASELINE_LISTS_DIR overrides it for benchmarks ('' leaves
 * the lists out); it is not an operator setting.
 */
export const BASELINE_DIR =
  process.env.BASELINE_LISTS_DIR ??
  (existsSync(path.join(here, 'baseline-lists'))
    ? path.join(here, 'baseline-lists')
    : path.resolve(here, '../../../baseline-lists'));

interface ManifestList {
  list: string;
  /** The publisher's date of this release; OFAC CSV files carry none themselves. */
  publishedAt: string;
  files: { fileName: string; stored: string; bytes: number; sha256: string }[];
}

export interface BaselineList {
  list: string;
  publishedAt: string;
  files: ListFileInput[];
}

/** Reads and decompresses the shipped lists, refusing any file whose content is not the one the manifest names. */
export async function readBaseline(dir: string): Promise<BaselineList[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { lists: ManifestList[] };
  return Promise.all(
    manifest.lists.map(async (l) => ({
      list: l.list,
      publishedAt: l.publishedAt,
      files: await Promise.all(
        l.files.map(async (f) => {
          const bytes = new Uint8Array(await unbrotli(await readFile(path.join(dir, f.stored))));
          if (createHash('sha256').update(bytes).digest('hex') !== f.sha256)
            throw new Error(`baseline list file ${f.stored} is damaged (its SHA-256 differs from manifest.json)`);
          return { fileName: f.fileName, bytes };
        }),
      ),
    })),
  );
}

interface BaselineLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Issue 10 "Real lists from the first start": imports the shipped lists on an installation that never
 * imported a list (the demo list aside). The check and the four imports are one transaction under the
 * import lock, so several instances starting together import them once: the others wait, then find the
 * versions there. The transaction downloads nothing: it only reads the shipped files. Returns the number
 * of lists imported (0 when the installation already had lists).
 */
export async function importBaseline(options: {
  db: Db;
  importer: WatchlistImporter;
  index: WatchlistIndex;
  dir: string;
  log: BaselineLog;
}): Promise<number> {
  const { db, importer, index, dir, log } = options;
  // The usual case on every later start: one indexed query, no file read. The refresh picks up lists
  // another instance imported since this one built its index (one query when nothing changed).
  if (await repo.anyRealVersion(db)) {
    await index.refresh();
    return 0;
  }

  const loaded: LoadedVersion[] = [];
  const outcomes = await withPlatform(db, 'watchlists: shipped baseline import', async (tx) => {
    // Read and parsed under the lock: an instance that waited for another one's import finds the
    // versions there and spends no time on the files.
    await repo.lockImports(tx);
    if (await repo.anyRealVersion(tx)) return [];
    const done: ImportOutcome[] = [];
    for (const l of await readBaseline(dir)) {
      const result = await importer.parseFiles(l.files, { publishedAt: l.publishedAt });
      if (!result.ok) throw new Error(`baseline list ${l.list} cannot be read: ${result.error.message}`);
      const fileNames = l.files.map((f) => f.fileName);
      const outcome = await importer.commitInTx(tx, result.parsed, result.hash, 'baseline', fileNames, null, {
        files: l.files,
      });
      if (outcome.status === 'imported') loaded.push({ row: outcome.version, entries: result.parsed.entries });
      done.push(outcome);
    }
    return done;
  });
  for (const outcome of outcomes) {
    if (outcome.status === 'held') log.warn(`Baseline list ${outcome.listName} held: ${outcome.reason}`);
  }
  // Nothing imported here: another instance did it while this one waited for the lock.
  if (loaded.length === 0) await index.refresh();
  else {
    await index.refresh(loaded);
    log.info(
      `Imported the shipped baseline lists: ${loaded.map((v) => `${v.row.listKey} (${v.row.entryCount})`).join(', ')}`,
    );
  }
  return loaded.length;
}
