import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled section of the DPMSR form (spec 3 §2); a labelled region so a screen reader can jump to it. */
export function DpmsrFormSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={titleId}>
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

export interface ShownField {
  label: string;
  value: ReactNode;
}

/** Read-only label and value pairs as a description list; an empty value shows a dash. */
export function DpmsrFieldList({ fields }: { fields: readonly ShownField[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value === '' || field.value == null ? '—' : field.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
