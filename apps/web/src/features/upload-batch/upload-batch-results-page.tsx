import { Alert, Button, Center, Group, Loader, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import {
  isBatchActive,
  type UploadBatchApi,
  type UploadBatchProgress,
  type UploadBatchSummary,
} from './api/upload-batch-api';
import { BatchScreen, type ScreenLevel, sectionOrder } from './batch-screen';
import { type BackTo, BatchLoadError, BatchNotice } from './components/batch-notice';
import { BatchProgressCard, type ProgressWords } from './components/batch-progress-card';
import { useCompletionToast } from './use-completion-toast';

export interface ResultsFilter<F extends string> {
  value: F;
  label: string;
  /** Said when no item matches ('No records failed'). */
  empty: string;
}

/** What one kind's results screen says and shows around the shared flow. */
export interface ResultsScreen<P extends UploadBatchProgress<unknown>, F extends string> {
  title: string;
  level: ScreenLevel;
  /** The upload screen: 'Perform Another …' and the notices go back there. */
  back: BackTo;
  messages: { noRecords: string; expired: string; completed: string };
  /** The first is the one shown on opening (All). */
  filters: readonly [ResultsFilter<F>, ...ResultsFilter<F>[]];
  progress: ProgressWords<P>;
  /** The button that discards the batch and returns to the upload, and the question asked while it runs. */
  performAnother: { label: string; question: string };
  /** Said under the kind's actions while the batch runs: what becomes ready when it completes. */
  readyNote: string;
  /**
   * A hook: the page of items and any further actions of the kind (batch screening's reports, whose pending
   * state both share). Called on every render of a loaded batch.
   */
  useContent: (batch: P) => { items: ReactNode; actions?: ReactNode };
}

/** What the results screen calls; a kind's api (createUploadBatchApi) has it all. */
type ResultsApi<P extends UploadBatchSummary, F extends string> = Pick<
  UploadBatchApi<UploadBatchSummary, P, unknown, F>,
  'useCurrent' | 'useBatch' | 'useDiscard' | 'useDownloadResults'
>;

export interface UploadBatchResultsPageProps<P extends UploadBatchProgress<unknown>, F extends string> {
  api: ResultsApi<P, F>;
  screen: ResultsScreen<P, F>;
}

/** A batch that is not there (expired and removed, discarded, another tenant's, or a malformed id). */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The results screen of a batch (spec 3 §2, spec 2 §2.7 and §2.9; ?id=…). The batch runs as a server job; this
 * screen polls it every second while it runs and shows its items a page at a time. Without an id it opens the
 * user's current batch.
 */
export function UploadBatchResultsPage<P extends UploadBatchProgress<unknown>, F extends string>({
  api,
  screen,
}: UploadBatchResultsPageProps<P, F>) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = api.useCurrent({ enabled: !id });
  const currentId = current.data?.batch?.id;

  // The id goes into the address, so a reload or a shared link opens this same batch.
  useEffect(() => {
    if (!id && currentId) setParams({ id: currentId }, { replace: true });
  }, [id, currentId, setParams]);

  let body: ReactNode;
  if (id) body = <BatchResults key={id} id={id} api={api} screen={screen} />;
  else if (current.isError)
    body = <BatchLoadError onRetry={() => void current.refetch()} retrying={current.isFetching} />;
  else if (current.data && !current.data.batch)
    body = <BatchNotice message={screen.messages.noRecords} back={screen.back} />;
  else body = <PageLoading />;

  return (
    <BatchScreen title={screen.title} level={screen.level}>
      {body}
    </BatchScreen>
  );
}

function PageLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading batch results" />
    </Center>
  );
}

function BatchResults<P extends UploadBatchProgress<unknown>, F extends string>({
  id,
  api,
  screen,
}: UploadBatchResultsPageProps<P, F> & { id: string }) {
  const [filter, setFilter] = useState<F>(screen.filters[0].value);
  const [page, setPage] = useState(1);
  const batch = api.useBatch({ id, page, filter });
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useCompletionToast(id, batch.data?.status, screen.messages.completed, () => {
    resultsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  });

  if (isMissing(batch.error)) return <BatchNotice message={screen.messages.expired} back={screen.back} />;
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
      api={api}
      screen={screen}
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

interface BatchResultsViewProps<P extends UploadBatchProgress<unknown>, F extends string>
  extends UploadBatchResultsPageProps<P, F> {
  batch: P;
  pollFailed: boolean;
  onRetry: () => void;
  resultsHeading: React.RefObject<HTMLHeadingElement | null>;
  filter: F;
  onFilterChange: (filter: F) => void;
  onPageChange: (page: number) => void;
  loadingPage: boolean;
}

function BatchResultsView<P extends UploadBatchProgress<unknown>, F extends string>(
  props: BatchResultsViewProps<P, F>,
) {
  const { batch, api, screen } = props;
  const navigate = useNavigate();
  const workbook = api.useDownloadResults();
  const discard = api.useDiscard();
  const content = screen.useContent(batch);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const active = isBatchActive(batch.status);

  // Spec 3 §4 step 6, spec 2 §4.7: Perform Another … stops the batch and clears it, then returns to the upload.
  const performAnother = () =>
    discard.mutate(batch.id, {
      onSuccess: () => {
        setConfirming(false);
        navigate(screen.back.path);
      },
    });

  return (
    <>
      <BatchProgressCard batch={batch} words={screen.progress} />
      {props.pollFailed && <PollFailed onRetry={props.onRetry} />}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          {content.actions}
          {active && (
            <Text size="xs" c="dimmed">
              {screen.readyNote}
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
            onClick={() => (active ? setConfirming(true) : performAnother())}
          >
            {screen.performAnother.label}
          </Button>
        </Group>
      </Group>

      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Group justify="space-between" wrap="wrap" gap="sm" align="center">
          <Title order={sectionOrder(screen.level)} size="h4" id={headingId} ref={props.resultsHeading} tabIndex={-1}>
            Results
          </Title>
          <SegmentedControl
            aria-label="Show records"
            size="xs"
            data={screen.filters.map(({ value, label }) => ({ value, label }))}
            value={props.filter}
            onChange={(value) => props.onFilterChange(value as F)}
          />
        </Group>
        {batch.items.total === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {screen.filters.find((filter) => filter.value === props.filter)?.empty}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              Showing {(batch.items.page - 1) * batch.items.pageSize + 1} to{' '}
              {Math.min(batch.items.page * batch.items.pageSize, batch.items.total)} of {batch.items.total} records
            </Text>
            <div style={{ opacity: props.loadingPage ? 0.6 : 1 }} aria-busy={props.loadingPage}>
              {content.items}
            </div>
            <ResultPages items={batch.items} onChange={props.onPageChange} />
          </>
        )}
      </Stack>

      <ConfirmDialog
        opened={confirming}
        title={screen.performAnother.label}
        message={screen.performAnother.question}
        confirmLabel="Stop Batch"
        onConfirm={performAnother}
        onClose={() => setConfirming(false)}
        loading={discard.isPending}
      />
    </>
  );
}

function PollFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} role="alert">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">The progress could not be refreshed. The batch goes on running on the server.</Text>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

function ResultPages({
  items,
  onChange,
}: {
  items: UploadBatchProgress<unknown>['items'];
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(items.total / items.pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label="Result pages">
      <Pagination
        total={pages}
        value={items.page}
        onChange={onChange}
        size="sm"
        siblings={1}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        getControlProps={(control) => ({
          'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
        })}
      />
    </Group>
  );
}
