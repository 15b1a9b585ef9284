import {
  BATCH_SCREENING_MESSAGES,
  type BatchScreeningSummary,
  formatDateTime,
  type JobBatchStatus,
} from '@aml/contracts';
import { Alert, Badge, Card, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { isBatchActive } from '../api/get-batch';

const STATUS: Record<JobBatchStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
};

/** 'Screened 340 of 1000 records · 12 with hits · 1 failed': the job's progress in one line. */
export function progressLine(batch: Pick<BatchScreeningSummary, 'done' | 'total' | 'matched' | 'failed'>): string {
  const parts = [`Screened ${batch.done} of ${batch.total} records`, `${batch.matched} with hits`];
  if (batch.failed > 0) parts.push(`${batch.failed} failed`);
  return parts.join(' · ');
}

/** What every batch of the job runner reports (screening adds `matched`, onboarding `inReview`). */
export type BatchJobSummary = Pick<
  BatchScreeningSummary,
  'fileName' | 'status' | 'total' | 'done' | 'failed' | 'expiresAt'
> & { matched?: number };

export interface BatchProgressCardProps {
  batch: BatchJobSummary;
  /** The progress in words; batch screening's line (`progressLine`) by default. */
  line?: React.ReactNode;
  /** Said when the job failed; batch screening's words by default. */
  failedMessage?: string;
  /** Said when the batch was stopped before its end; batch screening's words by default. */
  cancelledMessage?: string;
}

const SCREENING_CANCELLED =
  'The batch was stopped before all its records were screened; the records not screened were not charged.';

/** Spec 3 §2 and §4: the progress line of the batch, updated by each poll while the job runs. */
export function BatchProgressCard({
  batch,
  line,
  failedMessage = BATCH_SCREENING_MESSAGES.unexpected,
  cancelledMessage = SCREENING_CANCELLED,
}: BatchProgressCardProps) {
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
        <Text size="sm">{line ?? progressLine({ ...batch, matched: batch.matched ?? 0 })}</Text>
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
            {failedMessage}
          </Alert>
        )}
        {batch.status === 'cancelled' && (
          <Alert color="orange" icon={<IconInfoCircle />}>
            {cancelledMessage}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
