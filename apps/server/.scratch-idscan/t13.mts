import { decodeMrz, readingsFromText } from '../src/modules/id-scan/mrz-decode';
import { composeTd1 } from '../src/modules/id-scan/test-support/mrz-compose';
import { EID_PERSON } from '../src/modules/id-scan/test-support/specimen-set';
const td1 = composeTd1({ ...EID_PERSON, documentNumber: '8512ZS1B4' }, 'IL');
console.log(td1);
for (const [index, wrong] of [[5, 'B'], [7, '1'], [8, 'I'], [10, '2'], [11, '5']] as const) {
  const l = [...td1]; l[0] = [...l[0]].map((c, k) => k === index ? wrong : c).join('');
  const r = decodeMrz('TD1', readingsFromText(l)); console.log(index, wrong, l[0], r.lines[0], r.checkDigitsValid, r.checks.filter(c=>!c.valid));
}
