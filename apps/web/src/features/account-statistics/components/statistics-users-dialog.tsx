import 'mantine-datatable/styles.layer.css';
import {
  formatRiskScore,
  formatShortDate,
  STATISTICS_DEFAULT_PAGE_SIZE,
  STATISTICS_MESSAGES,
  type StatisticsSortField,
  type StatisticsUser,
  type StatisticsUsersQuery,
} from '@aml/contracts';
import { Alert, Anchor, Badge, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { ListPager } from '../../../components/list-pager';
import { SortableTitle, useSortAnnouncement } from '../../../components/sortable-header';
import { statusColor } from '../../customers/components/customer-status-badge';
import { useStatisticsUsers } from '../api/get-statistics-users';
import {
  loadFailureMessage,
  RISK_BAND_COLORS,
  readableColor,
  type StatisticsDialogTarget,
  showsExpiry,
  statusLabel,
} from '../statistics-display';

/** Typing waits this long before the search is sent, as on the customer lists. */
export const SEARCH_DEBOUNCE_MS = 300;

interface StatisticsSort {
  field: StatisticsSortField;
  order: 'asc' | 'desc';
}
const DEFAULT_SORT: StatisticsSort = { field: 'name', order: 'asc' };

/** Spec 1 §2.6: a name opens the customer's edit page; a partner's opens its company's. */
export const editUserHref = (row: Pick<StatisticsUser, 'linkType' | 'linkId'>) =>
  `/dashboard/edituser?${new URLSearchParams({ type: row.linkType, id: row.linkId })}`;

/** The document whose expiry the row carries (the ID / License / Partner ID / Tenancy Contract column). */
const documentText = (row: StatisticsUser) =>
  row.expiryDocument === 'Tenancy Contract' ? 'Tenancy Contract Expiry Date' : (row.expiryDocument ?? '');

/** The document's number, with which document it is beneath (spec 1 §2.6 ID, License, Partner ID or Tenancy). */
function DocumentCell({ row }: { row: StatisticsUser }) {
  return (
    <Stack gap={0}>
      {row.documentNumber && <Text size="sm">{row.documentNumber}</Text>}
      <Text size="xs" c="dimmed">
        {documentText(row)}
      </Text>
    </Stack>
  );
}

/** Spec 1 §2.6: the dialog of a card, titled with it; `target` null keeps it closed. */
export function StatisticsUsersDialog({
  target,
  onClose,
}: {
  target: StatisticsDialogTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} size="xl" centered>
      {/* Keyed by the card: another card starts with an empty search, page 1 and the name order. */}
      {target && <StatisticsUsersList key={target.card} target={target} />}
    </Modal>
  );
}

function StatisticsUsersList({ target }: { target: StatisticsDialogTarget }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<StatisticsSort>(DEFAULT_SORT);
  // The page belongs to the search it was chosen for: a new search starts on page 1 without a stray call.
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search: debouncedSearch });

  const query: StatisticsUsersQuery = {
    card: target.card,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    sort: sort.field,
    order: sort.order,
    page,
    pageSize: STATISTICS_DEFAULT_PAGE_SIZE,
  };
  const users = useStatisticsUsers(query);

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search users"
        placeholder={STATISTICS_MESSAGES.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {users.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Error" role="alert">
          {loadFailureMessage(users.error)}
        </Alert>
      ) : (
        <>
          <StatisticsUsersTable
            title={target.title}
            rows={users.data?.items ?? []}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            fetching={users.isPending || (users.isFetching && users.isPlaceholderData)}
          />
          {users.data && users.data.total > 0 && (
            <ListPager
              page={users.data.page}
              pageSize={users.data.pageSize}
              total={users.data.total}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </Stack>
  );
}

const sortable = (title: string) => <SortableTitle>{title}</SortableTitle>;

function StatisticsUsersTable({
  title,
  rows,
  sort,
  onSortChange,
  fetching,
}: {
  title: string;
  rows: readonly StatisticsUser[];
  sort: StatisticsSort;
  onSortChange: (sort: StatisticsSort) => void;
  fetching: boolean;
}) {
  const sortStatus: DataTableSortStatus<StatisticsUser> = { columnAccessor: sort.field, direction: sort.order };
  const tableRef = useSortAnnouncement(sortStatus);

  const columns: DataTableColumn<StatisticsUser>[] = [
    {
      accessor: 'name',
      title: sortable('Name'),
      sortable: true,
      render: (row) => (
        <Anchor
          href={editUserHref(row)}
          target="_blank"
          rel="noopener"
          fz="sm"
          fw={600}
          // A phone keeps whole words of the name; the table scrolls sideways with the name pinned.
          display="inline-block"
          miw={150}
          style={{ overflowWrap: 'break-word' }}
        >
          {row.name}
        </Anchor>
      ),
    },
    { accessor: 'documentNumber', title: 'ID / License', render: (row) => <DocumentCell row={row} /> },
    {
      accessor: 'status',
      title: 'Status',
      render: (row) => (
        <Badge
          color={statusColor(row.status)}
          c={statusColor(row.status) === 'gray' ? 'dimmed' : undefined}
          variant="light"
          tt="none"
          style={{ flexShrink: 0, minWidth: 'max-content' }}
        >
          {statusLabel(row.status)}
        </Badge>
      ),
    },
    {
      accessor: 'risk',
      title: sortable('Risk'),
      sortable: true,
      render: (row) => (
        <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
          <Text
            size="sm"
            fw={500}
            c={row.riskBand === 'unknown' ? 'dimmed' : readableColor(RISK_BAND_COLORS[row.riskBand])}
          >
            {row.riskLabel}
          </Text>
          {row.riskScore !== null && (
            <Text size="xs" c="dimmed">
              {formatRiskScore(row.riskScore)}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'monitoring', title: 'Monitoring' },
  ];
  if (showsExpiry(title)) {
    columns.push({
      accessor: 'expiryDate',
      title: 'Expiry Date',
      noWrap: true,
      // A date-only field: formatted in UTC so that no zone moves the day (contracts/format/dates).
      render: (row) => formatShortDate(row.expiryDate, { timeZone: 'UTC' }),
    });
  }

  return (
    <DataTable<StatisticsUser>
      tableRef={tableRef}
      withTableBorder
      borderRadius="md"
      pinFirstColumn
      highlightOnHover
      verticalAlign="center"
      minHeight={rows.length === 0 ? 160 : undefined}
      fetching={fetching}
      loaderBackgroundBlur={0}
      records={[...rows]}
      idAccessor={(row) => `${row.kind}:${row.id}`}
      aria-label={title}
      noRecordsText={fetching ? '' : STATISTICS_MESSAGES.noUsers}
      sortStatus={sortStatus}
      // The same column again turns the order round; another column starts ascending.
      onSortStatusChange={(status) => {
        const field = status.columnAccessor as StatisticsSortField;
        onSortChange({ field, order: field === sort.field ? status.direction : 'asc' });
      }}
      columns={columns}
    />
  );
}
