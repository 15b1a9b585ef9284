import sharp from 'sharp';
import { renderPassportPage, photograph } from '/work/main/apps/server/src/modules/id-scan/test-support/synthetic-documents';
import { composeTd3 } from '/work/main/apps/server/src/modules/id-scan/test-support/mrz-compose';
import { locateMrz } from '/work/main/apps/server/src/modules/id-scan/mrz-locate';
import { binarize, rotateGray, downscaleGray } from '/work/main/apps/server/src/modules/id-scan/gray-image';
import { findBlobs, characterLike } from '/work/main/apps/server/src/modules/id-scan/components';
import { estimateTextAngle } from '/work/main/apps/server/src/modules/id-scan/skew';
import { writeFileSync } from 'node:fs';
const p = { surname: 'ERIKSSON', givenNames: 'ANNA MARIA', documentNumber: 'L898902C3', issuingState: 'UTO', nationality: 'UTO', birthDate: '740812', sex: 'F' as const, expiryDate: '120415', optional1: 'ZE184226B' };
const mrz = composeTd3(p); console.log(mrz);
const page = await renderPassportPage(mrz, { surname: 'ERIKSSON', givenNames: 'ANNA MARIA', nationality: 'UTOPIAN', birthDate: '12 AUG 1974', sex: 'F', expiryDate: '15 APR 2012', documentNumber: 'L898902C3' });
writeFileSync('/tmp/idscan/page.png', page);
const photo = await photograph(page, { angle: 8, blur: 1, jpegQuality: 70 });
writeFileSync('/tmp/idscan/photo.jpg', photo);
for (const buf of [page, photo]) {
  const t0 = Date.now();
  const { data, info } = await sharp(buf).rotate().grayscale().raw().toBuffer({ resolveWithObject: true });
  let img = downscaleGray({ width: info.width, height: info.height, data: new Uint8Array(data) }, 1600);
  const t1 = Date.now();
  const mask = binarize(img, Math.round(Math.min(img.width, img.height)/25)|1);
  const blobs = characterLike(findBlobs(mask, img.width, img.height), 6, img.height/6);
  const angle = estimateTextAngle(blobs);
  const t2 = Date.now();
  const straight = Math.abs(angle) > 0.2 ? rotateGray(img, -angle) : img;
  const t3 = Date.now();
  const geo = locateMrz(straight);
  console.log({ angle, blobs: blobs.length, decode: t1-t0, skew: t2-t1, rotate: t3-t2, locate: Date.now()-t3, format: geo?.format, pitch: geo?.lines.map(l=>l.pitch.toFixed(2)+'/'+l.capHeight), box: geo?.box });
}
