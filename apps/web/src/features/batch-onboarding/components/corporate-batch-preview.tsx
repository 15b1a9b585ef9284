import { CORPORATE_BATCH_MESSAGES, type CorporateBatchPreview } from '@aml/contracts';
import { Accordion, Card, Group, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { PreviewSummary, SkippedRows } from '../../upload-batch/components/preview-summary';
import { partnersCount } from '../corporate-record-format';
import { CorporateRecordTables } from './corporate-record-tables';

const companies = (n: number) => (n === 1 ? '1 company' : `${n} companies`);

/** What the file holds and costs: each company and each partner is screened once (spec 2 §2.8). Ours. */
function loadedText(preview: CorporateBatchPreview): string {
  const partners = preview.records.reduce((sum, { record }) => sum + record.partners.length, 0);
  return `Loaded ${companies(preview.records.length)} with ${partnersCount(partners)}: ${preview.screeningsNeeded} screenings`;
}

/**
 * Spec 2 §2.8 and §5.7: the file's summary ('No valid records to process.' when none), the skipped message
 * ('Skipped rows: ...', 'All rows skipped due to errors: ...') with each row's message, and the accordion preview.
 */
export function CorporatePreview({ preview }: { preview: CorporateBatchPreview }) {
  const loaded = preview.records.length > 0;
  return (
    <>
      <PreviewSummary fileName={preview.fileName} loaded={loaded}>
        {loaded ? loadedText(preview) : CORPORATE_BATCH_MESSAGES.nothingToProcess}
      </PreviewSummary>
      {preview.rowErrors.length > 0 && (
        <SkippedRows
          messages={preview.rowErrors}
          // The spec's one-line message joins every row's; the list below gives them one a line.
          title={
            preview.skippedMessage && (
              <Text inherit lineClamp={2} title={preview.skippedMessage}>
                {preview.skippedMessage}
              </Text>
            )
          }
        />
      )}
      {loaded && <CompanyAccordion records={preview.records} />}
    </>
  );
}

/** One item per company (row, name, partners); a closed item's tables are not mounted, so 500 stay light. */
function CompanyAccordion({ records }: { records: CorporateBatchPreview['records'] }) {
  const [open, setOpen] = useState<string[]>([]);
  const titleId = useId();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" mb="sm" id={titleId}>
        Record Preview
      </Title>
      <Accordion multiple value={open} onChange={setOpen} keepMounted={false} variant="separated" radius="md" order={4}>
        {records.map(({ row, record }) => (
          <Accordion.Item key={row} value={String(row)}>
            <Accordion.Control>
              <Group gap="xs" wrap="wrap" align="center">
                <Text size="sm" c="dimmed">
                  Row {row}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {record.companyName}
                </Text>
                <Text size="sm" c="dimmed">
                  {partnersCount(record.partners.length)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <CorporateRecordTables record={record} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Card>
  );
}
