import type { DpmsrCorporateCustomer, DpmsrIndividualCustomer, DpmsrReportRecord } from '@aml/contracts';

/** An individual customer as the DPMSR customer list answers it (spec 3 §3). */
export function buildDpmsrIndividual(overrides: Partial<DpmsrIndividualCustomer> = {}): DpmsrIndividualCustomer {
  return {
    userId: 'ind-uuid-1',
    customerId: 'IND-000001',
    status: 'Approved',
    firstName: 'Aisha',
    lastName: 'Rahman',
    idType: 'EID',
    idNo: '784-1990-1234567-1',
    contactNo: '+971-501234567',
    address: 'Villa 3, Jumeirah',
    dateOfBirth: '1990-04-02',
    nationality: 'India',
    residentialStatus: 'Resident',
    ...overrides,
  };
}

/** A corporate customer with one partner as the DPMSR customer list answers it (spec 3 §3). */
export function buildDpmsrCorporate(overrides: Partial<DpmsrCorporateCustomer> = {}): DpmsrCorporateCustomer {
  return {
    corporateUserId: 'corp-uuid-1',
    customerId: 'CORP-000001',
    status: 'Approved',
    companyName: 'Gold Co LLC',
    tradeLicenseNo: 'TL-555',
    contactOfficeNo: '+971-42223333',
    companyAddress: 'Office 5, Deira',
    city: 'Dubai',
    countryOfIncorporation: 'United Arab Emirates',
    tradeLicenseIssuedDate: null,
    partners: [
      {
        name: 'Omar Haddad',
        role: 'UBO',
        idType: 'Passport',
        idNoOrLicenseNo: 'P123',
        birthdate: null,
        idExpiry: null,
        nationalityOrCountryOfIncorporation: 'Jordan',
      },
    ],
    ...overrides,
  };
}

/** A saved report of the individual customer, every field filled, as GET /api/Dpmsr/{id} answers it (spec 3 §3). */
export function buildDpmsrReport(overrides: Partial<DpmsrReportRecord> = {}): DpmsrReportRecord {
  return {
    id: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
    customerType: 'Individual',
    customerId: 'ind-uuid-1',
    entityReference: 'REF-042',
    transactionType: 'Sale',
    currencyCodeLocal: 'AED',
    currencyCode: 'USD',
    reason: 'Cash purchase',
    comments: 'Paid in cash',
    itemType: 'Gold',
    itemMake: 'Emirates Gold',
    description: 'Two 1 kg bars',
    estimatedValue: 250_000,
    disposedValue: 240_500,
    statusComments: 'Reported to FIU',
    registrationNumber: 'REG-1',
    identificationNumber: 'IDN-1',
    createdDate: '2025-03-14T09:30:00.000Z',
    lastUpdated: '2025-03-15T09:30:00.000Z',
    expiryDate: '2030-03-14T09:30:00.000Z',
    createdBy: 'mlro@demo.test',
    individualUser: buildDpmsrIndividual(),
    corporateUser: null,
    lastXml: null,
    ...overrides,
  };
}
