import { describe, expect, it } from 'vitest';
import { buildPartner } from '../test/support/factories';
import { chooseDirector, holdsGoamlId } from './director';

describe('the reported director (spec 3 §9)', () => {
  it('is the UBO holding a passport, EID or GCC ID, even when listed after others', () => {
    const partners = [
      buildPartner({ name: 'First Holder', role: 'DIRECTOR', idType: 'EID', idNoOrLicenseNo: '784-1975-1111111-1' }),
      buildPartner({ name: 'Ubo Without Id', role: 'UBO', idType: 'Passport', idNoOrLicenseNo: '' }),
      buildPartner({ name: 'Ubo Holder', role: 'UBO', idType: 'GCC ID', idNoOrLicenseNo: 'G123' }),
    ];
    expect(chooseDirector(partners)).toMatchObject({ index: 2, why: 'ubo-with-id' });
  });

  it('is otherwise the first partner holding such an id', () => {
    const partners = [
      buildPartner({ name: 'Licence Only', role: 'UBO', idType: 'Commercial License', idNoOrLicenseNo: 'CL-1' }),
      buildPartner({ name: 'Manager', role: 'MANAGER', idType: 'Passport', idNoOrLicenseNo: 'P1' }),
      buildPartner({ name: 'Partner', role: 'PARTNER', idType: 'EID', idNoOrLicenseNo: 'E1' }),
    ];
    expect(chooseDirector(partners)).toMatchObject({ index: 1, why: 'first-with-id' });
  });

  it('is nobody when no partner holds such an id, so placeholders are written', () => {
    const partners = [
      buildPartner({ idType: 'Govt. Issued ID', idNoOrLicenseNo: 'X1' }),
      buildPartner({ idType: 'Passport', idNoOrLicenseNo: '   ' }),
      buildPartner({ idType: null, idNoOrLicenseNo: 'P2' }),
    ];
    expect(chooseDirector(partners)).toBeUndefined();
    expect(chooseDirector([])).toBeUndefined();
    expect(chooseDirector(null)).toBeUndefined();
  });

  it('recognises the id types whatever their case or spacing', () => {
    for (const idType of ['passport', 'PASSP', 'eid', 'Gcc Id', 'GCCID']) {
      expect(holdsGoamlId(buildPartner({ idType }))).toBe(true);
    }
    expect(holdsGoamlId(buildPartner({ idType: 'Govt Approved ID' }))).toBe(false);
  });
});
