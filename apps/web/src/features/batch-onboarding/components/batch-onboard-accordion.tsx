import {
  BATCH_ONBOARDING_MESSAGES,
  type BatchOnboardingItem,
  formatDateTime,
  INDIVIDUAL_BATCH_HEADERS,
} from '@aml/contracts';
import { Accordion, Box, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { fullName, recordCells } from '../record-format';

type Outcome = 'onboarded' | 'review' | 'failed' | 'processing' | 'pending';

function outcomeOf(item: BatchOnboardingItem, inProgressSeq: number | null): Outcome {
  if (item.status === 'failed') return 'failed';
  if (item.status === 'pending') return item.seq === inProgressSeq ? 'processing' : 'pending';
  return item.result?.status === 'In Review' ? 'review' : 'onboarded';
}

const ICON: Record<Exclude<Outcome, 'processing'>, { color: string; Icon: typeof IconCircleCheck }> = {
  onboarded: { color: 'green', Icon: IconCircleCheck },
  review: { color: 'orange', Icon: IconAlertTriangle },
  failed: { color: 'red', Icon: IconCircleX },
  pending: { color: 'gray', Icon: IconClock },
};

/** The status text of a row: the customer's status and number, the error, or where it stands in the queue. */
export function statusText(item: BatchOnboardingItem, outcome: Outcome): string {
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

function StatusIcon({ outcome }: { outcome: Outcome }) {
  if (outcome === 'processing') return <Loader size={22} aria-hidden />;
  const { color, Icon } = ICON[outcome];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size={28} aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}

export interface BatchOnboardAccordionProps {
  items: BatchOnboardingItem[];
  /** The row being onboarded now (the first pending one of a running batch), or null. */
  inProgressSeq: number | null;
}

/**
 * Spec 2 §2.7: one item per record with a status icon, a status text and its 'Submitted Data'. A closed item's
 * panel is not mounted, so a page of 50 rows stays light to poll.
 */
export function BatchOnboardAccordion({ items, inProgressSeq }: BatchOnboardAccordionProps) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion multiple value={open} onChange={setOpen} keepMounted={false} variant="separated" radius="md" order={3}>
      {items.map((item) => {
        const outcome = outcomeOf(item, inProgressSeq);
        const failed = outcome === 'failed';
        return (
          <Accordion.Item key={item.seq} value={String(item.seq)}>
            <Accordion.Control icon={<StatusIcon outcome={outcome} />}>
              <Group gap="xs" wrap="wrap" align="center">
                <Text size="sm" c="dimmed">
                  Row {item.row}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {fullName(item.record)}
                </Text>
                <Text size="sm" c={failed ? 'red' : 'dimmed'} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {statusText(item, outcome)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <RecordPanel item={item} />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value === '' ? '—' : value}
      </Text>
    </Box>
  );
}

function RecordPanel({ item }: { item: BatchOnboardingItem }) {
  const cells = recordCells(item.record);
  return (
    <Stack gap="md">
      {item.result && (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
          <Field label="Outcome" value={item.result.message} />
          <Field label="Customer ID" value={item.result.customerId} />
          <Field label="Customer Status" value={item.result.status} />
          <Field label="Hits" value={item.result.totalHits} />
        </SimpleGrid>
      )}
      {item.status === 'failed' && (
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {item.error ?? BATCH_ONBOARDING_MESSAGES.unknownError}
        </Text>
      )}
      {item.status === 'pending' && (
        <Text size="sm" c="dimmed">
          Waiting to be onboarded.
        </Text>
      )}
      {item.finishedAt && (
        <Text size="xs" c="dimmed">
          {formatDateTime(item.finishedAt)}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={4} size="h6">
          Submitted Data
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          {INDIVIDUAL_BATCH_HEADERS.map((header) => (
            <Field key={header} label={header} value={cells[header]} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
