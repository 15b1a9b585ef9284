import { describe, expect, it } from 'vitest';
import {
  COMMUNICATION_TYPE_CODES,
  CONTACT_TYPE_CODES,
  COUNTRY_CODES,
  CURRENCY_CODES,
  ID_TYPE_CODES,
  ITEM_TYPE_CODES,
  OFFICE_PHONE,
  PARTNER_ROLE_CODES,
  PRIVATE_PHONE,
  REPORT_CODE,
  REPORT_INDICATORS,
  SUBMISSION_CODE,
  TRANSACTION_STATUS_CODES,
} from '../src/index';
import { schemaEnumeration } from './support/uae-schema';

const withoutUnknown = (codes: string[]) => codes.filter((c) => c !== '-');

describe('goAML code lists', () => {
  it('are the codes spec 3 §9 lists, with PARTNER as the schema spells it', () => {
    expect(SUBMISSION_CODE).toBe('E');
    expect(REPORT_CODE).toBe('DPMSR');
    expect(ITEM_TYPE_CODES).toEqual({
      Gold: 'GOLD',
      Silver: 'JEWEL',
      Diamond: 'DIMND',
      Gemstones: 'GEM',
      Jewellery: 'JEWEL',
    });
    expect(ID_TYPE_CODES).toEqual({ Passport: 'PASSP', EID: 'EID', 'GCC ID': 'GCCID' });
    // The spec writes PRNTR; the schema has no such code, its Partner is PRTNR.
    expect(PARTNER_ROLE_CODES).toEqual({
      PARTNER: 'PRTNR',
      'SHARE HOLDER': 'SHRHL',
      DIRECTOR: 'DIR',
      MANAGER: 'MGR',
      REPRESENTATIVE: 'ATR',
      UBO: 'UBO',
    });
    expect(REPORT_INDICATORS).toEqual({
      residentIndividual: 'DPMSI',
      nonResidentIndividual: 'DPMSN',
      corporate: 'DPMSJ',
    });
    expect(OFFICE_PHONE).toEqual({ contactType: 'OFFIC', communicationType: 'L' });
  });

  it('use only values of the matching schema enumerations', () => {
    expect(schemaEnumeration('submission_type')).toContain(SUBMISSION_CODE);
    expect(schemaEnumeration('report_type')).toContain(REPORT_CODE);
    expect(schemaEnumeration('trans_item_type')).toEqual(expect.arrayContaining(Object.values(ITEM_TYPE_CODES)));
    expect(schemaEnumeration('identifier_type')).toEqual(expect.arrayContaining(Object.values(ID_TYPE_CODES)));
    expect(schemaEnumeration('entity_person_role_type')).toEqual(
      expect.arrayContaining(Object.values(PARTNER_ROLE_CODES)),
    );
    expect(schemaEnumeration('report_indicator_type')).toEqual(
      expect.arrayContaining(Object.values(REPORT_INDICATORS)),
    );
    expect(schemaEnumeration('trans_item_status')).toEqual(
      expect.arrayContaining(Object.values(TRANSACTION_STATUS_CODES)),
    );
    for (const phone of [OFFICE_PHONE, PRIVATE_PHONE]) {
      expect(CONTACT_TYPE_CODES.has(phone.contactType)).toBe(true);
      expect(COMMUNICATION_TYPE_CODES.has(phone.communicationType)).toBe(true);
    }
  });

  it('keep the country, currency, contact and communication codes exactly as the schema has them', () => {
    expect([...COUNTRY_CODES]).toEqual(withoutUnknown(schemaEnumeration('country_type')));
    expect([...CURRENCY_CODES]).toEqual(withoutUnknown(schemaEnumeration('currency_type')));
    expect([...CONTACT_TYPE_CODES]).toEqual(withoutUnknown(schemaEnumeration('contact_type')));
    expect([...COMMUNICATION_TYPE_CODES]).toEqual(withoutUnknown(schemaEnumeration('communication_type')));
  });
});
