import { BATCH_ONBOARDING_FILE, INDIVIDUAL_BATCH_HEADERS } from '@aml/contracts';
import { Code, List, Text } from '@mantine/core';
import { InstructionsCard } from '../../upload-batch/components/instructions-card';

/** Spec 2 §2.6 and §5.3: what the workbook must hold. */
export function BatchOnboardInstructions() {
  return (
    <InstructionsCard order={3}>
      <List.Item>
        Download the template and fill one customer per row. The first row must hold exactly these headers, in this
        order:{' '}
        <Text span fw={600}>
          {INDIVIDUAL_BATCH_HEADERS.join(', ')}
        </Text>
        .
      </List.Item>
      <List.Item>
        Dates are yyyy-mm-dd, e.g. <Code>1985-04-23</Code>.
      </List.Item>
      <List.Item>Residential Status is Resident or Non-Resident.</List.Item>
      <List.Item>Fuzzy Level is 0, 1 or 2.</List.Item>
      <List.Item>Contact Number is numeric.</List.Item>
      <List.Item>
        For ID Type EID, the ID Number has 15 digits (<Code>xxx-xxxx-xxxxxxx-x</Code>).
      </List.Item>
      <List.Item>
        At most {BATCH_ONBOARDING_FILE.maxRecords} records per file. Only .xlsx files are accepted. Each customer takes
        one screening.
      </List.Item>
    </InstructionsCard>
  );
}
