import type { WatchlistEntry } from '@aml/screening';
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { watchlistEntries, watchlistHeldFiles, watchlistImports, watchlistVersions } from '../../db/schema';

export type WatchlistVersionRow = typeof watchlistVersions.$inferSelect;
export type WatchlistOrigin = WatchlistVersionRow['origin'];
export type NewWatchlistVersion = typeof watchlistVersions.$inferInsert;

/** Rows per INSERT of entries: large enough to be quick, small enough to stay far below the 65,535 parameter limit. */
const ENTRY_BATCH = 500;

/** The version of each list that is in force. */
export async function currentVersions(db: DbOrTx): Promise<WatchlistVersionRow[]> {
  return db
    .select()
    .from(watchlistVersions)
    .where(eq(watchlistVersions.isCurrent, true))
    .orderBy(asc(watchlistVersions.listKey));
}

/** The current version holding exactly this content, if any (same file imported again). */
export async function findCurrentByHash(db: DbOrTx, contentSha256: string): Promise<WatchlistVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(watchlistVersions)
    .where(and(eq(watchlistVersions.isCurrent, true), eq(watchlistVersions.contentSha256, contentSha256)))
    .limit(1);
  return row;
}

/** Any version (current or old) with this content: lets the folder scan learn a file's list without parsing it again. */
export async function findAnyByHash(db: DbOrTx, contentSha256: string): Promise<WatchlistVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(watchlistVersions)
    .where(eq(watchlistVersions.contentSha256, contentSha256))
    .orderBy(desc(watchlistVersions.importedAt))
    .limit(1);
  return row;
}

export async function findCurrentByKey(db: DbOrTx, listKey: string): Promise<WatchlistVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(watchlistVersions)
    .where(and(eq(watchlistVersions.isCurrent, true), eq(watchlistVersions.listKey, listKey)))
    .limit(1);
  return row;
}

export async function nextSeq(db: DbOrTx, listKey: string): Promise<number> {
  const [row] = await db
    .select({ last: max(watchlistVersions.seq) })
    .from(watchlistVersions)
    .where(eq(watchlistVersions.listKey, listKey));
  return (row?.last ?? 0) + 1;
}

/** Takes the current flag off a list's version; the row and its entries stay for the audit trail. */
export async function supersede(db: DbOrTx, listKey: string): Promise<void> {
  await db
    .update(watchlistVersions)
    .set({ isCurrent: false })
    .where(and(eq(watchlistVersions.listKey, listKey), eq(watchlistVersions.isCurrent, true)));
}

export async function insertVersion(db: DbOrTx, values: NewWatchlistVersion): Promise<WatchlistVersionRow> {
  const [row] = await db.insert(watchlistVersions).values(values).returning();
  if (!row) throw new Error('watchlist version not inserted');
  return row;
}

export async function insertEntries(db: DbOrTx, versionId: string, entries: readonly WatchlistEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ENTRY_BATCH) {
    const batch = entries.slice(start, start + ENTRY_BATCH).map((entry, i) => ({
      versionId,
      ordinal: start + i,
      listId: entry.listId,
      entry,
    }));
    await db.insert(watchlistEntries).values(batch);
  }
}

/** A version's entries in their published order, as the index is built from them. */
export async function entriesOf(db: DbOrTx, versionId: string): Promise<WatchlistEntry[]> {
  const rows = await db
    .select({ entry: watchlistEntries.entry })
    .from(watchlistEntries)
    .where(eq(watchlistEntries.versionId, versionId))
    .orderBy(asc(watchlistEntries.ordinal));
  return rows.map((r) => r.entry as WatchlistEntry);
}

export type WatchlistImportRow = typeof watchlistImports.$inferSelect;

export async function insertImport(db: DbOrTx, values: typeof watchlistImports.$inferInsert): Promise<string> {
  const [row] = await db.insert(watchlistImports).values(values).returning({ id: watchlistImports.id });
  if (!row) throw new Error('watchlist import not recorded');
  return row.id;
}

/** Whether any list other than the fictional demo list was ever imported (the baseline is for empty installations). */
export async function anyRealVersion(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: watchlistVersions.id })
    .from(watchlistVersions)
    .where(sql`${watchlistVersions.origin} <> 'demo'`)
    .limit(1);
  return Boolean(row);
}

/** A held import of exactly this content still waiting for confirmation (a folder rescanned, a download repeated). */
export async function findHeldByHash(db: DbOrTx, contentSha256: string): Promise<WatchlistImportRow | undefined> {
  const [row] = await db
    .select()
    .from(watchlistImports)
    .where(and(eq(watchlistImports.status, 'held'), eq(watchlistImports.contentSha256, contentSha256)))
    .limit(1);
  return row;
}

/** A held import, locked against a second confirmation running at the same time. */
export async function findHeldForUpdate(db: DbOrTx, importId: string): Promise<WatchlistImportRow | undefined> {
  const [row] = await db
    .select()
    .from(watchlistImports)
    .where(and(eq(watchlistImports.id, importId), eq(watchlistImports.status, 'held')))
    .for('update');
  return row;
}

export async function insertHeldFiles(
  db: DbOrTx,
  importId: string,
  files: readonly { fileName: string; bytes: Uint8Array }[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insert(watchlistHeldFiles)
    .values(files.map((f, ordinal) => ({ importId, ordinal, fileName: f.fileName, bytes: Buffer.from(f.bytes) })));
}

export async function heldFilesOf(db: DbOrTx, importId: string): Promise<{ fileName: string; bytes: Uint8Array }[]> {
  const rows = await db
    .select({ fileName: watchlistHeldFiles.fileName, bytes: watchlistHeldFiles.bytes })
    .from(watchlistHeldFiles)
    .where(eq(watchlistHeldFiles.importId, importId))
    .orderBy(asc(watchlistHeldFiles.ordinal));
  return rows.map((r) => ({ fileName: r.fileName, bytes: new Uint8Array(r.bytes) }));
}

/** Marks a held import confirmed; its files are no longer needed once the version holds the entries. */
export async function markConfirmed(
  db: DbOrTx,
  importId: string,
  values: { versionId: string; actorId: string; actorEmail: string },
): Promise<void> {
  await db
    .update(watchlistImports)
    .set({
      status: 'confirmed',
      versionId: values.versionId,
      resolvedAt: new Date(),
      resolvedBy: values.actorId,
      resolvedByEmail: values.actorEmail,
    })
    .where(eq(watchlistImports.id, importId));
  await db.delete(watchlistHeldFiles).where(eq(watchlistHeldFiles.importId, importId));
}

/** The latest import attempts with the version they produced or found in force. */
export async function recentImports(db: DbOrTx, limit: number) {
  return db
    .select({
      id: watchlistImports.id,
      origin: watchlistImports.origin,
      status: watchlistImports.status,
      fileNames: watchlistImports.fileNames,
      message: watchlistImports.message,
      occurredAt: watchlistImports.occurredAt,
      actorEmail: watchlistImports.actorEmail,
      listKey: watchlistImports.listKey,
      entryCount: watchlistImports.entryCount,
      heldAgainstVersionId: watchlistImports.heldAgainstVersionId,
      resolvedAt: watchlistImports.resolvedAt,
      resolvedByEmail: watchlistImports.resolvedByEmail,
      version: watchlistVersions,
    })
    .from(watchlistImports)
    .leftJoin(watchlistVersions, eq(watchlistVersions.id, watchlistImports.versionId))
    .orderBy(desc(watchlistImports.occurredAt))
    .limit(limit);
}

/** When a download last brought a list (imported, or found it unchanged); failed attempts do not count. */
export async function lastSuccessfulImport(db: DbOrTx, origin: WatchlistOrigin): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(watchlistImports.occurredAt) })
    .from(watchlistImports)
    .where(and(eq(watchlistImports.origin, origin), inArray(watchlistImports.status, ['imported', 'unchanged'])));
  return row?.at ?? null;
}

/** Serialises imports across instances for the length of one transaction. */
export async function lockImports(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(874210)`);
}
