import { optionLabel, SCREENING_FUZZY_LEVEL_OPTIONS, type ScreeningRequest } from '@aml/contracts';
import { Box, SimpleGrid, Text } from '@mantine/core';

/** What was searched (spec 3 §3 screening request), as the results screen restates it. */
export function ScreeningQuery({ search }: { search: ScreeningRequest }) {
  const fields = [
    { label: 'Name', value: search.names },
    { label: 'Customer Type', value: search.entityType },
    { label: 'Date of Birth', value: search.dob ?? '' },
    { label: 'Gender', value: search.gender ?? '' },
    {
      label: 'Fuzzy Search Level',
      value: optionLabel(SCREENING_FUZZY_LEVEL_OPTIONS, String(search.fuzzyLevel ?? 0)),
    },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 5 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <Box key={field.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value || '—'}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
