import { describe, expect, it } from 'vitest';
import { composeTd1, composeTd2, composeTd3, emiratesIdNumber } from '../test-support/mrz-compose';
import { EID_PERSON, TD2_PERSON, TD3_PERSON } from '../test-support/specimen-persons';
import { decodeMrz, readingsFromText } from './mrz-decode';
import type { CellReading } from './mrz-read';

const ICAO_TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const ICAO_TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const ICAO_TD2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];

/** Replaces characters of a line: the misreads an OCR engine would make. */
function misread(lines: readonly string[], line: number, changes: Record<number, string>): string[] {
  return lines.map((text, i) => (i === line ? [...text].map((c, k) => changes[k] ?? c).join('') : text));
}

describe('decodeMrz', () => {
  it('reads the ICAO specimens of all three formats with every check digit holding', () => {
    for (const [format, lines] of [
      ['TD3', ICAO_TD3],
      ['TD1', ICAO_TD1],
      ['TD2', ICAO_TD2],
    ] as const) {
      const result = decodeMrz(format, readingsFromText(lines));
      expect(result.lines).toEqual(lines);
      expect(result.checkDigitsValid).toBe(true);
      expect(result.repairs).toEqual([]);
    }
  });

  it('agrees with the composer used for the test cards', () => {
    expect(composeTd3({ ...TD3_PERSON, issuingState: 'UTO', nationality: 'UTO', expiryDate: '120415' })).toEqual(
      ICAO_TD3,
    );
    expect(decodeMrz('TD1', readingsFromText(composeTd1(EID_PERSON, 'IL'))).checkDigitsValid).toBe(true);
    expect(decodeMrz('TD2', readingsFromText(composeTd2(TD2_PERSON))).checkDigitsValid).toBe(true);
  });

  it('turns letters in dates and digits in names into their look-alikes (type repairs)', () => {
    const lines = misread(misread(ICAO_TD3, 1, { 15: 'O', 23: 'O', 43: 'O' }), 0, { 11: '0', 23: '1' });
    const result = decodeMrz('TD3', readingsFromText(lines));
    expect(result.lines).toEqual(ICAO_TD3);
    expect(result.checkDigitsValid).toBe(true);
    expect(
      result.repairs.filter((r) => r.reason === 'type').map((r) => `${r.from}>${r.to}@${r.line}:${r.index}`),
    ).toEqual(['0>O@0:11', '1>I@0:23', 'O>0@1:15', 'O>0@1:23', 'O>0@1:43']);
  });

  it('repairs an O read for a 0 in the document number only because the check digit confirms it', () => {
    const result = decodeMrz('TD3', readingsFromText(misread(ICAO_TD3, 1, { 5: 'O' })));
    expect(result.lines[1]).toBe(ICAO_TD3[1]);
    expect(result.repairs).toEqual([
      { line: 1, index: 5, from: 'O', to: '0', field: 'documentNumber', reason: 'check-digit' },
    ]);
    expect(result.fieldStates.documentNumber).toBe('repaired');
  });

  it('repairs B/8, S/5, Z/2 and I/1 in a document number when the check digits confirm', () => {
    const td1 = composeTd1({ ...EID_PERSON, documentNumber: '785120394' }, 'IL');
    for (const [index, wrong] of [
      [6, 'B'],
      [7, 'S'],
      [8, 'I'],
      [9, 'Z'],
    ] as const) {
      const result = decodeMrz('TD1', readingsFromText(misread(td1, 0, { [index]: wrong })));
      expect(result.lines[0]).toBe(td1[0]);
      expect(result.checkDigitsValid).toBe(true);
      expect(result.repairs).toEqual([
        { line: 0, index, from: wrong, to: td1[0]?.[index], field: 'documentNumber', reason: 'check-digit' },
      ]);
    }
  });

  it('never lets a repair turn an Emirates ID number into something its Luhn digit would not check', () => {
    const td1 = composeTd1({ ...EID_PERSON, documentNumber: '785120394' }, 'IL');
    const result = decodeMrz('TD1', readingsFromText(misread(td1, 0, { 9: 'Z', 16: 'B' })));
    expect(result.lines[0]?.slice(15)).toMatch(/^784\d{12}$|^7B4/);
    if (result.checks.find((c) => c.field === 'composite')?.valid)
      expect(result.lines[0]?.slice(15)).toBe(td1[0]?.slice(15));
  });

  it('leaves a genuine O in a document number alone: that repair would break the check digit', () => {
    const lines = composeTd3({ ...TD3_PERSON, documentNumber: 'AO1234567' });
    const result = decodeMrz('TD3', readingsFromText(lines));
    expect(result.lines).toEqual(lines);
    expect(result.repairs).toEqual([]);
    expect(result.checkDigitsValid).toBe(true);
  });

  it('refuses a repair when two look-alike substitutions would satisfy the check digits equally', () => {
    // The number is 0XYOZ1234 (a zero, later a letter O). Read as OXYOZ1234, either O could be the
    // zero: both positions weigh 7, both substitutions satisfy the field's check digit and the
    // composite alike, so nothing is changed and the field is reported unconfirmed.
    const lines = composeTd3({ ...TD3_PERSON, documentNumber: '0XYOZ1234' });
    const read = misread(lines, 1, { 0: 'O' });
    const result = decodeMrz('TD3', readingsFromText(read));
    expect(result.lines).toEqual(read);
    expect(result.fieldStates.documentNumber).toBe('unconfirmed');
    expect(result.checks.find((c) => c.field === 'documentNumber')?.valid).toBe(false);
    expect(result.repairs).toEqual([]);
  });

  it('repairs two look-alikes at once when only that pair satisfies the check digit', () => {
    const lines = composeTd3({ ...TD3_PERSON, documentNumber: '0XY0Z1234' });
    const result = decodeMrz('TD3', readingsFromText(misread(lines, 1, { 0: 'O', 3: 'O' })));
    expect(result.lines).toEqual(lines);
    expect(result.repairs.map((r) => r.index)).toEqual([0, 3]);
  });

  it('does not force a date whose check digit disagrees, even after its type repair', () => {
    // 74O812 → 740812 by type, but the printed check digit says something else was meant.
    const lines = misread(ICAO_TD3, 1, { 15: 'O', 19: '7' });
    const result = decodeMrz('TD3', readingsFromText(lines));
    expect(result.fieldStates.birthDate).toBe('unconfirmed');
    expect(result.checkDigitsValid).toBe(false);
  });

  it("confirms a repair in an Emirates ID number with the composite and the number's Luhn digit", () => {
    const td1 = composeTd1(EID_PERSON, 'IL');
    const eid = emiratesIdNumber('1990', '4512873');
    expect(td1[0]?.slice(15)).toBe(eid);
    const position = 15 + eid.indexOf('5');
    const result = decodeMrz('TD1', readingsFromText(misread(td1, 0, { [position]: 'S' })));
    expect(result.lines[0]).toBe(td1[0]);
    expect(result.repairs).toEqual([
      { line: 0, index: position, from: 'S', to: '5', field: 'optional1', reason: 'composite' },
    ]);
    expect(result.fieldStates.optional1).toBe('repaired');
  });

  it('uses the glyph model: a near second reading is tried, a far one is not', () => {
    const cells = readingsFromText(ICAO_TD3) as CellReading[][];
    // Cell 1 of the document number printed '8'; the model saw a '3' first and an '8' a hair behind.
    (cells[1] as CellReading[])[1] = [
      { char: '3', distance: 0.01 },
      { char: '8', distance: 0.012 },
    ];
    expect(decodeMrz('TD3', cells).lines[1]).toBe(ICAO_TD3[1]);
    (cells[1] as CellReading[])[1] = [
      { char: '3', distance: 0.01 },
      { char: '8', distance: 0.2 },
    ];
    const far = decodeMrz('TD3', cells);
    expect(far.lines[1]?.slice(0, 9)).toBe('L398902C3');
    expect(far.fieldStates.documentNumber).toBe('unconfirmed');
  });
});
