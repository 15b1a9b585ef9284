import {
  type CorporateFormValues,
  type CorporateRegistration,
  type CustomerFile,
  toCorporateRegistration,
} from '@aml/contracts';
import { fileToBase64 } from '../../../lib/files';

export interface CorporateDocuments {
  /** Files picked in this session. */
  files: readonly File[];
  /** The customer's stored documents (edit mode). */
  existing: readonly CustomerFile[];
  /** Names of stored documents marked deleted. */
  deleted: readonly string[];
}

/**
 * The body of register-corporate-user and corporate-user/{id} (spec 2 §3.5, §3.7): new files as base64
 * without the data: prefix, stored ones by name and link, deleted ones by name.
 */
export async function corporateBody(
  values: CorporateFormValues,
  documents: CorporateDocuments,
): Promise<CorporateRegistration> {
  const files = await Promise.all(
    documents.files.map(async (file) => ({ filename: file.name, fileBinary: await fileToBase64(file) })),
  );
  return toCorporateRegistration(values, {
    files,
    existingFiles: documents.existing.map(({ filename, sasUrl }) => ({ filename, sasUrl })),
    deletedFiles: [...documents.deleted],
  });
}

/** Server issue paths about documents: shown under the upload field rather than on a form input. */
export function isDocumentsPath(path: string): boolean {
  return /^(files|existingFiles|deletedFiles)(\.|$)/.test(path);
}
