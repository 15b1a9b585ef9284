// Rebuilds apps/server/baseline-lists/ from the published files in ../shared/data/lists (or AML_SHARED_DATA):
// each file brotli-compressed (smaller than gzip by a third on these lists, and read by Node's own zlib),
// plus manifest.json naming the lists, their publication dates and each file's SHA-256 before compression.
// Run from apps/server: `node scripts/make-baseline-lists.mjs`. Only lists free to redistribute are taken
// (UN, OFAC, UK OFSI); never OpenSanctions (CC BY-NC) nor EU (no complete copy, terms of reuse differ).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../baseline-lists');
const shared = path.join(process.env.AML_SHARED_DATA ?? path.resolve(here, '../../../../shared/data'), 'lists');

const LISTS = [
  {
    list: 'UN Security Council Consolidated List',
    folder: 'un',
    // As the file states it (dateGenerated), so the manifest never contradicts the list.
    publishedAt: '2026-02-27T00:00:09.554Z',
    files: ['un/consolidated-2026-02-27.xml'],
    names: ['consolidated.xml'],
  },
  {
    list: 'OFAC SDN',
    folder: 'ofac-sdn',
    publishedAt: '2021-07-07',
    files: ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv'].map((f) => `ofac/sdn-2021-07-07/${f}`),
  },
  {
    list: 'OFAC Consolidated (non-SDN)',
    folder: 'ofac-cons',
    publishedAt: '2025-12-19',
    files: ['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'].map(
      (f) => `ofac/cons-2025-12-19/${f}`,
    ),
  },
  {
    list: 'UK OFSI Consolidated List',
    folder: 'uk-ofsi',
    publishedAt: '2018-04-13',
    files: ['uk/ofsi-conlist-2018-04-13.csv'],
    names: ['ConList.csv'],
  },
];

for (const l of LISTS) rmSync(path.join(out, l.folder), { recursive: true, force: true });
const manifest = { lists: [] };
for (const l of LISTS) {
  mkdirSync(path.join(out, l.folder), { recursive: true });
  const files = l.files.map((rel, i) => {
    const bytes = readFileSync(path.join(shared, rel));
    const fileName = l.names?.[i] ?? path.basename(rel);
    const stored = `${l.folder}/${fileName}.br`;
    const packed = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(path.join(out, stored), packed);
    return { fileName, stored, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  manifest.lists.push({ list: l.list, publishedAt: l.publishedAt, files });
}
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`baseline lists written to ${out}`);
