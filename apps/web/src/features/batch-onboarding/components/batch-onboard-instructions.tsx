import { BATCH_ONBOARDING_FILE, INDIVIDUAL_BATCH_HEADERS } from '@aml/contracts';
import { Card, Code, List, Text, Title } from '@mantine/core';

/** Spec 2 §2.6 and §5.3: what the workbook must hold. */
export function BatchOnboardInstructions() {
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h4" mb="xs">
        Instructions
      </Title>
      <List size="sm" spacing={6}>
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
          At most {BATCH_ONBOARDING_FILE.maxRecords} records per file. Only .xlsx files are accepted. Each customer
          takes one screening.
        </List.Item>
      </List>
    </Card>
  );
}
