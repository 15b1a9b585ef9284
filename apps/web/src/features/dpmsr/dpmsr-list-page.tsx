import { DPMSR_TEXTS, type DpmsrReportRecord, FIXED_PAGE_SIZE, formatMediumDate } from '@aml/contracts';
import {
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconEdit,
  IconEye,
  IconFileOff,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateCell } from '../../components/date-cell';
import { RowAction } from '../../components/row-action';
import { toastSuccess } from '../../lib/toast';
import { useDeleteDpmsrReport } from './api/delete-dpmsr-report';
import { useDpmsrReports } from './api/get-dpmsr-reports';
import { DPMSR_LIST_PATH, DpmsrError, DpmsrLoading } from './components/dpmsr-page-state';
import { ProfileIncompleteAlert } from './components/profile-incomplete-alert';
import { useReportingTenant } from './use-reporting-tenant';

export const DPMSR_CREATE_PATH = `${DPMSR_LIST_PATH}/create`;
export const dpmsrViewPath = (id: string) => `${DPMSR_LIST_PATH}/view/${encodeURIComponent(id)}`;
export const dpmsrEditPath = (id: string) => `${DPMSR_LIST_PATH}/edit/${encodeURIComponent(id)}`;

/** Spec 3 §9: "up to 5 page buttons". */
export const MAX_PAGE_BUTTONS = 5;

/** The uuid shown compactly in the list; the view page shows it whole. */
export const shortReportId = (id: string) => id.slice(0, 8);

/**
 * The amount shown as "Disposed Value", i.e. the field estimatedValue (the labels are swapped, spec 3 §3),
 * with its currency (the report's currency, else its local currency) and grouped thousands.
 */
export function formatReportAmount(amount: number, currency: string): string {
  const grouped = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return currency ? `${currency} ${grouped}` : grouped;
}

export const reportCurrency = (report: DpmsrReportRecord) => report.currencyCode || report.currencyCodeLocal;

/** Spec 3 §2 row data: the customer's name and the number identifying them. */
export function reportCustomer(report: DpmsrReportRecord): { name: string; number: string } {
  if (report.customerType === 'Corporate') {
    return { name: report.corporateUser?.companyName ?? '', number: report.corporateUser?.tradeLicenseNo ?? '' };
  }
  const person = report.individualUser;
  return {
    name: person ? `${person.firstName} ${person.lastName}`.trim() : '',
    number: person?.idNo ?? '',
  };
}

type SortKey = 'id' | 'customerType' | 'customer' | 'entityReference' | 'value' | 'createdDate' | 'expiryDate';
interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}
const DEFAULT_SORT: SortState = { key: 'createdDate', direction: 'desc' };

const sortValue: Record<SortKey, (report: DpmsrReportRecord) => string | number> = {
  id: (report) => report.id,
  customerType: (report) => report.customerType,
  customer: (report) => reportCustomer(report).name.toLowerCase(),
  entityReference: (report) => report.entityReference.toLowerCase(),
  value: (report) => report.estimatedValue,
  createdDate: (report) => Date.parse(report.createdDate) || 0,
  expiryDate: (report) => Date.parse(report.expiryDate) || 0,
};

function compareReports(sort: SortState) {
  const keyOf = sortValue[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: DpmsrReportRecord, b: DpmsrReportRecord) => {
    const left = keyOf(a);
    const right = keyOf(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'en', { numeric: true });
    return order * sign;
  };
}

/** Every value a row shows, for the search box. */
function searchText(report: DpmsrReportRecord): string {
  const customer = reportCustomer(report);
  return [
    report.id,
    report.customerType,
    customer.name,
    customer.number,
    report.entityReference,
    String(report.estimatedValue),
    formatReportAmount(report.estimatedValue, reportCurrency(report)),
    formatMediumDate(report.createdDate),
    formatMediumDate(report.expiryDate),
  ]
    .join('\n')
    .toLowerCase();
}

/** At most MAX_PAGE_BUTTONS page numbers: a window around the current page, kept inside 1..pages. */
export function pageWindow(page: number, pages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, pages);
  const first = Math.min(Math.max(1, page - Math.floor(MAX_PAGE_BUTTONS / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Spec 3 §2: DPMSR list at /dashboard/dpmsr, once the tenant profile holds every reporting-person field. */
export function DpmsrListPage() {
  const profile = useReportingTenant();
  let body: ReactNode;
  if (profile.isPending) body = <DpmsrLoading />;
  else if (profile.isError) body = <DpmsrError message={DPMSR_TEXTS.tenantFailed} onRetry={profile.refetch} />;
  else if (profile.missing.length > 0) body = <ProfileIncompleteAlert />;
  else body = <DpmsrReports />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        DPMSR Reporting
      </Title>
      {body}
    </Stack>
  );
}

function DpmsrReports() {
  const reports = useDpmsrReports();
  const remove = useDeleteDpmsrReport();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [requestedPage, setPage] = useState(1);
  const [deleting, setDeleting] = useState<DpmsrReportRecord | null>(null);

  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => {
    const all = reports.data ?? [];
    const matching = needle ? all.filter((report) => searchText(report).includes(needle)) : [...all];
    return matching.sort(compareReports(sort));
  }, [reports.data, needle, sort]);

  const pages = Math.max(1, Math.ceil(shown.length / FIXED_PAGE_SIZE));
  // A delete can empty the last page: show the new last page instead.
  const page = Math.min(requestedPage, pages);
  const rows = shown.slice((page - 1) * FIXED_PAGE_SIZE, page * FIXED_PAGE_SIZE);

  const onSort = (key: SortKey) => {
    // The same column again turns the order round; another column starts ascending.
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
    setPage(1);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess(DPMSR_TEXTS.deleted);
        setDeleting(null);
      },
    });
  };

  const toolbar = (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        label="Search"
        placeholder="Search reports..."
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={300}
        maw="100%"
      />
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={reports.isFetching && !reports.isPending}
          onClick={() => void reports.refetch()}
        >
          Refresh
        </Button>
        <Button component={Link} to={DPMSR_CREATE_PATH} leftSection={<IconPlus size={16} />}>
          Create New Report
        </Button>
      </Group>
    </Group>
  );

  let content: ReactNode;
  if (reports.isPending) content = <DpmsrLoading label="Loading reports..." />;
  else if (reports.isError)
    content = <DpmsrError message={DPMSR_TEXTS.reportsFailed} onRetry={() => void reports.refetch()} />;
  else if (reports.data.length === 0) content = <EmptyReports />;
  else if (shown.length === 0)
    content = (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          No reports match your search.
        </Text>
      </Paper>
    );
  else
    content = (
      <Stack gap="sm">
        <ReportTable rows={rows} sort={sort} onSort={onSort} onDelete={setDeleting} />
        <ReportPager page={page} pages={pages} total={shown.length} onPageChange={setPage} />
      </Stack>
    );

  return (
    <Stack gap="md">
      {toolbar}
      {content}
      <ConfirmDialog
        opened={deleting !== null}
        title="Confirm Deletion"
        message={
          deleting
            ? `Are you sure you want to delete the report ${deleting.entityReference}? It will no longer be listed; the record is kept until ${formatMediumDate(deleting.expiryDate)} as UAE AML law requires.`
            : ''
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
    </Stack>
  );
}

function EmptyReports() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <IconFileOff size={40} stroke={1.5} aria-hidden />
        <Title order={2} size="h4">
          No Reports Found
        </Title>
        <Text c="dimmed" size="sm" ta="center">
          DPMSR reports you submit are listed here.
        </Text>
        <Button component={Link} to={DPMSR_CREATE_PATH} leftSection={<IconPlus size={16} />}>
          Create Your First Report
        </Button>
      </Stack>
    </Paper>
  );
}

interface ReportTableProps {
  rows: DpmsrReportRecord[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  onDelete: (report: DpmsrReportRecord) => void;
}

function ReportTable({ rows, sort, onSort, onDelete }: ReportTableProps) {
  const navigate = useNavigate();
  const header = (key: SortKey, title: string, align?: 'right') => (
    <SortableTh key={key} sortKey={key} title={title} sort={sort} onSort={onSort} align={align} />
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" aria-label="DPMSR reports">
        <Table.Thead>
          <Table.Tr>
            {header('id', 'ID')}
            {header('customerType', 'Customer Type')}
            {header('customer', 'Customer')}
            {header('entityReference', 'Entity Reference')}
            {header('value', 'Disposed Value', 'right')}
            {header('createdDate', 'Created Date')}
            {header('expiryDate', 'Expiry Date')}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((report) => {
            const customer = reportCustomer(report);
            const named = `report ${report.entityReference} (${shortReportId(report.id)})`;
            return (
              <Table.Tr key={report.id}>
                <Table.Td>
                  <Tooltip label={report.id}>
                    <Text size="sm" ff="monospace" title={report.id} style={{ whiteSpace: 'nowrap' }}>
                      <span aria-hidden>{shortReportId(report.id)}</span>
                      <VisuallyHidden>{report.id}</VisuallyHidden>
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>{report.customerType}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {customer.name}
                  </Text>
                  {customer.number && (
                    <Text size="xs" c="dimmed">
                      {customer.number}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{report.entityReference}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatReportAmount(report.estimatedValue, reportCurrency(report))}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DateCell value={report.createdDate} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMediumDate(report.expiryDate)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      tooltip="View"
                      label={`View ${named}`}
                      icon={IconEye}
                      onClick={() => navigate(dpmsrViewPath(report.id))}
                    />
                    <RowAction
                      tooltip="Edit"
                      label={`Edit ${named}`}
                      icon={IconEdit}
                      onClick={() => navigate(dpmsrEditPath(report.id))}
                    />
                    <RowAction
                      tooltip="Delete"
                      label={`Delete ${named}`}
                      icon={IconTrash}
                      color="red"
                      variant="light"
                      onClick={() => onDelete(report)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface SortableThProps {
  sortKey: SortKey;
  title: string;
  sort: SortState;
  onSort: (key: SortKey) => void;
  align?: 'right';
}

/** WAI-ARIA APG sortable table: the header carries aria-sort, the button inside it sorts. */
function SortableTh({ sortKey, title, sort, onSort, align }: SortableThProps) {
  const active = sort.key === sortKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={ariaSort} ta={align} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {title}
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface ReportPagerProps {
  page: number;
  pages: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** 'Showing x to y of n entries', Previous, at most five page numbers around the current page, Next. */
function ReportPager({ page, pages, total, onPageChange }: ReportPagerProps) {
  const from = total === 0 ? 0 : (page - 1) * FIXED_PAGE_SIZE + 1;
  const to = Math.min(page * FIXED_PAGE_SIZE, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="nav" aria-label="Pagination">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {from} to {to} of {total} entries
      </Text>
      <Group gap={4} wrap="wrap">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        {pageWindow(page, pages).map((number) => (
          <Button
            key={number}
            size="xs"
            miw={32}
            px={8}
            variant={number === page ? 'filled' : 'default'}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </Button>
        ))}
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
