import { decodeMrz, readingsFromText } from '/work/main/apps/server/src/modules/id-scan/mrz-decode';
import { fieldsFromMrz } from '/work/main/apps/server/src/modules/id-scan/mrz-fields';
import { composeTd1, emiratesIdNumber } from '/work/main/apps/server/src/modules/id-scan/test-support/mrz-compose';
const cases = [
 ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'],
 ['P<UT0ERIKSS0N<<ANNA<MAR1A<<<<<<<<<<<<<<<<<<<', 'L8989O2C36UTO74O8122F12O4159ZE184226B<<<<<1O'],
 composeTd1({ surname: 'AL MANSOORI', givenNames: 'AHMED', documentNumber: '123456789', issuingState: 'ARE', nationality: 'IND', birthDate: '900101', sex: 'M', expiryDate: '300101', optional1: emiratesIdNumber('1990','1234567') }, 'IL'),
];
for (const lines of cases) {
  const fmt = lines.length === 3 ? 'TD1' : 'TD3';
  const d = decodeMrz(fmt, readingsFromText(lines));
  const r = fieldsFromMrz(d, readingsFromText(lines));
  console.log(lines, d.lines, d.repairs, d.checks);
  console.log(r.documentType, JSON.stringify(r.fields, null, 0), r.mrz.valid);
}
