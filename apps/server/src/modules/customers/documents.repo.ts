import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customerDocuments } from '../../db/schema';
import { uuidArray } from '../../db/sql-arrays';
import type { PreparedDocument } from './document-content';

/** Whose document: exactly one of the two (the table's check constraint says the same). */
export type DocumentOwner = { individualId: string } | { corporateId: string };

const ownerFilter = (owner: DocumentOwner) =>
  'individualId' in owner
    ? eq(customerDocuments.individualId, owner.individualId)
    : eq(customerDocuments.corporateId, owner.corporateId);

export const documentMeta = {
  id: customerDocuments.id,
  filename: customerDocuments.filename,
  contentType: customerDocuments.contentType,
  size: customerDocuments.size,
  sha256: customerDocuments.sha256,
  uploadedAt: customerDocuments.uploadedAt,
};
export type DocumentMeta = {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: Date;
};

export async function insertDocuments(
  tx: DbOrTx,
  tenantId: string,
  owner: DocumentOwner,
  documents: readonly PreparedDocument[],
  uploadedBy: string | null,
): Promise<DocumentMeta[]> {
  if (documents.length === 0) return [];
  return tx
    .insert(customerDocuments)
    .values(documents.map((doc) => ({ tenantId, ...owner, ...doc, uploadedBy })))
    .returning(documentMeta);
}

/** The documents in force (not marked deleted), oldest first. */
export async function listDocuments(tx: DbOrTx, owner: DocumentOwner): Promise<DocumentMeta[]> {
  return tx
    .select(documentMeta)
    .from(customerDocuments)
    .where(and(ownerFilter(owner), isNull(customerDocuments.deletedAt)))
    .orderBy(asc(customerDocuments.uploadedAt), asc(customerDocuments.filename));
}

/** The documents in force of many customers of one kind at once, by owner id (the plain list calls). */
export async function listDocumentsByOwner(
  tx: DbOrTx,
  kind: 'individual' | 'corporate',
  ownerIds: readonly string[],
): Promise<Map<string, DocumentMeta[]>> {
  const byOwner = new Map<string, DocumentMeta[]>();
  if (ownerIds.length === 0) return byOwner;
  const ownerColumn = kind === 'individual' ? customerDocuments.individualId : customerDocuments.corporateId;
  const rows = await tx
    .select({ ...documentMeta, owner: ownerColumn })
    .from(customerDocuments)
    // One array parameter, not one per id: a book may hold more ids than PostgreSQL's 65,535 parameters.
    .where(and(sql`${ownerColumn} = any(${uuidArray(ownerIds)})`, isNull(customerDocuments.deletedAt)))
    .orderBy(asc(customerDocuments.uploadedAt), asc(customerDocuments.filename));
  for (const { owner, ...doc } of rows) {
    if (!owner) continue;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), doc]);
  }
  return byOwner;
}

/** Spec 2 §4.5: a deleted document is marked, never removed (records are kept, decision 102). */
export async function markDocumentsDeleted(tx: DbOrTx, ids: readonly string[], actorId: string | null): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(customerDocuments)
    .set({ deletedAt: new Date(), deletedBy: actorId })
    .where(and(inArray(customerDocuments.id, [...ids]), isNull(customerDocuments.deletedAt)));
}

export async function documentForDownload(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      filename: customerDocuments.filename,
      contentType: customerDocuments.contentType,
      content: customerDocuments.content,
    })
    .from(customerDocuments)
    .where(and(eq(customerDocuments.id, id), isNull(customerDocuments.deletedAt)))
    .limit(1);
  return row ?? null;
}
