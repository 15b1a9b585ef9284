import { BATCH_ONBOARDING_MESSAGES, type BatchOnboardingItem, INDIVIDUAL_BATCH_HEADERS } from '@aml/contracts';
import { Stack, Title } from '@mantine/core';
import { FieldList } from '../../../components/field-list';
import { fullName, recordCells } from '../record-format';
import { type ItemOutcome, ItemState, OnboardingAccordion } from './onboarding-accordion';

/** The status text of a row: the customer's status and number, the error, or where it stands in the queue. */
export function statusText(item: BatchOnboardingItem, outcome: ItemOutcome): string {
  switch (outcome) {
    case 'failed':
      return item.error ?? BATCH_ONBOARDING_MESSAGES.unknownError;
    case 'processing':
      return 'Processing';
    case 'pending':
      return 'Pending';
    default:
      return item.result
        ? `${item.result.status} · ${item.result.customerId}`
        : BATCH_ONBOARDING_MESSAGES.userOnboarded;
  }
}

export interface BatchOnboardAccordionProps {
  items: BatchOnboardingItem[];
  /** The row being onboarded now (the first pending one of a running batch), or null. */
  inProgressSeq: number | null;
}

/** Spec 2 §2.7: one item per record with a status icon, a status text and its 'Submitted Data'. */
export function BatchOnboardAccordion({ items, inProgressSeq }: BatchOnboardAccordionProps) {
  return (
    <OnboardingAccordion
      items={items}
      inProgressSeq={inProgressSeq}
      order={3}
      name={(item) => fullName(item.record)}
      statusText={statusText}
      panel={(item) => <RecordPanel item={item} />}
    />
  );
}

function RecordPanel({ item }: { item: BatchOnboardingItem }) {
  const cells = recordCells(item.record);
  return (
    <Stack gap="md">
      {item.result && (
        <FieldList
          cols={{ base: 1, xs: 2, md: 4 }}
          fields={[
            { label: 'Outcome', value: item.result.message },
            { label: 'Customer ID', value: item.result.customerId },
            { label: 'Customer Status', value: item.result.status },
            { label: 'Hits', value: item.result.totalHits },
          ]}
        />
      )}
      <ItemState item={item} error={item.error ?? BATCH_ONBOARDING_MESSAGES.unknownError} />
      <Stack gap="xs">
        <Title order={4} size="h6">
          Submitted Data
        </Title>
        <FieldList
          cols={{ base: 1, xs: 2, md: 3 }}
          fields={INDIVIDUAL_BATCH_HEADERS.map((header) => ({ label: header, value: cells[header] }))}
        />
      </Stack>
    </Stack>
  );
}
