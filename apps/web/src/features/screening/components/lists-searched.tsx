import { formatMediumDate, type ListVersionInForce } from '@aml/contracts';
import { List, Text } from '@mantine/core';

/**
 * The list versions a screening ran against (the answer's list_versions): with no match, this is the
 * evidence of what was searched.
 */
export function ListsSearched({ lists }: { lists: readonly ListVersionInForce[] }) {
  if (lists.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The answer names no list version.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label="Lists searched">
      {lists.map((list) => {
        const published = formatMediumDate(list.publishedAt);
        return (
          <List.Item key={`${list.source}:${list.sourceType}:${list.version ?? ''}`}>
            <Text span fw={600} size="sm">
              {list.sourceType}
            </Text>
            {list.version ? ` · version ${list.version}` : ''} · {list.entries.toLocaleString('en-US')} entries
            {published ? ` · published ${published}` : ''}
          </List.Item>
        );
      })}
    </List>
  );
}
