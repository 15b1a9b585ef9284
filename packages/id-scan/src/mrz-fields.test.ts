import { describe, expect, it } from 'vitest';
import { composeTd1, composeTd3 } from '../test-support/mrz-compose';
import { EID_PERSON, GCC_PERSON, TD3_PERSON } from '../test-support/specimen-persons';
import { decodeMrz, readingsFromText } from './mrz-decode';
import { fieldsFromMrz } from './mrz-fields';
import { mrzDate, titleCase } from './scan-fields';

const today = new Date('2026-11-22T00:00:00Z');
const fieldsOf = (format: 'TD1' | 'TD3', lines: string[]) => {
  const readings = readingsFromText(lines);
  return fieldsFromMrz(decodeMrz(format, readings), readings, today);
};

describe('fieldsFromMrz', () => {
  it('maps a passport to the quick-onboard fields, each with its source and confidence', () => {
    const { documentType, fields, mrz } = fieldsOf('TD3', composeTd3(TD3_PERSON));
    expect(documentType).toBe('passport');
    expect(mrz.valid).toBe(true);
    expect(fields.firstName).toMatchObject({ value: 'Anna Maria', source: 'mrz', flagged: false });
    expect(fields.lastName.value).toBe('Eriksson');
    expect(fields.dateOfBirth).toMatchObject({ value: '1974-08-12', source: 'mrz', confidence: 0.99, flagged: false });
    expect(fields.idExpiryDate.value).toBe('2032-04-15');
    expect(fields.nationality.value).toBe('Sweden');
    expect(fields.countryCode.value).toBe('+46');
    expect(fields.idType.value).toBe('Passport');
    expect(fields.idNo.value).toBe('L898902C3');
    // Never invented: the MRZ has no issue date, and a passport says nothing of residence.
    expect(fields.idIssuedDate).toMatchObject({ value: null, flagged: true, source: null, confidence: 0 });
    expect(fields.residentialStatus).toMatchObject({ value: null, flagged: true });
  });

  it('takes the Emirates ID number from the optional data, formatted, and hints Resident', () => {
    const { documentType, fields } = fieldsOf('TD1', composeTd1(EID_PERSON, 'IL'));
    expect(documentType).toBe('emirates-id');
    expect(fields.idType.value).toBe('EID');
    expect(fields.idNo.value).toMatch(/^784-1990-4512873-\d$/);
    expect(fields.residentialStatus).toMatchObject({ value: 'Resident', source: 'inferred' });
    expect(fields.nationality.value).toBe('India');
    expect(fields.firstName.value).toBe('Mariam Khalid');
    expect(fields.lastName.value).toBe('Al Hashemi');
  });

  it('calls a Saudi identity card a GCC ID', () => {
    const { documentType, fields } = fieldsOf('TD1', composeTd1(GCC_PERSON, 'ID'));
    expect(documentType).toBe('gcc-id');
    expect(fields.idType.value).toBe('GCC ID');
    expect(fields.idNo.value).toBe('102938475');
    expect(fields.nationality.value).toBe('Saudi Arabia');
  });

  it('marks repaired values as such', () => {
    const lines = composeTd3(TD3_PERSON);
    const read = [
      lines[0] as string,
      (lines[1] as string).replace(/^L8989O2/, 'L8989O2').replace('L898902', 'L8989O2'),
    ];
    const { fields, mrz } = fieldsOf('TD3', read);
    expect(fields.idNo).toMatchObject({ value: 'L898902C3', source: 'mrz-repaired', confidence: 0.9, flagged: false });
    expect(mrz.repairs).toEqual([{ line: 1, index: 5, from: 'O', to: '0', reason: 'check-digit' }]);
  });

  it('shows a value whose check digit fails, flagged and with a low confidence', () => {
    const lines = composeTd3(TD3_PERSON);
    const read = [lines[0] as string, `${(lines[1] as string).slice(0, 13)}740813${(lines[1] as string).slice(19)}`];
    const { fields, mrz } = fieldsOf('TD3', read);
    expect(mrz.valid).toBe(false);
    expect(fields.dateOfBirth).toMatchObject({ value: '1974-08-13', flagged: true, confidence: 0.3 });
    expect(fields.dateOfBirth.note).toMatch(/check digit/i);
  });

  it('leaves the nationality empty for codes that name no country (UN, stateless, specimen states)', () => {
    const { fields } = fieldsOf('TD3', composeTd3({ ...TD3_PERSON, nationality: 'XXA' }));
    expect(fields.nationality).toMatchObject({ value: null, flagged: true });
    expect(fields.countryCode.value).toBeNull();
    const germany = fieldsOf('TD3', composeTd3({ ...TD3_PERSON, nationality: 'D<<' }));
    expect(germany.fields.nationality.value).toBe('Germany');
  });

  it('flags a name that fills the whole MRZ field, as it may be cut short', () => {
    const long = composeTd3({
      ...TD3_PERSON,
      surname: 'WOLFESCHLEGELSTEINHAUSENBERGERDORFF',
      givenNames: 'HUBERT BLAINE',
    });
    const { fields } = fieldsOf('TD3', long);
    expect(fields.lastName.flagged).toBe(true);
    expect(fields.lastName.note).toMatch(/shortened/);
  });
});

describe('MRZ dates and names', () => {
  it('puts birth years in the past and expiry years in this century', () => {
    expect(mrzDate('740812', 'birth', today)).toBe('1974-08-12');
    expect(mrzDate('101130', 'birth', today)).toBe('2010-11-30');
    expect(mrzDate('261130', 'birth', today)).toBe('1926-11-30');
    expect(mrzDate('320415', 'expiry', today)).toBe('2032-04-15');
    expect(mrzDate('230230', 'expiry', today)).toBeNull();
  });

  it('writes names in title case', () => {
    expect(titleCase('ANNA  MARIA')).toBe('Anna Maria');
    expect(titleCase("O'NEIL-SMITH")).toBe("O'Neil-Smith");
  });
});
