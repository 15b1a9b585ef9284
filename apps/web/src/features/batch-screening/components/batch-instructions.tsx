import { BATCH_SCREENING_FILE, SCREENING_BATCH_HEADERS } from '@aml/contracts';
import { Code, List, Text } from '@mantine/core';
import { InstructionsCard } from '../../upload-batch/components/instructions-card';

/** Spec 3 §2 and §5: what the workbook must hold, in the words of the file rules. */
export function BatchInstructions() {
  return (
    <InstructionsCard order={2}>
      <List.Item>
        Download the template and fill one record per row. The first row must hold exactly these headers:{' '}
        <Text span fw={600}>
          {SCREENING_BATCH_HEADERS.join(', ')}
        </Text>
        .
      </List.Item>
      <List.Item>Customer Type (Individual or Entity) and Name are required.</List.Item>
      <List.Item>
        Date of Birth: dd/mm/yyyy. Use 00 for an unknown day or month, e.g. <Code>00/00/1980</Code>,{' '}
        <Code>00/05/1980</Code> or <Code>15/00/1980</Code>.
      </List.Item>
      <List.Item>Gender: male, female or empty.</List.Item>
      <List.Item>Fuzzy Search: 1 (one character difference), 2 (up to two) or empty for an exact match.</List.Item>
      <List.Item>At most {BATCH_SCREENING_FILE.maxRecords} records per file. Only .xlsx files are accepted.</List.Item>
    </InstructionsCard>
  );
}
