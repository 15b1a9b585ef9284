import type { IdScanDocumentType, IdScanFieldName } from '@aml/contracts';
import { arabicModelDir } from '../text-ocr';
import type { UploadKind } from '../upload-check';
import { composeTd1, composeTd2, composeTd3, emiratesIdNumber, type SpecimenPerson } from './mrz-compose';
import {
  asJpegPage,
  type PhotoOptions,
  pdfOfJpegs,
  photograph,
  renderEidFront,
  renderPassportPage,
  renderTd1Back,
  renderTd2Card,
} from './synthetic-documents';

/** One test document: its bytes and every field the scan must return for it. */
export interface Specimen {
  name: string;
  documentType: IdScanDocumentType;
  kind: UploadKind;
  bytes: Buffer;
  expected: Partial<Record<IdScanFieldName, string | null>>;
  /** The MRZ lines printed on it, when it has one. */
  mrz: string[] | null;
}

/** ICAO 9303 part 4 specimen, with a real state so the nationality resolves (UTO is fictional). */
export const TD3_PERSON: SpecimenPerson = {
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  documentNumber: 'L898902C3',
  issuingState: 'SWE',
  nationality: 'SWE',
  birthDate: '740812',
  sex: 'F',
  expiryDate: '320415',
  optional1: 'ZE184226B',
};

const EID_NUMBER = emiratesIdNumber('1990', '4512873');

/** An Emirates-ID-style TD1 back: ILARE, card number, the 784 ID number in the optional data. */
export const EID_PERSON: SpecimenPerson = {
  surname: 'AL HASHEMI',
  givenNames: 'MARIAM KHALID',
  documentNumber: '129384756',
  issuingState: 'ARE',
  nationality: 'IND',
  birthDate: '900517',
  sex: 'F',
  expiryDate: '280923',
  optional1: EID_NUMBER,
};

/** ICAO 9303 part 6 specimen values on a TD2 card, issued by a real state. */
export const TD2_PERSON: SpecimenPerson = {
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  documentNumber: 'D23145890',
  issuingState: 'NLD',
  nationality: 'NLD',
  birthDate: '740812',
  sex: 'F',
  expiryDate: '320415',
};

/** A Saudi national ID card in TD1 (a GCC ID for the form). */
export const GCC_PERSON: SpecimenPerson = {
  surname: 'AL QAHTANI',
  givenNames: 'FAISAL',
  documentNumber: '102938475',
  issuingState: 'SAU',
  nationality: 'SAU',
  birthDate: '851130',
  sex: 'M',
  expiryDate: '300101',
};

const formattedEid = `${EID_NUMBER.slice(0, 3)}-${EID_NUMBER.slice(3, 7)}-${EID_NUMBER.slice(7, 14)}-${EID_NUMBER.slice(14)}`;

const passportExpected = {
  firstName: 'Anna Maria',
  lastName: 'Eriksson',
  dateOfBirth: '1974-08-12',
  nationality: 'Sweden',
  countryCode: '+46',
  idType: 'Passport',
  idNo: 'L898902C3',
  idExpiryDate: '2032-04-15',
  idIssuedDate: null,
};

const eidBackExpected = {
  firstName: 'Mariam Khalid',
  lastName: 'Al Hashemi',
  dateOfBirth: '1990-05-17',
  nationality: 'India',
  countryCode: '+91',
  idType: 'EID',
  idNo: formattedEid,
  idExpiryDate: '2028-09-23',
  residentialStatus: 'Resident',
};

const printedPassport = {
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  nationality: 'SWEDISH',
  birthDate: '12 AUG 1974',
  sex: 'F',
  expiryDate: '15 APR 2032',
  documentNumber: 'L898902C3',
};

const NAME_ARABIC = 'مريم خالد الهاشمي';

const eidFront = {
  idNumber: formattedEid,
  nameEnglish: 'Mariam Khalid Al Hashemi',
  nameArabic: NAME_ARABIC,
  dateOfBirth: '17/05/1990',
  nationality: 'India',
  issueDate: '24/09/2023',
  expiryDate: '23/09/2028',
  sex: 'F',
};

async function photo(document: Buffer, options: PhotoOptions): Promise<Buffer> {
  return photograph(document, options);
}

/**
 * The whole synthetic set: every MRZ format, flat scans, phone photos turned, blurred and
 * compressed, an upside-down photo, PDFs, and the printed front of an Emirates ID.
 */
export async function buildSpecimenSet(): Promise<Specimen[]> {
  // The Arabic name is read only where Debian's tesseract-ocr-ara is installed; elsewhere it must be
  // left empty (and flagged), never guessed.
  const arabicExpected = arabicModelDir() ? NAME_ARABIC : null;
  const td3 = composeTd3(TD3_PERSON);
  const td1 = composeTd1(EID_PERSON, 'IL');
  const td2 = composeTd2(TD2_PERSON);
  const gcc = composeTd1(GCC_PERSON, 'ID');
  const passport = await renderPassportPage(td3, printedPassport);
  const eidBack = await renderTd1Back(td1, 'Dubai');
  const td2Card = await renderTd2Card(td2, { ...printedPassport, documentNumber: 'D23145890' });
  const gccCard = await renderTd1Back(gcc, 'Riyadh', 7);
  const front = await renderEidFront(eidFront);

  const set: Specimen[] = [
    {
      name: 'TD3 passport, flat scan (PNG)',
      documentType: 'passport',
      kind: 'png',
      bytes: passport,
      expected: passportExpected,
      mrz: td3,
    },
    {
      name: 'TD3 passport, phone photo turned 8°, blurred, JPEG 70',
      documentType: 'passport',
      kind: 'jpeg',
      bytes: await photo(passport, { angle: 8, blur: 1, jpegQuality: 70 }),
      expected: passportExpected,
      mrz: td3,
    },
    {
      name: 'TD3 passport, phone photo upside down (183°)',
      documentType: 'passport',
      kind: 'jpeg',
      bytes: await photo(passport, { angle: 183, blur: 0.6, jpegQuality: 80 }),
      expected: passportExpected,
      mrz: td3,
    },
    {
      name: 'TD1 Emirates ID back, phone photo turned -12°, JPEG 60',
      documentType: 'emirates-id',
      kind: 'jpeg',
      bytes: await photo(eidBack, { angle: -12, blur: 0.8, jpegQuality: 60 }),
      expected: eidBackExpected,
      mrz: td1,
    },
    {
      name: 'TD1 Emirates ID back, small low-quality photo (1100 px, JPEG 45)',
      documentType: 'emirates-id',
      kind: 'jpeg',
      bytes: await photo(eidBack, { angle: 4, blur: 0.7, jpegQuality: 45, width: 1100 }),
      expected: eidBackExpected,
      mrz: td1,
    },
    {
      name: 'TD1 GCC (Saudi) ID, phone photo turned 5°',
      documentType: 'gcc-id',
      kind: 'jpeg',
      bytes: await photo(gccCard, { angle: 5, blur: 0.8, jpegQuality: 75 }),
      expected: {
        firstName: 'Faisal',
        lastName: 'Al Qahtani',
        dateOfBirth: '1985-11-30',
        nationality: 'Saudi Arabia',
        countryCode: '+966',
        idType: 'GCC ID',
        idNo: '102938475',
        idExpiryDate: '2030-01-01',
      },
      mrz: gcc,
    },
    {
      name: 'TD2 ID card, phone photo turned 3°, blurred',
      documentType: 'id-card',
      kind: 'jpeg',
      bytes: await photo(td2Card, { angle: 3, blur: 1.1, jpegQuality: 70 }),
      expected: {
        firstName: 'Anna Maria',
        lastName: 'Eriksson',
        dateOfBirth: '1974-08-12',
        nationality: 'Netherlands',
        countryCode: '+31',
        idType: 'Govt Approved ID',
        idNo: 'D23145890',
        idExpiryDate: '2032-04-15',
      },
      mrz: td2,
    },
    {
      name: 'TD3 passport in a one-page PDF',
      documentType: 'passport',
      kind: 'pdf',
      bytes: pdfOfJpegs([await asJpegPage(passport)]),
      expected: passportExpected,
      mrz: td3,
    },
    {
      name: 'Emirates ID front and back in a two-page PDF',
      documentType: 'emirates-id',
      kind: 'pdf',
      bytes: pdfOfJpegs([await asJpegPage(front), await asJpegPage(eidBack)]),
      expected: { ...eidBackExpected, idIssuedDate: '2023-09-24', fullNameArabic: arabicExpected },
      mrz: td1,
    },
    {
      name: 'Emirates ID front only, phone photo turned -5°',
      documentType: 'emirates-id',
      kind: 'jpeg',
      bytes: await photo(front, { angle: -5, blur: 0.6, jpegQuality: 80 }),
      expected: {
        idNo: formattedEid,
        firstName: 'Mariam',
        lastName: 'Khalid Al Hashemi',
        dateOfBirth: '1990-05-17',
        nationality: 'India',
        countryCode: '+91',
        idType: 'EID',
        idIssuedDate: '2023-09-24',
        idExpiryDate: '2028-09-23',
        residentialStatus: 'Resident',
        fullNameArabic: arabicExpected,
      },
      mrz: null,
    },
  ];
  return set;
}
