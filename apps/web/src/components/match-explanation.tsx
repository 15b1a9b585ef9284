import { explainMatch, type FoundRecord } from '@aml/contracts';
import { List, Stack, Text } from '@mantine/core';

/**
 * Why the engine reported this record, in the plain words the PDF report prints too (contracts'
 * explainMatch): the name and each word matched, the words left over, date of birth, nationality and
 * gender agreement, and the score adjustments.
 */
export function MatchExplanation({ record }: { record: FoundRecord }) {
  const [summary, ...details] = explainMatch(record);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {summary}
      </Text>
      <List size="sm" spacing={2} withPadding>
        {details.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one explanation never reorder
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
