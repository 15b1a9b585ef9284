import {
  type CorporateFormInput,
  type CorporateRegistration,
  corporateFormSchema,
  type FileItem,
  type IndividualFormInput,
  type IndividualRegistration,
  individualFormSchema,
  type PartnerFormInput,
  type QuickOnboardFormInput,
  type QuickOnboardRequest,
  quickOnboardFormSchema,
  toCorporateRegistration,
  toIndividualRegistration,
  toQuickOnboardRequest,
} from '@aml/contracts';
import type { FastifyInstance } from 'fastify';
import { sampleCorporateForm, sampleIndividualForm, samplePartner } from '../src/modules/customers/sample-forms';

let counter = 0;
/** A passport or licence number no other test uses (the duplicate rule is per tenant, but stay clear). */
export const uniqueNumber = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${(counter++).toString(36).toUpperCase()}`;

/** Valid full-form values of a clean individual, with an ID number no other test uses. */
export const buildIndividualForm = (overrides: Partial<IndividualFormInput> = {}): IndividualFormInput =>
  sampleIndividualForm({ idNo: uniqueNumber('P'), ...overrides });

/** The request body the form sends for these values (validated by the shared schema on the way). */
export function buildIndividualBody(
  overrides: Partial<IndividualFormInput> = {},
  extra: { files?: FileItem[]; deletedFiles?: string[] } = {},
): IndividualRegistration {
  return toIndividualRegistration(individualFormSchema.parse(buildIndividualForm(overrides)), extra);
}

/** Valid quick-onboard form values (spec 2 §3.3), with an ID number no other test uses. */
export const buildQuickOnboardForm = (overrides: Partial<QuickOnboardFormInput> = {}): QuickOnboardFormInput => ({
  firstName: 'Rahul',
  lastName: 'Menon',
  dateOfBirth: '1985-11-20',
  residentialStatus: 'Non-Resident',
  address: 'Flat 4, Building 7, Al Nahda, Sharjah',
  nationality: 'India',
  countryCode: '+91',
  contactNo: '9876543210',
  idType: 'Passport',
  idNo: uniqueNumber('Q'),
  idIssuedDate: '2022-03-01',
  idExpiryDate: '2032-02-28',
  fuzzyLevel: '0',
  ...overrides,
});

/** The body of POST quick-onboard for these values, as the quick form sends it. */
export const buildQuickOnboardBody = (
  overrides: Partial<QuickOnboardFormInput> = {},
  files: FileItem[] = [],
): QuickOnboardRequest => toQuickOnboardRequest(quickOnboardFormSchema.parse(buildQuickOnboardForm(overrides)), files);

export async function postQuickOnboard(app: FastifyInstance, auth: Record<string, string>, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/IndividualUser/quick-onboard',
    headers: auth,
    payload: body as object,
  });
}

export const buildPartner = (overrides: Partial<PartnerFormInput> = {}): PartnerFormInput =>
  samplePartner({ idNoOrLicenseNo: uniqueNumber('N'), ...overrides });

/** A clean corporate customer with two partners, its licence and partner IDs unused elsewhere. */
export const buildCorporateForm = (overrides: Partial<CorporateFormInput> = {}): CorporateFormInput =>
  sampleCorporateForm({
    tradeLicenseNo: uniqueNumber('TL'),
    partners: [
      buildPartner(),
      buildPartner({ name: 'Layla Haddadin', birthdate: '1979-08-20', percentageOfShare: 50 }),
    ],
    ...overrides,
  });

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
