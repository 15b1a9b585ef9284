import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formErrors, freezeToday, serverErrors, unfreezeToday } from '../../test/schema-harness';
import { joinPhone } from '../format/phone';
import {
  emptyQuickOnboardForm,
  QUICK_ONBOARD_MESSAGES as M,
  type QuickOnboardFormInput,
  quickOnboardFormSchema,
  quickOnboardRequestSchema,
  quickOnboardToFormInput,
  toQuickOnboardRequest,
} from './quick-onboard';

beforeAll(freezeToday);
afterAll(unfreezeToday);

const valid: QuickOnboardFormInput = {
  firstName: 'Rahul',
  lastName: 'Menon',
  dateOfBirth: '1985-11-20',
  residentialStatus: 'Non-Resident',
  address: 'Flat 4, Building 7, Al Nahda, Sharjah',
  nationality: 'India',
  countryCode: '+91',
  contactNo: '9876543210',
  idType: 'EID',
  idNo: '784-1985-1234567-2',
  idIssuedDate: '2022-03-01',
  idExpiryDate: '2027-02-28',
  fuzzyLevel: '0',
};

function bodyOf(input: QuickOnboardFormInput): Record<string, unknown> {
  const { countryCode, ...rest } = input;
  return { ...rest, contactNo: joinPhone(countryCode, input.contactNo) };
}

const x = (n: number) => 'x'.repeat(n);

describe('quick onboarding (spec 2 §5.2): every field required', () => {
  it('accepts the valid entry', () => {
    expect(formErrors(quickOnboardFormSchema, valid)).toEqual({});
    expect(serverErrors(quickOnboardRequestSchema, bodyOf(valid))).toEqual({});
  });

  it.each<[string, Partial<QuickOnboardFormInput>, Record<string, string>]>([
    [
      'first name of 1 character',
      { firstName: 'R' },
      { firstName: 'First Name must be between 2 and 100 characters.' },
    ],
    ['first name of 100 characters', { firstName: x(100) }, {}],
    ['first name of 101 characters', { firstName: x(101) }, { firstName: M.firstName }],
    ['last name of 101 characters', { lastName: x(101) }, { lastName: M.lastName }],
    ['date of birth missing', { dateOfBirth: '' }, { dateOfBirth: M.dateOfBirthRequired }],
    ['date of birth tomorrow', { dateOfBirth: '2026-06-16' }, { dateOfBirth: M.dateOfBirthFuture }],
    ['residential status missing', { residentialStatus: '' }, { residentialStatus: M.residentialStatus }],
    ['address of 1 character', { address: 'A' }, { address: M.address }],
    ['address of 255 characters', { address: x(255) }, {}],
    ['address of 256 characters', { address: x(256) }, { address: 'Address must be between 2 and 255 characters.' }],
    ['nationality missing', { nationality: '' }, { nationality: M.nationality }],
    ['contact number with letters', { contactNo: '98765abc10' }, { contactNo: 'Contact number must be numeric' }],
    [
      'contact number of 16 digits',
      { contactNo: '1234567890123456' },
      { contactNo: 'Contact number must be between 8 and 15 digits' },
    ],
    ['ID type missing', { idType: '' }, { idType: 'ID Type is required' }],
    ['ID number missing', { idNo: '' }, { idNo: M.idNo }],
    [
      'EID unformatted',
      { idNo: '784198512345672' },
      { idNo: 'For EID, format must be xxx-xxxx-xxxxxxx-x and maximum 15 characters' },
    ],
    ['issue date missing', { idIssuedDate: '' }, { idIssuedDate: M.idIssuedDateRequired }],
    ['issue date tomorrow', { idIssuedDate: '2026-06-16' }, { idIssuedDate: M.idIssuedDateFuture }],
    ['expiry date yesterday', { idExpiryDate: '2026-06-14' }, { idExpiryDate: M.idExpiryDatePast }],
    [
      'expiry not after issue',
      { idIssuedDate: '2026-06-15', idExpiryDate: '2026-06-15' },
      { idExpiryDate: 'ID Expiry Date must be after the ID Issued Date.' },
    ],
    ['fuzzy level missing', { fuzzyLevel: '' }, { fuzzyLevel: M.fuzzyLevel }],
  ])('%s', (_name, overrides, expected) => {
    const input = { ...valid, ...overrides };
    expect(formErrors(quickOnboardFormSchema, input)).toEqual(expected);
    expect(serverErrors(quickOnboardRequestSchema, bodyOf(input))).toEqual(expected);
  });

  it('reports a missing contact number; the body, holding no code without a number, also reports the code', () => {
    const input = { ...valid, contactNo: '' };
    expect(formErrors(quickOnboardFormSchema, input)).toEqual({ contactNo: M.contactRequired });
    expect(serverErrors(quickOnboardRequestSchema, bodyOf(input))).toEqual({
      countryCode: M.countryCode,
      contactNo: M.contactRequired,
    });
  });

  it('defaults to Resident, fuzzy level 0 and the UAE code (spec 2 §3.3)', () => {
    expect(emptyQuickOnboardForm()).toMatchObject({
      residentialStatus: 'Resident',
      fuzzyLevel: '0',
      countryCode: '+971',
    });
  });

  it('maps to the camelCase body and back', () => {
    const values = quickOnboardFormSchema.parse(valid);
    const body = toQuickOnboardRequest(values);
    expect(body).toEqual({
      firstName: 'Rahul',
      lastName: 'Menon',
      dateOfBirth: '1985-11-20T00:00:00.000Z',
      residentialStatus: 'Non-Resident',
      contactNo: '+91-9876543210',
      address: 'Flat 4, Building 7, Al Nahda, Sharjah',
      idType: 'EID',
      idNo: '784-1985-1234567-2',
      idIssuedDate: '2022-03-01T00:00:00.000Z',
      idExpiryDate: '2027-02-28T00:00:00.000Z',
      nationality: 'India',
      fuzzyLevel: '0',
      files: [],
    });
    expect(quickOnboardFormSchema.parse(quickOnboardToFormInput(body))).toEqual(values);
  });

  it('allows 5 MB files on the quick form (spec 2 §9.1)', () => {
    const fourMb = { filename: 'scan.jpg', fileBinary: 'A'.repeat((4 * 1024 * 1024 * 4) / 3) };
    const sixMb = { filename: 'big.png', fileBinary: 'A'.repeat((6 * 1024 * 1024 * 4) / 3) };
    expect(serverErrors(quickOnboardRequestSchema, { ...bodyOf(valid), files: [fourMb] })).toEqual({});
    expect(serverErrors(quickOnboardRequestSchema, { ...bodyOf(valid), files: [sixMb] })).toEqual({
      files: 'big.png exceeds 5MB limit.',
    });
  });
});
