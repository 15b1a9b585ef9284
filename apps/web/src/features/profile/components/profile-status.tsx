import { TENANT_PROFILE_SCREEN_MESSAGES } from '@aml/contracts';
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** Spec 1 §2.5: a loading skeleton in the shape of the sections. */
export function ProfileLoading() {
  return (
    <Stack gap="lg" role="status" aria-busy="true">
      <VisuallyHidden>Loading profile</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {['general', 'personal', 'passport', 'contact'].map((section) => (
          <Paper key={section} withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Skeleton height={20} width="40%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
              <Skeleton height={14} width="60%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/** Spec 1 §2.5 and §8: 'Error Loading Profile', the message or 'Failed to fetch tenant data', and Retry. */
export function ProfileError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={TENANT_PROFILE_SCREEN_MESSAGES.loadError} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} />}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

/** Spec 1 §8: the call answered nothing. */
export function ProfileEmpty() {
  return (
    <Alert color="gray" icon={<IconAlertCircle />} role="status">
      {TENANT_PROFILE_SCREEN_MESSAGES.noData}
    </Alert>
  );
}
