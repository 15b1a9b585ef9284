import { scanDocument } from '../src/modules/id-scan/scan-pipeline';
import { createTextRecognizer } from '../src/modules/id-scan/text-ocr';
import { buildSpecimenSet } from '../src/modules/id-scan/test-support/specimen-set';
import { writeFileSync } from 'node:fs';
const set = await buildSpecimenSet();
const ocr = await createTextRecognizer();
await ocr.recognizeLines(set[0].bytes);
for (const s of set) {
  writeFileSync(`/tmp/idscan/spec-${set.indexOf(s)}.${s.kind === 'jpeg' ? 'jpg' : s.kind}`, s.bytes);
  const t = Date.now(); const out = await scanDocument(new Uint8Array(s.bytes), s.kind, ocr); const ms = Date.now() - t;
  if (!out.ok) { console.log('FAIL', s.name, out.reason, ms); continue; }
  const wrong = Object.entries(s.expected).filter(([k, v]) => (out.result.fields as any)[k].value !== v).map(([k, v]) => `${k}: got ${(out.result.fields as any)[k].value} want ${v}`);
  console.log(ms, s.name, out.result.documentType === s.documentType ? '' : `TYPE ${out.result.documentType}`, out.result.mrz?.valid, wrong.join('; '), out.result.mrz?.repairs.length ?? '');
}
await ocr.terminate();
