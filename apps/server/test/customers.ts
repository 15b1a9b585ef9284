import {
  type CorporateFormInput,
  type CorporateRegistration,
  corporateFormSchema,
  type FileItem,
  type IndividualFormInput,
  type IndividualRegistration,
  individualFormSchema,
  type PartnerFormInput,
  toCorporateRegistration,
  toIndividualRegistration,
} from '@aml/contracts';
import type { FastifyInstance } from 'fastify';

let counter = 0;
/** A passport or licence number no other test uses (the duplicate rule is per tenant, but stay clear). */
export const uniqueNumber = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${(counter++).toString(36).toUpperCase()}`;

/** Valid full-form values of a clean (unlisted) individual; dates far from any expiry or future rule. */
export function buildIndividualForm(overrides: Partial<IndividualFormInput> = {}): IndividualFormInput {
  return {
    firstName: 'Aisha',
    lastName: 'Rahmanova',
    dateOfBirth: '1990-05-01',
    residentialStatus: 'Resident',
    address: 'Villa 12, Jumeirah',
    city: 'Dubai',
    country: 'United Arab Emirates',
    nationality: 'India',
    countryCode: '+971',
    contactNo: '501234567',
    email: 'aisha@example.com',
    dualNationality: 'No',
    dualCitizenshipCountry: '',
    gender: 'Female',
    otherGender: '',
    pep: 'No',
    occupation: 'Jewellery Trading',
    otherOccupation: '',
    sourceOfIncome: 'Salary',
    purpose: 'Personal Use',
    otherPurpose: '',
    paymentMode: 'Debit/Credit Card',
    otherPaymentMode: '',
    modeOfApproach: 'Walk-In Customer',
    placeOfBirth: 'India',
    countryOfResidence: 'United Arab Emirates',
    idType: 'Passport',
    idNo: uniqueNumber('P'),
    idIssuedBy: 'Government of India',
    idIssuedAt: 'India',
    idIssuedDate: '2020-01-10',
    idExpiryDate: '2035-01-09',
    expectedNoOfTxn: 12,
    expectedVolume: 250000,
    productType: ['24K Gold Bar'],
    remarks: '',
    fuzzyLevel: '1',
    needsOnGoingScreening: false,
    ...overrides,
  };
}

/** The request body the form sends for these values (validated by the shared schema on the way). */
export function buildIndividualBody(
  overrides: Partial<IndividualFormInput> = {},
  extra: { files?: FileItem[]; deletedFiles?: string[] } = {},
): IndividualRegistration {
  return toIndividualRegistration(individualFormSchema.parse(buildIndividualForm(overrides)), extra);
}

export function buildPartner(overrides: Partial<PartnerFormInput> = {}): PartnerFormInput {
  return {
    type: 'Individual',
    name: 'Omar Haddadin',
    nationalityOrCountryOfIncorporation: 'Jordan',
    idType: 'Passport',
    idNoOrLicenseNo: uniqueNumber('N'),
    idExpiry: '2035-09-30',
    birthdate: '1975-02-11',
    role: 'UBO',
    percentageOfShare: 50,
    pep: false,
    ...overrides,
  };
}

export function buildCorporateForm(overrides: Partial<CorporateFormInput> = {}): CorporateFormInput {
  return {
    companyName: 'Gulf Bullion Trading LLC',
    companyAddress: 'Office 801, Gold Tower, JLT',
    city: 'Dubai',
    countryOfIncorporation: 'United Arab Emirates',
    poBoxNo: '12345',
    email: 'compliance@gulfbullion.example',
    officeCountryCode: '+971',
    contactOfficeNo: '43334444',
    mobileCountryCode: '+971',
    contactMobileNo: '501234567',
    tradeLicenseNo: uniqueNumber('TL'),
    tradeLicenseIssuedAt: 'Dubai',
    tradeLicenseIssuedBy: 'DMCC Authority',
    tradeLicenseIssuedDate: '2019-04-01',
    tradeLicenseExpiryDate: '2035-03-31',
    vatRegistrationNumber: '100123456700003',
    tenancyContractExpiryDate: '2035-01-31',
    entityType: 'LLC',
    countriesOfOperation: ['United Arab Emirates', 'India'],
    businessActivity: 'DPMS - Bullion Wholesale',
    isDealingWithImportExport: 'No',
    importExportCountries: [],
    hasSisterConcernBranch: 'No',
    sisterConcernCountry: '',
    accountHoldingBankName: 'Emirates NBD',
    customerType: 'B2B inside UAE',
    productType: ['24K Gold Bar'],
    productSource: 'Buyer and Supplier',
    paymentMode: 'Bank transfer inside UAE',
    paymentModeOther: '',
    deliveryChannel: 'Face to Face',
    expectedNoOfTxn: 40,
    expectedVolume: 12000000,
    kycDocumentsCollected: 'Yes',
    isEntityRegisteredInGOAML: 'Yes',
    dualUseGoods: 'No',
    remarks: '',
    needsOnGoingScreening: false,
    fuzzyLevel: '1',
    partners: [
      buildPartner(),
      buildPartner({ name: 'Layla Haddadin', birthdate: '1979-08-20', percentageOfShare: 50 }),
    ],
    ...overrides,
  };
}

export function buildCorporateBody(
  overrides: Partial<CorporateFormInput> = {},
  files: { files?: FileItem[]; existingFiles?: FileItem[]; deletedFiles?: string[] } = {},
): CorporateRegistration {
  return toCorporateRegistration(corporateFormSchema.parse(buildCorporateForm(overrides)), files);
}

/** A tiny but real PNG (8-byte signature, IHDR, IDAT, IEND) as the base64 a form sends. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A minimal PDF document. */
export const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

export const file = (filename: string, fileBinary: string): FileItem => ({ filename, fileBinary });

/** Registers through the API as the given user; returns the raw answer. */
export async function postIndividual(app: FastifyInstance, auth: Record<string, string>, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/IndividualUser/register-individual-user',
    headers: auth,
    payload: body as object,
  });
}

export async function postCorporate(app: FastifyInstance, auth: Record<string, string>, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/CorporateUser/register-corporate-user',
    headers: auth,
    payload: body as object,
  });
}
