import type { CorporateFormInput, IndividualFormInput, PartnerFormInput } from '@aml/contracts';

/**
 * Valid full-form values of clean (unlisted) customers: the tests' builders start from them, and the demo
 * tenant's first customers are made from them (demo-customers.ts). Dates are far from any expiry or
 * future-date rule. Callers that register several must give each its own ID or licence number.
 */

/** Valid full-form values of a clean (unlisted) individual; dates far from any expiry or future rule. */
export function sampleIndividualForm(overrides: Partial<IndividualFormInput> = {}): IndividualFormInput {
  return {
    firstName: 'Aisha',
    lastName: 'Rahmanova',
    dateOfBirth: '1990-05-01',
    residentialStatus: 'Resident',
    address: 'Villa 12, Jumeirah',
    city: 'Dubai',
    country: 'United Arab Emirates',
    nationality: 'India',
    countryCode: '+971',
    contactNo: '501234567',
    email: 'aisha@example.com',
    dualNationality: 'No',
    dualCitizenshipCountry: '',
    gender: 'Female',
    otherGender: '',
    pep: 'No',
    occupation: 'Jewellery Trading',
    otherOccupation: '',
    sourceOfIncome: 'Salary',
    purpose: 'Personal Use',
    otherPurpose: '',
    paymentMode: 'Debit/Credit Card',
    otherPaymentMode: '',
    modeOfApproach: 'Walk-In Customer',
    placeOfBirth: 'India',
    countryOfResidence: 'United Arab Emirates',
    idType: 'Passport',
    idNo: 'P1234567',
    idIssuedBy: 'Government of India',
    idIssuedAt: 'India',
    idIssuedDate: '2020-01-10',
    idExpiryDate: '2035-01-09',
    expectedNoOfTxn: 12,
    expectedVolume: 250000,
    productType: ['24K Gold Bar'],
    remarks: '',
    fuzzyLevel: '1',
    needsOnGoingScreening: false,
    ...overrides,
  };
}

/** A clean individual partner (UBO, 50 %). */
export function samplePartner(overrides: Partial<PartnerFormInput> = {}): PartnerFormInput {
  return {
    type: 'Individual',
    name: 'Omar Haddadin',
    nationalityOrCountryOfIncorporation: 'Jordan',
    idType: 'Passport',
    idNoOrLicenseNo: 'N7654321',
    idExpiry: '2035-09-30',
    birthdate: '1975-02-11',
    role: 'UBO',
    percentageOfShare: 50,
    pep: false,
    ...overrides,
  };
}

export function sampleCorporateForm(overrides: Partial<CorporateFormInput> = {}): CorporateFormInput {
  return {
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
    tradeLicenseNo: 'TL-100200',
    tradeLicenseIssuedAt: 'Dubai',
    tradeLicenseIssuedBy: 'DMCC Authority',
    tradeLicenseIssuedDate: '2019-04-01',
    tradeLicenseExpiryDate: '2035-03-31',
    vatRegistrationNumber: '100123456700003',
    tenancyContractExpiryDate: '2035-01-31',
    entityType: 'LLC',
    countriesOfOperation: ['United Arab Emirates', 'India'],
    businessActivity: 'DPMS - Bullion Wholesale',
    isDealingWithImportExport: 'No',
    importExportCountries: [],
    hasSisterConcernBranch: 'No',
    sisterConcernCountry: '',
    accountHoldingBankName: 'Emirates NBD',
    customerType: 'B2B inside UAE',
    productType: ['24K Gold Bar'],
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
    needsOnGoingScreening: false,
    fuzzyLevel: '1',
    partners: [
      samplePartner(),
      samplePartner({
        idNoOrLicenseNo: 'N7654322',
        name: 'Layla Haddadin',
        birthdate: '1979-08-20',
        percentageOfShare: 50,
      }),
    ],
    ...overrides,
  };
}
