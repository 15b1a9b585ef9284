import { BATCH_ONBOARDING_MESSAGES, type BatchOnboardingProgress } from '@aml/contracts';
import { Alert, Button, Center, Group, Loader, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { isBatchActive } from '../batch-screening/api/get-batch';
import { BatchLoadError, BatchNotice } from '../batch-screening/components/batch-notice';
import { BatchProgressCard } from '../batch-screening/components/batch-progress-card';
import { useCompletionToast } from '../batch-screening/use-completion-toast';
import { useDiscardBatchOnboarding } from './api/discard-batch-onboarding';
import { useDownloadBatchOnboardingResults } from './api/download-batch-onboarding-results';
import { type BatchOnboardingFilter, useBatchOnboarding } from './api/get-batch-onboarding';
import { useCurrentBatchOnboarding } from './api/get-current-batch-onboarding';
import { BatchOnboardAccordion } from './components/batch-onboard-accordion';
import { BATCH_ONBOARD_PATH } from './paths';

const M = BATCH_ONBOARDING_MESSAGES;

export const STILL_RUNNING_QUESTION =
  'The batch is still running. Stop it and start another batch? The customers already onboarded are kept.';

const FILTERS: { value: BatchOnboardingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'done', label: 'Onboarded' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
];

const EMPTY_FILTER: Record<BatchOnboardingFilter, string> = {
  all: M.noRecords,
  done: 'No records onboarded',
  failed: 'No records failed',
  pending: 'No records pending',
};

const BACK = { backPath: BATCH_ONBOARD_PATH, backLabel: 'Back to Batch Onboarding' } as const;

/** A batch that is not there (expired and removed, discarded, another tenant's, or a malformed id). */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Spec 2 §2.7 Batch Onboarding Results (/dashboard/quick-onboard/batch-onboard-results?id=…). The batch runs as a
 * server job (issue 14, decision 111); this screen polls it every second while it runs and shows its rows a page
 * at a time. Without an id it opens the user's current batch.
 */
export function BatchOnboardResultsPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useCurrentBatchOnboarding({ enabled: !id });
  const currentId = current.data?.batch?.id;

  // The id goes into the address, so a reload or a shared link opens this same batch.
  useEffect(() => {
    if (!id && currentId) setParams({ id: currentId }, { replace: true });
  }, [id, currentId, setParams]);

  let body: React.ReactNode;
  if (id) body = <BatchResults key={id} id={id} />;
  else if (current.isError)
    body = <BatchLoadError onRetry={() => void current.refetch()} retrying={current.isFetching} />;
  else if (current.data && !current.data.batch) body = <BatchNotice message={M.noRecords} {...BACK} />;
  else body = <PageLoading />;

  return (
    <Stack gap="lg" component="section" aria-labelledby="batch-onboard-results-title">
      <Title order={2} size="h3" id="batch-onboard-results-title">
        Batch Onboarding Results
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
  const [filter, setFilter] = useState<BatchOnboardingFilter>('all');
  const [page, setPage] = useState(1);
  const batch = useBatchOnboarding({ id, page, filter });
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useCompletionToast(
    id,
    batch.data?.status,
    () => {
      resultsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      resultsHeading.current?.focus({ preventScroll: true });
    },
    M.completed,
  );

  if (isMissing(batch.error)) return <BatchNotice message={M.expired} {...BACK} />;
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

/**
 * Spec 2 §2.7: 'Processing {first} {last} (n of total)...' while the job runs. The record in progress is the first
 * pending one; when it is not on the page shown, the line names its place only. A finished batch gives its counts.
 */
export function progressText(batch: BatchOnboardingProgress): string {
  const position = Math.min(batch.done + batch.failed + 1, batch.total);
  if (isBatchActive(batch.status)) {
    const next = batch.items.rows.find((item) => item.status === 'pending');
    return next
      ? M.progress(next.record.firstName, next.record.lastName, position, batch.total)
      : `Processing record ${position} of ${batch.total}...`;
  }
  const parts = [`Onboarded ${batch.done} of ${batch.total} records`, `${batch.inReview} In Review`];
  if (batch.failed > 0) parts.push(`${batch.failed} failed`);
  return parts.join(' · ');
}

interface BatchResultsViewProps {
  batch: BatchOnboardingProgress;
  pollFailed: boolean;
  onRetry: () => void;
  resultsHeading: React.RefObject<HTMLHeadingElement | null>;
  filter: BatchOnboardingFilter;
  onFilterChange: (filter: BatchOnboardingFilter) => void;
  onPageChange: (page: number) => void;
  loadingPage: boolean;
}

function BatchResultsView(props: BatchResultsViewProps) {
  const { batch } = props;
  const navigate = useNavigate();
  const workbook = useDownloadBatchOnboardingResults();
  const discard = useDiscardBatchOnboarding();
  const [confirming, setConfirming] = useState(false);
  const active = isBatchActive(batch.status);
  const inProgress = active ? (batch.items.rows.find((item) => item.status === 'pending') ?? null) : null;

  // Spec 2 §4.7: Perform Another Batch clears the batch and returns to the upload screen.
  const performAnotherBatch = () =>
    discard.mutate(batch.id, {
      onSuccess: () => {
        setConfirming(false);
        navigate(BATCH_ONBOARD_PATH);
      },
    });

  const pages = Math.max(1, Math.ceil(batch.items.total / batch.items.pageSize));
  const first = batch.items.total === 0 ? 0 : (batch.items.page - 1) * batch.items.pageSize + 1;
  const last = Math.min(batch.items.page * batch.items.pageSize, batch.items.total);

  return (
    <>
      <BatchProgressCard
        batch={batch}
        line={progressText(batch)}
        failedMessage="The batch stopped on an unexpected error. The customers already onboarded are kept."
        cancelledMessage="The batch was stopped before all its records were onboarded; the records not onboarded were not charged."
      />
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
        {active ? (
          <Text size="xs" c="dimmed">
            The results workbook is ready when the batch completes.
          </Text>
        ) : (
          <span />
        )}
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
            onClick={() => (active ? setConfirming(true) : performAnotherBatch())}
          >
            {M.performAnother}
          </Button>
        </Group>
      </Group>

      <Stack gap="sm" component="section" aria-labelledby="batch-onboard-records-title">
        <Group justify="space-between" wrap="wrap" gap="sm" align="center">
          <Title order={3} size="h4" id="batch-onboard-records-title" ref={props.resultsHeading} tabIndex={-1}>
            Results
          </Title>
          <SegmentedControl
            aria-label="Show records"
            size="xs"
            data={FILTERS}
            value={props.filter}
            onChange={(value) => props.onFilterChange(value as BatchOnboardingFilter)}
          />
        </Group>
        {batch.items.total === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {EMPTY_FILTER[props.filter]}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Showing {first} to {last} of {batch.items.total} records
            </Text>
            <div style={{ opacity: props.loadingPage ? 0.6 : 1 }} aria-busy={props.loadingPage}>
              <BatchOnboardAccordion items={batch.items.rows} inProgressSeq={inProgress?.seq ?? null} />
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
        title={M.performAnother}
        message={STILL_RUNNING_QUESTION}
        confirmLabel="Stop Batch"
        onConfirm={performAnotherBatch}
        onClose={() => setConfirming(false)}
        loading={discard.isPending}
      />
    </>
  );
}
