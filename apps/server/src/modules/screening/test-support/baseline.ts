import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { readSharedList } from './lists';

/**
 * A small stand-in for the shipped baseline folder (same manifest layout), so that the rules about when
 * the baseline is imported are tested without importing the full lists each time.
 */
export async function makeBaselineDir(
  lists: readonly { list: string; publishedAt: string; files: readonly { shared: string; fileName: string }[] }[],
): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aml-baseline-'));
  const manifest = { lists: [] as unknown[] };
  for (const [i, l] of lists.entries()) {
    await mkdir(path.join(dir, `l${i}`));
    const files = [];
    for (const f of l.files) {
      const bytes = await readSharedList(f.shared);
      const stored = `l${i}/${f.fileName}.br`;
      await writeFile(path.join(dir, stored), brotliCompressSync(bytes));
      files.push({
        fileName: f.fileName,
        stored,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    }
    manifest.lists.push({ list: l.list, publishedAt: l.publishedAt, files });
  }
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

export const OFAC_CONS_FILES = ['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'].map(
  (fileName) => ({ shared: `ofac/cons-2025-12-19/${fileName}`, fileName }),
);
