import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formErrors, freezeToday, unfreezeToday } from '../../test/schema-harness';
import {
  checkShare,
  emptyPartnerForm,
  PARTNER_MESSAGES as M,
  type PartnerFormInput,
  partnerFormSchema,
  partnerToFormInput,
  toPartner,
} from './partner';

beforeAll(freezeToday);
afterAll(unfreezeToday);

const valid: PartnerFormInput = {
  type: 'Individual',
  name: 'Omar Haddad',
  nationalityOrCountryOfIncorporation: 'Jordan',
  idType: 'Passport',
  idNoOrLicenseNo: 'N1234567',
  idExpiry: '2029-09-30',
  birthdate: '',
  role: 'UBO',
  percentageOfShare: 60,
  pep: false,
};

describe('partner (spec 2 §5.5)', () => {
  it('accepts the valid partner, without a birthdate', () => {
    expect(formErrors(partnerFormSchema, valid)).toEqual({});
  });

  it.each<[string, Partial<PartnerFormInput>, Record<string, string>]>([
    ['type missing', { type: '' }, { type: M.type }],
    ['name missing', { name: '' }, { name: M.nameRequired }],
    ['name of 101 characters', { name: 'x'.repeat(101) }, { name: M.nameMax }],
    ['name of 100 characters', { name: 'x'.repeat(100) }, {}],
    ['PEP not selected', { pep: null }, { pep: 'PEP selection is required.' }],
    ['PEP yes', { pep: true }, {}],
    [
      'nationality missing',
      { nationalityOrCountryOfIncorporation: '' },
      { nationalityOrCountryOfIncorporation: M.nationality },
    ],
    ['ID type missing', { idType: '' }, { idType: 'ID Type is required' }],
    ['ID type unknown', { idType: 'Driving Licence' }, { idType: 'ID Type is required' }],
    ['ID number missing', { idNoOrLicenseNo: '' }, { idNoOrLicenseNo: M.idNo }],
    [
      'EID unformatted',
      { idType: 'EID', idNoOrLicenseNo: '784198012345678' },
      { idNoOrLicenseNo: 'For EID, format must be xxx-xxxx-xxxxxxx-x and maximum 15 characters' },
    ],
    ['EID formatted', { idType: 'EID', idNoOrLicenseNo: '784-1980-1234567-8' }, {}],
    ['ID expiry missing', { idExpiry: '' }, { idExpiry: M.idExpiryRequired }],
    ['ID expiry yesterday', { idExpiry: '2026-06-14' }, { idExpiry: M.idExpiryPast }],
    ['ID expiry today', { idExpiry: '2026-06-15' }, {}],
    ['birthdate tomorrow', { birthdate: '2026-06-16' }, { birthdate: M.birthdateFuture }],
    ['role missing', { role: '' }, { role: M.role }],
    ['share missing for a UBO', { percentageOfShare: '' }, { percentageOfShare: M.shareRequired }],
    [
      'share missing for a SHARE HOLDER',
      { role: 'SHARE HOLDER', percentageOfShare: null },
      { percentageOfShare: M.shareRequired },
    ],
    ['share missing for a PARTNER', { role: 'PARTNER', percentageOfShare: '' }, { percentageOfShare: M.shareRequired }],
    ['share not asked of a MANAGER', { role: 'MANAGER', percentageOfShare: '' }, {}],
    ['share not asked of a DIRECTOR', { role: 'DIRECTOR', percentageOfShare: '' }, {}],
    ['share not asked of a REPRESENTATIVE', { role: 'REPRESENTATIVE', percentageOfShare: '' }, {}],
    ['share of 0', { percentageOfShare: 0 }, {}],
    ['share of 100', { percentageOfShare: 100 }, {}],
    ['share of 100.01', { percentageOfShare: 100.01 }, { percentageOfShare: M.shareRange }],
    ['share below 0', { percentageOfShare: -0.01 }, { percentageOfShare: M.shareRange }],
    ['share in steps of 0.01', { percentageOfShare: 33.33 }, {}],
    ['share finer than 0.01', { percentageOfShare: 33.333 }, { percentageOfShare: M.shareStep }],
  ])('%s', (_name, overrides, expected) => {
    expect(formErrors(partnerFormSchema, { ...valid, ...overrides })).toEqual(expected);
  });

  it.each([
    [0.1 + 0.2, null],
    [12.34, null],
    [12.345, M.shareStep],
  ])('checkShare(%d)', (value, expected) => {
    expect(checkShare(value)).toBe(expected);
  });

  it('new partners default to Individual, Passport, UBO, not PEP (spec 2 §3.6)', () => {
    expect(emptyPartnerForm()).toMatchObject({ type: 'Individual', idType: 'Passport', role: 'UBO', pep: false });
  });

  it('sends no share for roles that are not asked for it, and reads Corporate as Entity', () => {
    const director = toPartner(partnerFormSchema.parse({ ...valid, role: 'DIRECTOR', percentageOfShare: 40 }));
    expect(director.percentageOfShare).toBeNull();
    expect(director.idExpiry).toBe('2029-09-30T00:00:00.000Z');
    expect(director.birthdate).toBeNull();
    expect(partnerToFormInput({ type: 'Corporate' }).type).toBe('Entity');
  });
});
