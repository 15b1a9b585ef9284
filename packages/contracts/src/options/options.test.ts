import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ACTIVITIES,
  CORPORATE_PAYMENT_MODES,
  CUSTOMER_TYPES,
  DEFAULT_PARTNER_ID_TYPE,
  DEFAULT_PARTNER_ROLE,
  DELIVERY_CHANNELS,
  ENTITY_TYPE_OPTIONS,
  PARTNER_ID_TYPES,
  PARTNER_ROLES,
  PARTNER_TYPES,
  PRODUCT_SOURCES,
  roleHasShare,
} from './corporate';
import {
  DEFAULT_TRANSACTION_TYPE,
  DPMSR_THRESHOLD_AED,
  dpmsrReportIndicator,
  GOAML_ID_TYPE_CODES,
  GOAML_ITEM_TYPE_CODES,
  GOAML_OFFICE_COMMUNICATION_TYPE,
  GOAML_OFFICE_CONTACT_TYPE,
  GOAML_REPORT_CODE,
  GOAML_ROLE_CODES,
  GOAML_SUBMISSION_CODE,
  GOAML_UNAVAILABLE,
  ITEM_TYPES,
  TRANSACTION_TYPES,
} from './dpmsr';
import {
  DEFAULT_MODE_OF_APPROACH,
  DEFAULT_RESIDENTIAL_STATUS,
  GENDERS,
  INDIVIDUAL_ID_TYPES,
  INDIVIDUAL_PAYMENT_MODES,
  MODES_OF_APPROACH,
  OCCUPATIONS,
  PURPOSES,
  RESIDENTIAL_STATUSES,
  SOURCES_OF_INCOME,
} from './individual';
import { optionLabel, toOptions } from './option';
import {
  CUSTOMER_STATUS_OPTIONS,
  CUSTOMER_STATUSES,
  customerStatusColor,
  DEFAULT_FUZZY_LEVEL,
  FUZZY_LEVEL_OPTIONS,
  PARTNER_STATUSES,
  PRODUCT_TYPES,
  SCREENING_FUZZY_LEVEL_OPTIONS,
} from './shared';
import {
  ADDRESS_TYPE_OPTIONS,
  BLOG_STATUS_OPTIONS,
  COMMUNICATION_TYPE_OPTIONS,
  CONTACT_TYPE_OPTIONS,
  DEFAULT_BLOG_STATUS,
  DEFAULT_WALLPAPER_STATUS,
  WALLPAPER_STATUS_OPTIONS,
} from './tenant';

/** The lists of spec 2 §3.11 as the spec writes them (comma-separated, in order). */
const split = (text: string) => text.split(', ');

describe('option lists of spec 2 §3.11, exact labels and order', () => {
  it.each([
    [
      'occupation',
      OCCUPATIONS,
      [
        'Accounting',
        'Advocacy Organizations',
        'Air Couriers and Cargo Services',
        'Advertising Marketing and PR',
        'Banking/Financial Institutions',
        'Business Services Other',
        'Charitable Organizations and Foundations',
        'Consulting/Freelancer',
        'Data Analytics Management and Internet',
        'Defense',
        'Education',
        'Facilities Management and Maintenance',
        'Government Service',
        'HR and Recruiting Services',
        'HealthCare',
        'IT and Network Services and Support',
        'Jewellery Trading',
        'Outside UAE',
        'Sales & Services',
        'Others',
        'Owner/Partner/Director',
      ],
    ],
    [
      'payment mode (individual)',
      INDIVIDUAL_PAYMENT_MODES,
      split(
        'Cash, Debit/Credit Card, Bank transfer inside UAE, Bank transfer outside UAE, Partial Cash/Card/Online trs, Digital Currency, Old Gold Exchange, Payment from HRC, Others',
      ),
    ],
    [
      'source of income',
      SOURCES_OF_INCOME,
      split(
        'Salary, Personal Savings, Bank cash withdrawal slip, Funds from Dividend Payouts, End of Services Funds, Business Proceeds, Other sources, Gift, Loan from Friends and Family, Loans from Bank, Loan from Financial Institutions, Lottery/Raffles',
      ),
    ],
    ['purpose', PURPOSES, split('Personal Use, Gift, Investment, Others')],
    [
      'mode of approach',
      MODES_OF_APPROACH,
      split('Walk-In Customer, Non Face to Face, Online/Social Media Portal, Thirdparty Referral'),
    ],
    ['individual ID types', INDIVIDUAL_ID_TYPES, split('Passport, EID, GCC ID, Govt Approved ID')],
    [
      'business activities',
      BUSINESS_ACTIVITIES,
      [
        'Accounting/Auditing Firm',
        'Banking/Financial Institution',
        'DPMS - Retail Store',
        'DPMS - Bullion Wholesale',
        'DPMS - Mining/Refining',
        'DPMS - Factory/Workshop/Goldsmith',
        'General Trading',
        'Law Firm',
        'Others',
        'Real Estate',
      ],
    ],
    [
      'product types',
      PRODUCT_TYPES,
      split(
        '18/21/22K Gold Jewellery, 22/24K Gold Coin, 24K Gold Bar, Silver Bar/Jewellery, Scrap/Old Gold, Diamond Studded Jewellery, Uncut Diamond, Polki Diamond, Other Precious stones, Platinum Product, Dore Bar/Mined Gold, Buying/Selling/Leasing Property, Real Estate',
      ),
    ],
    [
      'customer types (corporate)',
      CUSTOMER_TYPES,
      split(
        'B2B inside UAE, B2C inside UAE, B2B outside UAE, Individual HRC, Individual Non-HRC, B2B outside & inside UAE',
      ),
    ],
    ['delivery channel', DELIVERY_CHANNELS, split('Face to Face, Non Face to Face')],
    ['partner roles', PARTNER_ROLES, split('UBO, SHARE HOLDER, PARTNER, DIRECTOR, MANAGER, REPRESENTATIVE')],
    ['partner ID types', PARTNER_ID_TYPES, split('Passport, EID, GCC ID, Govt. Issued ID, Commercial License')],
    ['product source', PRODUCT_SOURCES, split('Supplier, Buyer, Buyer and Supplier')],
    ['partner types', PARTNER_TYPES, split('Individual, Entity')],
    ['residential status', RESIDENTIAL_STATUSES, split('Resident, Non-Resident')],
    ['gender', GENDERS, split('Male, Female, Other')],
    [
      'customer statuses',
      CUSTOMER_STATUSES,
      split('Quick Onboarded, Pending, In Review, Alerted, Onboarded, Rejected, FalseMatchOnboarded'),
    ],
    ['partner statuses', PARTNER_STATUSES, split('In Review, Onboarded, Rejected, FalseMatchOnboarded')],
    ['DPMSR transaction types', TRANSACTION_TYPES, split('Purchase, Sale')],
    ['DPMSR item types', ITEM_TYPES, split('Gold, Silver, Diamond, Gemstones, Jewellery')],
  ])('%s', (_name, list, expected) => {
    expect([...list]).toEqual(expected);
  });

  it('corporate payment modes: the individual list with the cardholder variant and cross-border HRC', () => {
    expect([...CORPORATE_PAYMENT_MODES]).toEqual([
      'Cash',
      'Debit/Credit Card (Cardholder name verified)',
      'Bank transfer inside UAE',
      'Bank transfer outside UAE',
      'Partial Cash/Card/Online trs',
      'Digital Currency',
      'Old Gold Exchange',
      'Payment from HRC',
      'Cross Border Payment from HRC',
      'Others',
    ]);
  });

  it('entity types: the labels of §3.11 over the score-table keys of §9.5', () => {
    expect(ENTITY_TYPE_OPTIONS.map((option) => option.label)).toEqual(
      split('LLC, Sole Owner, Partnership, Govt. Entity, FZE, FZCO, Private Limited, Public Limited'),
    );
    expect(ENTITY_TYPE_OPTIONS.map((option) => option.value)).toEqual(
      split('LLC, SoleOwner, Partnership, GovtEntity, FZE, FZCO, PrivateLimited, PublicLimited'),
    );
  });

  it("fuzziness: '0' OFF (exact match), '1' Level 1, '2' Level 2, default OFF", () => {
    expect(FUZZY_LEVEL_OPTIONS).toEqual([
      { value: '0', label: 'OFF', description: 'exact match' },
      { value: '1', label: 'Level 1', description: 'one character difference' },
      { value: '2', label: 'Level 2', description: 'two character differences' },
    ]);
    expect(DEFAULT_FUZZY_LEVEL).toBe('0');
    expect(SCREENING_FUZZY_LEVEL_OPTIONS.map((option) => option.label)).toEqual(['Off', 'Level I', 'Level II']);
  });

  it('spec 2 §9.1 defaults', () => {
    expect(DEFAULT_RESIDENTIAL_STATUS).toBe('Resident');
    expect(DEFAULT_MODE_OF_APPROACH).toBe('Walk-In Customer');
    expect(DEFAULT_PARTNER_ID_TYPE).toBe('Passport');
    expect(DEFAULT_PARTNER_ROLE).toBe('UBO');
    expect(DEFAULT_TRANSACTION_TYPE).toBe('Purchase');
  });

  it.each([
    ['UBO', true],
    ['SHARE HOLDER', true],
    ['PARTNER', true],
    ['DIRECTOR', false],
    ['MANAGER', false],
    ['REPRESENTATIVE', false],
  ])('role %s asks for the percentage of share: %s (spec 2 §5.5)', (role, expected) => {
    expect(roleHasShare(role)).toBe(expected);
  });

  it('FalseMatchOnboarded is displayed False Match (spec 1 §4)', () => {
    expect(optionLabel(CUSTOMER_STATUS_OPTIONS, 'FalseMatchOnboarded')).toBe('False Match');
    expect(optionLabel(CUSTOMER_STATUS_OPTIONS, 'In Review')).toBe('In Review');
    expect(optionLabel(toOptions(['a']), 'unknown')).toBe('unknown');
    expect(optionLabel(toOptions(['a']), null)).toBe('');
  });

  it.each([
    ['Onboarded', 'green'],
    ['In Review', 'yellow'],
    ['FalseMatchOnboarded', 'blue'],
    ['Rejected', 'gray'],
    ['Pending', 'gray'],
    [null, 'gray'],
  ] as const)('status badge %s is %s (spec 2 §2.10)', (status, color) => {
    expect(customerStatusColor(status)).toBe(color);
  });
});

describe('tenant codes (spec 1 §3, §5)', () => {
  it('stores Office as OFFIC and Mobile as M, the only selectable values', () => {
    expect(CONTACT_TYPE_OPTIONS).toEqual([{ value: 'OFFIC', label: 'Office' }]);
    expect(ADDRESS_TYPE_OPTIONS).toEqual([{ value: 'OFFIC', label: 'Office' }]);
    expect(COMMUNICATION_TYPE_OPTIONS).toEqual([{ value: 'M', label: 'Mobile' }]);
  });

  it('blog 0 Draft, 1 Active, 2 Archived (default Active); wallpaper 0 Active, 1 Inactive (default Inactive)', () => {
    expect(BLOG_STATUS_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      [0, 'Draft'],
      [1, 'Active'],
      [2, 'Archived'],
    ]);
    expect(DEFAULT_BLOG_STATUS).toBe(1);
    expect(WALLPAPER_STATUS_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      [0, 'Active'],
      [1, 'Inactive'],
    ]);
    expect(DEFAULT_WALLPAPER_STATUS).toBe(1);
  });
});

describe('goAML code tables (spec 3 §9)', () => {
  it('constants', () => {
    expect([GOAML_SUBMISSION_CODE, GOAML_REPORT_CODE, GOAML_UNAVAILABLE]).toEqual(['E', 'DPMSR', '{unavailable}']);
    expect([GOAML_OFFICE_CONTACT_TYPE, GOAML_OFFICE_COMMUNICATION_TYPE]).toEqual(['OFFIC', 'L']);
    expect(DPMSR_THRESHOLD_AED).toBe(55_000);
  });

  it('item types: Gold GOLD, Silver JEWEL, Diamond DIMND, Gemstones GEM, Jewellery JEWEL', () => {
    expect(GOAML_ITEM_TYPE_CODES).toEqual({
      Gold: 'GOLD',
      Silver: 'JEWEL',
      Diamond: 'DIMND',
      Gemstones: 'GEM',
      Jewellery: 'JEWEL',
    });
  });

  it('identification types: Passport PASSP, EID EID, GCC ID GCCID', () => {
    expect(GOAML_ID_TYPE_CODES).toEqual({ Passport: 'PASSP', EID: 'EID', 'GCC ID': 'GCCID' });
  });

  it('roles, with PARTNER as the schema code PRTNR (the spec writes PRNTR)', () => {
    expect(GOAML_ROLE_CODES).toEqual({
      PARTNER: 'PRTNR',
      'SHARE HOLDER': 'SHRHL',
      DIRECTOR: 'DIR',
      MANAGER: 'MGR',
      REPRESENTATIVE: 'ATR',
      UBO: 'UBO',
    });
    for (const role of PARTNER_ROLES) expect(GOAML_ROLE_CODES[role]).toBeDefined();
  });

  it.each([
    ['Individual', 'Resident', 'DPMSI'],
    ['Individual', ' resident ', 'DPMSI'],
    ['Individual', 'Non-Resident', 'DPMSN'],
    ['Individual', 'Tourist', 'DPMSN'],
    // A missing status decides nothing: the goAML builder refuses the report rather than file it as DPMSN.
    ['Individual', null, null],
    ['Individual', undefined, null],
    ['Individual', '  ', null],
    ['Corporate', null, 'DPMSJ'],
    ['Corporate', 'Resident', 'DPMSJ'],
  ] as const)('%s %s → %s', (customerType, residentialStatus, indicator) => {
    expect(dpmsrReportIndicator(customerType, residentialStatus)).toBe(indicator);
  });
});
