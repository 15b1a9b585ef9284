import { Alert, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** The upload screen a results screen goes back to, and the button's words ('Back to Batch Screening'). */
export interface BackTo {
  path: string;
  label: string;
}

/** Spec 3 §8, spec 2 §4.7: 'No batch records found' and 'Batch state expired', each with the way back. */
export function BatchNotice({ message, back }: { message: string; back: BackTo }) {
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
        <Button onClick={() => navigate(back.path)}>{back.label}</Button>
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
