// @vitest-environment happy-dom
import type { TenantArchiveSummary } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ArchivedTenantsSection } from './archived-tenants-section';

beforeAll(() => {
  // happy-dom has no ResizeObserver; mantine-datatable only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pearl: TenantArchiveSummary = {
  id: '5b0c8e36-4a3e-4f0e-9a51-1d2c3b4a5f60',
  clientName: 'Pearl Traders LLC',
  email: 'owner@pearl.test',
  tradeLicenseNumber: 'TL-778899',
  archivedAt: '2026-11-24T12:00:00.000Z',
  retainedUntil: '2031-11-24T12:00:00.000Z',
};
const saffron: TenantArchiveSummary = {
  ...pearl,
  id: '7d1e9f47-5b4f-4a1f-8b62-2e3d4c5b6a71',
  clientName: 'Saffron Gold FZE',
  email: 'owner@saffron.test',
  tradeLicenseNumber: null,
};

/** Answers the two archive calls as the server does; anything else is a test mistake. */
function stubServer(archives: Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/tenants/archives') return archives.clone();
    if (path === `/api/tenants/${pearl.id}/archive`) {
      return new Response(JSON.stringify({ tenant: { clientName: pearl.clientName } }), {
        headers: {
          'content-type': 'application/json',
          'content-disposition': `attachment; filename="tenant-archive-${pearl.id}.json"`,
        },
      });
    }
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ArchivedTenantsSection search={search} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ArchivedTenantsSection (decision 102)', () => {
  it('lists each archive with its trade licence and purge date, and offers only a download', async () => {
    stubServer(json([pearl, saffron]));
    renderSection();
    const table = screen.getByRole('table', { name: 'Archived tenants' });
    const row = (await within(table).findByText('Pearl Traders LLC')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Trade licence TL-778899');
    expect(row.textContent).toContain('Nov 24, 2031');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Download archive of Pearl Traders LLC']);
    const other = within(table).getByText('Saffron Gold FZE').closest('tr') as HTMLElement;
    expect(other.textContent).not.toContain('Trade licence');
  });

  it('applies the screen search', async () => {
    stubServer(json([pearl, saffron]));
    renderSection('tl-7788');
    expect(await screen.findByText('Pearl Traders LLC')).toBeTruthy();
    expect(screen.queryByText('Saffron Gold FZE')).toBeNull();
  });

  it('says so when there is no archive, and when the list cannot be fetched', async () => {
    stubServer(json([]));
    renderSection();
    expect(await screen.findByText('No archived tenants found.')).toBeTruthy();
    cleanup();
    stubServer(json({ code: 'FORBIDDEN', message: 'Forbidden' }, 403));
    renderSection();
    expect(await screen.findByText('Failed to fetch archived tenants')).toBeTruthy();
  });

  it('saves the downloaded archive under the name the server gives', async () => {
    const fetchMock = stubServer(json([pearl]));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:archive');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Download archive of Pearl Traders LLC' }));
    await vi.waitFor(() => expect(saved).toEqual([`tenant-archive-${pearl.id}.json`]));
    expect(fetchMock).toHaveBeenCalledWith(`/api/tenants/${pearl.id}/archive`, expect.anything());
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ tenant: { clientName: 'Pearl Traders LLC' } });
  });
});
