import 'mantine-datatable/styles.layer.css';
import {
  isMatchLabel,
  listVersionLabel,
  type ScreeningLog,
  type ScreeningLogSortField,
  screeningTypeLabel,
} from '@aml/contracts';
import { Badge, Box, Button, Popover, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { DateCell } from '../../../components/date-cell';
import { fromDesktop, fromSmallTablet } from '../../../components/responsive-columns';
import { SortableTitle, useSortAnnouncement } from '../../../components/sortable-header';

export interface ScreeningLogSort {
  field: ScreeningLogSortField;
  order: 'asc' | 'desc';
}

interface ScreeningLogTableProps {
  rows: readonly ScreeningLog[];
  sort: ScreeningLogSort;
  onSortChange: (sort: ScreeningLogSort) => void;
  /** A page is loading over the rows on screen. */
  fetching: boolean;
}

const sortable = (title: string) => <SortableTitle>{title}</SortableTitle>;

/**
 * Spec 1 §2.7: Customer name, User ID (email), Is Match, Screening Type and Screening Date, sorted on the
 * server, and the list versions each screening ran against (issue 13). A phone keeps the name, the match
 * and the date; the email, type and lists follow the name there.
 */
export function ScreeningLogTable({ rows, sort, onSortChange, fetching }: ScreeningLogTableProps) {
  const sortStatus: DataTableSortStatus<ScreeningLog> = { columnAccessor: sort.field, direction: sort.order };
  const tableRef = useSortAnnouncement(sortStatus);

  const columns: DataTableColumn<ScreeningLog>[] = [
    {
      accessor: 'userName',
      title: sortable('Customer name'),
      sortable: true,
      render: (row) => (
        <Stack gap={2} miw={140}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.userName}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.email} · {screeningTypeLabel(row.screeningType)}
          </Text>
          <ListVersions row={row} hiddenFrom="md" />
        </Stack>
      ),
    },
    {
      accessor: 'email',
      title: sortable('User ID (email)'),
      sortable: true,
      visibleMediaQuery: fromSmallTablet,
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'break-word' }}>
          {row.email}
        </Text>
      ),
    },
    {
      accessor: 'isMatch',
      title: sortable('Is Match'),
      sortable: true,
      render: (row) => <MatchBadge screeningCount={row.screeningCount} />,
    },
    {
      accessor: 'screeningType',
      title: sortable('Screening Type'),
      sortable: true,
      visibleMediaQuery: fromSmallTablet,
      render: (row) => screeningTypeLabel(row.screeningType),
    },
    {
      accessor: 'screeningDate',
      title: sortable('Screening Date'),
      sortable: true,
      noWrap: true,
      render: (row) => <DateCell value={row.screeningDate} />,
    },
    {
      accessor: 'listVersions',
      title: 'Lists',
      visibleMediaQuery: fromDesktop,
      render: (row) => <ListVersions row={row} />,
    },
  ];

  return (
    <DataTable<ScreeningLog>
      tableRef={tableRef}
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalAlign="center"
      fetching={fetching}
      loaderBackgroundBlur={0}
      records={[...rows]}
      idAccessor="id"
      aria-label="Screening logs"
      sortStatus={sortStatus}
      // The same column again turns the order round; another column starts ascending (dates newest first).
      onSortStatusChange={(status) => {
        const field = status.columnAccessor as ScreeningLogSortField;
        const order = field === sort.field ? status.direction : field === 'screeningDate' ? 'desc' : 'asc';
        onSortChange({ field, order });
      }}
      columns={columns}
    />
  );
}

/** Spec 1 §3: screeningCount greater than 0 is a match. */
function MatchBadge({ screeningCount }: { screeningCount: number }) {
  const label = isMatchLabel(screeningCount);
  return (
    <Badge variant="light" color={label === 'Yes' ? 'red' : 'green'}>
      {label}
    </Badge>
  );
}

/**
 * The list versions used ("OFAC SDN 2024-05-03 #2"), behind a small button that names how many: five
 * versions on every row would bury the log itself.
 */
function ListVersions({ row, hiddenFrom }: { row: ScreeningLog; hiddenFrom?: 'md' }) {
  if (row.listVersions.length === 0) return null;
  const count = row.listVersions.length;
  return (
    <Box hiddenFrom={hiddenFrom}>
      <Popover position="bottom-start" withArrow shadow="md">
        <Popover.Target>
          <Button
            variant="subtle"
            size="compact-xs"
            aria-label={`${count} ${count === 1 ? 'list' : 'lists'} screened against ${row.userName}`}
          >
            {count} {count === 1 ? 'list' : 'lists'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={2}>
            {row.listVersions.map((list) => (
              <Text key={`${list.source}:${list.sourceType}:${list.version ?? ''}`} size="xs">
                {listVersionLabel(list)}
              </Text>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
