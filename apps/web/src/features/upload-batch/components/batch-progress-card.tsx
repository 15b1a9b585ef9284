import { formatDateTime, type JobBatchStatus } from '@aml/contracts';
import { Alert, Badge, Card, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { isBatchActive, type UploadBatchSummary } from '../api/upload-batch-api';

const STATUS: Record<JobBatchStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
};

/** What a kind says about its batch: the progress in words and the two ends that are not a completion. */
export interface ProgressWords<B> {
  line: (batch: B) => string;
  /** Said when the job failed. */
  failed: string;
  /** Said when the batch was stopped before its end. */
  cancelled: string;
}

export interface BatchProgressCardProps<B extends UploadBatchSummary> {
  batch: B;
  words: ProgressWords<B>;
}

/** Spec 3 §2 and §4, spec 2 §2.7: the progress of the batch, updated by each poll while the job runs. */
export function BatchProgressCard<B extends UploadBatchSummary>({ batch, words }: BatchProgressCardProps<B>) {
  const active = isBatchActive(batch.status);
  const finished = batch.done + batch.failed;
  const percent = batch.total > 0 ? Math.round((finished / batch.total) * 100) : 0;
  const status = STATUS[batch.status];
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {batch.fileName}
          </Text>
          <Badge color={status.color} variant="light" tt="none" aria-hidden>
            {status.label}
          </Badge>
          {/* The status alone is announced: the counts change every second and would drown a screen reader. */}
          <VisuallyHidden role="status">Batch {status.label.toLowerCase()}</VisuallyHidden>
        </Group>
        <Text size="sm">{words.line(batch)}</Text>
        <Progress
          value={percent}
          aria-label="Batch progress"
          color={batch.failed > 0 && !active ? 'orange' : undefined}
          striped={active}
          animated={active}
          size="lg"
          radius="xl"
        />
        <Text size="xs" c="dimmed">
          Results are kept until {formatDateTime(batch.expiresAt)}
        </Text>
        {batch.status === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {words.failed}
          </Alert>
        )}
        {batch.status === 'cancelled' && (
          <Alert color="orange" icon={<IconInfoCircle />}>
            {words.cancelled}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
