import { MONITORING_MESSAGES } from '@aml/contracts';
import { Alert, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconRadar } from '@tabler/icons-react';

export function MonitoringRunsLoading() {
  return (
    <Group gap="sm" role="status" py="xl" justify="center">
      <Loader size="sm" aria-hidden />
      <Text>{MONITORING_MESSAGES.loading}</Text>
    </Group>
  );
}

export function MonitoringRunsError() {
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      {MONITORING_MESSAGES.loadError}
    </Alert>
  );
}

export function MonitoringRunsEmpty() {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
          <IconRadar size={24} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {MONITORING_MESSAGES.empty}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {MONITORING_MESSAGES.emptyText}
        </Text>
      </Stack>
    </Paper>
  );
}
