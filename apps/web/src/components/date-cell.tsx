import { formatMediumDate, formatTime } from '@aml/contracts';
import { Stack, Text } from '@mantine/core';

/** Spec 1 §9: lists show 'MMM dd, yyyy' and 'HH:mm' beneath, in local time. */
export function DateCell({ value }: { value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatMediumDate(value)}</Text>
      <Text size="xs" c="dimmed">
        {formatTime(value)}
      </Text>
    </Stack>
  );
}
