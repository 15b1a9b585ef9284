import {
  BATCH_SCREENING_MESSAGES,
  type BatchScanReportRequest,
  type BatchScreeningProgress,
  type ScanReportType,
} from '@aml/contracts';
import { Alert, Button, Center, Group, Loader, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { useDownloadScanReport } from '../screening/api/download-scan-report';
import { ReportButtons } from '../screening/components/report-buttons';
import { useDiscardBatch } from './api/discard-batch';
import { useDownloadBatchResults } from './api/download-batch-results';
import { type BatchRecordFilter, isBatchActive, useBatch } from './api/get-batch';
import { useCurrentBatch } from './api/get-current-batch';
import { BATCH_SCREENING_PATH, BatchLoadError, BatchNotice } from './components/batch-notice';
import { BatchProgressCard } from './components/batch-progress-card';
import { BatchRecordAccordion } from './components/batch-record-accordion';
import { useCompletionToast } from './use-completion-toast';

export const STILL_RUNNING_QUESTION = 'The batch is still running. Stop it and start another scan?';

const FILTERS: { value: BatchRecordFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'matched', label: 'With hits' },
  { value: 'unmatched', label: 'No hits' },
];

const EMPTY_FILTER: Record<BatchRecordFilter, string> = {
  all: BATCH_SCREENING_MESSAGES.noRecords,
  matched: 'No records with hits',
  unmatched: 'No records without hits',
};

/** A batch that is not there (expired and removed, discarded, another tenant's, or a malformed id). */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Spec 3 §2 Batch screening results (/dashboard/batch-results?id=…). The batch runs as a server job
 * (issue 13); this screen polls its progress every second while it runs and shows its records a page at a
 * time. Without an id it opens the user's current batch.
 */
export function BatchResultsPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useCurrentBatch({ enabled: !id });
  const currentId = current.data?.batch?.id;

  // The id goes into the address, so a reload or a shared link opens this same batch.
  useEffect(() => {
    if (!id && currentId) setParams({ id: currentId }, { replace: true });
  }, [id, currentId, setParams]);

  let body: React.ReactNode;
  if (id) body = <BatchResults key={id} id={id} />;
  else if (current.isError)
    body = <BatchLoadError onRetry={() => void current.refetch()} retrying={current.isFetching} />;
  else if (current.data && !current.data.batch) body = <BatchNotice message={BATCH_SCREENING_MESSAGES.noRecords} />;
  else body = <PageLoading />;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Batch Screening Results
      </Title>
      {body}
    </Stack>
  );
}

function PageLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading batch results" />
    </Center>
  );
}

function BatchResults({ id }: { id: string }) {
  const [filter, setFilter] = useState<BatchRecordFilter>('all');
  const [page, setPage] = useState(1);
  const batch = useBatch({ id, page, filter });
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useCompletionToast(id, batch.data?.status, () => {
    resultsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  });

  if (isMissing(batch.error)) return <BatchNotice message={BATCH_SCREENING_MESSAGES.expired} />;
  if (!batch.data) {
    return batch.isError ? (
      <BatchLoadError onRetry={() => void batch.refetch()} retrying={batch.isFetching} />
    ) : (
      <PageLoading />
    );
  }

  return (
    <BatchResultsView
      batch={batch.data}
      pollFailed={batch.isError}
      onRetry={() => void batch.refetch()}
      resultsHeading={resultsHeading}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      onPageChange={setPage}
      loadingPage={batch.isPlaceholderData}
    />
  );
}

interface BatchResultsViewProps {
  batch: BatchScreeningProgress;
  pollFailed: boolean;
  onRetry: () => void;
  resultsHeading: React.RefObject<HTMLHeadingElement | null>;
  filter: BatchRecordFilter;
  onFilterChange: (filter: BatchRecordFilter) => void;
  onPageChange: (page: number) => void;
  loadingPage: boolean;
}

function BatchResultsView(props: BatchResultsViewProps) {
  const { batch } = props;
  const navigate = useNavigate();
  const report = useDownloadScanReport();
  const workbook = useDownloadBatchResults();
  const discard = useDiscardBatch();
  const [confirming, setConfirming] = useState(false);
  const active = isBatchActive(batch.status);

  // The report being generated on this screen, to spin its own button (the others are only disabled).
  const pending: BatchScanReportRequest | null =
    report.isPending && report.variables && 'batchId' in report.variables ? report.variables : null;
  const requestReport = (reportType: ScanReportType, seq?: number) =>
    report.mutate(seq === undefined ? { reportType, batchId: batch.id } : { reportType, batchId: batch.id, seq });

  // Spec 3 §4 step 6: Perform Another Scan stops the batch and clears it, then returns to the upload.
  const performAnotherScan = () =>
    discard.mutate(batch.id, {
      onSuccess: () => {
        setConfirming(false);
        navigate(BATCH_SCREENING_PATH);
      },
    });

  const pages = Math.max(1, Math.ceil(batch.items.total / batch.items.pageSize));
  const first = batch.items.total === 0 ? 0 : (batch.items.page - 1) * batch.items.pageSize + 1;
  const last = Math.min(batch.items.page * batch.items.pageSize, batch.items.total);

  return (
    <>
      <BatchProgressCard batch={batch} />
      {props.pollFailed && (
        <Alert color="orange" icon={<IconAlertTriangle />} role="alert">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">The progress could not be refreshed. The batch goes on running on the server.</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={props.onRetry}
            >
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <ReportButtons
            disabled={report.isPending || active}
            pendingType={pending && pending.seq === undefined ? pending.reportType : null}
            onReport={(reportType) => requestReport(reportType)}
            subject="for the whole batch"
          />
          {active && (
            <Text size="xs" c="dimmed">
              The batch reports and the results workbook are ready when the batch completes.
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            disabled={active}
            loading={workbook.isPending}
            onClick={() => workbook.mutate(batch.id)}
          >
            Download Results
          </Button>
          <Button
            color={active ? 'red.8' : undefined}
            loading={discard.isPending && !confirming}
            onClick={() => (active ? setConfirming(true) : performAnotherScan())}
          >
            Perform Another Scan
          </Button>
        </Group>
      </Group>

      <Stack gap="sm" component="section" aria-labelledby="batch-records-title">
        <Group justify="space-between" wrap="wrap" gap="sm" align="center">
          <Title order={2} size="h4" id="batch-records-title" ref={props.resultsHeading} tabIndex={-1}>
            Results
          </Title>
          <SegmentedControl
            aria-label="Show records"
            size="xs"
            data={FILTERS}
            value={props.filter}
            onChange={(value) => props.onFilterChange(value as BatchRecordFilter)}
          />
        </Group>
        {batch.items.total === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {EMPTY_FILTER[props.filter]}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              Showing {first} to {last} of {batch.items.total} records
            </Text>
            <div style={{ opacity: props.loadingPage ? 0.6 : 1 }} aria-busy={props.loadingPage}>
              <BatchRecordAccordion
                items={batch.items.rows}
                reportPending={report.isPending}
                pendingReport={pending?.seq !== undefined ? { seq: pending.seq, reportType: pending.reportType } : null}
                onReport={(seq, reportType) => requestReport(reportType, seq)}
              />
            </div>
            {pages > 1 && (
              <Group justify="center" component="nav" aria-label="Result pages">
                <Pagination
                  total={pages}
                  value={batch.items.page}
                  onChange={props.onPageChange}
                  size="sm"
                  siblings={1}
                  getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  getControlProps={(control) => ({
                    'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
                  })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>

      <ConfirmDialog
        opened={confirming}
        title="Perform Another Scan"
        message={STILL_RUNNING_QUESTION}
        confirmLabel="Stop Batch"
        onConfirm={performAnotherScan}
        onClose={() => setConfirming(false)}
        loading={discard.isPending}
      />
    </>
  );
}
