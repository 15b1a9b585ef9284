import { Box, Group, Paper, SimpleGrid, type SimpleGridProps, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Read-only fields as a description list: label above value, in as many columns as there is room for. */
export function FieldList({ fields, cols }: { fields: readonly Field[]; cols?: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid component="dl" cols={cols ?? { base: 1, xs: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <Box key={field.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value === '' || field.value === null || field.value === undefined ? '—' : field.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A titled card of a read-only page; a labelled region so a screen reader can jump between them. */
export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={titleId} miw={0}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
