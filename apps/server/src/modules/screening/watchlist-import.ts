import { createHash } from 'node:crypto';
import { ListParseError, type ParsedList, parseList, type WatchlistEntry } from '@aml/screening';
import type { Db, Tx } from '../../db/database';
import { withPlatform } from '../../db/tenant-scope';
import { appendAudit } from '../audit/audit.repo';
import type { JobQueue } from '../jobs/job-runner';
import { enqueueMonitoringRun } from '../monitoring/monitoring.jobs';
import { createRun } from '../monitoring/monitoring.repo';
import type { WatchlistOrigin, WatchlistVersionRow } from './watchlist.repo';
import * as repo from './watchlist.repo';
import { holdReason } from './watchlist-guards';
import { versionLabel, type WatchlistIndex } from './watchlist-index';

export interface ListFileInput {
  fileName: string;
  bytes: Uint8Array;
}

export interface ImportActor {
  id: string;
  email: string;
}

export type ImportOutcome =
  | { status: 'unchanged'; version: WatchlistVersionRow }
  /** `monitoringRunId`: the ongoing-monitoring run of the new version (issue 17), made in the import's transaction. */
  | { status: 'imported'; version: WatchlistVersionRow; monitoringRunId: string }
  | { status: 'rejected'; error: ListParseError }
  /** Looks cut short (issue 10): recorded with its files, waiting for the super user's confirmation. */
  | { status: 'held'; importId: string; listName: string; reason: string };

export interface CommitOptions {
  /** The files themselves: checked for the signs of a cut file, and kept when the import is held. */
  files?: readonly ListFileInput[];
  /** The super user confirmed this import explicitly: it is not held. */
  confirmed?: boolean;
}

/** Parsed content ready to commit, or the reason it was refused. */
export type ParseOutcome =
  | { ok: true; parsed: ParsedList; hash: string }
  | { ok: false; hash: string; error: ListParseError };

/** Parser warnings kept on the version row for the super user (the full count is kept too). */
const KEPT_WARNINGS = 50;

/**
 * SHA-256 of the content alone (each file's digest, sorted), so the same list re-uploaded under another
 * name, or found again in the folder, is recognised as the version already in force.
 */
export function contentHash(files: readonly ListFileInput[]): string {
  const digests = files.map((f) => createHash('sha256').update(f.bytes).digest('hex')).sort();
  return createHash('sha256').update(digests.join('\n')).digest('hex');
}

/** Any failure to read the file is a refusal that names the file; the parser's own errors name the line or element. */
function asParseError(error: unknown, files: readonly ListFileInput[]): ListParseError {
  if (error instanceof ListParseError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ListParseError(`the file could not be read (${reason})`, {
    format: 'unknown',
    ...(files.length === 1 && files[0] ? { fileName: files[0].fileName } : {}),
  });
}

/** A parsed list, or a built-in one (the demo list has no file format). */
export type CommittableList = Omit<ParsedList, 'format'> & { format: string };

export interface WatchlistImporterDeps {
  db: Db;
  index: WatchlistIndex;
  /**
   * Where the monitoring run of each imported version is enqueued at once. Without it (the shipped baseline
   * at first start) the run waits for the runner's start-up sweep, which enqueues every run not completed.
   */
  jobs?: JobQueue;
}

export type WatchlistImporter = ReturnType<typeof createWatchlistImporter>;

/**
 * Imports list files as new versions. Parsing happens before any write; the version, its entries, the
 * superseding of the previous version, the import record and the audit event are one transaction; the
 * in-memory index is swapped after the commit. A refused file changes nothing but the import record.
 */
const summary = (v: WatchlistVersionRow) => ({
  versionId: v.id,
  list: v.listKey,
  version: versionLabel(v),
  entries: v.entryCount,
  origin: v.origin,
  fileNames: v.fileNames,
});

export function createWatchlistImporter({ db, index, jobs }: WatchlistImporterDeps) {
  /** `publishedAt`: the publisher's date for files that state none (the shipped OFAC sets). */
  async function parseFiles(
    files: readonly ListFileInput[],
    options: { publishedAt?: string } = {},
  ): Promise<ParseOutcome> {
    const hash = contentHash(files);
    try {
      const first = files[0];
      if (!first) throw new ListParseError('no file given', { format: 'unknown' });
      const dated = options.publishedAt ? { publishedAt: options.publishedAt } : {};
      const parsed =
        files.length === 1
          ? await parseList('auto', first.bytes, { fileName: first.fileName, ...dated })
          : await parseList('auto', { files: files.map((f) => ({ fileName: f.fileName, data: f.bytes })) }, dated);
      // An empty list would silently replace the one in force with nothing: treat it as a broken file.
      if (parsed.entries.length === 0) {
        throw new ListParseError('the file holds no list entries', {
          format: parsed.format,
          ...(files.length === 1 ? { fileName: first.fileName } : {}),
        });
      }
      return { ok: true, parsed, hash };
    } catch (error) {
      return { ok: false, hash, error: asParseError(error, files) };
    }
  }

  async function recordRejection(
    fileNames: readonly string[],
    error: ListParseError,
    origin: WatchlistOrigin,
    actor: ImportActor | null,
  ): Promise<void> {
    await withPlatform(db, 'watchlists: list import', async (tx) => {
      await repo.insertImport(tx, {
        origin,
        status: 'rejected',
        fileNames: [...fileNames],
        message: error.message,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
      });
      await appendAudit(tx, {
        tenantId: null,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: 'watchlist.import_rejected',
        entityType: 'watchlist',
        after: {
          origin,
          fileNames: [...fileNames],
          message: error.message,
          line: error.line ?? null,
          element: error.element ?? null,
        },
      });
    });
  }

  /**
   * Inside a transaction that holds the import lock: makes parsed content the version in force, finds it
   * already is, or holds it for confirmation when it looks cut short. The index is not touched here.
   */
  async function commitInTx(
    tx: Tx,
    parsed: CommittableList,
    hash: string,
    origin: WatchlistOrigin,
    fileNames: readonly string[],
    actor: ImportActor | null,
    options: CommitOptions = {},
  ): Promise<ImportOutcome> {
    const actorFields = { actorId: actor?.id ?? null, actorEmail: actor?.email ?? null };
    const same = await repo.findCurrentByHash(tx, hash);
    if (same) {
      await repo.insertImport(tx, {
        origin,
        status: 'unchanged',
        versionId: same.id,
        fileNames: [...fileNames],
        ...actorFields,
      });
      return { status: 'unchanged', version: same };
    }
    const previous = await repo.findCurrentByKey(tx, parsed.sourceType);
    if (options.files && !options.confirmed) {
      const reason = holdReason(
        { listName: parsed.sourceType, format: parsed.format, entries: parsed.entries.length },
        options.files,
        previous ? { entryCount: previous.entryCount, version: versionLabel(previous) } : null,
      );
      if (reason) return hold(tx, parsed, hash, origin, fileNames, actor, options.files, reason, previous);
    }
    await repo.supersede(tx, parsed.sourceType);
    const version = await repo.insertVersion(tx, {
      listKey: parsed.sourceType,
      seq: await repo.nextSeq(tx, parsed.sourceType),
      source: parsed.source,
      format: parsed.format,
      publishedAt: parsed.publishedAt,
      entryCount: parsed.entries.length,
      warningCount: parsed.warnings.length,
      warnings: parsed.warnings.slice(0, KEPT_WARNINGS),
      origin,
      fileNames: [...fileNames],
      contentSha256: hash,
      isCurrent: true,
      importedBy: actor?.id ?? null,
      importedByEmail: actor?.email ?? null,
    });
    await repo.insertEntries(tx, version.id, parsed.entries);
    await repo.insertImport(tx, {
      origin,
      status: 'imported',
      versionId: version.id,
      fileNames: [...fileNames],
      ...actorFields,
    });
    // Issue 17: the version's monitoring run is made with the version, so no import can go unmonitored.
    const run = await createRun(tx, {
      trigger: 'OnGoingListUpdate',
      runKey: `version:${version.id}`,
      versionId: version.id,
      previousVersionId: previous?.id ?? null,
      listKey: version.listKey,
      listVersion: versionLabel(version),
      importedAt: version.importedAt,
    });
    await appendAudit(tx, {
      tenantId: null,
      ...actorFields,
      action: 'watchlist.imported',
      entityType: 'watchlist_version',
      entityId: version.id,
      before: previous ? summary(previous) : null,
      // A confirmed import is one the guards would have held: the record says the super user chose it.
      after: { ...summary(version), confirmed: Boolean(options.confirmed), monitoringRunId: run.id },
    });
    return { status: 'imported', version, monitoringRunId: run.id };
  }

  /** Records a held import with its files (once per content while it waits) and audits it. */
  async function hold(
    tx: Tx,
    parsed: CommittableList,
    hash: string,
    origin: WatchlistOrigin,
    fileNames: readonly string[],
    actor: ImportActor | null,
    files: readonly ListFileInput[],
    reason: string,
    previous: WatchlistVersionRow | undefined,
  ): Promise<ImportOutcome> {
    const waiting = await repo.findHeldByHash(tx, hash);
    if (waiting) return { status: 'held', importId: waiting.id, listName: parsed.sourceType, reason };
    const importId = await repo.insertImport(tx, {
      origin,
      status: 'held',
      fileNames: [...fileNames],
      message: reason,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      listKey: parsed.sourceType,
      entryCount: parsed.entries.length,
      contentSha256: hash,
      heldAgainstVersionId: previous?.id ?? null,
    });
    await repo.insertHeldFiles(tx, importId, files);
    await appendAudit(tx, {
      tenantId: null,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action: 'watchlist.import_held',
      entityType: 'watchlist_import',
      entityId: importId,
      before: previous ? summary(previous) : null,
      after: { origin, list: parsed.sourceType, entries: parsed.entries.length, fileNames: [...fileNames], reason },
    });
    return { status: 'held', importId, listName: parsed.sourceType, reason };
  }

  /** Makes parsed content the version in force (or finds it already is, or holds it), then swaps the index. */
  async function commit(
    parsed: CommittableList,
    hash: string,
    origin: WatchlistOrigin,
    fileNames: readonly string[],
    actor: ImportActor | null,
    options: CommitOptions = {},
  ): Promise<ImportOutcome> {
    const outcome = await withPlatform(db, 'watchlists: list import', async (tx): Promise<ImportOutcome> => {
      // One import at a time across instances, so two instances reading the same folder make one version.
      await repo.lockImports(tx);
      return commitInTx(tx, parsed, hash, origin, fileNames, actor, options);
    });
    if (outcome.status === 'imported') await afterImport(outcome, parsed.entries);
    return outcome;
  }

  /** The new version into the index in force, then its monitoring run into the queue. */
  async function afterImport(
    outcome: Extract<ImportOutcome, { status: 'imported' }>,
    entries: readonly WatchlistEntry[],
  ): Promise<void> {
    await index.refresh({ row: outcome.version, entries });
    if (jobs) await enqueueMonitoringRun(jobs, outcome.monitoringRunId);
  }

  /**
   * Imports a held file after the super user's explicit confirmation, from the bytes kept in the database.
   * Refused (null) when the import is no longer held; 'superseded' when its list changed since it was
   * held (confirming it then would undo a later import nobody looked at).
   */
  async function confirmHeld(
    importId: string,
    actor: ImportActor,
  ): Promise<ImportOutcome | { status: 'not-held' } | { status: 'superseded'; listName: string }> {
    const files = await repo.heldFilesOf(db, importId);
    const result = await parseFiles(files);
    let entries: readonly WatchlistEntry[] = [];
    const outcome = await withPlatform(db, 'watchlists: confirm a held import', async (tx) => {
      await repo.lockImports(tx);
      const held = await repo.findHeldForUpdate(tx, importId);
      if (!held || files.length === 0) return { status: 'not-held' as const };
      const listName = held.listKey ?? '';
      const current = await repo.findCurrentByKey(tx, listName);
      if ((current?.id ?? null) !== held.heldAgainstVersionId) return { status: 'superseded' as const, listName };
      // The stored bytes parsed before; a failure now is a refusal like any other.
      if (!result.ok) return { status: 'rejected' as const, error: result.error };
      entries = result.parsed.entries;
      const imported = await commitInTx(tx, result.parsed, result.hash, held.origin, held.fileNames, actor, {
        confirmed: true,
      });
      if (imported.status !== 'imported') return imported;
      await repo.markConfirmed(tx, importId, {
        versionId: imported.version.id,
        actorId: actor.id,
        actorEmail: actor.email,
      });
      await appendAudit(tx, {
        tenantId: null,
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'watchlist.import_confirmed',
        entityType: 'watchlist_import',
        entityId: importId,
        before: { status: 'held', list: listName, entries: held.entryCount, reason: held.message },
        after: { status: 'confirmed', ...summary(imported.version) },
      });
      return imported;
    });
    if (outcome.status === 'imported') await afterImport(outcome, entries);
    return outcome;
  }

  /** Parse and import one list (one file, or the files of one OFAC CSV set). */
  async function importFiles(
    files: readonly ListFileInput[],
    origin: WatchlistOrigin,
    actor: ImportActor | null = null,
    options: { confirm?: boolean } = {},
  ): Promise<ImportOutcome> {
    const fileNames = files.map((f) => f.fileName);
    // The same bytes already in force: no parse, no new version.
    const same = await repo.findCurrentByHash(db, contentHash(files));
    if (same) {
      await repo.insertImport(db, {
        origin,
        status: 'unchanged',
        versionId: same.id,
        fileNames,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
      });
      return { status: 'unchanged', version: same };
    }
    const result = await parseFiles(files);
    if (!result.ok) {
      await recordRejection(fileNames, result.error, origin, actor);
      return { status: 'rejected', error: result.error };
    }
    return commit(result.parsed, result.hash, origin, fileNames, actor, { files, confirmed: Boolean(options.confirm) });
  }

  return { parseFiles, recordRejection, commit, commitInTx, confirmHeld, importFiles };
}
