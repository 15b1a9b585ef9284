import 'mantine-datatable/styles.layer.css';
import {
  countOf,
  formatMediumDate,
  formatTime,
  MONITORING_MESSAGES,
  MONITORING_RUN_STATUS_LABELS,
  type MonitoringDelta,
  type MonitoringRun,
  type MonitoringRunStatus,
  screeningTypeLabel,
} from '@aml/contracts';
import { Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { DateCell } from '../../../components/date-cell';
import classes from '../../../components/pinned-first-column.module.css';

interface MonitoringRunTableProps {
  rows: readonly MonitoringRun[];
  /** A page is loading over the rows on screen. */
  fetching: boolean;
}

const STATUS_COLORS: Record<MonitoringRunStatus, string> = { queued: 'gray', running: 'blue', completed: 'green' };

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Issue 17: one row per monitoring run, this tenant's share of it. Twelve columns do not fit a narrow
 * window: the table scrolls sideways inside its border, the run type pinned, and the page does not.
 */
export function MonitoringRunTable({ rows, fetching }: MonitoringRunTableProps) {
  const columns: DataTableColumn<MonitoringRun>[] = [
    {
      accessor: 'trigger',
      title: 'Run',
      width: 200,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {screeningTypeLabel(row.trigger)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.listName ? `${row.listName} ${row.listVersion ?? ''}`.trim() : MONITORING_MESSAGES.allLists}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'importedAt',
      title: 'Imported At',
      noWrap: true,
      render: (row) => <DateCell value={row.importedAt} />,
    },
    { accessor: 'delta', title: 'Changes', noWrap: true, render: (row) => <DeltaCell delta={row.delta} /> },
    { accessor: 'status', title: 'Status', render: (row) => <RunStatusBadge status={row.status} /> },
    {
      accessor: 'startedAt',
      title: 'Re-screen',
      noWrap: true,
      render: (row) => (
        <Stack gap={2}>
          <MomentLine label="Started" value={row.startedAt} />
          <MomentLine label="Finished" value={row.finishedAt} />
        </Stack>
      ),
    },
    {
      accessor: 'customersChecked',
      title: 'Checked',
      noWrap: true,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{countOf(row.customersChecked, 'customer')}</Text>
          <Text size="sm">{countOf(row.partnersChecked, 'partner')}</Text>
        </Stack>
      ),
    },
    {
      accessor: 'alertsRaised',
      title: 'Alerts Raised',
      textAlign: 'right',
      // An alert waits for an MLRO's decision: it should catch the eye.
      render: (row) => (
        <Text size="sm" fw={row.alertsRaised > 0 ? 700 : undefined}>
          {count(row.alertsRaised)}
        </Text>
      ),
    },
    { accessor: 'hitsRemoved', title: 'Hits Removed', textAlign: 'right', render: (row) => count(row.hitsRemoved) },
  ];

  return (
    <DataTable<MonitoringRun>
      withTableBorder
      borderRadius="md"
      pinFirstColumn
      highlightOnHover
      verticalAlign="center"
      fetching={fetching}
      loaderBackgroundBlur={0}
      records={[...rows]}
      idAccessor="id"
      aria-label="Monitoring runs"
      columns={columns}
      // A region that scrolls is reachable by the keyboard, and says what it holds.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Monitoring runs table' } }}
      classNames={{ table: classes.table }}
    />
  );
}

/** A value the run does not have (a scheduled run has no list version and no changes). */
function Dash({ meaning }: { meaning: string }) {
  return (
    <>
      <Text span size="sm" c="dimmed" aria-hidden>
        —
      </Text>
      <VisuallyHidden component="span">{meaning}</VisuallyHidden>
    </>
  );
}

function DeltaCell({ delta }: { delta: MonitoringDelta | null }) {
  if (!delta) return <Dash meaning="no list changes" />;
  return (
    <Stack gap={0}>
      <Text size="sm">{count(delta.added)} added</Text>
      <Text size="sm">{count(delta.removed)} removed</Text>
      <Text size="sm">{count(delta.changed)} changed</Text>
    </Stack>
  );
}

/** "Started" or "Finished" and when, in one line (a dash while it has not happened yet). */
function MomentLine({ label, value }: { label: string; value: string | null }) {
  return (
    <Text size="sm">
      <Text span size="xs" c="dimmed">
        {label}{' '}
      </Text>
      {value ? `${formatMediumDate(value)} ${formatTime(value)}` : <Dash meaning="not yet" />}
    </Text>
  );
}

function RunStatusBadge({ status }: { status: MonitoringRunStatus }) {
  const label = MONITORING_RUN_STATUS_LABELS[status];
  const color = STATUS_COLORS[status];
  return (
    // Grey on its own tint is faint: the grey badge takes the theme's dimmed text, as the status badges do.
    <Badge
      color={color}
      c={color === 'gray' ? 'dimmed' : undefined}
      variant="light"
      tt="none"
      // A table column never squeezes the status to 'Compl…'.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {label}
    </Badge>
  );
}
