import { BATCH_SCREENING_MESSAGES } from '@aml/contracts';
import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toast';
import { useDownloadBatchTemplate } from './api/download-batch-template';
import { useCurrentBatch } from './api/get-current-batch';
import { isFileRefusal, usePreviewBatch } from './api/preview-batch';
import { shortBalance, useStartBatch } from './api/start-batch';
import { BatchInstructions } from './components/batch-instructions';
import { BatchPreview } from './components/batch-preview';
import { BatchUpload } from './components/batch-upload';
import { InsufficientCountDialog } from './components/insufficient-count-dialog';

export const batchResultsPath = (id: string) => `/dashboard/batch-results?id=${encodeURIComponent(id)}`;

/** Spec 3 §8: a refused file reads 'Error parsing file: ...'; the server words some refusals that way already. */
function fileErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isFileRefusal(error.status)) return null;
  const prefix = BATCH_SCREENING_MESSAGES.parseError('');
  return error.message.startsWith(prefix) ? error.message : BATCH_SCREENING_MESSAGES.parseError(error.message);
}

/**
 * Spec 3 §2 Batch screening (/dashboard/batch-screening). The workbook is checked by the server (preview)
 * and then started as a server job (issue 13); a batch still running, or finished and not discarded, sends
 * the user to its results.
 */
export function BatchScreeningPage() {
  const navigate = useNavigate();
  const current = useCurrentBatch();
  const [checked, setChecked] = useState(false);
  const decided = useRef(false);

  // Decided once, on the first answer after opening: starting a batch here navigates on its own.
  useEffect(() => {
    if (decided.current || !current.isFetchedAfterMount) return;
    decided.current = true;
    const batch = current.data?.batch;
    if (batch) navigate(batchResultsPath(batch.id), { replace: true });
    else setChecked(true);
  }, [current.isFetchedAfterMount, current.data, navigate]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Batch Screening
        </Title>
        {checked && <TemplateButton />}
      </Group>
      {checked ? (
        <BatchUploadForm />
      ) : (
        <Center py="xl">
          <Loader aria-label="Checking for a batch in progress" />
        </Center>
      )}
    </Stack>
  );
}

/** Spec 3 §2: ScreeningTemplate.xlsx, the five headers ready to fill. */
function TemplateButton() {
  const template = useDownloadBatchTemplate();
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

function BatchUploadForm() {
  const navigate = useNavigate();
  const preview = usePreviewBatch();
  const start = useStartBatch();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ balance: number } | null>(null);

  const records = preview.data?.records ?? [];
  const fileError = refusal ?? fileErrorText(preview.error);

  const load = (picked: File) => {
    setFile(picked);
    setRefusal(null);
    start.reset();
    preview.mutate(picked);
  };

  const refuse = (message: string) => {
    setFile(null);
    preview.reset();
    setRefusal(message);
  };

  const run = (limit?: number) => {
    if (!file) return;
    start.mutate(limit === undefined ? { file } : { file, limit }, {
      onSuccess: (batch) => navigate(batchResultsPath(batch.id)),
      onError: (error) => {
        // The balance fell between the preview and the start: offer the same choice again with the new figure.
        const balance = shortBalance(error);
        if (balance !== null) setDialog({ balance });
      },
    });
  };

  const process = () => {
    if (!preview.data) return;
    if (preview.data.maxScreeningCount < records.length) setDialog({ balance: preview.data.maxScreeningCount });
    else run();
  };

  const discard = () => {
    setDialog(null);
    setFile(null);
    setRefusal(null);
    preview.reset();
    start.reset();
    toastSuccess(BATCH_SCREENING_MESSAGES.discarded);
  };

  return (
    <>
      <BatchInstructions />
      <BatchUpload fileName={file?.name ?? null} loading={preview.isPending} onFile={load} onRefused={refuse} />
      {fileError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" styles={{ message: { overflowWrap: 'anywhere' } }}>
          {fileError}
        </Alert>
      )}
      {preview.data && !preview.isPending && <BatchPreview preview={preview.data} />}
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          disabled={preview.isPending || records.length === 0 || !file}
          loading={start.isPending && dialog === null}
          onClick={process}
        >
          Process Batch
        </Button>
      </Group>
      <InsufficientCountDialog
        opened={dialog !== null}
        balance={dialog?.balance ?? 0}
        records={records.length}
        processing={start.isPending}
        onDiscard={discard}
        onProcess={run}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
