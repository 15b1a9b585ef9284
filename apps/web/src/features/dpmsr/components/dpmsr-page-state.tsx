import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export const DPMSR_LIST_PATH = '/dashboard/dpmsr';

/** Spec 3 §2: every DPMSR screen has a back-to-reports button in its loading and error states. */
export function BackToReportsButton() {
  return (
    <Button component={Link} to={DPMSR_LIST_PATH} variant="default" leftSection={<IconArrowLeft size={16} />}>
      Back to Reports
    </Button>
  );
}

export function DpmsrLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Stack align="center" gap="md" py="xl">
      <Center>
        <Loader aria-label={label} />
      </Center>
      <Text c="dimmed">{label}</Text>
      <BackToReportsButton />
    </Stack>
  );
}

/** A page error of spec 3 §8 ('Failed to fetch report data. Please try again.' …), with Retry when it can help. */
export function DpmsrError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert">
        {message}
      </Alert>
      <Group gap="sm">
        <BackToReportsButton />
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Stack>
  );
}
