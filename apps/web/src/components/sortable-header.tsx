import { UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef } from 'react';
import classes from './sortable-header.module.css';

/** The part of a DataTable sort status the headers announce. */
export interface SortState {
  columnAccessor: PropertyKey;
  direction: 'asc' | 'desc';
}

/**
 * mantine-datatable draws a sortable header as `<th role="button" tabindex="0">` without aria-sort: a
 * screen reader hears a button, not a column header, and never hears the sort. The accessible pattern
 * (WAI-ARIA APG sortable table) is a column header carrying aria-sort with a button inside it. This
 * brings each sortable header of `table` to that shape: aria-sort set from the sort status, the header's
 * own button role and tab stop removed (the SortableTitle inside is the button).
 */
export function announceSort(table: HTMLTableElement, sortStatus: SortState) {
  for (const th of table.querySelectorAll<HTMLTableCellElement>('thead th.mantine-datatable-header-cell-sortable')) {
    const sorted = th.dataset.accessor === String(sortStatus.columnAccessor);
    const value = sorted ? (sortStatus.direction === 'asc' ? 'ascending' : 'descending') : 'none';
    if (th.getAttribute('aria-sort') !== value) th.setAttribute('aria-sort', value);
    if (th.hasAttribute('role')) th.removeAttribute('role');
    if (th.hasAttribute('tabindex')) th.removeAttribute('tabindex');
  }
}

/**
 * The `tableRef` of a sortable DataTable: keeps its headers announcing the sort, also when a column
 * appears later (columns shown from a breakpoint mount their header as the window widens).
 */
export function useSortAnnouncement(sortStatus: SortState) {
  const tableRef = useRef<HTMLTableElement | null>(null);
  const statusRef = useRef(sortStatus);
  statusRef.current = sortStatus;
  const observerRef = useRef<MutationObserver | null>(null);

  const apply = useCallback(() => {
    if (tableRef.current) announceSort(tableRef.current, statusRef.current);
  }, []);

  useEffect(apply);

  const ref = useCallback(
    (table: HTMLTableElement | null) => {
      observerRef.current?.disconnect();
      tableRef.current = table;
      if (!table) return;
      apply();
      observerRef.current = new MutationObserver(apply);
      observerRef.current.observe(table, { childList: true, subtree: true, attributeFilter: ['role', 'tabindex'] });
    },
    [apply],
  );
  return ref;
}

/**
 * A sortable column's title as a button inside its header. A click sorts through the header's own handler
 * (the event bubbles to it); Enter is stopped here because the header also sorts on Enter, and the
 * button's click already does.
 */
export function SortableTitle({ children }: { children: ReactNode }) {
  const stopEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.stopPropagation();
  };
  return (
    <UnstyledButton className={classes.title} onKeyDown={stopEnter}>
      {children}
    </UnstyledButton>
  );
}
