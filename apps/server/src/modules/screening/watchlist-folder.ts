import { type FSWatcher, watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { detectFormat, type ListFormat, type ParsedList } from '@aml/screening';
import type { Db } from '../../db/database';
import { findAnyByHash } from './watchlist.repo';
import { contentHash, type ListFileInput, type WatchlistImporter } from './watchlist-import';

/** Folders below WATCHLIST_DIR that are read (publishers' sets are often one folder per release). */
const MAX_DEPTH = 4;

interface FolderLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Files that form one list: one file, or the files of one OFAC CSV set (same folder, same sdn/cons family). */
export interface FileGroup {
  files: ListFileInput[];
}

async function walk(root: string, dir: string, depth: number, out: string[]): Promise<void> {
  const items = await readdir(dir, { withFileTypes: true });
  for (const item of items) {
    if (item.name.startsWith('.')) continue;
    const full = path.join(dir, item.name);
    if (item.isDirectory() && depth < MAX_DEPTH) await walk(root, full, depth + 1, out);
    else if (item.isFile()) out.push(full);
  }
}

/**
 * Reads the folder and groups its list files. Content decides what a file is (schemas, READMEs and
 * index files are not lists and are skipped); OFAC CSV files are grouped by folder and family, since
 * sdn.csv needs its add/alt/comments companions.
 */
export async function collectListFiles(root: string, log?: FolderLog): Promise<FileGroup[]> {
  const paths: string[] = [];
  await walk(root, root, 0, paths);
  const groups = new Map<string, ListFileInput[]>();
  for (const full of paths.sort()) {
    const bytes = new Uint8Array(await readFile(full));
    const format: ListFormat | undefined = detectFormat(bytes);
    const fileName = path.relative(root, full);
    if (!format) {
      log?.info(`WATCHLIST_DIR: ${fileName} is not a supported list format; skipped`);
      continue;
    }
    const base = path.basename(full).toLowerCase();
    const key =
      format === 'ofac-csv'
        ? `ofac:${path.dirname(full)}:${base.startsWith('cons_') ? 'cons' : 'sdn'}`
        : `file:${full}`;
    const group = groups.get(key) ?? [];
    group.push({ fileName, bytes });
    groups.set(key, group);
  }
  return [...groups.values()].map((files) => ({ files }));
}

interface Candidate {
  group: FileGroup;
  hash: string;
  listKey: string;
  publishedAt: string | null;
  /** Parsed in this scan: content never imported before. Absent for content a version already holds. */
  parsed?: ParsedList;
}

/**
 * WATCHLIST_DIR (ARCHITECTURE §1): imported at start and whenever its files change. Per list, the
 * newest file in the folder (by publication date) is imported when its content has never been imported
 * before; content that a version already holds is left alone, so a restart creates nothing and an
 * upload of a newer release is not undone by an older file lying in the folder. Refused files are
 * recorded once per content.
 */
export function createFolderSource(options: { db: Db; importer: WatchlistImporter; dir: string; log: FolderLog }) {
  const { db, importer, dir, log } = options;
  const rejected = new Set<string>();
  let running: Promise<void> | null = null;
  /** Whether the last scan found list files (valid or not): the operator then chose the lists, not the baseline. */
  let foundLists = false;
  let again = false;

  async function identify(group: FileGroup): Promise<Candidate | null> {
    const hash = contentHash(group.files);
    if (rejected.has(hash)) return null;
    const stored = await findAnyByHash(db, hash);
    if (stored) return { group, hash, listKey: stored.listKey, publishedAt: stored.publishedAt };
    const result = await importer.parseFiles(group.files);
    if (!result.ok) {
      rejected.add(hash);
      await importer.recordRejection(
        group.files.map((f) => f.fileName),
        result.error,
        'folder',
        null,
      );
      log.warn(`WATCHLIST_DIR: rejected ${result.error.message}`);
      return null;
    }
    const { parsed } = result;
    return { group, hash, listKey: parsed.sourceType, publishedAt: parsed.publishedAt, parsed };
  }

  async function scanOnce(): Promise<void> {
    const groups = await collectListFiles(dir, log);
    foundLists = groups.length > 0;
    const newest = new Map<string, Candidate>();
    for (const group of groups) {
      const candidate = await identify(group);
      if (!candidate) continue;
      const best = newest.get(candidate.listKey);
      if (!best || (candidate.publishedAt ?? '') >= (best.publishedAt ?? '')) newest.set(candidate.listKey, candidate);
    }
    for (const candidate of newest.values()) {
      if (!candidate.parsed) continue;
      const fileNames = candidate.group.files.map((f) => f.fileName);
      // Held like an upload when it looks cut short (issue 10); a held content is recorded once.
      const outcome = await importer.commit(candidate.parsed, candidate.hash, 'folder', fileNames, null, {
        files: candidate.group.files,
      });
      if (outcome.status === 'imported') {
        log.info(`WATCHLIST_DIR: ${candidate.listKey} imported (${outcome.version.entryCount} entries)`);
      } else if (outcome.status === 'held') {
        log.warn(`WATCHLIST_DIR: ${fileNames.join(', ')} held for confirmation: ${outcome.reason}`);
      }
    }
  }

  /** Scans the folder; a scan asked for while one runs is done once more afterwards. */
  function scan(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await scanOnce();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** Watches the folder; bursts of changes (a set of files being copied) become one scan after a pause. */
  function watchChanges(debounceMs: number): () => void {
    let timer: NodeJS.Timeout | null = null;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { recursive: true }, () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          scan().catch((error: unknown) => log.warn(`WATCHLIST_DIR: scan failed: ${String(error)}`));
        }, debounceMs);
      });
    } catch (error) {
      log.warn(`WATCHLIST_DIR: cannot watch ${dir}: ${String(error)}`);
      return () => {};
    }
    watcher.on('error', (error) => log.warn(`WATCHLIST_DIR: watch error: ${String(error)}`));
    return () => {
      if (timer) clearTimeout(timer);
      watcher.close();
    };
  }

  return { scan, watchChanges, idle: () => running ?? Promise.resolve(), foundLists: () => foundLists };
}
