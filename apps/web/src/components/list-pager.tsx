import { Button, Group, Select, Text } from '@mantine/core';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Spec 1 §2.9: 'Showing x to y of n entries', Previous/Next and 'Page p of total'. */
export function ListPager({ page, pageSize, total, onPageChange }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="nav" aria-label="Pagination">
      <Text size="sm" c="dimmed">
        Showing {from} to {to} of {total} entries
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          Page {page} of {pages}
        </Text>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}

export interface PageSizeSelectProps {
  sizes: readonly number[];
  pageSize: number;
  /** The new size; the caller goes back to page 1 (the rows before it change). */
  onChange: (pageSize: number) => void;
}

/** The lists' "Per page" choice (spec 2 §2.10; spec 1 §2.7): one of the screen's sizes, never none. */
export function PageSizeSelect({ sizes, pageSize, onChange }: PageSizeSelectProps) {
  return (
    <Select
      label="Per page"
      data={sizes.map(String)}
      value={String(pageSize)}
      allowDeselect={false}
      onChange={(value) => value && onChange(Number(value))}
      w={90}
    />
  );
}
