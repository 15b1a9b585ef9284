import type { FileItem } from '@aml/contracts';
import { fileToBase64 } from '../../../lib/files';

/**
 * The picked files as the payloads carry them (spec 2 §3.7: filename and base64 content); null if one
 * cannot be read (moved or deleted since it was picked), in which case nothing is to be sent.
 */
export async function readFiles(files: readonly File[]): Promise<FileItem[] | null> {
  try {
    return await Promise.all(
      files.map(async (file) => ({ filename: file.name, fileBinary: await fileToBase64(file) })),
    );
  } catch {
    return null;
  }
}

/** Moves focus to the first input the validation marked, so a keyboard or screen-reader user lands on it. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
