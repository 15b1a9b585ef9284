import {
  GOAML_ID_TYPE_CODES,
  GOAML_ITEM_TYPE_CODES,
  GOAML_OFFICE_COMMUNICATION_TYPE,
  GOAML_OFFICE_CONTACT_TYPE,
  GOAML_REPORT_CODE,
  GOAML_REPORT_INDICATORS,
  GOAML_ROLE_CODES,
  GOAML_SUBMISSION_CODE,
} from '@aml/contracts';
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
  // The values themselves are pinned to spec 3 §9 where they are defined, in packages/contracts (options.test.ts);
  // here: this package's public names are those very tables, and every code is one the schema knows.
  it('are the contracts tables of spec 3 §9, under this package’s public names', () => {
    expect(SUBMISSION_CODE).toBe(GOAML_SUBMISSION_CODE);
    expect(REPORT_CODE).toBe(GOAML_REPORT_CODE);
    expect(ITEM_TYPE_CODES).toBe(GOAML_ITEM_TYPE_CODES);
    expect(ID_TYPE_CODES).toBe(GOAML_ID_TYPE_CODES);
    expect(PARTNER_ROLE_CODES).toBe(GOAML_ROLE_CODES);
    expect(REPORT_INDICATORS).toBe(GOAML_REPORT_INDICATORS);
    expect(OFFICE_PHONE).toEqual({
      contactType: GOAML_OFFICE_CONTACT_TYPE,
      communicationType: GOAML_OFFICE_COMMUNICATION_TYPE,
    });
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
