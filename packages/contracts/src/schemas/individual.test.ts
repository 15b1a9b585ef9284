import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formErrors, freezeToday, serverErrors, unfreezeToday } from '../../test/schema-harness';
import { joinPhone } from '../format/phone';
import { INVALID_COUNTRY } from './fields';
import {
  emptyIndividualForm,
  type IndividualFormInput,
  individualFormSchema,
  individualRegistrationSchema,
  individualToFormInput,
  INDIVIDUAL_MESSAGES as M,
  toIndividualRegistration,
} from './individual';

beforeAll(freezeToday);
afterAll(unfreezeToday);

/** A complete, valid registration on 2026-06-15. */
const valid: IndividualFormInput = {
  firstName: 'Aisha',
  lastName: 'Khan',
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
  paymentMode: 'Cash',
  otherPaymentMode: '',
  modeOfApproach: 'Walk-In Customer',
  placeOfBirth: 'India',
  countryOfResidence: 'United Arab Emirates',
  idType: 'Passport',
  idNo: 'Z1234567',
  idIssuedBy: 'Government of India',
  idIssuedAt: 'India',
  idIssuedDate: '2020-01-10',
  idExpiryDate: '2030-01-09',
  expectedNoOfTxn: 12,
  expectedVolume: 250000,
  productType: ['24K Gold Bar'],
  remarks: '',
  fuzzyLevel: '1',
  needsOnGoingScreening: false,
};

/** The request body a client would send for these form values (spec 2 §3.2), without validating them. */
function bodyOf(input: IndividualFormInput): Record<string, unknown> {
  const { countryCode, otherOccupation, expectedNoOfTxn, expectedVolume, productType, ...rest } = input;
  return {
    ...rest,
    contactNo: joinPhone(countryCode, input.contactNo),
    occupation: input.occupation === 'Others' && otherOccupation ? `Others - ${otherOccupation}` : input.occupation,
    expectedNoOfTxn: expectedNoOfTxn === '' ? null : expectedNoOfTxn,
    expectedVolume: expectedVolume === '' ? null : expectedVolume,
    productType: (productType ?? []).join(':'),
  };
}

const x = (n: number) => 'x'.repeat(n);

describe('individual form (spec 2 §5.1): one message per rule, same on the form and on the server', () => {
  it('accepts the valid registration', () => {
    expect(formErrors(individualFormSchema, valid)).toEqual({});
    expect(serverErrors(individualRegistrationSchema, bodyOf(valid))).toEqual({});
  });

  it.each<[string, Partial<IndividualFormInput>, Record<string, string>]>([
    ['first name of 1 character', { firstName: 'A' }, { firstName: M.firstName }],
    ['first name empty', { firstName: '' }, { firstName: 'First Name must be between 2 and 50 characters.' }],
    ['first name of 51 characters', { firstName: x(51) }, { firstName: M.firstName }],
    ['first name of 2 characters', { firstName: 'Al' }, {}],
    ['first name of 50 characters', { firstName: x(50) }, {}],
    ['last name of 1 character', { lastName: 'K' }, { lastName: 'Last Name must be between 2 and 50 characters.' }],
    ['last name of 51 characters', { lastName: x(51) }, { lastName: M.lastName }],
    ['date of birth missing', { dateOfBirth: '' }, { dateOfBirth: M.dateOfBirthRequired }],
    ['date of birth tomorrow', { dateOfBirth: '2026-06-16' }, { dateOfBirth: M.dateOfBirthFuture }],
    ['date of birth today', { dateOfBirth: '2026-06-15' }, {}],
    ['date of birth not a date', { dateOfBirth: '2023-02-30' }, { dateOfBirth: M.invalidDate }],
    ['residential status missing', { residentialStatus: '' }, { residentialStatus: M.residentialStatus }],
    ['residential status unknown', { residentialStatus: 'Tourist' }, { residentialStatus: M.residentialStatus }],
    ['address of 1 character', { address: 'A' }, { address: M.address }],
    ['address of 51 characters', { address: x(51) }, { address: M.address }],
    ['address of 50 characters', { address: x(50) }, {}],
    ['city of 1 character', { city: 'D' }, { city: M.city }],
    ['city of 51 characters', { city: x(51) }, { city: M.city }],
    ['country missing', { country: '' }, { country: 'Please select a country' }],
    ['country unknown', { country: 'Atlantis' }, { country: INVALID_COUNTRY }],
    ['country as an alias', { country: 'UAE' }, {}],
    ['nationality missing', { nationality: '' }, { nationality: M.nationality }],
    ['place of birth missing', { placeOfBirth: '' }, { placeOfBirth: M.placeOfBirth }],
    ['country of residence missing', { countryOfResidence: '' }, { countryOfResidence: M.countryOfResidence }],
    ['contact number with a hyphen', { contactNo: '50-1234567' }, { contactNo: 'Contact number must be numeric' }],
    ['contact number of 7 digits', { contactNo: '1234567' }, { contactNo: M.contactLength }],
    ['contact number of 8 digits', { contactNo: '12345678' }, {}],
    ['contact number of 15 digits', { contactNo: '123456789012345' }, {}],
    ['contact number of 16 digits', { contactNo: '1234567890123456' }, { contactNo: M.contactLength }],
    ['email invalid', { email: 'aisha@' }, { email: 'Invalid email address.' }],
    ['email blank', { email: '' }, {}],
    ['dual nationality not answered', { dualNationality: '' }, { dualNationality: M.dualNationality }],
    [
      'dual nationality without its country',
      { dualNationality: 'Yes' },
      { dualCitizenshipCountry: 'Please specify the country for dual citizenship.' },
    ],
    ['dual nationality with its country', { dualNationality: 'Yes', dualCitizenshipCountry: 'Oman' }, {}],
    ['gender missing', { gender: '' }, { gender: 'Please select a gender.' }],
    ['gender Other without text', { gender: 'Other' }, { otherGender: M.otherGender }],
    ['gender Other with text', { gender: 'Other', otherGender: 'Non-binary' }, {}],
    ['PEP missing', { pep: '' }, { pep: M.pep }],
    ['occupation missing', { occupation: '' }, { occupation: 'Please select an occupation.' }],
    ['occupation unknown', { occupation: 'Astronaut' }, { occupation: 'Please select an occupation.' }],
    [
      'occupation Others without text',
      { occupation: 'Others' },
      { otherOccupation: 'Please specify other occupation.' },
    ],
    ['occupation Others with text', { occupation: 'Others', otherOccupation: 'Goldsmith' }, {}],
    ['source of income missing', { sourceOfIncome: '' }, { sourceOfIncome: M.sourceOfIncome }],
    ['purpose missing', { purpose: '' }, { purpose: M.purpose }],
    ['purpose Others without text', { purpose: 'Others' }, { otherPurpose: M.otherPurpose }],
    ['payment mode missing', { paymentMode: '' }, { paymentMode: M.paymentMode }],
    ['payment mode Others without text', { paymentMode: 'Others' }, { otherPaymentMode: M.otherPaymentMode }],
    ['payment mode Others with text', { paymentMode: 'Others', otherPaymentMode: 'Cheque' }, {}],
    ['mode of approach unknown', { modeOfApproach: 'Phone' }, { modeOfApproach: 'Invalid mode of approach' }],
    ['mode of approach missing', { modeOfApproach: '' }, { modeOfApproach: 'Invalid mode of approach' }],
    ['ID type missing', { idType: '' }, { idType: 'ID Type is required' }],
    ['ID number missing', { idNo: '' }, { idNo: M.idNo }],
    [
      'EID without hyphens',
      { idType: 'EID', idNo: '784199012345671' },
      { idNo: 'For EID, format must be xxx-xxxx-xxxxxxx-x and maximum 15 characters' },
    ],
    ['EID with a short group', { idType: 'EID', idNo: '784-1990-123456-1' }, { idNo: M.eid }],
    ['EID formatted', { idType: 'EID', idNo: '784-1990-1234567-1' }, {}],
    ['passport number is not checked as an EID', { idType: 'Passport', idNo: '784199012345671' }, {}],
    ['issued by missing', { idIssuedBy: '' }, { idIssuedBy: M.idIssuedByRequired }],
    ['issued by of 51 characters', { idIssuedBy: x(51) }, { idIssuedBy: M.idIssuedByMax }],
    ['issued by of 50 characters', { idIssuedBy: x(50) }, {}],
    ['issued at missing', { idIssuedAt: '' }, { idIssuedAt: 'Please select the place where ID was issued.' }],
    ['issue date missing', { idIssuedDate: '' }, { idIssuedDate: M.idIssuedDateRequired }],
    ['issue date tomorrow', { idIssuedDate: '2026-06-16' }, { idIssuedDate: M.idIssuedDateFuture }],
    ['issue date today', { idIssuedDate: '2026-06-15' }, {}],
    ['expiry date missing', { idExpiryDate: '' }, { idExpiryDate: M.idExpiryDateRequired }],
    ['expiry date yesterday', { idExpiryDate: '2026-06-14' }, { idExpiryDate: M.idExpiryDatePast }],
    ['expiry date today', { idExpiryDate: '2026-06-15' }, {}],
    [
      'expiry on the issue date',
      { idIssuedDate: '2026-06-15', idExpiryDate: '2026-06-15' },
      { idExpiryDate: 'ID Expiry Date must be after the ID Issued Date.' },
    ],
    ['expected transactions negative', { expectedNoOfTxn: -1 }, { expectedNoOfTxn: M.expectedNoOfTxn }],
    ['expected volume negative', { expectedVolume: -0.01 }, { expectedVolume: M.expectedVolume }],
    ['expected values blank', { expectedNoOfTxn: '', expectedVolume: '' }, {}],
    ['expected values zero', { expectedNoOfTxn: 0, expectedVolume: 0 }, {}],
    ['product type empty', { productType: [] }, { productType: 'Product Type is required' }],
    ['product type unknown', { productType: ['Bananas'] }, { productType: M.productType }],
    ['product types with a duplicate', { productType: ['24K Gold Bar', '24K Gold Bar', 'Real Estate'] }, {}],
    ['remarks of 501 characters', { remarks: x(501) }, { remarks: M.remarks }],
    ['remarks of 500 characters', { remarks: x(500) }, {}],
    ['fuzziness out of range', { fuzzyLevel: '3' }, { fuzzyLevel: M.fuzzyLevel }],
  ])('%s', (_name, overrides, expected) => {
    const input = { ...valid, ...overrides };
    expect(formErrors(individualFormSchema, input)).toEqual(expected);
    expect(serverErrors(individualRegistrationSchema, bodyOf(input))).toEqual(expected);
  });

  it('reports every problem of an empty form at once, conditional ones included', () => {
    const errors = formErrors(individualFormSchema, {
      ...emptyIndividualForm(),
      country: '',
      countryCode: '',
      gender: 'Other',
      occupation: 'Others',
      dualNationality: 'Yes',
    });
    expect(errors).toMatchObject({
      firstName: M.firstName,
      lastName: M.lastName,
      dateOfBirth: M.dateOfBirthRequired,
      country: M.country,
      countryCode: M.countryCode,
      contactNo: M.contactRequired,
      otherGender: M.otherGender,
      otherOccupation: M.otherOccupation,
      dualCitizenshipCountry: M.dualCitizenshipCountry,
      idType: M.idType,
      idExpiryDate: M.idExpiryDateRequired,
      productType: M.productType,
    });
  });

  it('server: a phone without number reports the missing number and code', () => {
    expect(serverErrors(individualRegistrationSchema, bodyOf({ ...valid, contactNo: '' }))).toEqual({
      countryCode: M.countryCode,
      contactNo: M.contactRequired,
    });
  });
});

describe('individual payload (spec 2 §3.2)', () => {
  const parsed = individualFormSchema.parse({
    ...valid,
    occupation: 'Others',
    otherOccupation: 'Goldsmith',
    email: '',
    productType: ['24K Gold Bar', 'Real Estate', '24K Gold Bar'],
    country: 'UAE',
  });

  it('maps the form to the body the spec lists', () => {
    const body = toIndividualRegistration(parsed, { userId: 'u-1' });
    expect(body).toMatchObject({
      userID: 'u-1',
      country: 'United Arab Emirates',
      contactNo: '+971-501234567',
      email: null,
      occupation: 'Others - Goldsmith',
      otherPaymentMode: 'N/A',
      dualCitizenshipCountry: '',
      productType: '24K Gold Bar:Real Estate',
      dateOfBirth: '1990-05-01T00:00:00.000Z',
      idIssuedDate: '2020-01-10T00:00:00.000Z',
      idExpiryDate: '2030-01-09T00:00:00.000Z',
      modeOfApproach: 'Walk-In Customer',
      status: 'Pending',
      fuzzyLevel: '1',
      files: [],
    });
    expect('userID' in toIndividualRegistration(parsed)).toBe(false);
  });

  it('reads a stored record back into the same form values (edit mode)', () => {
    const again = individualFormSchema.parse(individualToFormInput(toIndividualRegistration(parsed)));
    expect(again).toEqual(parsed);
  });

  it("treats the payload default pep 'N/A' as not answered", () => {
    expect(individualToFormInput({ pep: 'N/A' }).pep).toBe('');
  });

  it('the server output is the normalised body', () => {
    const result = individualRegistrationSchema.parse({
      ...bodyOf(valid),
      country: 'uae',
      userID: 7,
      status: 'Onboarded',
    });
    expect(result.country).toBe('United Arab Emirates');
    expect(result.userID).toBe('7');
    expect(result.status).toBe('Pending');
  });

  it.each([
    [
      'six files',
      Array.from({ length: 6 }, (_, i) => ({ filename: `f${i}.pdf`, fileBinary: 'QUJD' })),
      'You can upload a maximum of 5 files.',
    ],
    ['an executable', [{ filename: 'run.exe', fileBinary: 'QUJD' }], 'run.exe is not a valid file type.'],
    ['a 3 MB scan', [{ filename: 'id.pdf', fileBinary: 'A'.repeat(4 * 1024 * 1024) }], 'id.pdf exceeds 2MB limit.'],
  ])('rejects %s (spec 2 §5.6)', (_name, files, message) => {
    expect(serverErrors(individualRegistrationSchema, { ...bodyOf(valid), files })).toEqual({ files: message });
  });

  it('accepts five files of 2 MB', () => {
    const files = Array.from({ length: 5 }, (_, i) => ({
      filename: `f${i}.docx`,
      fileBinary: 'A'.repeat((2 * 1024 * 1024 * 4) / 3),
    }));
    expect(serverErrors(individualRegistrationSchema, { ...bodyOf(valid), files })).toEqual({});
  });
});
