import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { readMrz } from '/work/main/apps/server/src/modules/id-scan/mrz-read';
import { binarize, rotateGray, downscaleGray } from '/work/main/apps/server/src/modules/id-scan/gray-image';
import { findBlobs, characterLike } from '/work/main/apps/server/src/modules/id-scan/components';
import { estimateTextAngle } from '/work/main/apps/server/src/modules/id-scan/skew';
for (const f of ['/tmp/idscan/page.png', '/tmp/idscan/photo.jpg']) {
  const t0 = Date.now();
  const { data, info } = await sharp(readFileSync(f)).rotate().grayscale().raw().toBuffer({ resolveWithObject: true });
  let img = downscaleGray({ width: info.width, height: info.height, data: new Uint8Array(data) }, 1600);
  const mask = binarize(img, Math.round(Math.min(img.width, img.height)/25)|1);
  const angle = estimateTextAngle(characterLike(findBlobs(mask, img.width, img.height), 6, img.height/6));
  for (const extra of [0, 180]) {
  const straight = rotateGray(img, -angle + extra);
  const r = readMrz(straight);
  console.log(f, extra, Date.now()-t0, r?.rawLines, r?.meanDistance.toFixed(4));
  }
}
