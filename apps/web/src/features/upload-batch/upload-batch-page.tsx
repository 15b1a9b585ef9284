import { BATCH_SCREENING_MESSAGES } from '@aml/contracts';
import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../lib/toast';
import type { UploadBatchApi, UploadBatchPreview, UploadBatchSummary } from './api/upload-batch-api';
import { fileErrorText, shortBalance } from './api/upload-batch-errors';
import { BatchScreen, type ScreenLevel } from './batch-screen';
import { BatchUpload, type BatchUploadRules } from './components/batch-upload';
import { type CountWords, InsufficientCountDialog } from './components/insufficient-count-dialog';

/** Spec 3 §8 'Batch discarded', said by every kind when the file is dropped from the Insufficient Screening Count dialog. */
const DISCARDED = BATCH_SCREENING_MESSAGES.discarded;

/** What one kind's upload screen says and shows around the shared flow. */
export interface UploadScreen<V> {
  title: string;
  level: ScreenLevel;
  resultsPath: (id: string) => string;
  upload: BatchUploadRules;
  /** The kind's words around a refused workbook's message ('Error parsing file: ...'); without them, as given. */
  refusalWords?: (message: string) => string;
  /** The Instructions card above the upload. */
  instructions: ReactNode;
  /** What the server read from the file: its summary, the rows skipped and the records. */
  renderPreview: (preview: V) => ReactNode;
  /** Spec 3 §4: batch screening may process only the first N records when the balance is short. */
  partial?: boolean;
  /** The dialog's words when a record takes more than one screening. */
  countWords?: CountWords;
}

/** What the upload screen calls; a kind's api (createUploadBatchApi) has it all. */
type UploadApi<V> = Pick<
  UploadBatchApi<UploadBatchSummary, UploadBatchSummary, V, string>,
  'useCurrent' | 'useDownloadTemplate' | 'usePreview' | 'useStart' | 'startRefusalsOnScreen'
>;

export interface UploadBatchPageProps<V extends UploadBatchPreview> {
  api: UploadApi<V>;
  screen: UploadScreen<V>;
}

/**
 * The upload screen of a batch (spec 3 §2 batch screening, spec 2 §2.6 and §2.8 batch onboarding): the workbook
 * is checked by the server (preview) and then started as a server job. A batch still running, or kept and not
 * discarded, sends the user to its results (spec 3 §2, spec 2 §4.7).
 */
export function UploadBatchPage<V extends UploadBatchPreview>({ api, screen }: UploadBatchPageProps<V>) {
  const navigate = useNavigate();
  const current = api.useCurrent();
  const [checked, setChecked] = useState(false);
  const decided = useRef(false);

  // Decided once, on the first answer after opening: starting a batch here navigates on its own.
  useEffect(() => {
    if (decided.current || !current.isFetchedAfterMount) return;
    decided.current = true;
    const batch = current.data?.batch;
    if (batch) navigate(screen.resultsPath(batch.id), { replace: true });
    else setChecked(true);
  }, [current.isFetchedAfterMount, current.data, navigate, screen]);

  return (
    <BatchScreen title={screen.title} level={screen.level} actions={checked && <TemplateButton api={api} />}>
      {checked ? (
        <UploadForm api={api} screen={screen} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Checking for a batch in progress" />
        </Center>
      )}
    </BatchScreen>
  );
}

function TemplateButton({ api }: { api: Pick<UploadApi<unknown>, 'useDownloadTemplate'> }) {
  const template = api.useDownloadTemplate();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={template.isPending}
      onClick={() => template.mutate()}
    >
      Download Template
    </Button>
  );
}

function UploadForm<V extends UploadBatchPreview>({ api, screen }: UploadBatchPageProps<V>) {
  const navigate = useNavigate();
  const preview = api.usePreview();
  const start = api.useStart();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ balance: number; needed: number } | null>(null);

  const records = preview.data?.records.length ?? 0;
  const needed = preview.data?.screeningsNeeded ?? records;
  // The server checks the file again on start; where the kind shows that refusal here, it reads the same way.
  const refused = (error: unknown) => fileErrorText(error, screen.refusalWords);
  const fileError = refusal ?? refused(preview.error) ?? (api.startRefusalsOnScreen ? refused(start.error) : null);

  const load = (picked: File) => {
    setFile(picked);
    setRefusal(null);
    start.reset();
    preview.mutate(picked);
  };

  const refuse = (message: string) => {
    setFile(null);
    preview.reset();
    start.reset();
    setRefusal(message);
  };

  const run = (limit?: number) => {
    if (!file) return;
    start.mutate(limit === undefined ? { file } : { file, limit }, {
      onSuccess: (batch) => navigate(screen.resultsPath(batch.id)),
      onError: (error) => {
        // The balance fell between the preview and the start: the same dialog, with the new figures.
        const short = shortBalance(error);
        if (short) setDialog({ balance: short.balance, needed: short.needed ?? needed });
      },
    });
  };

  const process = () => {
    if (!preview.data) return;
    // Every screening is charged to the balance, and the server refuses a batch it cannot finish (402).
    if (preview.data.maxScreeningCount < needed) setDialog({ balance: preview.data.maxScreeningCount, needed });
    else run();
  };

  const discard = () => {
    setDialog(null);
    setFile(null);
    setRefusal(null);
    preview.reset();
    start.reset();
    toastSuccess(DISCARDED);
  };

  return (
    <>
      {screen.instructions}
      <BatchUpload
        rules={screen.upload}
        fileName={file?.name ?? null}
        loading={preview.isPending}
        onFile={load}
        onRefused={refuse}
      />
      {fileError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" styles={{ message: { overflowWrap: 'anywhere' } }}>
          {fileError}
        </Alert>
      )}
      {preview.data && !preview.isPending && screen.renderPreview(preview.data)}
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          disabled={preview.isPending || records === 0 || !file}
          loading={start.isPending && dialog === null}
          onClick={process}
        >
          Process Batch
        </Button>
      </Group>
      <InsufficientCountDialog
        opened={dialog !== null}
        balance={dialog?.balance ?? 0}
        records={records}
        needed={dialog?.needed ?? needed}
        words={screen.countWords}
        processing={start.isPending}
        onDiscard={discard}
        onProcess={screen.partial ? run : undefined}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
