import type {
  CorporateCustomer,
  CorporatePartner,
  DpmsrReport,
  DpmsrReportInput,
  IndividualCustomer,
  TenantProfile,
} from '../../src/index';

/** A complete tenant profile as spec 1 §3 stores it (codes OFFIC and M). */
export function buildTenant(overrides: Partial<TenantProfile> = {}): TenantProfile {
  return {
    rentityId: '3177',
    firstName: 'Sara',
    lastName: 'Khan',
    birthdate: '1988-04-12',
    ssn: '784-1988-1234567-1',
    passportNumber: 'N1234567',
    passportCountry: 'IN',
    nationality: 'IN',
    tphContactType: 'OFFIC',
    tphCommunicationType: 'M',
    tphNumber: '0501234567',
    addressType: 'OFFIC',
    address: 'Shop 12, Gold Souk, Deira',
    city: 'Dubai',
    countryCode: 'AE',
    state: 'Dubai',
    ...overrides,
  };
}

export function buildIndividual(overrides: Partial<IndividualCustomer> = {}): IndividualCustomer {
  return {
    userId: 'u-1',
    firstName: 'Mohamad',
    lastName: 'Ali Al-Jaber',
    idNo: '784-1985-7654321-2',
    contactNo: '971-501112233',
    address: 'Villa 12, Al Wasl Road',
    dateOfBirth: '1985-03-12',
    nationality: 'AE',
    residentialStatus: 'Resident',
    ...overrides,
  };
}

export function buildPartner(overrides: Partial<CorporatePartner> = {}): CorporatePartner {
  return {
    name: 'Ali Hassan',
    role: 'UBO',
    idType: 'Passport',
    idNoOrLicenseNo: 'Z0000000',
    birthdate: '1990-01-01',
    idExpiry: '2031-08-14',
    nationalityOrCountryOfIncorporation: 'IN',
    ...overrides,
  };
}

export function buildCorporate(overrides: Partial<CorporateCustomer> = {}): CorporateCustomer {
  return {
    corporateUserId: 'c-1',
    companyName: 'Example Jewellery LLC',
    tradeLicenseNo: '100000',
    contactOfficeNo: '971-42223344',
    companyAddress: 'Office 401, Gold Tower, Al Ras',
    city: 'Dubai',
    countryOfIncorporation: 'AE',
    tradeLicenseIssuedDate: '2019-06-05',
    partners: [buildPartner()],
    ...overrides,
  };
}

/** A report with every required field (spec 3 §5) and no optional one. */
export function buildReport(overrides: Partial<DpmsrReport> = {}): DpmsrReport {
  return {
    entityReference: 'INV-2026-0042',
    customerType: 'Individual',
    transactionType: 'Sale',
    itemType: 'Gold',
    description: '1 kg gold bar',
    estimatedValue: 285000,
    disposedValue: 286500,
    statusComments: 'Sold against cash',
    createdDate: '2026-06-02T08:30:00Z',
    individualUser: buildIndividual(),
    ...overrides,
  };
}

export function buildInput(report: Partial<DpmsrReport> = {}, tenant: Partial<TenantProfile> = {}): DpmsrReportInput {
  return { tenant: buildTenant(tenant), report: buildReport(report) };
}

export function buildCorporateInput(
  corporate: Partial<CorporateCustomer> = {},
  report: Partial<DpmsrReport> = {},
): DpmsrReportInput {
  return buildInput({
    customerType: 'Corporate',
    individualUser: undefined,
    corporateUser: buildCorporate(corporate),
    ...report,
  });
}
