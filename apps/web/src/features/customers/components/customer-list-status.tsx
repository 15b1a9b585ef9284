import { CUSTOMER_LIST_MESSAGES, type CustomerListView } from '@aml/contracts';
import { Alert, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';

/** Spec 2 §2.10: the spinner with 'Loading Users...'. */
export function CustomerListLoading() {
  return (
    <Group gap="sm" role="status" py="xl" justify="center">
      <Loader size="sm" aria-hidden />
      <Text>{CUSTOMER_LIST_MESSAGES.loading}</Text>
    </Group>
  );
}

/** Spec 2 §2.10 and §8: 'Error fetching users'. */
export function CustomerListError() {
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      {CUSTOMER_LIST_MESSAGES.error}
    </Alert>
  );
}

/** Spec 2 §2.10: each view's own empty state. */
export function CustomerListEmpty({ view }: { view: CustomerListView }) {
  const { title, text } =
    view === 'review'
      ? { title: CUSTOMER_LIST_MESSAGES.emptyReview, text: null }
      : view === 'alerted'
        ? { title: CUSTOMER_LIST_MESSAGES.emptyAlerted, text: null }
        : CUSTOMER_LIST_MESSAGES.emptyAll;
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
          <IconUsers size={24} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {text && (
          <Text size="sm" c="dimmed" ta="center">
            {text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
