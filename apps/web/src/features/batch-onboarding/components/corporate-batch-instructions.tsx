import {
  CORPORATE_BATCH_FILE,
  CORPORATE_BATCH_HEADERS,
  CORPORATE_BATCH_MAX_PARTNERS,
  CORPORATE_BATCH_OPTIONAL_HEADERS,
  PARTNER_BATCH_FIELDS,
} from '@aml/contracts';
import { Code, List, Text } from '@mantine/core';
import { InstructionsCard } from '../../upload-batch/components/instructions-card';

/** Spec 2 §2.8 and §5.7: what the corporate workbook must hold. */
export function CorporateBatchInstructions() {
  return (
    <InstructionsCard order={3}>
      <List.Item>
        Download the template and fill one company per row. Headers are matched case-insensitively, ignoring spaces and
        hyphens.
      </List.Item>
      <List.Item>
        These {CORPORATE_BATCH_HEADERS.length} company columns are mandatory:{' '}
        <Text span fw={600}>
          {CORPORATE_BATCH_HEADERS.join(', ')}
        </Text>
        .
      </List.Item>
      <List.Item>
        Also read when present: {CORPORATE_BATCH_OPTIONAL_HEADERS.join(', ')}. Empty KYC Documents Collected and Is
        Entity Registered In GOAML cells read Yes, an empty Fuzzy Level OFF.
      </List.Item>
      <List.Item>
        Up to {CORPORATE_BATCH_MAX_PARTNERS} partners per company, {PARTNER_BATCH_FIELDS.length} columns each:{' '}
        {PARTNER_BATCH_FIELDS.map((field) => `Partner 1 ${field}`).join(', ')}, and so on to Partner{' '}
        {CORPORATE_BATCH_MAX_PARTNERS}. A partner is read if any of its cells is filled; at least one is required.
      </List.Item>
      <List.Item>
        Yes/No columns take Yes or No. Sister Concern Country is required when Has Sister Concern Branch is Yes, and
        Import Export Countries when Is Dealing With Import Export is Yes.
      </List.Item>
      <List.Item>
        Dates are yyyy-mm-dd, e.g. <Code>2030-06-30</Code>. Countries Of Operation, Import Export Countries and Product
        Type list their values separated by commas.
      </List.Item>
      <List.Item>
        A partner's EID number of 15 digits is written <Code>xxx-xxxx-xxxxxxx-x</Code>.
      </List.Item>
      <List.Item>
        At most {CORPORATE_BATCH_FILE.maxRecords} companies per file. Only .xlsx files are accepted. Each company and
        each partner takes one screening.
      </List.Item>
    </InstructionsCard>
  );
}
