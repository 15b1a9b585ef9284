import 'mantine-datatable/styles.layer.css';
import {
  type CustomerListRow,
  type CustomerSortField,
  formatDateTime,
  formatRiskScore,
  type MonitoringAlertSummary,
} from '@aml/contracts';
import { Box, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import classes from '../../../components/pinned-first-column.module.css';
import { SortableTitle, useSortAnnouncement } from '../../../components/sortable-header';
import type { ReviewTarget } from '../review-target';
import { CustomerDetailPanel } from './customer-detail-panel';
import { CustomerStatusBadge } from './customer-status-badge';
import { ReviewButtons } from './review-buttons';

export interface CustomerSort {
  field: CustomerSortField;
  order: 'asc' | 'desc';
}

interface CustomerTableProps {
  rows: readonly CustomerListRow[];
  sort: CustomerSort;
  onSortChange: (sort: CustomerSort) => void;
  /** A page is loading over the rows on screen. */
  fetching: boolean;
  /** Set in the review and alerted views for the MLRO: the Actions column (spec 2 §2.10). */
  onDecide?: (target: ReviewTarget) => void;
}

/** Spec 2 §2.10: the panel is keyed by userId for individuals and by tradeLicenseNo for corporates. */
export const panelKey = (row: CustomerListRow) =>
  row.kind === 'corporate' ? `corporate:${row.tradeLicenseNo ?? row.id}` : `individual:${row.id}`;

const sortable = (title: string) => <SortableTitle>{title}</SortableTitle>;

/** The customer table: server-sorted columns, a detail panel under a clicked row, decisions in review views. */
export function CustomerTable({ rows, sort, onSortChange, fetching, onDecide }: CustomerTableProps) {
  const [expanded, setExpanded] = useState<string[]>([]);
  const sortStatus: DataTableSortStatus<CustomerListRow> = { columnAccessor: sort.field, direction: sort.order };
  const tableRef = useSortAnnouncement(sortStatus);
  // The panel keeps to the visible width when the table scrolls sideways on a narrow window.
  const { ref: frameRef, width: frameWidth } = useElementSize();

  const columns: DataTableColumn<CustomerListRow>[] = [
    {
      accessor: 'name',
      title: sortable('Name'),
      sortable: true,
      render: (row) => <NameCell row={row} expanded={expanded.includes(panelKey(row))} />,
    },
    { accessor: 'country', title: sortable('Country'), sortable: true, render: (row) => row.country ?? '' },
    {
      accessor: 'email',
      title: sortable('Email'),
      sortable: true,
      render: (row) => <EmailText email={row.email} />,
    },
    {
      accessor: 'status',
      title: sortable('Status'),
      sortable: true,
      render: (row) => <CustomerStatusBadge status={row.status} />,
    },
    {
      accessor: 'createdDate',
      title: sortable('Created Date'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDateTime(row.createdDate),
    },
    {
      accessor: 'riskScore',
      title: sortable('Risk Score'),
      sortable: true,
      textAlign: 'right',
      render: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatRiskScore(row.riskScore)}</Text>
          {row.riskLabel && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {row.riskLabel}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (onDecide) {
    columns.push({
      accessor: 'actions',
      title: 'Actions',
      render: (row) => <ReviewButtons subject={{ kind: row.kind, id: row.id, name: row.name }} onDecide={onDecide} />,
    });
  }

  return (
    <Box ref={frameRef}>
      <DataTable<CustomerListRow>
        tableRef={tableRef}
        withTableBorder
        borderRadius="md"
        // On a narrow window the table scrolls sideways and the name stays in view.
        pinFirstColumn
        highlightOnHover
        verticalAlign="center"
        fetching={fetching}
        loaderBackgroundBlur={0}
        records={[...rows]}
        idAccessor={panelKey}
        aria-label="Customers"
        sortStatus={sortStatus}
        // The same column again turns the order round; another column starts ascending.
        onSortStatusChange={(status) => {
          const field = status.columnAccessor as CustomerSortField;
          onSortChange({ field, order: field === sort.field ? status.direction : 'asc' });
        }}
        columns={columns}
        rowExpansion={{
          allowMultiple: false,
          expanded: { recordIds: expanded, onRecordIdsChange: (ids: unknown[]) => setExpanded(ids as string[]) },
          content: ({ record, collapse }) => (
            <Box style={{ position: 'sticky', left: 0, maxWidth: frameWidth > 0 ? frameWidth - 2 : undefined }}>
              <CustomerDetailPanel row={record} onClose={collapse} />
            </Box>
          ),
        }}
        classNames={{ table: classes.table }}
      />
    </Box>
  );
}

/**
 * The name opens and closes the panel: a button, so the keyboard reaches what a click on the row does
 * (the click bubbles to the row, whose handler toggles the panel).
 */
function NameCell({ row, expanded }: { row: CustomerListRow; expanded: boolean }) {
  return (
    <Stack gap={0} miw={150}>
      <UnstyledButton aria-expanded={expanded} fw={600} fz="sm" style={{ textAlign: 'start' }}>
        {row.name}
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        {row.kind === 'individual' ? 'Individual' : 'Corporate'} · {row.customerId}
      </Text>
      {row.partnersToDecide > 0 && (
        <Text size="xs" c="var(--mantine-color-orange-light-color)" fw={500}>
          {row.partnersToDecide === 1 ? '1 partner to decide' : `${row.partnersToDecide} partners to decide`}
        </Text>
      )}
      {row.monitoringAlert && <AlertReason alert={row.monitoringAlert} />}
    </Stack>
  );
}

/**
 * Issue 17: why ongoing monitoring alerted the customer (its newest undecided alert), and how many more wait,
 * so the officer knows before opening the panel. Kept narrow: the sentence wraps instead of widening the
 * pinned column.
 */
function AlertReason({ alert }: { alert: MonitoringAlertSummary }) {
  const more = alert.count - 1;
  return (
    <Text size="xs" c="dimmed" maw={320} style={{ overflowWrap: 'anywhere' }}>
      <VisuallyHidden component="span">Monitoring alert: </VisuallyHidden>
      {alert.reason}
      {more > 0 && ` (+${more} more)`}
    </Text>
  );
}

/** An address may wrap after its @ and nowhere else: broken mid-word it misreads. */
function EmailText({ email }: { email: string | null }) {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 0) return <span style={{ whiteSpace: 'nowrap' }}>{email}</span>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(at + 1)}</span>
    </>
  );
}
