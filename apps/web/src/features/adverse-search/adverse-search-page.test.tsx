// @vitest-environment happy-dom
import { adverseSearchUrl } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims } from '../../test-support/render-with-app';
import { AdverseSearchPage } from './adverse-search-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  render(
    <MantineProvider env="test">
      <AdverseSearchPage />
    </MantineProvider>,
  );
  return opened;
}

const searchButton = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
const typeName = (value: string) => fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value } });

describe('Adverse Search (spec 3 §2, §7)', () => {
  it('keeps Search disabled while the name is empty', () => {
    const opened = renderPage();
    expect(searchButton().disabled).toBe(true);
    typeName('   ');
    expect(searchButton().disabled).toBe(true);
    typeName('""');
    expect(searchButton().disabled).toBe(true);
    fireEvent.submit(searchButton().closest('form') as HTMLFormElement);
    expect(opened).not.toHaveBeenCalled();
    typeName('Mohammed Al-Khayali');
    expect(searchButton().disabled).toBe(false);
  });

  it('opens the exact search in a new tab by default', () => {
    const opened = renderPage();
    typeName('Mohammed Al-Khayali');
    fireEvent.click(searchButton());
    expect(opened).toHaveBeenCalledWith(
      'https://www.google.com/search?q=%22Mohammed%20Al-Khayali%22',
      '_blank',
      'noopener',
    );
  });

  it.each([
    ['Adverse Media', 'adverse'],
    ['Social Media', 'social'],
  ] as const)('opens the %s search', (label, type) => {
    const opened = renderPage();
    typeName('Mohammed Al-Khayali');
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(label) }));
    fireEvent.click(searchButton());
    expect(opened).toHaveBeenCalledWith(adverseSearchUrl('Mohammed Al-Khayali', type), '_blank', 'noopener');
    const query = new URL(opened.mock.calls[0]?.[0] as string).searchParams.get('q');
    expect(query?.startsWith('"Mohammed Al-Khayali" ')).toBe(true);
    expect(query).toContain(type === 'adverse' ? 'AND (fraud OR indict' : '(site:facebook.com OR site:twitter.com');
  });
});
