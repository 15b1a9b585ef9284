import { BATCH_ONBOARDING_FILE, INDIVIDUAL_BATCH_MESSAGES } from '@aml/contracts';
import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toast';
import { shortBalance } from '../batch-screening/api/start-batch';
import { BatchUpload } from '../batch-screening/components/batch-upload';
import { InsufficientCountDialog } from '../batch-screening/components/insufficient-count-dialog';
import { useDownloadBatchOnboardingTemplate } from './api/download-batch-onboarding-template';
import { useCurrentBatchOnboarding } from './api/get-current-batch-onboarding';
import { FILE_REFUSALS, usePreviewBatchOnboarding } from './api/preview-batch-onboarding';
import { useStartBatchOnboarding } from './api/start-batch-onboarding';
import { BatchOnboardInstructions } from './components/batch-onboard-instructions';
import { BatchOnboardPreview } from './components/batch-onboard-preview';
import { batchOnboardResultsPath } from './paths';

/** Spec 2 §5.3: a refused file reads 'Error parsing file: ...'; the server words some refusals that way already. */
export function fileErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !(FILE_REFUSALS as readonly number[]).includes(error.status)) return null;
  const prefix = INDIVIDUAL_BATCH_MESSAGES.parseError('');
  if (error.message.startsWith(prefix)) return error.message;
  return INDIVIDUAL_BATCH_MESSAGES.parseError(error.message);
}

/**
 * Spec 2 §2.6 Batch Onboarding (/dashboard/quick-onboard/batch-onboard). The workbook is checked by the server
 * (preview) and then onboarded by a server job (issue 14, decision 111); a batch still running, or started within
 * 24 hours and not discarded, sends the user to its results (spec 2 §4.7).
 */
export function BatchOnboardPage() {
  const navigate = useNavigate();
  const current = useCurrentBatchOnboarding();
  const [checked, setChecked] = useState(false);
  const decided = useRef(false);

  // Decided once, on the first answer after opening: starting a batch here navigates on its own.
  useEffect(() => {
    if (decided.current || !current.isFetchedAfterMount) return;
    decided.current = true;
    const batch = current.data?.batch;
    if (batch) navigate(batchOnboardResultsPath(batch.id), { replace: true });
    else setChecked(true);
  }, [current.isFetchedAfterMount, current.data, navigate]);

  return (
    <Stack gap="lg" component="section" aria-labelledby="batch-onboard-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="batch-onboard-title">
          Batch Onboarding
        </Title>
        {checked && <TemplateButton />}
      </Group>
      {checked ? (
        <BatchOnboardForm />
      ) : (
        <Center py="xl">
          <Loader aria-label="Checking for a batch in progress" />
        </Center>
      )}
    </Stack>
  );
}

/** Spec 2 §2.6: the template, the 13 headers of §5.3 ready to fill. */
function TemplateButton() {
  const template = useDownloadBatchOnboardingTemplate();
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

function BatchOnboardForm() {
  const navigate = useNavigate();
  const preview = usePreviewBatchOnboarding();
  const start = useStartBatchOnboarding();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ balance: number } | null>(null);

  const records = preview.data?.records ?? [];
  // The server checks the file again on start; its refusal there is shown the same way.
  const fileError = refusal ?? fileErrorText(preview.error) ?? fileErrorText(start.error);

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

  const process = () => {
    if (!file || !preview.data) return;
    // Each customer takes one screening, and the server refuses a batch its balance cannot finish (402).
    if (preview.data.maxScreeningCount < records.length) {
      setDialog({ balance: preview.data.maxScreeningCount });
      return;
    }
    start.mutate(file, {
      onSuccess: (batch) => navigate(batchOnboardResultsPath(batch.id)),
      onError: (error) => {
        // The balance fell between the preview and the start.
        const balance = shortBalance(error);
        if (balance !== null) setDialog({ balance });
      },
    });
  };

  const discard = () => {
    setDialog(null);
    setFile(null);
    setRefusal(null);
    preview.reset();
    start.reset();
    toastSuccess('Batch discarded');
  };

  return (
    <>
      <BatchOnboardInstructions />
      <BatchUpload
        fileName={file?.name ?? null}
        loading={preview.isPending}
        onFile={load}
        onRefused={refuse}
        subject="onboarding workbook"
        maxRecords={BATCH_ONBOARDING_FILE.maxRecords}
      />
      {fileError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" styles={{ message: { overflowWrap: 'anywhere' } }}>
          {fileError}
        </Alert>
      )}
      {preview.data && !preview.isPending && <BatchOnboardPreview preview={preview.data} />}
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          disabled={preview.isPending || records.length === 0 || !file}
          loading={start.isPending}
          onClick={process}
        >
          Process Batch
        </Button>
      </Group>
      <InsufficientCountDialog
        opened={dialog !== null}
        balance={dialog?.balance ?? 0}
        records={records.length}
        processing={false}
        onDiscard={discard}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
