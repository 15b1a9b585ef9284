import { Card, List, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec 3 §2, spec 2 §2.6 and §2.8: the 'Instructions' card above the upload; the items are the kind's own. */
export function InstructionsCard({ order, children }: { order: TitleOrder; children: ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Title order={order} size="h4" mb="xs">
        Instructions
      </Title>
      <List size="sm" spacing={6}>
        {children}
      </List>
    </Card>
  );
}
