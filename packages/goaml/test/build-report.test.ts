import { describe, expect, it } from 'vitest';
import {
  buildDpmsrXml,
  DPMSR_NOT_ELIGIBLE_MESSAGE,
  ITEM_TYPE_CODES,
  ITEM_TYPES,
  PARTNER_ROLE_CODES,
  PARTNER_ROLES,
  UNAVAILABLE,
} from '../src/index';
import {
  buildCorporate,
  buildCorporateInput,
  buildIndividual,
  buildInput,
  buildPartner,
  buildReport,
  buildTenant,
} from './support/factories';
import { buildValid, refusal } from './support/report';
import { childNames, findAll, textAt } from './support/xml';

// Every file built here is validated against the UAE FIU goAML 5.0.2 schema with the two pattern patches of
// shared/data/README.md applied (see test/support/uae-schema.ts).

const PARTY = 'activity/report_parties/report_party';
const PERSON = `${PARTY}/person`;
const ENTITY = `${PARTY}/entity`;
const DIRECTOR = `${ENTITY}/director_id`;
const ITEM = 'activity/goods_services/item';

const messages = (input: Parameters<typeof refusal>[0]) => refusal(input).map((p) => p.message);

describe('individual resident customer', () => {
  it('is filed under DPMSI with the report header, reporting person and the customer as a person', async () => {
    const { root, indicator, fileName } = await buildValid(buildInput());
    expect(indicator).toBe('DPMSI');
    expect(textAt(root, 'report_indicators/indicator')).toBe('DPMSI');
    expect(textAt(root, 'rentity_id')).toBe('3177');
    expect(textAt(root, 'submission_code')).toBe('E');
    expect(textAt(root, 'report_code')).toBe('DPMSR');
    expect(textAt(root, 'entity_reference')).toBe('INV-2026-0042');
    // 08:30 UTC is 12:30 in the UAE.
    expect(textAt(root, 'submission_date')).toBe('2026-06-02T12:30:00');
    expect(textAt(root, 'currency_code_local')).toBe('AED');
    expect(textAt(root, 'action')).toBe('Filing a DPMSR as per the mandate');
    expect(textAt(root, `${PERSON}/first_name`)).toBe('Mohamad');
    expect(textAt(root, `${PERSON}/last_name`)).toBe('Ali Al-Jaber');
    expect(textAt(root, `${PERSON}/birthdate`)).toBe('1985-03-12T00:00:00');
    expect(textAt(root, `${PERSON}/id_number`)).toBe('784-1985-7654321-2');
    expect(textAt(root, `${PERSON}/nationality1`)).toBe('AE');
    expect(textAt(root, `${PERSON}/residence`)).toBe('AE');
    expect(textAt(root, `${PERSON}/phones/phone/tph_contact_type`)).toBe('PRIVT');
    expect(textAt(root, `${PERSON}/phones/phone/tph_communication_type`)).toBe('L');
    expect(textAt(root, `${PERSON}/phones/phone/tph_country_prefix`)).toBe('971');
    expect(textAt(root, `${PERSON}/phones/phone/tph_number`)).toBe('501112233');
    expect(textAt(root, `${PERSON}/addresses/address/address`)).toBe('Villa 12, Al Wasl Road');
    expect(textAt(root, `${PERSON}/addresses/address/country_code`)).toBe('AE');
    expect(fileName).toBe('INV-2026-0042_Mohamad Ali Al-Jaber_2026-06-02.xml');
  });

  it('carries the Emirates ID as ssn and as a full identification when the record has its dates', async () => {
    const individual = buildIndividual({
      idType: 'EID',
      idIssuedDate: '2020-01-15',
      idExpiryDate: '2030-01-14',
      gender: 'Female',
      city: 'Sharjah',
    });
    const { root } = await buildValid(buildInput({ individualUser: individual }));
    expect(textAt(root, `${PERSON}/gender`)).toBe('F');
    expect(textAt(root, `${PERSON}/ssn`)).toBe('784-1985-7654321-2');
    expect(childNames(root, `${PERSON}/identification`)).toEqual([
      'type',
      'number',
      'issue_date',
      'expiry_date',
      'issue_country',
    ]);
    expect(textAt(root, `${PERSON}/identification/type`)).toBe('EID');
    expect(textAt(root, `${PERSON}/identification/issue_country`)).toBe('AE');
    // In the UAE the emirate is the state, and the city names it.
    expect(textAt(root, `${PERSON}/addresses/address/state`)).toBe('Sharjah');
  });

  it('reads the residential status without regard to case', () => {
    const result = buildDpmsrXml(buildInput({ individualUser: buildIndividual({ residentialStatus: ' resident ' }) }));
    expect(result.ok && result.indicator).toBe('DPMSI');
  });
});

describe('individual non-resident customer', () => {
  const nonResident = buildIndividual({
    firstName: 'John',
    lastName: 'Smith',
    residentialStatus: 'Non-Resident',
    nationality: 'GB',
    countryOfResidence: 'GB',
    country: 'GB',
    city: 'London',
    idType: 'Passport',
    idNo: '123456789',
    idIssuedDate: '2019-05-20',
    idExpiryDate: '2029-05-19',
    contactNo: '44-7700900123',
  });

  it('is filed under DPMSN with the country of residence and the passport', async () => {
    const { root, indicator } = await buildValid(buildInput({ individualUser: nonResident }));
    expect(indicator).toBe('DPMSN');
    expect(textAt(root, 'report_indicators/indicator')).toBe('DPMSN');
    expect(textAt(root, `${PERSON}/residence`)).toBe('GB');
    expect(textAt(root, `${PERSON}/passport_number`)).toBe('123456789');
    expect(textAt(root, `${PERSON}/passport_country`)).toBe('GB');
    expect(textAt(root, `${PERSON}/identification/type`)).toBe('PASSP');
    expect(textAt(root, `${PERSON}/addresses/address/country_code`)).toBe('GB');
    expect(textAt(root, `${PERSON}/addresses/address/state`)).toBe(UNAVAILABLE);
  });

  it('is any status other than Resident', () => {
    for (const residentialStatus of ['Non-Resident', 'Non Resident', 'NonResident', 'Tourist']) {
      const result = buildDpmsrXml(buildInput({ individualUser: { ...nonResident, residentialStatus } }));
      expect(result.ok && result.indicator).toBe('DPMSN');
    }
  });

  it('asks for the country of the address when the record does not say where the customer lives', () => {
    const noCountry = buildIndividual({ residentialStatus: 'Non-Resident', country: null, countryOfResidence: null });
    expect(messages(buildInput({ individualUser: noCountry }))).toEqual([
      'Customer: Country (of the address) is required.',
    ]);
  });
});

describe('corporate customer', () => {
  it('is filed under DPMSJ with the UBO holding a passport as director', async () => {
    const partners = [
      buildPartner({
        name: 'Fatima Rahman',
        role: 'SHARE HOLDER',
        idType: 'Commercial License',
        idNoOrLicenseNo: 'CL-1',
      }),
      buildPartner({ name: 'Omar Saeed', role: 'MANAGER', idType: 'EID', idNoOrLicenseNo: '784-1975-1111111-1' }),
      buildPartner({ name: 'Ali Bin Hassan', role: 'UBO', idType: 'Passport', idIssuedDate: '2021-08-15' }),
    ];
    const { root, indicator, fileName } = await buildValid(buildCorporateInput({ partners }));
    expect(indicator).toBe('DPMSJ');
    expect(textAt(root, 'report_indicators/indicator')).toBe('DPMSJ');
    expect(textAt(root, `${ENTITY}/name`)).toBe('Example Jewellery LLC');
    expect(textAt(root, `${ENTITY}/incorporation_number`)).toBe('100000');
    expect(textAt(root, `${ENTITY}/incorporation_country_code`)).toBe('AE');
    expect(textAt(root, `${ENTITY}/incorporation_date`)).toBe('2019-06-05T00:00:00');
    expect(textAt(root, `${ENTITY}/phones/phone/tph_contact_type`)).toBe('OFFIC');
    expect(textAt(root, `${ENTITY}/phones/phone/tph_communication_type`)).toBe('L');
    expect(textAt(root, `${ENTITY}/addresses/address/address_type`)).toBe('OFFIC');
    expect(textAt(root, `${ENTITY}/addresses/address/state`)).toBe('Dubai');
    expect(findAll(root, DIRECTOR)).toHaveLength(1);
    expect(textAt(root, `${DIRECTOR}/first_name`)).toBe('Ali Bin');
    expect(textAt(root, `${DIRECTOR}/last_name`)).toBe('Hassan');
    expect(textAt(root, `${DIRECTOR}/passport_number`)).toBe('Z0000000');
    expect(textAt(root, `${DIRECTOR}/passport_country`)).toBe('IN');
    expect(textAt(root, `${DIRECTOR}/identification/type`)).toBe('PASSP');
    expect(textAt(root, `${DIRECTOR}/identification/issue_date`)).toBe('2021-08-15T00:00:00');
    expect(textAt(root, `${DIRECTOR}/identification/expiry_date`)).toBe('2031-08-14T00:00:00');
    expect(textAt(root, `${DIRECTOR}/role`)).toBe('UBO');
    expect(fileName).toBe('INV-2026-0042_Example Jewellery LLC_2026-06-02.xml');
  });

  it('reports the director as director when it is the only partner holding an id', async () => {
    const partners = [
      buildPartner({ name: 'Fatima Rahman', role: 'UBO', idType: 'Govt. Issued ID', idNoOrLicenseNo: 'G-1' }),
      buildPartner({
        name: 'Omar Saeed',
        role: 'DIRECTOR',
        idType: 'EID',
        idNoOrLicenseNo: '784-1975-1111111-1',
        nationalityOrCountryOfIncorporation: 'AE',
        birthdate: null,
      }),
    ];
    const { root } = await buildValid(buildCorporateInput({ partners }));
    expect(textAt(root, `${DIRECTOR}/first_name`)).toBe('Omar');
    expect(textAt(root, `${DIRECTOR}/last_name`)).toBe('Saeed');
    expect(textAt(root, `${DIRECTOR}/ssn`)).toBe('784-1975-1111111-1');
    expect(textAt(root, `${DIRECTOR}/id_number`)).toBe('784-1975-1111111-1');
    expect(textAt(root, `${DIRECTOR}/role`)).toBe('DIR');
    // No issue date in the partner record: goAML's identification needs one, so it is left out.
    expect(findAll(root, `${DIRECTOR}/identification`)).toHaveLength(0);
  });

  it('writes a placeholder director when no partner holds a passport, EID or GCC ID', async () => {
    const partners = [
      buildPartner({ name: 'Fatima Rahman', role: 'UBO', idType: 'Commercial License', idNoOrLicenseNo: 'CL-1' }),
      buildPartner({ name: 'Omar Saeed', role: 'DIRECTOR', idType: 'Passport', idNoOrLicenseNo: null }),
    ];
    for (const input of [buildCorporateInput({ partners }), buildCorporateInput({ partners: [] })]) {
      const { root } = await buildValid(input);
      expect(childNames(root, DIRECTOR)).toEqual(['first_name', 'last_name']);
      expect(textAt(root, `${DIRECTOR}/first_name`)).toBe('unavailable');
      expect(textAt(root, `${DIRECTOR}/last_name`)).toBe('unavailable');
    }
  });

  it('writes every partner role with its goAML code', async () => {
    for (const role of PARTNER_ROLES) {
      const { root } = await buildValid(buildCorporateInput({ partners: [buildPartner({ role })] }));
      expect(textAt(root, `${DIRECTOR}/role`)).toBe(PARTNER_ROLE_CODES[role]);
    }
  });

  it('makes a one-word partner name the last name', async () => {
    const { root } = await buildValid(buildCorporateInput({ partners: [buildPartner({ name: 'Madonna' })] }));
    expect(textAt(root, `${DIRECTOR}/first_name`)).toBe('unavailable');
    expect(textAt(root, `${DIRECTOR}/last_name`)).toBe('Madonna');
  });
});

describe('goods and values', () => {
  it('writes every item type with the code of spec 3 §9', async () => {
    for (const itemType of ITEM_TYPES) {
      const { root } = await buildValid(buildInput({ itemType }));
      expect(textAt(root, `${ITEM}/item_type`)).toBe(ITEM_TYPE_CODES[itemType]);
    }
  });

  it('puts estimatedValue (labelled Disposed Value) in disposed_value and disposedValue in estimated_value', async () => {
    const { root } = await buildValid(buildInput({ estimatedValue: 285000, disposedValue: '286500.5' }));
    expect(textAt(root, `${ITEM}/disposed_value`)).toBe('285000.00');
    expect(textAt(root, `${ITEM}/estimated_value`)).toBe('286500.50');
    expect(textAt(root, `${PARTY}/reason`)).toBe('Sale of Gold worth AED 285000.00');
  });

  it('writes the direction of the deal as the item status, Purchase when absent', async () => {
    const sale = await buildValid(buildInput({ transactionType: 'Sale' }));
    expect(textAt(sale.root, `${ITEM}/status_code`)).toBe('SOLD');
    const purchase = await buildValid(buildInput({ transactionType: 'purchase' }));
    expect(textAt(purchase.root, `${ITEM}/status_code`)).toBe('PRCHS');
    const absent = await buildValid(buildInput({ transactionType: undefined }));
    expect(textAt(absent.root, `${ITEM}/status_code`)).toBe('PRCHS');
    expect(textAt(absent.root, `${PARTY}/reason`)).toBe('Purchase of Gold worth AED 285000.00');
  });

  it('writes the selected currency for the item and AED as the local currency', async () => {
    const { root } = await buildValid(buildInput({ currencyCode: 'usd', estimatedValue: 20000 }));
    expect(textAt(root, `${ITEM}/currency_code`)).toBe('USD');
    expect(textAt(root, 'currency_code_local')).toBe('AED');
  });

  it('refuses an AED transaction below 55,000 with the spec’s message, and accepts exactly 55,000', async () => {
    expect(buildDpmsrXml(buildInput({ currencyCode: 'AED', estimatedValue: 54999.99 }))).toEqual({
      ok: false,
      reason: 'not-eligible',
      message: DPMSR_NOT_ELIGIBLE_MESSAGE,
    });
    expect(buildDpmsrXml(buildInput({ estimatedValue: 1000 }))).toMatchObject({ reason: 'not-eligible' });
    const { root } = await buildValid(buildInput({ currencyCode: 'AED', estimatedValue: 55000 }));
    expect(textAt(root, `${ITEM}/disposed_value`)).toBe('55000.00');
  });
});

describe('missing optional fields', () => {
  it('leaves optional elements out and writes {unavailable} for missing free text', async () => {
    const sparse = buildIndividual({
      idNo: null,
      contactNo: '',
      address: undefined,
      dateOfBirth: '0001-01-01',
      nationality: null,
    });
    const input = buildInput({ individualUser: sparse, description: '', statusComments: null, reason: undefined });
    const { root } = await buildValid(input);
    for (const absent of [
      `${ITEM}/item_make`,
      `${ITEM}/registration_number`,
      `${ITEM}/identification_number`,
      `${PARTY}/comments`,
      `${PERSON}/birthdate`,
      `${PERSON}/nationality1`,
      `${PERSON}/gender`,
      `${PERSON}/identification`,
    ]) {
      expect({ absent, found: findAll(root, absent).length }).toEqual({ absent, found: 0 });
    }
    for (const unavailable of [
      'reason',
      `${ITEM}/description`,
      `${ITEM}/status_comments`,
      `${PERSON}/id_number`,
      `${PERSON}/phones/phone/tph_number`,
      `${PERSON}/addresses/address/address`,
      `${PERSON}/addresses/address/city`,
      `${PERSON}/addresses/address/state`,
    ]) {
      expect({ unavailable, text: textAt(root, unavailable) }).toEqual({ unavailable, text: UNAVAILABLE });
    }
  });

  it('writes a corporate customer with only its name and country', async () => {
    const sparse = buildCorporate({
      tradeLicenseNo: null,
      contactOfficeNo: null,
      companyAddress: null,
      city: null,
      tradeLicenseIssuedDate: null,
      partners: null,
    });
    const { root } = await buildValid(buildCorporateInput(sparse));
    expect(textAt(root, `${ENTITY}/incorporation_number`)).toBe(UNAVAILABLE);
    expect(textAt(root, `${ENTITY}/phones/phone/tph_number`)).toBe(UNAVAILABLE);
    expect(textAt(root, `${ENTITY}/addresses/address/address`)).toBe(UNAVAILABLE);
    expect(findAll(root, `${ENTITY}/incorporation_date`)).toHaveLength(0);
  });

  it('writes the optional report fields when they are given', async () => {
    const input = buildInput({
      itemMake: 'Emirates Gold DMCC',
      comments: 'Paid at the counter',
      registrationNumber: 'INV-1',
      identificationNumber: 'RCPT-1',
    });
    const { root } = await buildValid(input);
    expect(textAt(root, `${ITEM}/item_make`)).toBe('Emirates Gold DMCC');
    expect(textAt(root, `${PARTY}/comments`)).toBe('Paid at the counter');
    expect(textAt(root, `${ITEM}/registration_number`)).toBe('INV-1');
    expect(textAt(root, `${ITEM}/identification_number`)).toBe('RCPT-1');
  });
});

describe('refusal when the file cannot be written', () => {
  it('lists every missing required value in the order of the screen', () => {
    const input = {
      tenant: buildTenant({
        rentityId: null,
        birthdate: null,
        nationality: '',
        tphContactType: undefined,
        state: null,
      }),
      report: buildReport({
        entityReference: '  ',
        createdDate: null,
        itemType: null,
        estimatedValue: null,
        disposedValue: '',
        individualUser: buildIndividual({ residentialStatus: null, lastName: '' }),
      }),
    };
    expect(messages(input)).toEqual([
      'Customer: Residential status is required.',
      'Customer: Last name is required.',
      'Your profile: Reporting Entity ID is required.',
      'Your profile: Birthdate is required.',
      'Your profile: Nationality is required.',
      'Your profile: Contact type is required.',
      'Your profile: State is required.',
      'Report details: Entity reference is required.',
      'Report details: Report date is required.',
      'Report details: Item type is required.',
      'Report details: Disposed Value is required.',
      'Report details: Estimated Value is required.',
    ]);
  });

  it('says where each problem is so the screen can place it', () => {
    const problems = refusal(buildInput({ individualUser: buildIndividual({ dateOfBirth: '1985-02-30' }) }));
    expect(problems).toEqual([
      {
        field: 'report.individualUser.dateOfBirth',
        section: 'Customer',
        label: 'Date of birth',
        kind: 'invalid',
        message: 'Customer: Date of birth is not a valid date.',
      },
    ]);
  });

  it('refuses values that are present but cannot be written, instead of dropping or cutting them', () => {
    const input = {
      tenant: buildTenant({ nationality: 'India', rentityId: 'FIU-3177', tphCommunicationType: 'Mobile' }),
      report: buildReport({
        itemType: 'Platinum',
        transactionType: 'Exchange',
        currencyCode: 'Dirham',
        estimatedValue: 75000.12345,
        disposedValue: -1,
        statusComments: 'x'.repeat(501),
        individualUser: buildIndividual({ firstName: 'محمد', address: 'A'.repeat(101) }),
      }),
    };
    expect(messages(input)).toEqual([
      "Customer: First name must be written in English letters as on the passport or licence (goAML accepts only A-Z, digits, space and . ' -).",
      'Customer: Address must be at most 100 characters.',
      'Your profile: Reporting Entity ID must be the number the FIU gave your organisation in goAML.',
      'Your profile: Nationality is not a two-letter country code ("India").',
      'Your profile: Communication type is not a goAML code ("Mobile").',
      'Report details: Currency is not a currency code ("Dirham").',
      'Report details: Item type must be one of Gold, Silver, Diamond, Gemstones, Jewellery.',
      'Report details: Transaction type must be Purchase or Sale.',
      'Report details: Disposed Value must have at most 4 decimals.',
      'Report details: Estimated Value must be greater than zero.',
      'Report details: Status comments must be at most 500 characters.',
    ]);
  });

  it('asks for a customer when none is selected (spec 3 §5)', () => {
    expect(messages(buildInput({ individualUser: null }))).toEqual(['Please select a customer.']);
    expect(messages(buildInput({ customerType: 'Corporate', individualUser: buildIndividual() }))).toEqual([
      'Please select a customer.',
    ]);
    expect(messages(buildInput({ customerType: undefined }))).toEqual([
      'Customer Selection: Customer type is required.',
    ]);
  });

  it('names the partner whose data cannot be written', () => {
    const partner = buildPartner({
      name: 'Ali Hassan',
      idExpiry: '31/02/2030',
      nationalityOrCountryOfIncorporation: 'IND',
    });
    expect(messages(buildCorporateInput({ partners: [partner] }))).toEqual([
      'Partner 1 (Ali Hassan): Nationality is not a two-letter country code ("IND").',
      'Partner 1 (Ali Hassan): ID expiry is not a valid date.',
    ]);
  });
});

describe('hostile text', () => {
  it('escapes markup, keeps Arabic and line breaks in free text, and fits names to the goAML alphabet', async () => {
    const individual = buildIndividual({
      firstName: 'Tom & "Jerry" <b>',
      lastName: "O'Brien\r\nSmith",
      address: 'Flat 1 & 2 <b>\r\nBuilding "A"\u0000',
      city: 'دبي',
    });
    const input = buildInput({
      entityReference: 'INV/2026 "A" & <B>',
      reason: 'بيع سبائك ذهب نقداً\r\nCash sale & <urgent>',
      description: '<script>alert("x")</script> ]]> \u0007bell',
      statusComments: 'It\'s "sold"',
      individualUser: individual,
    });
    const { xml, root, fileName } = await buildValid(input);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<report>')).toBe(true);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;');
    expect(xml).toContain('بيع سبائك ذهب نقداً');
    expect(textAt(root, 'entity_reference')).toBe('INV/2026 "A" & <B>');
    expect(textAt(root, 'reason')).toBe('بيع سبائك ذهب نقداً\nCash sale & <urgent>');
    expect(textAt(root, `${ITEM}/description`)).toBe('<script>alert("x")</script> ]]> bell');
    expect(textAt(root, `${ITEM}/status_comments`)).toBe('It\'s "sold"');
    expect(textAt(root, `${PERSON}/first_name`)).toBe('Tom and Jerry b');
    expect(textAt(root, `${PERSON}/last_name`)).toBe("O'Brien Smith");
    expect(textAt(root, `${PERSON}/addresses/address/address`)).toBe('Flat 1 & 2 <b>, Building "A"');
    expect(textAt(root, `${PERSON}/addresses/address/city`)).toBe('دبي');
    expect(fileName).toBe("INV-2026 -A- & -B-_Tom & -Jerry- -b- O'Brien, Smith_2026-06-02.xml");
  });

  it('refuses a company name that has no Latin spelling', () => {
    expect(messages(buildCorporateInput({ companyName: 'مجوهرات النور' }))).toEqual([
      "Customer: Company name must be written in English letters as on the passport or licence (goAML accepts only A-Z, digits, space and . ' -).",
    ]);
  });
});

describe('output', () => {
  it('is the same for the same input, whatever the key order, and leaves the input untouched', () => {
    const input = buildCorporateInput({}, { itemMake: 'Bar', comments: 'c' });
    const frozen = structuredClone(input);
    const reordered = JSON.parse(JSON.stringify(input, Object.keys(flatKeys(input)).sort().reverse()));
    const first = buildDpmsrXml(input);
    expect(buildDpmsrXml(input)).toEqual(first);
    expect(buildDpmsrXml(reordered)).toEqual(first);
    expect(input).toEqual(frozen);
  });

  it('dates the file with the submission date when one is given', async () => {
    const { root, fileName } = await buildValid(buildInput(), { submissionDate: '2026-07-01T20:15:00Z' });
    expect(textAt(root, 'submission_date')).toBe('2026-07-02T00:15:00');
    expect(fileName).toBe('INV-2026-0042_Mohamad Ali Al-Jaber_2026-07-02.xml');
  });
});

describe('reporting person and location', () => {
  it('writes every profile address, unescaping colons, and the first one as the location', async () => {
    const tenant = {
      addressType: 'OFFIC:OFFIC',
      address: 'Shop 12, Gold Souk:Unit 4\\: Mezzanine',
      city: 'Dubai:Dubai',
      countryCode: 'AE:AE',
      state: 'Dubai:Dubai',
    };
    const { root } = await buildValid(buildInput({}, tenant));
    const addresses = findAll(root, 'reporting_person/addresses/address/address').map((a) => a.text);
    expect(addresses).toEqual(['Shop 12, Gold Souk', 'Unit 4: Mezzanine']);
    expect(textAt(root, 'location/address')).toBe('Shop 12, Gold Souk');
    expect(textAt(root, 'reporting_person/phones/phone/tph_contact_type')).toBe('OFFIC');
    expect(textAt(root, 'reporting_person/phones/phone/tph_communication_type')).toBe('M');
    expect(textAt(root, 'reporting_person/ssn')).toBe('784-1988-1234567-1');
  });

  it('names the incomplete address when there are several', () => {
    const tenant = {
      addressType: 'OFFIC:OFFIC',
      address: 'A:B',
      city: 'Dubai:',
      countryCode: 'AE:AE',
      state: 'Dubai:Dubai',
    };
    expect(messages(buildInput({}, tenant))).toEqual(['Your profile: City (address 2) is required.']);
  });
});

function flatKeys(value: unknown, keys: Record<string, true> = {}): Record<string, true> {
  if (Array.isArray(value)) for (const v of value) flatKeys(v, keys);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys[k] = true;
      flatKeys(v, keys);
    }
  }
  return keys;
}
