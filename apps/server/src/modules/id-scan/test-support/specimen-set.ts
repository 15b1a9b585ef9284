import type { IdScanDocumentType, IdScanFieldName } from '@aml/contracts';
import {
  composeTd1,
  composeTd2,
  composeTd3,
  EID_NUMBER,
  EID_PERSON,
  GCC_PERSON,
  TD2_PERSON,
  TD3_PERSON,
} from '@aml/id-scan/testing';
import { arabicModelDir } from '../text-ocr';
import type { UploadKind } from '../upload-check';
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

/** A stress specimen also names the one condition (or combination) it tests. */
export interface StressSpecimen extends Specimen {
  condition: StressCondition;
  /** Which of the three stressed documents it is (the two sides of an Emirates ID share a type). */
  document: string;
}

export type StressCondition = 'keystone' | 'shade' | 'noise' | 'glare' | 'low-res' | 'combined';

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

const eidFrontText = {
  idNumber: formattedEid,
  nameEnglish: 'Mariam Khalid Al Hashemi',
  nameArabic: NAME_ARABIC,
  dateOfBirth: '17/05/1990',
  nationality: 'India',
  issueDate: '24/09/2023',
  expiryDate: '23/09/2028',
  sex: 'F',
};

const eidFrontExpected = (arabic: string | null) => ({
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
  fullNameArabic: arabic,
});

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
  const front = await renderEidFront(eidFrontText);

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
      expected: eidFrontExpected(arabicExpected),
      mrz: null,
    },
  ];
  return set;
}

/** How each stress condition is photographed; `glare` is placed per document, away from the MRZ. */
const STRESS_PHOTOS: Record<StressCondition, { label: string; options: PhotoOptions }> = {
  keystone: { label: 'keystone, far edge 8 % narrower', options: { keystone: 0.08, blur: 0.6, jpegQuality: 80 } },
  shade: { label: 'light falling off, left side 45 % darker', options: { angle: 2, shade: 0.45, blur: 0.6 } },
  noise: { label: 'sensor noise sigma 12', options: { angle: -2, noise: 12, blur: 0.6, jpegQuality: 80 } },
  glare: { label: 'glare spot', options: { angle: 3, blur: 0.6, jpegQuality: 80 } },
  'low-res': {
    label: 'low resolution, card 700 px wide',
    options: { angle: 2, width: 1000, blur: 0.6, jpegQuality: 75 },
  },
  combined: {
    label: 'turned 6°, left side 45 % darker, noise 12, JPEG 60',
    options: { angle: 6, shade: 0.45, noise: 12, blur: 0.7, jpegQuality: 60 },
  },
};

const STRESS_CONDITIONS = Object.keys(STRESS_PHOTOS) as StressCondition[];

/**
 * The stress group: the same card renderings photographed the way a phone on a desk really sees them,
 * one condition (or one realistic combination) per specimen, for a passport (TD3), the back of an
 * Emirates ID (TD1) and its printed front. Expected values are those of the main set. A non-zero
 * `variation` draws other noise and turns each photo a little further, to see whether a result holds
 * beyond the one picture (the tests and the bench use variation 0).
 */
export async function buildStressSet(variation = 0): Promise<StressSpecimen[]> {
  const arabicExpected = arabicModelDir() ? NAME_ARABIC : null;
  const td3 = composeTd3(TD3_PERSON);
  const td1 = composeTd1(EID_PERSON, 'IL');
  const documents = [
    {
      label: 'TD3 passport',
      documentType: 'passport' as const,
      card: await renderPassportPage(td3, printedPassport),
      expected: passportExpected,
      mrz: td3,
      // Over the printed fields, well above the MRZ.
      glare: { x: 0.62, y: 0.32, rx: 0.14, ry: 0.14 },
    },
    {
      label: 'TD1 Emirates ID back',
      documentType: 'emirates-id' as const,
      card: await renderTd1Back(td1, 'Dubai'),
      expected: eidBackExpected,
      mrz: td1,
      glare: { x: 0.4, y: 0.3, rx: 0.16, ry: 0.18 },
    },
    {
      label: 'Emirates ID front',
      documentType: 'emirates-id' as const,
      card: await renderEidFront(eidFrontText),
      expected: eidFrontExpected(arabicExpected),
      mrz: null,
      // On the glossy portrait, where a lamp is usually caught.
      glare: { x: 0.16, y: 0.45, rx: 0.1, ry: 0.16 },
    },
  ];
  const set: StressSpecimen[] = [];
  let seed = 11 + variation * 101;
  for (const document of documents) {
    for (const condition of STRESS_CONDITIONS) {
      const { label, options } = STRESS_PHOTOS[condition];
      const glare = condition === 'glare' ? { glare: document.glare } : {};
      set.push({
        name: `${document.label}, stress: ${label}`,
        condition,
        document: document.label,
        documentType: document.documentType,
        kind: 'jpeg',
        bytes: await photo(document.card, {
          ...options,
          ...glare,
          angle: (options.angle ?? 0) + variation * 0.7,
          seed: seed++,
        }),
        expected: document.expected,
        mrz: document.mrz,
      });
    }
  }
  return set;
}
