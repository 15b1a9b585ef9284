import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { createRequire } from 'node:module'; import path from 'node:path';
import { parseEidFront } from '../src/modules/id-scan/eid-front';
import { binarize, rotateGray, downscaleGray } from '../src/modules/id-scan/gray-image';
import { findBlobs, characterLike } from '../src/modules/id-scan/components';
import { estimateTextAngle } from '../src/modules/id-scan/skew';
const require = createRequire(import.meta.url);
const dir = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const w = await createWorker('eng', OEM.LSTM_ONLY, { langPath: dir, gzip: true, cacheMethod: 'none' });
const img = readFileSync('/tmp/idscan/spec-9.jpg');
for (const psm of [PSM.SPARSE_TEXT, PSM.AUTO]) for (const side of [1600, 1200, 1000]) {
  await w.setParameters({ tessedit_pageseg_mode: psm });
  const { data: d0, info } = await sharp(img).grayscale().resize({ width: side }).raw().toBuffer({ resolveWithObject: true });
  let g = { width: info.width, height: info.height, data: new Uint8Array(d0) };
  const a = estimateTextAngle(characterLike(findBlobs(binarize(g, 41), g.width, g.height), 6, g.height / 6));
  g = rotateGray(g, -a);
  const png = await sharp(Buffer.from(g.data), { raw: { width: g.width, height: g.height, channels: 1 } }).png({compressionLevel:1}).toBuffer();
  const t = Date.now(); const { data } = await w.recognize(png, {}, { blocks: true, text: false });
  const lines = data.blocks!.flatMap(b => b.paragraphs.flatMap(p => p.lines.map(l => ({ text: l.text.trim(), confidence: l.confidence }))));
  const r = parseEidFront(lines);
  console.log(psm, side, Date.now() - t, r.recognised, Object.values(r.fields).filter(f => f.value).length);
}
await w.terminate();
