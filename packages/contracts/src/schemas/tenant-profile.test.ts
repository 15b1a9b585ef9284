import { describe, expect, it } from 'vitest';
import { formErrors, serverErrors } from '../../test/schema-harness';
import {
  TENANT_PROFILE_MESSAGES as M,
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
  passportCountry: 'United Arab Emirates',
  nationality: 'United Arab Emirates',
  tphContactType: 'OFFIC',
  tphCommunicationType: 'M',
  tphNumber: '0501234567',
  addresses: [office],
};

/** The request body for the valid profile (spec 1 §7). */
const validBody = () =>
  toUpdateTenantDetailsRequest(tenantProfileFormSchema.parse(valid), { email: 'mlro@demo.test', remarks: null });

describe('tenant profile edit (spec 1 §5)', () => {
  it('accepts the complete profile', () => {
    expect(formErrors(tenantProfileFormSchema, valid)).toEqual({});
  });

  it.each<[string, Partial<TenantProfileFormInput>, Record<string, string>]>([
    ['reporting entity id', { rentityId: '' }, { rentityId: 'Reporting Entity ID is required' }],
    ['first name', { firstName: '' }, { firstName: 'First name is required' }],
    ['last name', { lastName: '' }, { lastName: 'Last name is required' }],
    ['birthdate', { birthdate: '' }, { birthdate: 'Birthdate is required' }],
    ['ID number', { ssn: '' }, { ssn: 'ID Number is required' }],
    ['passport number', { passportNumber: '' }, { passportNumber: 'Passport number is required' }],
    ['passport country', { passportCountry: '' }, { passportCountry: 'Passport country is required' }],
    ['nationality', { nationality: '' }, { nationality: 'Nationality is required' }],
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

  it('offers one empty Office block to a tenant without addresses', () => {
    expect(tenantProfileToFormInput({}).addresses).toEqual([
      { addressType: 'OFFIC', address: '', city: '', countryCode: '', state: '' },
    ]);
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
