import { describe, expect, it } from 'vitest';
import { nameLineBox, parseArabicName, parseEidFront } from './eid-front';

const line = (text: string, confidence = 90) => ({ text, confidence });

describe('parseEidFront', () => {
  it('reads the printed fields of an Emirates ID front', () => {
    const { recognised, fields } = parseEidFront([
      line('United Arab Emirates'),
      line('ID Number: 784-1990-1234567-6'),
      line('Name: Ahmed Ali Hassan'),
      line('Date of Birth: 01/02/1990   Sex: M'),
      line('Nationality: India'),
      line('Issuing Date: 15/03/2022'),
      line('Expiry Date: 14/03/2027'),
    ]);
    expect(recognised).toBe(true);
    expect(fields.idNo).toMatchObject({ value: '784-1990-1234567-6', source: 'front' });
    expect(fields.firstName).toMatchObject({ value: 'Ahmed', flagged: true });
    expect(fields.lastName.value).toBe('Ali Hassan');
    expect(fields.dateOfBirth.value).toBe('1990-02-01');
    expect(fields.nationality.value).toBe('India');
    expect(fields.countryCode.value).toBe('+91');
    expect(fields.idIssuedDate.value).toBe('2022-03-15');
    expect(fields.idExpiryDate.value).toBe('2027-03-14');
    expect(fields.idType.value).toBe('EID');
  });

  it('accepts the adjective form of a nationality and look-alike letters inside numbers', () => {
    const { fields } = parseEidFront([
      line('ID Number 784-199O-1234567-6'),
      line('Nationality: Indian'),
      line('Date of Birth: O1/O2/199O'),
    ]);
    expect(fields.idNo.value).toBe('784-1990-1234567-6');
    expect(fields.nationality.value).toBe('India');
    expect(fields.dateOfBirth.value).toBe('1990-02-01');
  });

  it('flags an ID number whose Luhn digit fails rather than dropping or fixing it', () => {
    const { fields } = parseEidFront([line('ID Number: 784-1990-1234567-7')]);
    expect(fields.idNo).toMatchObject({ value: '784-1990-1234567-7', flagged: true, confidence: 0.4 });
  });

  it('does not claim text that is not an Emirates ID', () => {
    const { recognised, fields } = parseEidFront([line('INVOICE 2026-11'), line('Total: 1,250.00 AED')]);
    expect(recognised).toBe(false);
    expect(Object.values(fields).every((f) => f.value === null && f.flagged)).toBe(true);
  });

  it('refuses impossible dates', () => {
    const { fields } = parseEidFront([line('ID Number: 784-1990-1234567-6'), line('Expiry Date: 31/02/2027')]);
    expect(fields.idExpiryDate.value).toBeNull();
  });
});

describe('parseArabicName', () => {
  it('keeps the Arabic name without its label', () => {
    expect(parseArabicName([{ text: 'الاسم: مريم خالد الهاشمي', confidence: 91 }])).toEqual({
      value: 'مريم خالد الهاشمي',
      confidence: 91,
    });
  });

  it('ignores Latin noise and lines with fewer than two Arabic words', () => {
    expect(
      parseArabicName([
        { text: 'Name: Mariam', confidence: 90 },
        { text: 'الاسم:', confidence: 80 },
      ]),
    ).toBeNull();
    expect(parseArabicName([{ text: '| مريم 12 الهاشمي ~', confidence: 70 }])?.value).toBe('مريم الهاشمي');
  });

  it('finds the English name line whose box locates the Arabic one', () => {
    const box = { x0: 10, y0: 40, x1: 300, y1: 60 };
    expect(
      nameLineBox([
        { text: 'ID Number: 784', confidence: 90, box: { x0: 0, y0: 0, x1: 1, y1: 1 } },
        { text: 'Name: Mariam Khalid', confidence: 90, box },
      ]),
    ).toEqual(box);
    expect(nameLineBox([{ text: 'Name: Mariam Khalid', confidence: 90 }])).toBeNull();
  });
});
