// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPager } from './list-pager';

afterEach(cleanup);

const renderPager = (page: number, total: number, onPageChange = vi.fn()) => {
  render(
    <MantineProvider>
      <ListPager page={page} pageSize={10} total={total} onPageChange={onPageChange} />
    </MantineProvider>,
  );
  return onPageChange;
};

describe('ListPager (spec 1 §2.9)', () => {
  it("says 'Showing x to y of n entries' and 'Page p of total'", () => {
    renderPager(2, 23);
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('moves with Previous and Next and stops at the ends', () => {
    const onPageChange = renderPager(3, 23);
    expect(screen.getByText('Showing 21 to 23 of 23 entries')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
