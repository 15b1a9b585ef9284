import { type BatchOnboardingPreview, INDIVIDUAL_BATCH_HEADERS, INDIVIDUAL_BATCH_MESSAGES } from '@aml/contracts';
import { Box, Card, Table, Title } from '@mantine/core';
import { PreviewSummary, SkippedRows } from '../../upload-batch/components/preview-summary';
import { recordCells } from '../record-format';

/**
 * Spec 2 §5.3: 'Loaded n valid records' or 'No valid records found', 'Skipped n invalid row(s)' with the
 * 'Row n: ...' messages, and the Record Preview of the valid records.
 */
export function BatchOnboardPreview({ preview }: { preview: BatchOnboardingPreview }) {
  const loaded = preview.records.length > 0;
  return (
    <>
      <PreviewSummary fileName={preview.fileName} loaded={loaded}>
        {preview.summary}
      </PreviewSummary>
      {preview.rowErrors.length > 0 && (
        <SkippedRows
          messages={preview.rowErrors}
          title={
            preview.skipped > 0
              ? INDIVIDUAL_BATCH_MESSAGES.skipped(preview.skipped)
              : `${preview.rowErrors.length} rows not read`
          }
        />
      )}
      {loaded && <RecordPreviewTable records={preview.records} />}
    </>
  );
}

/**
 * Spec 2 §2.6: the Record Preview of the 13 columns. Up to 1000 rows scroll inside their own box, both ways,
 * under a sticky header; the page itself never scrolls sideways.
 */
function RecordPreviewTable({ records }: { records: BatchOnboardingPreview['records'] }) {
  return (
    <Card withBorder radius="md" p={0}>
      <Title order={3} size="h4" p="md" pb="xs" id="onboard-record-preview-title">
        Record Preview
      </Title>
      <Box
        mah={420}
        style={{ overflow: 'auto' }}
        tabIndex={0}
        role="region"
        aria-labelledby="onboard-record-preview-title"
      >
        <Table stickyHeader striped aria-labelledby="onboard-record-preview-title" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {INDIVIDUAL_BATCH_HEADERS.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map(({ row, record }) => {
              const cells = recordCells(record);
              return (
                <Table.Tr key={row}>
                  {INDIVIDUAL_BATCH_HEADERS.map((header) => (
                    <Table.Td key={header}>{cells[header]}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Card>
  );
}
