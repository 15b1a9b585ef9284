import { scanDocument } from '../src/modules/id-scan/scan-pipeline';
import { createTextRecognizer } from '../src/modules/id-scan/text-ocr';
import { renderPassportPage, renderTd1Back, photograph } from '../src/modules/id-scan/test-support/synthetic-documents';
import { composeTd1, composeTd3 } from '../src/modules/id-scan/test-support/mrz-compose';
import { TD3_PERSON, EID_PERSON } from '../src/modules/id-scan/test-support/specimen-set';
const ocr = await createTextRecognizer();
const p = await renderPassportPage(composeTd3(TD3_PERSON), { surname: 'ERIKSSON', givenNames: 'ANNA MARIA', nationality: 'SWEDISH', birthDate: '12 AUG 1974', sex: 'F', expiryDate: '15 APR 2032', documentNumber: 'L898902C3' });
const e = await renderTd1Back(composeTd1(EID_PERSON, 'IL'), 'Dubai');
const variants = [
  { angle: 20 }, { angle: 35 }, { angle: 90 }, { angle: -90 }, { angle: 170 }, { angle: 45 },
  { angle: 3, blur: 1.6 }, { angle: 3, blur: 2.2 }, { angle: 3, width: 900 }, { angle: 3, width: 700 }, { angle: 3, jpegQuality: 25 }, { angle: 2, width: 800, blur: 1.2, jpegQuality: 40 },
];
for (const [name, doc] of [['passport', p], ['eid', e]] as const) for (const v of variants) {
  const img = await photograph(doc, v);
  const t = Date.now(); const out = await scanDocument(new Uint8Array(img), 'jpeg', ocr);
  console.log(name, JSON.stringify(v), Date.now() - t, out.ok ? `${out.result.documentType} valid=${out.result.mrz?.valid} repairs=${out.result.mrz?.repairs.length} id=${out.result.fields.idNo.value} dob=${out.result.fields.dateOfBirth.value}` : out.reason);
}
await ocr.terminate();
