import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formErrors, freezeToday, serverErrors, unfreezeToday } from '../../test/schema-harness';
import {
  TENANT_PROFILE_MESSAGES as M,
  MAX_TENANT_ADDRESSES,
  missingTenantProfileFields,
  type TenantProfileFormInput,
  tenantProfileFormSchema,
  tenantProfileToFormInput,
  toUpdateTenantDetailsRequest,
  updateTenantDetailsRequestSchema,
} from './tenant-profile';

const office = {
  addressType: 'OFFIC',
  address: 'Office 12: Gold Souk',
  city: 'Dubai',
  countryCode: 'AE',
  state: 'Dubai',
};

const valid: TenantProfileFormInput = {
  rentityId: '2079',
  firstName: 'Maryam',
  lastName: 'Saeed',
  birthdate: '1984-03-09',
  ssn: '784-1984-1234567-1',
  passportNumber: 'P998877',
  passportCountry: 'AE',
  nationality: 'AE',
  tphContactType: 'OFFIC',
  tphCommunicationType: 'M',
  tphNumber: '0501234567',
  addresses: [office],
};

/** The request body for the valid profile (spec 1 §7). */
const validBody = () =>
  toUpdateTenantDetailsRequest(tenantProfileFormSchema.parse(valid), { email: 'mlro@demo.test', remarks: null });

describe('tenant profile edit (spec 1 §5)', () => {
  beforeEach(freezeToday);
  afterEach(unfreezeToday);

  it('accepts the complete profile', () => {
    expect(formErrors(tenantProfileFormSchema, valid)).toEqual({});
  });

  it.each<[string, Partial<TenantProfileFormInput>, Record<string, string>]>([
    ['reporting entity id', { rentityId: '' }, { rentityId: 'Reporting Entity ID is required' }],
    ['first name', { firstName: '' }, { firstName: 'First name is required' }],
    ['last name', { lastName: '' }, { lastName: 'Last name is required' }],
    ['birthdate', { birthdate: '' }, { birthdate: 'Birthdate is required' }],
    ['a birthdate that is no date', { birthdate: '1984-02-30' }, { birthdate: 'Please enter a valid date' }],
    ['a birthdate tomorrow', { birthdate: '2026-06-16' }, { birthdate: 'Birthdate cannot be in the future' }],
    ['a birthdate today', { birthdate: '2026-06-15' }, {}],
    ['ID number', { ssn: '' }, { ssn: 'ID Number is required' }],
    ['passport number', { passportNumber: '' }, { passportNumber: 'Passport number is required' }],
    ['passport country', { passportCountry: '' }, { passportCountry: 'Passport country is required' }],
    ['nationality', { nationality: '' }, { nationality: 'Nationality is required' }],
    ['a passport country off the list', { passportCountry: 'Atlantis' }, { passportCountry: M.passportCountry }],
    ['a nationality off the list', { nationality: 'QQ' }, { nationality: M.nationality }],
    ['a contact type other than Office', { tphContactType: 'PRIVT' }, { tphContactType: M.tphContactType }],
    [
      'a communication type other than Mobile',
      { tphCommunicationType: 'L' },
      { tphCommunicationType: M.tphCommunicationType },
    ],
    ['a phone number with a space', { tphNumber: '050 1234567' }, { tphNumber: M.tphNumberDigits }],
    [
      'a first name on two lines',
      { firstName: 'Maryam\nSaeed' },
      { firstName: 'This field must be a single line of text.' },
    ],
    ['contact type', { tphContactType: '' }, { tphContactType: 'Contact type is required' }],
    ['communication type', { tphCommunicationType: '' }, { tphCommunicationType: 'Communication type is required' }],
    ['phone number', { tphNumber: '' }, { tphNumber: 'Phone number is required' }],
    ['phone of 6 digits', { tphNumber: '123456' }, { tphNumber: 'Phone number must be 7-15 digits' }],
    ['phone of 7 digits', { tphNumber: '1234567' }, {}],
    ['phone of 15 digits', { tphNumber: '123456789012345' }, {}],
    ['phone of 16 digits', { tphNumber: '1234567890123456' }, { tphNumber: M.tphNumberDigits }],
    ['phone with a plus', { tphNumber: '+971501234567' }, { tphNumber: M.tphNumberDigits }],
    ['no address', { addresses: [] }, { addresses: 'At least one address is required' }],
    [
      'an empty second address',
      { addresses: [office, { addressType: '', address: '', city: '', countryCode: '', state: '' }] },
      {
        'addresses.1.addressType': 'Address type is required',
        'addresses.1.address': 'Address is required',
        'addresses.1.city': 'City is required',
        'addresses.1.countryCode': 'Country code is required',
        'addresses.1.state': 'State is required',
      },
    ],
    [
      'an unknown country code',
      { addresses: [{ ...office, countryCode: 'QQ' }] },
      { 'addresses.0.countryCode': M.countryCode },
    ],
    [
      'an address type other than Office',
      { addresses: [{ ...office, addressType: 'RES' }] },
      { 'addresses.0.addressType': M.addressType },
    ],
    [
      'more address blocks than the ceiling',
      { addresses: Array.from({ length: MAX_TENANT_ADDRESSES + 1 }, () => office) },
      { addresses: `At most ${MAX_TENANT_ADDRESSES} items.` },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(formErrors(tenantProfileFormSchema, { ...valid, ...overrides })).toEqual(expected);
  });

  it('sends the addresses as five colon-joined fields with escaped colons, empty values as null', () => {
    const second = {
      addressType: 'OFFIC',
      address: 'Warehouse 3',
      city: 'Sharjah',
      countryCode: 'AE',
      state: 'Sharjah',
    };
    const body = toUpdateTenantDetailsRequest(
      tenantProfileFormSchema.parse({ ...valid, addresses: [office, second] }),
      {
        email: 'mlro@demo.test',
        remarks: '',
      },
    );
    expect(body).toMatchObject({
      email: 'mlro@demo.test',
      remarks: null,
      birthdate: '1984-03-09',
      addressType: 'OFFIC:OFFIC',
      address: 'Office 12\\: Gold Souk:Warehouse 3',
      city: 'Dubai:Sharjah',
      countryCode: 'AE:AE',
      state: 'Dubai:Sharjah',
    });
    expect(tenantProfileFormSchema.parse(tenantProfileToFormInput(body)).addresses).toEqual([office, second]);
  });

  it('stores a country chosen by name or code as its two-letter code', () => {
    const values = tenantProfileFormSchema.parse({
      ...valid,
      passportCountry: 'United Arab Emirates',
      nationality: 'in',
      addresses: [{ ...office, countryCode: 'Saudi Arabia' }],
    });
    expect([values.passportCountry, values.nationality, values.addresses[0]?.countryCode]).toEqual(['AE', 'IN', 'SA']);
  });

  it('the server reads null, empty and blank alike as missing, and fills in no choice', () => {
    const blank = { ...validBody(), firstName: '   ', lastName: '', ssn: null, tphContactType: null };
    const { tphCommunicationType: _omitted, ...withoutCommunication } = blank;
    expect(serverErrors(updateTenantDetailsRequestSchema, withoutCommunication)).toEqual({
      firstName: M.firstName,
      lastName: M.lastName,
      ssn: M.ssn,
      tphContactType: M.tphContactType,
      tphCommunicationType: M.tphCommunicationType,
    });
  });

  it('the server keeps the profile columns only, never the email or remarks', () => {
    const parsed = updateTenantDetailsRequestSchema.parse({ ...validBody(), remarks: 'changed', tenantId: 'other' });
    expect(parsed).toEqual({
      rentityId: '2079',
      firstName: 'Maryam',
      lastName: 'Saeed',
      birthdate: '1984-03-09',
      ssn: '784-1984-1234567-1',
      passportNumber: 'P998877',
      passportCountry: 'AE',
      nationality: 'AE',
      tphContactType: 'OFFIC',
      tphCommunicationType: 'M',
      tphNumber: '0501234567',
      addressType: 'OFFIC',
      address: 'Office 12\\: Gold Souk',
      city: 'Dubai',
      countryCode: 'AE',
      state: 'Dubai',
    });
  });

  it('the server answers with the form paths and messages', () => {
    expect(serverErrors(updateTenantDetailsRequestSchema, validBody())).toEqual({});
    expect(serverErrors(updateTenantDetailsRequestSchema, { ...validBody(), tphNumber: '12' })).toEqual({
      tphNumber: M.tphNumberDigits,
    });
    const noAddress = { ...validBody(), addressType: null, address: null, city: null, countryCode: null, state: null };
    expect(serverErrors(updateTenantDetailsRequestSchema, noAddress)).toEqual({ addresses: M.addresses });
    const secondCityMissing = {
      ...validBody(),
      addressType: 'OFFIC:OFFIC',
      address: 'A:B',
      city: 'Dubai:',
      countryCode: 'AE:AE',
      state: 'Dubai:Dubai',
    };
    expect(serverErrors(updateTenantDetailsRequestSchema, secondCityMissing)).toEqual({ 'addresses.1.city': M.city });
  });

  it('offers one empty Office block and Office / Mobile to a tenant without a profile', () => {
    const input = tenantProfileToFormInput({});
    expect(input.addresses).toEqual([{ addressType: 'OFFIC', address: '', city: '', countryCode: '', state: '' }]);
    expect([input.tphContactType, input.tphCommunicationType, input.birthdate]).toEqual(['OFFIC', 'M', '']);
  });
});

describe('DPMSR profile completeness (spec 3 §5)', () => {
  const complete = {
    id: 't-1',
    firstName: 'Maryam',
    lastName: 'Saeed',
    rentityId: '2079',
    birthdate: '1984-03-09',
    ssn: '784',
    passportNumber: 'P1',
    passportCountry: 'AE',
    nationality: 'AE',
    tphContactType: 'OFFIC',
    tphCommunicationType: 'M',
    tphNumber: '0501234567',
    addressType: 'OFFIC',
    address: 'Gold Souk',
    city: 'Dubai',
    countryCode: 'AE',
    state: 'Dubai',
    name: null,
    wmsTenantCode: null,
    givenScreeningCount: null,
  };

  it('accepts a profile where only tolerated fields are null', () => {
    expect(missingTenantProfileFields(complete)).toEqual([]);
  });

  it('lists null and blank reporting-person fields', () => {
    expect(missingTenantProfileFields({ ...complete, rentityId: null, state: '  ', birthdate: undefined })).toEqual([
      'rentityId',
      'birthdate',
      'state',
    ]);
  });
});
