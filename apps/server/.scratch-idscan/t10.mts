import { readFileSync, writeFileSync } from 'node:fs';
import { scanDocument } from '../src/modules/id-scan/scan-pipeline';
import { createTextRecognizer } from '../src/modules/id-scan/text-ocr';
import { renderEidFront, renderTd1Back, photograph } from '../src/modules/id-scan/test-support/synthetic-documents';
import { composeTd1, emiratesIdNumber } from '../src/modules/id-scan/test-support/mrz-compose';
const eid = emiratesIdNumber('1990', '1234567');
const front = await renderEidFront({ idNumber: `${eid.slice(0,3)}-${eid.slice(3,7)}-${eid.slice(7,14)}-${eid.slice(14)}`, nameEnglish: 'Ahmed Ali Hassan', dateOfBirth: '01/01/1990', nationality: 'India', issueDate: '15/03/2022', expiryDate: '14/03/2027', sex: 'M' });
const back = await renderTd1Back(composeTd1({ surname: 'HASSAN', givenNames: 'AHMED ALI', documentNumber: '123456789', issuingState: 'ARE', nationality: 'IND', birthDate: '900101', sex: 'M', expiryDate: '270314', optional1: eid }, 'IL'), 'Dubai');
const frontPhoto = await photograph(front, { angle: -6, blur: 0.8, jpegQuality: 75 });
const backPhoto = await photograph(back, { angle: 12, blur: 1, jpegQuality: 70 });
writeFileSync('/tmp/idscan/front.jpg', frontPhoto); writeFileSync('/tmp/idscan/back.jpg', backPhoto);
const t0 = Date.now(); const ocr = await createTextRecognizer(); console.log('ocr init', Date.now()-t0);
const files: [string, Buffer, any][] = [['page', readFileSync('/tmp/idscan/page.png'), 'png'], ['photo', readFileSync('/tmp/idscan/photo.jpg'), 'jpeg'], ['front', frontPhoto, 'jpeg'], ['back', backPhoto, 'jpeg'], ['pdf', readFileSync('/tmp/idscan/doc.pdf'), 'pdf']];
for (const [name, buf, kind] of files) {
  for (let k = 0; k < 2; k++) {
  const t = Date.now(); const out = await scanDocument(new Uint8Array(buf), kind, ocr);
  const f = out.ok ? Object.fromEntries(Object.entries(out.result.fields).map(([k, v]: any) => [k, `${v.value}|${v.source}|${v.confidence}${v.flagged?'!':''}`])) : out;
  console.log(name, Date.now() - t, out.ok && out.result.documentType, out.ok && out.result.mrz?.valid, k === 0 ? f : '');
  }
}
await ocr.terminate();
