import { fileExtension, ID_CARD_SCAN, ID_SCAN_MESSAGES } from '@aml/contracts';
import { Accordion, Alert, Button, FileButton, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconId, IconUpload, IconX } from '@tabler/icons-react';
import { useCallback, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { isScanRefusal, useScanIdCard } from '../api/scan-id-card';
import { PREFILL_LABELS, type PrefillField, prefillFromScan, type ScanPrefill } from '../id-scan-prefill';

/** Spec 2 §4.6: the scan's states. */
export type IdCardScanState =
  | { status: 'idle' }
  | { status: 'uploading' | 'processing'; fileName: string }
  | { status: 'success'; fileName: string; prefill: ScanPrefill }
  | { status: 'failure'; fileName: string; reason: string | null };

/** The browser's file dialog offers these; the server judges the content (decision 080). */
const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** Spec 2 §5.2: JPG, PNG or PDF of at most 5 MB, checked before anything is sent (the server checks again). */
function refusalOf(file: File): string | null {
  if (!(ID_CARD_SCAN.extensions as readonly string[]).includes(fileExtension(file.name))) {
    return ID_SCAN_MESSAGES.invalidType(file.name);
  }
  if (file.size > ID_CARD_SCAN.maxBytes) return ID_SCAN_MESSAGES.tooLarge(file.name);
  return null;
}

export interface UseIdCardScanOptions {
  /** A scan read the card: the form takes its values. */
  onRead: (prefill: ScanPrefill) => void;
}

/**
 * The ID-card scan of the quick form (spec 2 §4.6). `reset` forgets the scan, and a scan still running
 * then no longer fills the form (a form submitted and cleared meanwhile stays clear).
 */
export function useIdCardScan({ onRead }: UseIdCardScanOptions) {
  const [state, setState] = useState<IdCardScanState>({ status: 'idle' });
  const scanCall = useScanIdCard();
  const generation = useRef(0);

  const scan = (file: File) => {
    const current = ++generation.current;
    const refusal = refusalOf(file);
    if (refusal) {
      setState({ status: 'failure', fileName: file.name, reason: refusal });
      return;
    }
    const fileName = file.name;
    setState({ status: 'uploading', fileName });
    scanCall.mutate(
      {
        file,
        // Sent: what remains is the server reading the card.
        onSent: () => {
          if (generation.current === current) setState({ status: 'processing', fileName });
        },
      },
      {
        onSuccess: (result) => {
          if (generation.current !== current) return;
          const prefill = prefillFromScan(result);
          onRead(prefill);
          setState({ status: 'success', fileName, prefill });
        },
        onError: (error) => {
          if (generation.current !== current) return;
          const reason = error instanceof ApiError && isScanRefusal(error.status) ? error.message : null;
          setState({ status: 'failure', fileName, reason });
        },
      },
    );
  };

  const reset = useCallback(() => {
    generation.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, scan, reset };
}

export interface IdCardScanPanelProps {
  state: IdCardScanState;
  onScan: (file: File) => void;
  /** Forget the scan and take its values back out of the form. */
  onClear: () => void;
}

/**
 * Spec 2 §2.5 and §4.6: the collapsible 'Onboard with ID card' panel — an upload button, one file at a
 * time, and a status line a screen reader hears as it changes. The upload is disabled while a scan runs.
 */
export function IdCardScanPanel({ state, onScan, onClear }: IdCardScanPanelProps) {
  const resetPicker = useRef<() => void>(null);
  const rulesId = useId();
  const busy = state.status === 'uploading' || state.status === 'processing';
  const pick = (file: File | null) => {
    // The same file may be picked again after a failure: the picker is emptied each time.
    resetPicker.current?.();
    if (file) onScan(file);
  };

  return (
    <Accordion variant="separated" radius="md" order={3} chevronPosition="right">
      <Accordion.Item value="id-card">
        <Accordion.Control icon={<IconId size={20} aria-hidden />}>Onboard with ID card</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm" c="dimmed" id={rulesId}>
              A passport, Emirates ID or GCC ID: one JPG, PNG or PDF (at most {ID_CARD_SCAN.maxPdfPages} pages) of at
              most {ID_CARD_SCAN.maxBytes / (1024 * 1024)} MB. What it reads fills the form below.
            </Text>
            <Group gap="sm">
              <FileButton
                onChange={pick}
                accept={ACCEPT}
                resetRef={resetPicker}
                disabled={busy}
                inputProps={{ 'aria-label': 'ID card file' }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconUpload size={16} aria-hidden />}
                    disabled={busy}
                    aria-describedby={rulesId}
                  >
                    Upload ID card
                  </Button>
                )}
              </FileButton>
              {(state.status === 'success' || state.status === 'failure') && (
                <Button variant="subtle" color="gray" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
                  Clear scan
                </Button>
              )}
            </Group>
            <div role="status" aria-live="polite">
              <ScanStatus state={state} />
            </div>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function ScanStatus({ state }: { state: IdCardScanState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'uploading':
    case 'processing':
      return (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            {state.status === 'uploading' ? ID_SCAN_MESSAGES.uploading : ID_SCAN_MESSAGES.processing}
          </Text>
        </Group>
      );
    case 'failure': {
      // The server's own reason ('… is not a valid file type.', the scanner busy); not said twice.
      const detail = state.reason === ID_SCAN_MESSAGES.failure ? null : (state.reason ?? ID_SCAN_MESSAGES.failureCard);
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={ID_SCAN_MESSAGES.failure}
        >
          {detail}
        </Alert>
      );
    }
    case 'success':
      return <ScanSummary fileName={state.fileName} prefill={state.prefill} />;
  }
}

const labelsOf = (fields: readonly PrefillField[]) => fields.map((field) => PREFILL_LABELS[field]).join(', ');

/** Spec 2 §4.6 success: the line, the advice to review and the disclaimer, and what the scan filled. */
function ScanSummary({ fileName, prefill }: { fileName: string; prefill: ScanPrefill }) {
  const filled = Object.keys(prefill.values) as PrefillField[];
  const toCheck = Object.keys(prefill.checks) as PrefillField[];
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} aria-hidden />}
      title={ID_SCAN_MESSAGES.success}
    >
      <Stack gap={6}>
        <Text size="sm">
          Please review the extracted data before submitting: results read by machine may contain errors.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {filled.length > 0
              ? `Filled from ${fileName}: ${labelsOf(filled)}.`
              : `Nothing could be filled from ${fileName}.`}
          </List.Item>
          {toCheck.length > 0 && (
            <List.Item>
              To check ({toCheck.length}), marked 'Check' under the field: {labelsOf(toCheck)}.
            </List.Item>
          )}
          {prefill.notRead.length > 0 && (
            <List.Item>
              Not read, enter by hand:{' '}
              {prefill.notRead.map((item) => `${PREFILL_LABELS[item.field]} (${item.note})`).join(', ')}.
            </List.Item>
          )}
        </List>
      </Stack>
    </Alert>
  );
}
