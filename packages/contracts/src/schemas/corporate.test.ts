import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formErrors, freezeToday, serverErrors, unfreezeToday } from '../../test/schema-harness';
import { joinPhone } from '../format/phone';
import {
  type CorporateFormInput,
  corporateFormSchema,
  corporateRegistrationSchema,
  corporateToFormInput,
  emptyCorporateForm,
  CORPORATE_MESSAGES as M,
  toCorporateRegistration,
} from './corporate';
import { PARTNER_MESSAGES } from './partner';

beforeAll(freezeToday);
afterAll(unfreezeToday);

const partner = {
  type: 'Individual',
  name: 'Omar Haddad',
  nationalityOrCountryOfIncorporation: 'Jordan',
  idType: 'Passport',
  idNoOrLicenseNo: 'N1234567',
  idExpiry: '2029-09-30',
  birthdate: '1975-02-11',
  role: 'UBO',
  percentageOfShare: 100,
  pep: false,
};

const valid: CorporateFormInput = {
  companyName: 'Gulf Bullion Trading LLC',
  companyAddress: 'Office 801, Gold Tower, JLT',
  city: 'Dubai',
  countryOfIncorporation: 'United Arab Emirates',
  poBoxNo: '12345',
  email: 'compliance@gulfbullion.example',
  officeCountryCode: '+971',
  contactOfficeNo: '43334444',
  mobileCountryCode: '+971',
  contactMobileNo: '501234567',
  tradeLicenseNo: 'DMCC12345',
  tradeLicenseIssuedAt: 'Dubai',
  tradeLicenseIssuedBy: 'DMCC Authority',
  tradeLicenseIssuedDate: '2019-04-01',
  tradeLicenseExpiryDate: '2027-03-31',
  vatRegistrationNumber: '100123456700003',
  tenancyContractExpiryDate: '2027-01-31',
  entityType: 'LLC',
  countriesOfOperation: ['United Arab Emirates', 'India'],
  businessActivity: 'DPMS - Bullion Wholesale',
  isDealingWithImportExport: 'Yes',
  importExportCountries: ['India', 'Switzerland'],
  hasSisterConcernBranch: 'No',
  sisterConcernCountry: '',
  accountHoldingBankName: 'Emirates NBD',
  customerType: 'B2B inside UAE',
  productType: ['24K Gold Bar', 'Dore Bar/Mined Gold'],
  productSource: 'Buyer and Supplier',
  paymentMode: 'Bank transfer inside UAE',
  paymentModeOther: '',
  deliveryChannel: 'Face to Face',
  expectedNoOfTxn: 40,
  expectedVolume: 12000000,
  kycDocumentsCollected: 'Yes',
  isEntityRegisteredInGOAML: 'Yes',
  dualUseGoods: 'No',
  remarks: '',
  needsOnGoingScreening: true,
  fuzzyLevel: '1',
  partners: [partner],
};

/** The body a client sends for these form values (spec 2 §3.5), without validating them. */
function bodyOf(input: CorporateFormInput): Record<string, unknown> {
  const yes = (value: string | undefined) => (value === '' || value === undefined ? null : value === 'Yes');
  return {
    ...input,
    contactOfficeNo: joinPhone(input.officeCountryCode, input.contactOfficeNo),
    contactMobileNo: joinPhone(input.mobileCountryCode, input.contactMobileNo),
    countriesOfOperation: (input.countriesOfOperation ?? []).join(':'),
    importExportCountries: (input.importExportCountries ?? []).join(':'),
    productType: (input.productType ?? []).join(':'),
    isDealingWithImportExport: yes(input.isDealingWithImportExport ?? undefined),
    hasSisterConcernBranch: yes(input.hasSisterConcernBranch ?? undefined),
    dualUseGoods: yes(input.dualUseGoods ?? undefined),
    expectedNoOfTxn: input.expectedNoOfTxn === '' ? null : input.expectedNoOfTxn,
    expectedVolume: input.expectedVolume === '' ? null : input.expectedVolume,
    partners: input.partners.map((p) => ({
      ...p,
      percentageOfShare: p.percentageOfShare === '' ? null : p.percentageOfShare,
    })),
  };
}

const x = (n: number) => 'x'.repeat(n);

describe('corporate form (spec 2 §5.4): same messages on the form and the server', () => {
  it('accepts the valid company', () => {
    expect(formErrors(corporateFormSchema, valid)).toEqual({});
    expect(serverErrors(corporateRegistrationSchema, bodyOf(valid))).toEqual({});
  });

  it.each<[string, Partial<CorporateFormInput>, Record<string, string>]>([
    ['company name missing', { companyName: '' }, { companyName: 'Company Name is required' }],
    ['address missing', { companyAddress: '' }, { companyAddress: M.companyAddress }],
    ['city missing', { city: '' }, { city: M.cityRequired }],
    ['city of 51 characters', { city: x(51) }, { city: M.cityMax }],
    ['city of 50 characters', { city: x(50) }, {}],
    [
      'country of incorporation missing',
      { countryOfIncorporation: '' },
      { countryOfIncorporation: M.countryOfIncorporation },
    ],
    ['PO box missing', { poBoxNo: '' }, { poBoxNo: M.poBoxRequired }],
    ['PO box with letters', { poBoxNo: 'PO 12' }, { poBoxNo: M.poBoxDigits }],
    ['PO box 0', { poBoxNo: '0' }, {}],
    ['customer type missing', { customerType: '' }, { customerType: M.customerType }],
    ['office code missing', { officeCountryCode: '' }, { officeCountryCode: M.officeCountryCode }],
    ['mobile code missing', { mobileCountryCode: '' }, { mobileCountryCode: M.mobileCountryCode }],
    ['office number of 7 digits', { contactOfficeNo: '4333444' }, { contactOfficeNo: M.phoneDigits }],
    ['office number of 16 digits', { contactOfficeNo: '4'.repeat(16) }, { contactOfficeNo: M.phoneDigits }],
    ['office number blank (optional)', { contactOfficeNo: '' }, {}],
    ['mobile number of 8 digits', { contactMobileNo: '50123456' }, {}],
    ['mobile number of 15 digits', { contactMobileNo: '5'.repeat(15) }, {}],
    ['mobile number of 7 digits', { contactMobileNo: '5012345' }, { contactMobileNo: M.phoneDigits }],
    ['email invalid', { email: 'compliance@' }, { email: 'Invalid email format' }],
    ['trade licence missing', { tradeLicenseNo: '' }, { tradeLicenseNo: M.tradeLicenseNoRequired }],
    [
      'trade licence with a hyphen',
      { tradeLicenseNo: 'DMCC-12345' },
      { tradeLicenseNo: 'Trade License/COI No must be alphanumeric' },
    ],
    ['issued at missing', { tradeLicenseIssuedAt: '' }, { tradeLicenseIssuedAt: M.tradeLicenseIssuedAt }],
    ['issued by missing', { tradeLicenseIssuedBy: '' }, { tradeLicenseIssuedBy: M.tradeLicenseIssuedByRequired }],
    [
      'issued by of 51 characters',
      { tradeLicenseIssuedBy: x(51) },
      { tradeLicenseIssuedBy: M.tradeLicenseIssuedByMax },
    ],
    [
      'issued date tomorrow',
      { tradeLicenseIssuedDate: '2026-06-16' },
      { tradeLicenseIssuedDate: M.tradeLicenseIssuedDateFuture },
    ],
    ['issued date today', { tradeLicenseIssuedDate: '2026-06-15' }, {}],
    [
      'expiry date yesterday',
      { tradeLicenseExpiryDate: '2026-06-14' },
      { tradeLicenseExpiryDate: M.tradeLicenseExpiryDatePast },
    ],
    ['expiry date today', { tradeLicenseExpiryDate: '2026-06-15' }, {}],
    [
      'tenancy contract expired',
      { tenancyContractExpiryDate: '2026-06-14' },
      { tenancyContractExpiryDate: 'Tenancy Contract Expiry Date cannot be in the past' },
    ],
    ['tenancy contract blank (optional)', { tenancyContractExpiryDate: '' }, {}],
    [
      'VAT number of 101 characters',
      { vatRegistrationNumber: x(101) },
      { vatRegistrationNumber: M.vatRegistrationNumber },
    ],
    ['VAT number of 100 characters', { vatRegistrationNumber: x(100) }, {}],
    ['entity type missing', { entityType: '' }, { entityType: M.entityType }],
    ['entity type as a label instead of its value', { entityType: 'Sole Owner' }, { entityType: M.entityType }],
    [
      'countries of operation empty',
      { countriesOfOperation: [] },
      { countriesOfOperation: 'Country of operation is required' },
    ],
    ['business activity missing', { businessActivity: '' }, { businessActivity: M.businessActivity }],
    [
      'import/export not answered',
      { isDealingWithImportExport: '' },
      { isDealingWithImportExport: M.isDealingWithImportExport },
    ],
    [
      'import/export Yes without countries',
      { importExportCountries: [] },
      { importExportCountries: M.importExportCountries },
    ],
    ['import/export No without countries', { isDealingWithImportExport: 'No', importExportCountries: [] }, {}],
    [
      'sister concern not answered',
      { hasSisterConcernBranch: '' },
      { hasSisterConcernBranch: M.hasSisterConcernBranch },
    ],
    [
      'sister concern Yes without country',
      { hasSisterConcernBranch: 'Yes' },
      { sisterConcernCountry: M.sisterConcernCountry },
    ],
    ['sister concern Yes with country', { hasSisterConcernBranch: 'Yes', sisterConcernCountry: 'Oman' }, {}],
    ['bank name missing', { accountHoldingBankName: '' }, { accountHoldingBankName: M.accountHoldingBankNameRequired }],
    [
      'bank name of 51 characters',
      { accountHoldingBankName: x(51) },
      { accountHoldingBankName: M.accountHoldingBankNameMax },
    ],
    ['product type empty', { productType: [] }, { productType: 'Product Type is required' }],
    ['product source missing', { productSource: '' }, { productSource: M.productSource }],
    ['payment mode missing', { paymentMode: '' }, { paymentMode: M.paymentMode }],
    ['payment mode Others without text', { paymentMode: 'Others' }, { paymentModeOther: M.paymentModeOther }],
    ['cross-border HRC payment', { paymentMode: 'Cross Border Payment from HRC' }, {}],
    ['delivery channel missing', { deliveryChannel: '' }, { deliveryChannel: M.deliveryChannel }],
    ['dual use goods not answered', { dualUseGoods: '' }, { dualUseGoods: M.dualUseGoods }],
    ['KYC documents not answered', { kycDocumentsCollected: '' }, { kycDocumentsCollected: 'Please select Yes or No' }],
    [
      'goAML registration not answered',
      { isEntityRegisteredInGOAML: '' },
      { isEntityRegisteredInGOAML: 'Please select Yes or No' },
    ],
    ['remarks of 501 characters', { remarks: x(501) }, { remarks: M.remarks }],
    ['no partner', { partners: [] }, { partners: 'At least one partner detail is required' }],
    [
      'a partner without PEP answer',
      { partners: [{ ...partner, pep: null }] },
      { 'partners.0.pep': PARTNER_MESSAGES.pep },
    ],
    [
      'the second partner without a share',
      { partners: [partner, { ...partner, role: 'SHARE HOLDER', percentageOfShare: '' }] },
      { 'partners.1.percentageOfShare': PARTNER_MESSAGES.shareRequired },
    ],
  ])('%s', (_name, overrides, expected) => {
    const input = { ...valid, ...overrides };
    expect(formErrors(corporateFormSchema, input)).toEqual(expected);
    expect(serverErrors(corporateRegistrationSchema, bodyOf(input))).toEqual(expected);
  });

  it('defaults KYC documents and goAML registration to Yes (spec 2 §9.1)', () => {
    expect(emptyCorporateForm()).toMatchObject({
      kycDocumentsCollected: 'Yes',
      isEntityRegisteredInGOAML: 'Yes',
      fuzzyLevel: '0',
    });
  });
});

describe('corporate payload (spec 2 §3.5)', () => {
  const parsed = corporateFormSchema.parse(valid);

  it('sends booleans, colon lists and code-hyphen-number phones', () => {
    expect(toCorporateRegistration(parsed)).toMatchObject({
      contactOfficeNo: '+971-43334444',
      officeCountryCode: '+971',
      contactMobileNo: '+971-501234567',
      countriesOfOperation: 'United Arab Emirates:India',
      importExportCountries: 'India:Switzerland',
      productType: '24K Gold Bar:Dore Bar/Mined Gold',
      isDealingWithImportExport: true,
      hasSisterConcernBranch: false,
      sisterConcernCountry: '',
      dualUseGoods: false,
      kycDocumentsCollected: 'Yes',
      isEntityRegisteredInGOAML: 'Yes',
      tenancyContractExpiryDate: '2027-01-31T00:00:00.000Z',
      status: 'Pending',
      partners: [expect.objectContaining({ name: 'Omar Haddad', pep: false, percentageOfShare: 100 })],
    });
  });

  it('reads a stored company back into the same form values (edit mode)', () => {
    expect(corporateFormSchema.parse(corporateToFormInput(toCorporateRegistration(parsed)))).toEqual(parsed);
  });

  it('counts kept stored files towards the five (spec 2 §5.6)', () => {
    const file = (name: string) => ({ filename: name, sasUrl: `https://files.example/${name}` });
    const body = {
      ...bodyOf(valid),
      existingFiles: [file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')],
      deletedFiles: ['a.pdf'],
      files: [
        { filename: 'e.pdf', fileBinary: 'QUJD' },
        { filename: 'f.pdf', fileBinary: 'QUJD' },
        { filename: 'g.pdf', fileBinary: 'QUJD' },
      ],
    };
    expect(serverErrors(corporateRegistrationSchema, body)).toEqual({ files: 'You can upload a maximum of 5 files.' });
    expect(serverErrors(corporateRegistrationSchema, { ...body, deletedFiles: ['a.pdf', 'b.pdf'] })).toEqual({});
  });
});
