import type {
  BatchOnboardingItem,
  BatchOnboardingPreview,
  BatchOnboardingRecord,
  BatchOnboardingSummary,
} from '@aml/contracts';
import { progressBuilder, renderBatchRoutes, summaryFields } from '../upload-batch/upload-batch-test-support';
import { BatchOnboardPage } from './batch-onboard-page';
import { BatchOnboardResultsPage } from './batch-onboard-results-page';
import { BATCH_ONBOARD_PATH } from './paths';

/** Test data and rendering of the two batch onboarding screens (unit tests only). */

export const BATCH_ID = '3c59dc04-8b2f-4f6e-9d1a-2f5e0c7b1a22';
export const RESULTS_PATH = '/dashboard/quick-onboard/batch-onboard-results';

export function buildRecord(overrides: Partial<BatchOnboardingRecord> = {}): BatchOnboardingRecord {
  return {
    firstName: 'Aisha',
    lastName: 'Rahman',
    dateOfBirth: '1985-04-23T00:00:00.000Z',
    residentialStatus: 'Resident',
    contactNo: '971-501234567',
    address: 'Gold Souq, Deira, Dubai',
    idType: 'EID',
    idNo: '784-1985-1234567-1',
    idIssuedDate: '2021-01-10T00:00:00.000Z',
    idExpiryDate: '2031-01-09T00:00:00.000Z',
    nationality: 'United Arab Emirates',
    fuzzyLevel: '1',
    ...overrides,
  };
}

export function buildPreview(overrides: Partial<BatchOnboardingPreview> = {}): BatchOnboardingPreview {
  return {
    fileName: 'customers.xlsx',
    records: [
      { row: 2, record: buildRecord() },
      {
        row: 4,
        record: buildRecord({
          firstName: 'Omar',
          lastName: 'Haddad',
          idType: 'Passport',
          idNo: 'P1234567',
          fuzzyLevel: '0',
        }),
      },
    ],
    rowErrors: ['Row 3: Contact Number - Contact number must be numeric', 'Row 5: Invalid EID format for ID Number'],
    skipped: 2,
    summary: 'Loaded 2 valid records',
    maxScreeningCount: 500,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<BatchOnboardingSummary> = {}): BatchOnboardingSummary {
  return { ...summaryFields(BATCH_ID, 'customers.xlsx'), inReview: 0, ...overrides };
}

export function buildItem(overrides: Partial<BatchOnboardingItem> = {}): BatchOnboardingItem {
  return {
    seq: 1,
    row: 2,
    record: buildRecord(),
    status: 'done',
    result: {
      userId: '0f0e8b1a-1c3d-4b7e-9a55-3b1d7a9c0001',
      customerId: 'IND-00012',
      status: 'Quick Onboarded',
      totalHits: 0,
      message: 'User onboarded',
    },
    error: null,
    finishedAt: '2026-11-25T10:00:02.000Z',
    ...overrides,
  };
}

export const buildProgress = progressBuilder(buildSummary, buildItem);

/** Both screens behind a router that starts at `path`. */
export function renderBatchOnboardScreens(path: string) {
  return renderBatchRoutes(path, {
    [BATCH_ONBOARD_PATH]: <BatchOnboardPage />,
    [RESULTS_PATH]: <BatchOnboardResultsPage />,
  });
}
