import { Alert, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

export const BATCH_SCREENING_PATH = '/dashboard/batch-screening';

/** Spec 3 §8: 'No batch records found' and 'Batch state expired', each with the way back to a new batch. */
export function BatchNotice({
  message,
  backPath = BATCH_SCREENING_PATH,
  backLabel = 'Back to Batch Screening',
}: {
  message: string;
  /** The upload screen to go back to (batch screening's by default). */
  backPath?: string;
  backLabel?: string;
}) {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" py="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
          <IconFileSpreadsheet size={24} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {message}
        </Text>
        <Button onClick={() => navigate(backPath)}>{backLabel}</Button>
      </Stack>
    </Card>
  );
}

/** A failure to read the batch (not a missing one): said on the page, with Retry. */
export function BatchLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert" title="The batch could not be loaded">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
