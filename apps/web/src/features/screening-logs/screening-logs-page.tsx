import {
  DEFAULT_PAGE_SIZE,
  SCREENING_LOG_DEFAULT_SORT,
  SCREENING_LOG_MESSAGES,
  SCREENING_LOG_PAGE_SIZES,
  type ScreeningLogFilter,
  type ScreeningLogQuery,
} from '@aml/contracts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPager, PageSizeSelect } from '../../components/list-pager';
import { useExportScreeningLogsCsv } from './api/export-screening-logs-csv';
import { useScreeningLogs } from './api/get-screening-logs';
import { ScreeningLogsEmpty, ScreeningLogsError, ScreeningLogsLoading } from './components/screening-log-status';
import { type ScreeningLogSort, ScreeningLogTable } from './components/screening-log-table';

/** Typing waits this long before the search is sent, as on the customer lists. */
export const SEARCH_DEBOUNCE_MS = 300;

const DEFAULT_SORT: ScreeningLogSort = {
  field: SCREENING_LOG_DEFAULT_SORT.sort,
  order: SCREENING_LOG_DEFAULT_SORT.order,
};

/**
 * Spec 1 §2.7: /dashboard/screeninglogs. Search, sort and page are parameters of the logs call, so the
 * server does the work however many screenings a tenant has run (issue 13); Download All exports every
 * log of the search from the server.
 */
export function ScreeningLogsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<ScreeningLogSort>(DEFAULT_SORT);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // The page belongs to the search it was chosen for: a new search starts on page 1 without a stray call.
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search: debouncedSearch });

  const filter: ScreeningLogFilter = {
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    sort: sort.field,
    order: sort.order,
  };
  const query: ScreeningLogQuery = { ...filter, page, pageSize };
  const logs = useScreeningLogs(query);
  const download = useExportScreeningLogsCsv();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {SCREENING_LOG_MESSAGES.title}
        </Title>
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={16} />}
          loading={download.isPending}
          disabled={!logs.data || logs.data.total === 0}
          onClick={() => download.mutate(filter)}
        >
          {SCREENING_LOG_MESSAGES.download}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Search"
          placeholder="Search..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={300}
          maw="100%"
        />
        <PageSizeSelect
          sizes={SCREENING_LOG_PAGE_SIZES}
          pageSize={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Group>
      {logs.isPending ? (
        <ScreeningLogsLoading />
      ) : logs.isError ? (
        <ScreeningLogsError />
      ) : logs.data.total === 0 ? (
        <ScreeningLogsEmpty searched={Boolean(query.search)} />
      ) : (
        <Stack gap="sm">
          <ScreeningLogTable
            rows={logs.data.items}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            fetching={logs.isFetching && logs.isPlaceholderData}
          />
          <ListPager
            page={logs.data.page}
            pageSize={logs.data.pageSize}
            total={logs.data.total}
            onPageChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
