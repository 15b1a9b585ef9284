import type { BatchScreeningItem, BatchScreeningPreview, BatchScreeningSummary } from '@aml/contracts';
import { buildFoundRecord } from '../../test-support/customers';
import { progressBuilder, renderBatchRoutes, summaryFields } from '../upload-batch/upload-batch-test-support';
import { BatchResultsPage } from './batch-results-page';
import { BatchScreeningPage } from './batch-screening-page';
import { BATCH_SCREENING_PATH } from './paths';

/** Test data and rendering of the two batch screening screens (unit tests only). */

export const BATCH_ID = '8f14e45f-ceea-467a-9575-2f5e0c7b1a11';

export function buildPreview(overrides: Partial<BatchScreeningPreview> = {}): BatchScreeningPreview {
  return {
    fileName: 'customers.xlsx',
    records: [
      { names: 'Mohammed Abdullah', entityType: 'Individual', dob: '00/05/1975', gender: 'male', fuzzyLevel: 1 },
      { names: 'Falcon Bullion LLC', entityType: 'Entity', dob: '', gender: '', fuzzyLevel: 0 },
    ],
    rowErrors: ['Row 3: Name is required', 'Row 5: Gender must be male or female'],
    summary: 'Loaded 2 valid records',
    maxScreeningCount: 500,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<BatchScreeningSummary> = {}): BatchScreeningSummary {
  return { ...summaryFields(BATCH_ID, 'customers.xlsx'), matched: 1, ...overrides };
}

export function buildItem(overrides: Partial<BatchScreeningItem> = {}): BatchScreeningItem {
  return {
    seq: 1,
    row: 2,
    record: { names: 'Mohammed Abdullah', entityType: 'Individual', dob: '00/05/1975', gender: 'male', fuzzyLevel: 1 },
    status: 'done',
    result: {
      results: [buildFoundRecord()],
      totalHits: 1,
      timestamp: '2026-11-25T10:00:02.000Z',
      list_versions: [],
    },
    error: null,
    finishedAt: '2026-11-25T10:00:02.000Z',
    ...overrides,
  };
}

export const buildProgress = progressBuilder(buildSummary, buildItem);

/** Both screens behind a router that starts at `path`, as the app mounts them. */
export function renderBatchScreens(path: string) {
  return renderBatchRoutes(path, {
    [BATCH_SCREENING_PATH]: <BatchScreeningPage />,
    '/dashboard/batch-results': <BatchResultsPage />,
  });
}
