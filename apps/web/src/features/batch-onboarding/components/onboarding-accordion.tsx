import { formatDateTime, type JobBatchItemStatus } from '@aml/contracts';
import { type AccordionProps, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ItemAccordion } from '../../upload-batch/components/item-accordion';

/** What both onboarding kinds' items hold (individual rows, corporate companies). */
export interface OnboardingItem {
  seq: number;
  row: number;
  status: JobBatchItemStatus;
  result: { status: string } | null;
  error: string | null;
  finishedAt: string | null;
}

/** Where an item stands, as its icon shows it (spec 2 §2.7 'a status icon'). */
export type ItemOutcome = 'onboarded' | 'review' | 'failed' | 'processing' | 'pending';

export function outcomeOf(item: OnboardingItem, inProgressSeq: number | null): ItemOutcome {
  if (item.status === 'failed') return 'failed';
  if (item.status === 'pending') return item.seq === inProgressSeq ? 'processing' : 'pending';
  return item.result?.status === 'In Review' ? 'review' : 'onboarded';
}

const ICON: Record<Exclude<ItemOutcome, 'processing'>, { color: string; Icon: typeof IconCircleCheck }> = {
  onboarded: { color: 'green', Icon: IconCircleCheck },
  review: { color: 'orange', Icon: IconAlertTriangle },
  failed: { color: 'red', Icon: IconCircleX },
  pending: { color: 'gray', Icon: IconClock },
};

function StatusIcon({ outcome }: { outcome: ItemOutcome }) {
  if (outcome === 'processing') return <Loader size={22} aria-hidden />;
  const { color, Icon } = ICON[outcome];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size={28} aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}

export interface OnboardingAccordionProps<I extends OnboardingItem> {
  items: readonly I[];
  /** The item being onboarded now (the first pending one of a running batch), or null. */
  inProgressSeq: number | null;
  order: AccordionProps['order'];
  /** The customer's or company's name. */
  name: (item: I) => string;
  /** The status text beside the name: the outcome, the error, or where the item stands in the queue. */
  statusText: (item: I, outcome: ItemOutcome) => string;
  panel: (item: I) => ReactNode;
}

/** Spec 2 §2.7 and §2.9: one item per record or company with a status icon, its row, its name and a status text. */
export function OnboardingAccordion<I extends OnboardingItem>(props: OnboardingAccordionProps<I>) {
  const outcome = (item: I) => outcomeOf(item, props.inProgressSeq);
  return (
    <ItemAccordion
      items={props.items}
      order={props.order}
      icon={(item) => <StatusIcon outcome={outcome(item)} />}
      control={(item) => (
        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" c="dimmed">
            Row {item.row}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {props.name(item)}
          </Text>
          <Text
            size="sm"
            c={outcome(item) === 'failed' ? 'red' : 'dimmed'}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {props.statusText(item, outcome(item))}
          </Text>
        </Group>
      )}
      panel={props.panel}
    />
  );
}

/** Inside an item: why it failed, that it waits, or when it finished. */
export function ItemState({ item, error }: { item: OnboardingItem; error: string }) {
  return (
    <>
      {item.status === 'failed' && (
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {error}
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
    </>
  );
}
