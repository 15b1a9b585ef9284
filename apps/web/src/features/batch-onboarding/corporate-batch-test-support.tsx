import type {
  CorporateBatchItem,
  CorporateBatchOnboardingRecord,
  CorporateBatchPreview,
  CorporateBatchSummary,
} from '@aml/contracts';
import { progressBuilder, renderBatchRoutes, summaryFields } from '../upload-batch/upload-batch-test-support';
import { CorporateBatchPage } from './corporate-batch-page';
import { CorporateBatchResultsPage } from './corporate-batch-results-page';
import { CORPORATE_BATCH_PATH } from './paths';

/** Test data and rendering of the two corporate batch onboarding screens (unit tests only). */

export const BATCH_ID = '6512bd43-d9ca-4d4e-8a6b-2f5e0c7b1a33';
export const RESULTS_PATH = '/dashboard/quick-onboard/corporate-batch-onboard-results';
export const BASE = '/api/CorporateUser/batch';

type Partner = CorporateBatchOnboardingRecord['partners'][number];

export function buildPartner(overrides: Partial<Partner> = {}): Partner {
  return {
    type: 'Individual',
    name: 'Ahmed Khan',
    nationalityOrCountryOfIncorporation: 'India',
    idType: 'Passport',
    idNoOrLicenseNo: 'P7654321',
    idExpiry: '2031-03-15T00:00:00.000Z',
    birthdate: '1979-11-02T00:00:00.000Z',
    role: 'UBO',
    percentageOfShare: 60,
    pep: false,
    ...overrides,
  };
}

export function buildCorporateRecord(
  overrides: Partial<CorporateBatchOnboardingRecord> = {},
): CorporateBatchOnboardingRecord {
  return {
    companyName: 'Falcon Bullion LLC',
    companyAddress: 'Gold Souq, Deira',
    city: 'Dubai',
    countryOfIncorporation: 'United Arab Emirates',
    poBoxNo: '12345',
    email: 'info@falcon.test',
    contactOfficeNo: '971-42223344',
    officeCountryCode: '971',
    contactMobileNo: '971-501234567',
    mobileCountryCode: '971',
    tradeLicenseNo: 'TL12345',
    tradeLicenseIssuedAt: 'Dubai',
    tradeLicenseIssuedBy: 'DED',
    tradeLicenseIssuedDate: '2022-01-10T00:00:00.000Z',
    tradeLicenseExpiryDate: '2030-06-30T00:00:00.000Z',
    entityType: 'LLC',
    countriesOfOperation: 'United Arab Emirates,India',
    businessActivity: 'Gold trading',
    isDealingWithImportExport: true,
    importExportCountries: 'India:Switzerland',
    hasSisterConcernBranch: false,
    sisterConcernCountry: '',
    accountHoldingBankName: 'Emirates NBD',
    customerType: 'Wholesale',
    productType: 'Gold:Silver',
    productSource: 'Local',
    paymentMode: 'Bank Transfer',
    paymentModeOther: '',
    deliveryChannel: 'Face to Face',
    expectedNoOfTxn: 20,
    expectedVolume: 500000,
    kycDocumentsCollected: 'Yes',
    isEntityRegisteredInGOAML: 'Yes',
    dualUseGoods: false,
    remarks: '',
    needsOnGoingScreening: true,
    fuzzyLevel: '1',
    vatRegistrationNumber: '100200300400500',
    tenancyContractExpiryDate: null,
    partners: [buildPartner(), buildPartner({ name: 'Sara Ali', role: 'DIRECTOR', percentageOfShare: null })],
    ...overrides,
  };
}

export const GULF = buildCorporateRecord({
  companyName: 'Gulf Gold Trading',
  tradeLicenseNo: 'TL67890',
  partners: [buildPartner({ name: 'Omar Haddad', nationalityOrCountryOfIncorporation: 'Jordan' })],
});

export function buildPreview(overrides: Partial<CorporateBatchPreview> = {}): CorporateBatchPreview {
  return {
    fileName: 'companies.xlsx',
    records: [
      { row: 2, record: buildCorporateRecord() },
      { row: 4, record: GULF },
    ],
    rowErrors: ['Row 3: companyName: Company Name is required'],
    skippedMessage: 'Skipped rows: Row 3: companyName: Company Name is required',
    screeningsNeeded: 5,
    maxScreeningCount: 500,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<CorporateBatchSummary> = {}): CorporateBatchSummary {
  return { ...summaryFields(BATCH_ID, 'companies.xlsx'), inReview: 0, retried: 0, ...overrides };
}

export function buildItem(overrides: Partial<CorporateBatchItem> = {}): CorporateBatchItem {
  return {
    seq: 1,
    row: 2,
    record: buildCorporateRecord(),
    status: 'done',
    result: {
      corporateUserId: '0f0e8b1a-1c3d-4b7e-9a55-3b1d7a9c0101',
      customerId: 'CORP-00007',
      status: 'In Review',
      riskLabel: 'Medium Risk',
      totalHits: 2,
      partners: [
        { name: 'Ahmed Khan', status: 'In Review', hits: 2 },
        { name: 'Sara Ali', status: 'Onboarded', hits: 0 },
      ],
      retryCount: 0,
      retryReason: null,
      message: 'Successfully onboarded Falcon Bullion LLC',
    },
    error: null,
    finishedAt: '2026-11-25T10:00:02.000Z',
    ...overrides,
  };
}

export const buildProgress = progressBuilder(buildSummary, buildItem);

/** Both screens behind a router that starts at `path`. */
export function renderCorporateBatchScreens(path: string) {
  return renderBatchRoutes(path, {
    [CORPORATE_BATCH_PATH]: <CorporateBatchPage />,
    [RESULTS_PATH]: <CorporateBatchResultsPage />,
  });
}
