import { SCREENING_LOG_MESSAGES } from '@aml/contracts';
import { Alert, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconListSearch } from '@tabler/icons-react';

/** Spec 1 §2.7: 'Loading...'. */
export function ScreeningLogsLoading() {
  return (
    <Group gap="sm" role="status" py="xl" justify="center">
      <Loader size="sm" aria-hidden />
      <Text>{SCREENING_LOG_MESSAGES.loading}</Text>
    </Group>
  );
}

/** Spec 1 §8: 'Failed to fetch screening logs'. */
export function ScreeningLogsError() {
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      {SCREENING_LOG_MESSAGES.error}
    </Alert>
  );
}

/** Spec 1 §2.7: 'No screening logs available', or 'No results' when a search finds nothing. */
export function ScreeningLogsEmpty({ searched }: { searched: boolean }) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
          <IconListSearch size={24} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {searched ? SCREENING_LOG_MESSAGES.noResults : SCREENING_LOG_MESSAGES.empty}
        </Text>
      </Stack>
    </Paper>
  );
}
