import {
  BATCH_SCREENING_MESSAGES,
  type BatchScreeningItem,
  formatDateTime,
  type JobBatchItemStatus,
  type ScanReportType,
} from '@aml/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { FoundRecordAccordion } from '../../screening/components/found-record-accordion';
import { ReportButtons } from '../../screening/components/report-buttons';
import { HitsBadge } from '../../upload-batch/components/hits-badge';
import { ItemAccordion } from '../../upload-batch/components/item-accordion';
import { recordDetails } from '../record-format';

const ITEM_STATUS: Record<JobBatchItemStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  done: { label: 'Screened', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export interface BatchRecordAccordionProps {
  items: BatchScreeningItem[];
  /** Spec 3 §4 step 7: a report is generating, so every report button is off. */
  reportPending: boolean;
  /** The record (seq) and report type being generated, when it is one of these records'. */
  pendingReport: { seq: number; reportType: ScanReportType } | null;
  onReport: (seq: number, reportType: ScanReportType) => void;
}

/**
 * Spec 3 §2: one item per record (row, name, type, status, hits) with a nested accordion of its hits and
 * the record's own reports. A closed item's panel is not mounted: a page of 50 records with their hits
 * stays light to poll and to re-render.
 */
export function BatchRecordAccordion({ items, reportPending, pendingReport, onReport }: BatchRecordAccordionProps) {
  return (
    <ItemAccordion
      items={items}
      order={3}
      control={(item) => {
        const status = ITEM_STATUS[item.status];
        return (
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap" align="center">
              <Text size="sm" c="dimmed">
                Row {item.row}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {item.record.names}
              </Text>
              <Text size="sm" c="dimmed">
                {item.record.entityType}
              </Text>
              <Badge color={status.color} variant="light" tt="none">
                {status.label}
              </Badge>
              {item.result && <HitsBadge hits={item.result.totalHits} />}
            </Group>
            {item.status === 'failed' && (
              <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                {BATCH_SCREENING_MESSAGES.recordError(item.error ?? BATCH_SCREENING_MESSAGES.unexpected)}
              </Text>
            )}
          </Stack>
        );
      }}
      panel={(item) => (
        <RecordPanel
          item={item}
          reportPending={reportPending}
          pendingType={pendingReport?.seq === item.seq ? pendingReport.reportType : null}
          onReport={(reportType) => onReport(item.seq, reportType)}
        />
      )}
    />
  );
}

function RecordPanel({
  item,
  reportPending,
  pendingType,
  onReport,
}: {
  item: BatchScreeningItem;
  reportPending: boolean;
  pendingType: ScanReportType | null;
  onReport: (reportType: ScanReportType) => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {recordDetails(item.record)}
      </Text>
      {item.status === 'pending' && <Text size="sm">Waiting to be screened.</Text>}
      {item.status === 'failed' && <Text size="sm">This record could not be screened.</Text>}
      {item.result && (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>
              {item.result.totalHits} Records Found
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                · {formatDateTime(item.result.timestamp)}
              </Text>
            </Text>
            <ReportButtons
              size="xs"
              subject={`for row ${item.row}`}
              disabled={reportPending}
              pendingType={pendingType}
              onReport={onReport}
            />
          </Group>
          {item.result.results.length > 0 && <FoundRecordAccordion records={item.result.results} />}
        </>
      )}
    </Stack>
  );
}
