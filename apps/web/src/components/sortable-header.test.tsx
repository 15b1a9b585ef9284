// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SortableTitle, useSortAnnouncement } from './sortable-header';

beforeAll(() => {
  // happy-dom has no ResizeObserver; mantine-datatable only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  city: string;
}
const records: Row[] = [
  { id: '1', name: 'Beta', city: 'Dubai' },
  { id: '2', name: 'Alpha', city: 'Sharjah' },
];

function Table() {
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Row>>({ columnAccessor: 'name', direction: 'asc' });
  const tableRef = useSortAnnouncement(sortStatus);
  return (
    <DataTable<Row>
      tableRef={tableRef}
      records={records}
      sortStatus={sortStatus}
      onSortStatusChange={setSortStatus}
      columns={[
        { accessor: 'name', title: <SortableTitle>Name</SortableTitle>, sortable: true },
        { accessor: 'city', title: <SortableTitle>City</SortableTitle>, sortable: true },
        { accessor: 'id', title: 'Id' },
      ]}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('sortable headers (issue 10)', () => {
  it('are column headers that announce their sort, with one button inside each', () => {
    render(
      <MantineProvider>
        <Table />
      </MantineProvider>,
    );
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('City').getAttribute('aria-sort')).toBe('none');
    expect(header('Id').hasAttribute('aria-sort')).toBe(false);
    expect(header('Name').hasAttribute('tabindex')).toBe(false);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Name', 'City']);
  });

  it('follow the sort when a header button is pressed', () => {
    render(
      <MantineProvider>
        <Table />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    // mantine-datatable keeps the direction when the sort moves to another column.
    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    expect(header('City').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });
});
