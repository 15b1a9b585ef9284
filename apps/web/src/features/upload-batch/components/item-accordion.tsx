import { Accordion, type AccordionProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ItemAccordionProps<I extends { seq: number }> {
  items: readonly I[];
  /** The heading level of each item's control. */
  order: AccordionProps['order'];
  /** What the closed item says: who it is and how it stands. */
  control: (item: I) => ReactNode;
  /** Shown at the left of the control (an onboarding item's status icon). */
  icon?: (item: I) => ReactNode;
  panel: (item: I) => ReactNode;
}

/**
 * A page of a batch's items, one accordion item each (spec 3 §2, spec 2 §2.7 and §2.9). A closed item's panel is
 * not mounted, so a page of 50 items (with their hits, partners …) stays light to poll and to re-render.
 */
export function ItemAccordion<I extends { seq: number }>({
  items,
  order,
  control,
  icon,
  panel,
}: ItemAccordionProps<I>) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion
      multiple
      value={open}
      onChange={setOpen}
      keepMounted={false}
      variant="separated"
      radius="md"
      order={order}
    >
      {items.map((item) => (
        <Accordion.Item key={item.seq} value={String(item.seq)}>
          <Accordion.Control icon={icon?.(item)}>{control(item)}</Accordion.Control>
          <Accordion.Panel>{panel(item)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
