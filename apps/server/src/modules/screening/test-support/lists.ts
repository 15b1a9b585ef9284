import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared list files sit beside the repository and are read from there, never copied into it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
// AML_SHARED_DATA names the shared data folder when the checkout does not sit beside it (scripts/test-all.sh).
export const listsDir = path.join(process.env.AML_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data'), 'lists');

export async function readSharedList(relative: string): Promise<Buffer> {
  return readFile(path.join(listsDir, relative));
}

/** A multipart/form-data body with the given files under one field (and plain fields before them), for inject(). */
export function multipartBody(
  files: readonly { fileName: string; bytes: Uint8Array }[],
  field = 'files',
  fields: Record<string, string> = {},
) {
  const boundary = `----aml-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Waits until `probe` is true (a watcher or a poll reacting), failing after `timeoutMs`. */
export async function waitFor(probe: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const silentLog = { info: () => {}, warn: () => {} };
