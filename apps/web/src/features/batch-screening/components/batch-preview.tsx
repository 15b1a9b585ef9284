import type { BatchScreeningPreview } from '@aml/contracts';
import { Box, Card, Table, Text, Title } from '@mantine/core';
import { PreviewSummary, SkippedRows } from '../../upload-batch/components/preview-summary';
import { fuzzyLabel, genderLabel, recordDetails } from '../record-format';

/** Spec 3 §5: the file's summary, the messages of the rows skipped, and the valid records. */
export function BatchPreview({ preview }: { preview: BatchScreeningPreview }) {
  const loaded = preview.records.length > 0;
  return (
    <>
      <PreviewSummary fileName={preview.fileName} loaded={loaded}>
        {preview.summary}
      </PreviewSummary>
      {preview.rowErrors.length > 0 && <SkippedRows messages={preview.rowErrors} />}
      {loaded && <RecordPreviewTable records={preview.records} />}
    </>
  );
}

/**
 * Spec 3 §2: the Record Preview table. Up to 1000 rows scroll inside their own box under a sticky header;
 * on a phone the optional columns move under the name instead of scrolling sideways.
 */
function RecordPreviewTable({ records }: { records: BatchScreeningPreview['records'] }) {
  return (
    <Card withBorder radius="md" p={0}>
      <Title order={2} size="h4" p="md" pb="xs" id="record-preview-title">
        Record Preview
      </Title>
      <Box mah={420} style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-labelledby="record-preview-title">
        <Table stickyHeader striped aria-labelledby="record-preview-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Customer Type</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th visibleFrom="sm">Date of Birth</Table.Th>
              <Table.Th visibleFrom="sm">Gender</Table.Th>
              <Table.Th visibleFrom="sm">Fuzzy Search</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((record, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows are the file's, in file order
              <Table.Tr key={index}>
                <Table.Td>{record.entityType}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {record.names}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {recordDetails(record)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{record.dob}</Table.Td>
                <Table.Td visibleFrom="sm">{genderLabel(record.gender)}</Table.Td>
                <Table.Td visibleFrom="sm">{fuzzyLabel(record.fuzzyLevel)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Card>
  );
}
