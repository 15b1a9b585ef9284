import { type FileItem, FULL_FORM_FILE_RULES, ONBOARDING_MESSAGES } from '@aml/contracts';
import type { Tx } from '../../db/database';
import type { TenantContext } from '../../db/tenant-scope';
import { invalid } from '../../lib/app-error';
import { type PreparedDocument, prepareDocument } from './document-content';
import {
  type DocumentMeta,
  type DocumentOwner,
  insertDocuments,
  listDocuments,
  markDocumentsDeleted,
} from './documents.repo';

/** The document part of a submission: new content, and names of stored documents marked deleted. */
export interface DocumentChanges {
  added: PreparedDocument[];
  deletedNames: string[];
}

/**
 * Decodes and checks the new files of a submission before anything is written: a file whose content is
 * not what its extension says is refused with the other file messages, under `files`.
 */
export function prepareDocumentChanges(files: readonly FileItem[], deletedNames: readonly string[]): DocumentChanges {
  const added: PreparedDocument[] = [];
  const problems: string[] = [];
  for (const file of files) {
    // Items without content are stored documents the form lists again; the database is what counts.
    if (!file.fileBinary) continue;
    const prepared = prepareDocument(file.filename, file.fileBinary);
    if ('problem' in prepared) problems.push(prepared.problem);
    else added.push(prepared);
  }
  if (problems.length > 0) throw invalid(problems.map((message) => ({ path: 'files', message })));
  return { added, deletedNames: [...new Set(deletedNames)] };
}

/**
 * Applies the changes inside the customer's transaction: marks the named stored documents deleted, checks
 * the spec's limit on what is kept plus what is new (spec 2 §5.6), and stores the new ones. Returns the
 * documents in force afterwards and what changed, for the audit event.
 */
export async function applyDocumentChanges(
  tx: Tx,
  ctx: TenantContext,
  owner: DocumentOwner,
  changes: DocumentChanges,
): Promise<{ documents: DocumentMeta[]; added: string[]; deleted: string[] }> {
  const stored = await listDocuments(tx, owner);
  const unknown = changes.deletedNames.filter((name) => !stored.some((doc) => doc.filename === name));
  if (unknown.length > 0) {
    throw invalid(unknown.map((name) => ({ path: 'files', message: ONBOARDING_MESSAGES.deletedFileUnknown(name) })));
  }
  const deleted = stored.filter((doc) => changes.deletedNames.includes(doc.filename));
  const kept = stored.length - deleted.length;
  if (kept + changes.added.length > FULL_FORM_FILE_RULES.maxFiles) {
    throw invalid([{ path: 'files', message: FULL_FORM_FILE_RULES.messages.tooMany }]);
  }
  await markDocumentsDeleted(
    tx,
    deleted.map((doc) => doc.id),
    ctx.actorId,
  );
  await insertDocuments(tx, ctx.tenantId, owner, changes.added, ctx.actorId);
  return {
    documents: await listDocuments(tx, owner),
    added: changes.added.map((doc) => `${doc.filename} (${doc.size} bytes, sha256 ${doc.sha256})`),
    deleted: deleted.map((doc) => doc.filename),
  };
}
