import { Box, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** A tab's fields as a description list: label above value, in as many columns as the panel has room for. */
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
