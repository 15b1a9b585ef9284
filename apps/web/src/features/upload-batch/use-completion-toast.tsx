import type { JobBatchStatus } from '@aml/contracts';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { isBatchActive } from './api/upload-batch-api';

/**
 * Spec 3 §4 step 5, spec 2 §4.7 and §4.8: when the batch finishes while its results are open, one toast in the
 * kind's words ('Batch processing completed', 'Batch onboarding completed' …) with a View Results action. Only a
 * batch seen queued or running here announces itself: opening a batch finished yesterday does not. lib/toast
 * takes plain text; this one carries a button, so it calls the notifications store directly.
 */
export function useCompletionToast(
  batchId: string,
  status: JobBatchStatus | undefined,
  message: string,
  onViewResults: () => void,
) {
  const sawActive = useRef(false);
  const shown = useRef(false);
  const view = useRef(onViewResults);
  useEffect(() => {
    view.current = onViewResults;
  });

  useEffect(() => {
    if (isBatchActive(status)) sawActive.current = true;
    else if (status === 'completed' && sawActive.current && !shown.current) {
      shown.current = true;
      const id = `batch-completed-${batchId}`;
      notifications.show({
        id,
        color: 'green',
        autoClose: 10_000,
        message: (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{message}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                view.current();
              }}
            >
              View Results
            </Button>
          </Group>
        ),
      });
    }
  }, [batchId, status, message]);
}
