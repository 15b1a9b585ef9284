import { mrzCheckDigit } from '../src/mrz-check';

/** Identity data of a synthetic document; values are specimen or invented, never a real person's. */
export interface SpecimenPerson {
  surname: string;
  givenNames: string;
  documentNumber: string;
  issuingState: string;
  nationality: string;
  /** YYMMDD */
  birthDate: string;
  sex: 'M' | 'F' | '<';
  /** YYMMDD */
  expiryDate: string;
  optional1?: string;
  optional2?: string;
}

const pad = (text: string, length: number) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9<]/g, '<')
    .padEnd(length, '<')
    .slice(0, length);
const cd = (text: string) => String(mrzCheckDigit(text));
const nameField = (p: SpecimenPerson, length: number) =>
  pad(`${p.surname.replace(/[ -]/g, '<')}<<${p.givenNames.replace(/[ -]/g, '<')}`, length);

/** TD3 (passport) lines per ICAO 9303 part 4, with every check digit computed. */
export function composeTd3(p: SpecimenPerson, documentCode = 'P<'): string[] {
  const number = pad(p.documentNumber, 9);
  const personal = pad(p.optional1 ?? '', 14);
  const personalCd = /^<+$/.test(personal) ? '<' : cd(personal);
  const body = `${number}${cd(number)}${pad(p.nationality, 3)}${p.birthDate}${cd(p.birthDate)}${p.sex}${p.expiryDate}${cd(p.expiryDate)}${personal}${personalCd}`;
  const composite = cd(`${body.slice(0, 10)}${body.slice(13, 20)}${body.slice(21, 43)}`);
  return [`${pad(documentCode, 2)}${pad(p.issuingState, 3)}${nameField(p, 39)}`, `${body}${composite}`];
}

/** TD1 (ID card) lines per ICAO 9303 part 5. */
export function composeTd1(p: SpecimenPerson, documentCode = 'I<'): string[] {
  const number = pad(p.documentNumber, 9);
  const line1 = `${pad(documentCode, 2)}${pad(p.issuingState, 3)}${number}${cd(number)}${pad(p.optional1 ?? '', 15)}`;
  const line2Body = `${p.birthDate}${cd(p.birthDate)}${p.sex}${p.expiryDate}${cd(p.expiryDate)}${pad(p.nationality, 3)}${pad(p.optional2 ?? '', 11)}`;
  const composite = cd(
    `${line1.slice(5, 30)}${line2Body.slice(0, 7)}${line2Body.slice(8, 15)}${line2Body.slice(18, 29)}`,
  );
  return [line1, `${line2Body}${composite}`, nameField(p, 30)];
}

/** TD2 lines per ICAO 9303 part 6. */
export function composeTd2(p: SpecimenPerson, documentCode = 'I<'): string[] {
  const number = pad(p.documentNumber, 9);
  const body = `${number}${cd(number)}${pad(p.nationality, 3)}${p.birthDate}${cd(p.birthDate)}${p.sex}${p.expiryDate}${cd(p.expiryDate)}${pad(p.optional1 ?? '', 7)}`;
  const composite = cd(`${body.slice(0, 10)}${body.slice(13, 20)}${body.slice(21, 35)}`);
  return [`${pad(documentCode, 2)}${pad(p.issuingState, 3)}${nameField(p, 31)}`, `${body}${composite}`];
}

/** A 15-digit Emirates ID number for a birth year and serial, with its Luhn digit. */
export function emiratesIdNumber(year: string, serial: string): string {
  const body = `784${year}${serial}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Doubling starts at the rightmost digit of the body, because the check digit will follow it.
    let d = body.charCodeAt(body.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
