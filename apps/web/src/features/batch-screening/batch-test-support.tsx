import type {
  BatchScreeningItem,
  BatchScreeningPreview,
  BatchScreeningProgress,
  BatchScreeningSummary,
} from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { buildFoundRecord } from '../../test-support/customers';
import { signInWithTenant } from '../../test-support/render-with-app';
import { BatchResultsPage } from './batch-results-page';
import { BatchScreeningPage } from './batch-screening-page';

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
  return {
    id: BATCH_ID,
    fileName: 'customers.xlsx',
    status: 'running',
    total: 3,
    done: 1,
    failed: 0,
    pending: 2,
    matched: 1,
    createdBy: 'mlro@demo.test',
    createdAt: '2026-11-25T10:00:00.000Z',
    startedAt: '2026-11-25T10:00:01.000Z',
    finishedAt: null,
    expiresAt: '2026-11-26T10:00:01.000Z',
    ...overrides,
  };
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

export function buildProgress(
  summary: Partial<BatchScreeningSummary> = {},
  rows: BatchScreeningItem[] = [buildItem()],
  items: Partial<BatchScreeningProgress['items']> = {},
): BatchScreeningProgress {
  return {
    ...buildSummary(summary),
    items: { page: 1, pageSize: 50, total: rows.length, rows, ...items },
  };
}

/** Where the router is now, for the tests to read ('/dashboard/batch-results?id=…'). */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** Both screens behind a router that starts at `path`, as the app mounts them. */
export function renderBatchScreens(path: string) {
  signInWithTenant();
  notifications.clean();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* Mantine's test environment: no transitions, so dialogs open at once. */}
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path="/dashboard/batch-screening" element={<BatchScreeningPage />} />
            <Route path="/dashboard/batch-results" element={<BatchResultsPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The multipart body sent to `path` (the stub server records JSON bodies only). */
export function formSentTo(path: string): FormData | undefined {
  const calls = vi.mocked(fetch).mock.calls;
  const call = calls.findLast(([input, init]) => String(input) === path && init?.body instanceof FormData);
  return call?.[1]?.body as FormData | undefined;
}
