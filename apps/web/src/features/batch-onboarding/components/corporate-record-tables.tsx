import { type CorporateBatchOnboardingRecord, PARTNER_BATCH_FIELDS } from '@aml/contracts';
import { Box, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useId } from 'react';
import { type Cell, companySections, partnerCells } from '../corporate-record-format';

/** One section of a company: its label and value rows under a heading that names the table. */
function DetailsTable({ title, cells }: { title: string; cells: readonly Cell[] }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Title order={5} size="h6" id={id}>
        {title}
      </Title>
      <Table aria-labelledby={id} withTableBorder striped layout="fixed">
        <Table.Tbody>
          {cells.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="45%" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The partners, one row each under the template's ten partner columns; wide, so it scrolls in its own box. */
function PartnersTable({ partners }: { partners: CorporateBatchOnboardingRecord['partners'] }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Title order={5} size="h6" id={id}>
        Partners
      </Title>
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={id}>
        <Table aria-labelledby={id} withTableBorder striped style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {PARTNER_BATCH_FIELDS.map((field) => (
                <Table.Th key={field}>{field}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {partners.map((partner, index) => {
              const cells = partnerCells(partner);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the partners are the row's, in column order, never reordered
                <Table.Tr key={index}>
                  {PARTNER_BATCH_FIELDS.map((field) => (
                    <Table.Td key={field}>{cells[field] || '—'}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/**
 * Spec 2 §2.8: a company as read from its row, in the tables Company Details, Contact Details, Trade License
 * Details, Financial Details and Partners.
 */
export function CorporateRecordTables({ record }: { record: CorporateBatchOnboardingRecord }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {companySections(record).map((section) => (
          <DetailsTable key={section.title} title={section.title} cells={section.cells} />
        ))}
      </SimpleGrid>
      <PartnersTable partners={record.partners} />
    </Stack>
  );
}
