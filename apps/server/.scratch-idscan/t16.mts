import sharp from 'sharp';
import { renderPassportPage, photograph } from '../src/modules/id-scan/test-support/synthetic-documents';
import { composeTd3 } from '../src/modules/id-scan/test-support/mrz-compose';
import { TD3_PERSON } from '../src/modules/id-scan/test-support/specimen-set';
import { readMrz } from '../src/modules/id-scan/mrz-read';
import { binarize, rotateGray } from '../src/modules/id-scan/gray-image';
import { findBlobs, characterLike } from '../src/modules/id-scan/components';
import { estimateTextAngle } from '../src/modules/id-scan/skew';
const p = await renderPassportPage(composeTd3(TD3_PERSON), { surname: 'ERIKSSON', givenNames: 'ANNA MARIA', nationality: 'SWEDISH', birthDate: '12 AUG 1974', sex: 'F', expiryDate: '15 APR 2032', documentNumber: 'L898902C3' });
for (const width of [650, 700, 750, 800, 850, 900, 950, 1000, 1100, 1300, 1600, 2000]) {
const img = await photograph(p, { angle: 3, width });
const { data, info } = await sharp(img).grayscale().raw().toBuffer({ resolveWithObject: true });
const g = { width: info.width, height: info.height, data: new Uint8Array(data) };
const a = estimateTextAngle(characterLike(findBlobs(binarize(g, 41), g.width, g.height), 6, g.height / 6));
const r = readMrz(rotateGray(g, -a));
console.log(width, a, r?.rawLines, r?.geometry.lines.map(l => [l.pitch.toFixed(2), l.capHeight, l.centers[0].x.toFixed(1)]), r?.meanDistance.toFixed(4));
}
