import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fake-tokens';
import { installBrowserShims, signInWithTenant } from '../../test-support/render-with-app';
import { type Call, stubServer } from '../../test-support/stub-server';
import type { UploadBatchProgress, UploadBatchSummary } from './api/upload-batch-api';

/** Rendering, servers and test data shared by the batch screens' unit tests (unit tests only). */

/**
 * The browser the batch screens need (happy-dom's gaps, and an object URL for each download), and a clean one
 * after every test: no screen, toast, session or stubbed fetch left over.
 */
export function setUpBatchScreenTests() {
  beforeAll(() => {
    installBrowserShims();
    URL.createObjectURL ??= () => 'blob:download';
    URL.revokeObjectURL ??= () => {};
  });
  afterEach(() => {
    cleanup();
    notifications.clean();
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook as the file input gives it (the bytes are the zip signature; the stub server never reads them). */
export const workbook = (name = 'customers.xlsx', type = XLSX) =>
  new File([new Uint8Array([80, 75, 3, 4])], name, { type });

/** The summary fields every kind answers: a batch started at 10:00 UTC, running, 1 of its 3 items done. */
export function summaryFields(id: string, fileName: string): UploadBatchSummary {
  return {
    id,
    fileName,
    status: 'running',
    total: 3,
    done: 1,
    failed: 0,
    pending: 2,
    createdBy: 'mlro@demo.test',
    createdAt: '2026-11-25T10:00:00.000Z',
    startedAt: '2026-11-25T10:00:01.000Z',
    finishedAt: null,
    expiresAt: '2026-11-26T10:00:01.000Z',
  };
}

type Page<I> = UploadBatchProgress<I>['items'];

/**
 * A kind's builder of GET …/batch/{id} answers: its summary (with overrides) and one page of items (the kind's
 * default item unless given).
 */
export function progressBuilder<S extends UploadBatchSummary, I>(
  buildSummary: (overrides?: Partial<S>) => S,
  buildItem: () => I,
) {
  return (
    summary: Partial<S> = {},
    rows: I[] = [buildItem()],
    items: Partial<Page<I>> = {},
  ): S & { items: Page<I> } => ({
    ...buildSummary(summary),
    items: { page: 1, pageSize: 50, total: rows.length, rows, ...items },
  });
}

/**
 * A server for the upload screen below `base`: no batch in progress, every file previewed as `preview`, start
 * answered by `start`, and any batch read as `progress`.
 */
export function stubUploadServer(
  base: string,
  answers: { preview: unknown; start: () => Response; progress: unknown },
) {
  return stubServer((call) => {
    if (call.path === `${base}/current`) return jsonResponse(200, { batch: null });
    if (call.path === `${base}/preview`) return jsonResponse(200, answers.preview);
    if (call.path === base) return answers.start();
    if (call.path.startsWith(`${base}/`)) return jsonResponse(200, answers.progress);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

/** A server whose reads of the batch (`isRead`) answer `pages` in turn, the last from then on; the rest 404. */
export function stubBatchReads(isRead: (call: Call) => boolean, pages: readonly unknown[]) {
  let reads = 0;
  return stubServer((call) => {
    if (!isRead(call)) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
    reads += 1;
    return jsonResponse(200, pages[Math.min(reads, pages.length) - 1]);
  });
}

/** A server holding one batch (`progress`) below `base` that discards it (answering `discarded`); none current after. */
export function stubDiscardableBatch(base: string, progress: unknown, discarded: unknown) {
  return stubServer((call) =>
    call.path.endsWith('/discard')
      ? jsonResponse(200, discarded)
      : call.path === `${base}/current`
        ? jsonResponse(200, { batch: null })
        : jsonResponse(200, progress),
  );
}

/** Where the router is now, for the tests to read ('/dashboard/batch-results?id=…'). */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** A kind's screens (path → screen) behind a router that starts at `start`, as the app mounts them. */
export function renderBatchRoutes(start: string, screens: Record<string, ReactElement>) {
  signInWithTenant();
  notifications.clean();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* Mantine's test environment: no transitions, so dialogs open at once. */}
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter initialEntries={[start]}>
          <LocationProbe />
          <Routes>
            {Object.entries(screens).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
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

/** Downloads caught at the anchor's click: the names saved, in order. Call `restore` at the end of the test. */
export function catchDownloads() {
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
