import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useListsInForce } from './api/get-lists-in-force';

/** Spec 1 §9 date formats: 'MMM dd, yyyy', plus 'HH:mm' for a moment. */
const day = (published: string | null) => (published ? dayjs(published).format('MMM DD, YYYY') : 'Not dated');
const when = (iso: string) => dayjs(iso).format('MMM DD, YYYY HH:mm');
const age = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * Issue 10: tenant staff see which lists and versions their screenings run against (read-only). The
 * version label is the one every screening result names; a list whose file states no date shows its
 * age from the import and says "Not dated".
 */
export function ListsInForcePage() {
  const query = useListsInForce();
  return (
    <Stack gap="lg">
      <Title order={2}>Sanctions Lists</Title>
      <Text size="sm" c="dimmed">
        The lists every screening runs against. Your platform administrator keeps them up to date.
      </Text>
      {query.isPending && <Loader aria-label="Loading the lists" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Error">
          Failed to fetch the lists
        </Alert>
      )}
      {query.data && query.data.lists.length === 0 && (
        <Alert color="orange" icon={<IconAlertCircle />}>
          No list is loaded yet: screening cannot find anyone until your administrator imports one.
        </Alert>
      )}
      {query.data && query.data.lists.length > 0 && (
        <Table.ScrollContainer minWidth={0}>
          <Table striped aria-label="Sanctions lists in force">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>List</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th visibleFrom="sm">Publication date</Table.Th>
                <Table.Th>Age</Table.Th>
                <Table.Th visibleFrom="sm">Entries</Table.Th>
                <Table.Th visibleFrom="sm">Imported</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.lists.map((list) => {
                const old =
                  list.source !== 'DEMO' && list.ageDays > (query.data?.maxAgeDays ?? Number.POSITIVE_INFINITY);
                return (
                  <Table.Tr key={list.listName}>
                    <Table.Td>
                      {list.listName}
                      {/* On a phone the hidden columns follow the name. */}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        Published {day(list.publishedAt)} · {list.entries.toLocaleString('en-US')} entries · imported{' '}
                        {when(list.importedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{list.version}</Table.Td>
                    <Table.Td visibleFrom="sm">{day(list.publishedAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={old ? 700 : 400}>
                        {age(list.ageDays)}
                        {old ? ' (out of date)' : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{list.entries.toLocaleString('en-US')}</Table.Td>
                    <Table.Td visibleFrom="sm">{when(list.importedAt)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
