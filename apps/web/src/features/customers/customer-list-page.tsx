import { type CustomerFilter, type CustomerListQuery, type CustomerListView, DEFAULT_PAGE_SIZE } from '@aml/contracts';
import { Group, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ListPager } from '../../components/list-pager';
import { useSession } from '../../lib/session';
import { useCustomerList } from './api/get-customer-list';
import { CustomerListEmpty, CustomerListError, CustomerListLoading } from './components/customer-list-status';
import { type CustomerListControls, CustomerListToolbar } from './components/customer-list-toolbar';
import { type CustomerSort, CustomerTable } from './components/customer-table';
import { ExportButtons } from './components/export-buttons';
import { ReviewDialog } from './components/review-dialog';
import { ReviewContext } from './review-context';
import type { ReviewTarget } from './review-target';

/** Spec 2 §2.10 and §9.1: default page size 10, newest createdDate first; typing waits 300 ms. */
const DEFAULT_SORT: CustomerSort = { field: 'createdDate', order: 'desc' };
export const SEARCH_DEBOUNCE_MS = 300;

const TITLES: Record<CustomerListView, string> = {
  all: 'Onboarded Customers',
  review: 'In Review',
  alerted: 'Ongoing Monitoring Alerts',
};

/**
 * Spec 2 §2.10: the one layout of the three customer lists. Filter, sort and page are query parameters of
 * the list call, so the server does the work however many customers a tenant has (issue 12).
 */
export function CustomerListPage({ view }: { view: CustomerListView }) {
  const session = useSession();
  // Spec 2 §6 and spec 1 §2.3: decisions belong to the review views and to the MLRO (the server decides too).
  const canDecide = view !== 'all' && session?.clientRole === 'MLRO';
  const [controls, setControls] = useState<Omit<CustomerListControls, 'search'>>({
    type: 'all',
    ongoing: false,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<CustomerSort>(DEFAULT_SORT);
  // The page belongs to the search it was chosen for: a new search starts on page 1 without a stray call.
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search: debouncedSearch });
  const [deciding, setDeciding] = useState<ReviewTarget | null>(null);

  const filter: CustomerFilter = {
    type: controls.type,
    view,
    ...(controls.ongoing ? { ongoing: 'true' as const } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    sort: sort.field,
    order: sort.order,
  };
  const query: CustomerListQuery = { ...filter, page, pageSize: controls.pageSize };
  const list = useCustomerList(query);

  // A decision can empty the last page: show the new last page instead of an empty one.
  const lastPage = list.data?.pageCount ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage > 0 && page > lastPage)
      setPaging({ page: lastPage, search: debouncedSearch });
  }, [list.isPlaceholderData, lastPage, page, debouncedSearch]);

  const onControlsChange = (change: Partial<CustomerListControls>) => {
    const { search: typed, ...rest } = change;
    if (typed !== undefined) setSearch(typed);
    if (Object.keys(rest).length > 0) {
      setControls((current) => ({ ...current, ...rest }));
      setPage(1);
    }
  };

  return (
    <ReviewContext.Provider value={canDecide ? setDeciding : null}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {TITLES[view]}
          </Title>
          <ExportButtons filter={filter} disabled={!list.data || list.data.total === 0} />
        </Group>
        <CustomerListToolbar controls={{ ...controls, search }} onChange={onControlsChange} />
        {list.isPending ? (
          <CustomerListLoading />
        ) : list.isError ? (
          <CustomerListError />
        ) : list.data.total === 0 ? (
          <CustomerListEmpty view={view} />
        ) : (
          <Stack gap="sm">
            <CustomerTable
              rows={list.data.items}
              sort={sort}
              onSortChange={(next) => {
                setSort(next);
                setPage(1);
              }}
              fetching={list.isFetching && list.isPlaceholderData}
              onDecide={canDecide ? setDeciding : undefined}
            />
            <ListPager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={setPage}
            />
          </Stack>
        )}
      </Stack>
      <ReviewDialog target={deciding} onClose={() => setDeciding(null)} />
    </ReviewContext.Provider>
  );
}

export function OnboardedCustomersPage() {
  return <CustomerListPage view="all" />;
}

export function InReviewPage() {
  return <CustomerListPage view="review" />;
}

export function OngoingAlertedPage() {
  return <CustomerListPage view="alerted" />;
}
