import { REVIEW_MODES } from '@aml/contracts';
import { Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { REVIEW_ACTION_COLORS, REVIEW_ACTION_LABELS, type ReviewSubject, type ReviewTarget } from '../review-target';

interface ReviewButtonsProps {
  subject: ReviewSubject;
  onDecide: (target: ReviewTarget) => void;
}

/** Approve / Reject / False Match for one customer or partner (spec 2 §4.2), each naming whom it decides. */
export function ReviewButtons({ subject, onDecide }: ReviewButtonsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {REVIEW_MODES.map((mode) => (
        <Button
          key={mode}
          size="compact-xs"
          variant="light"
          color={REVIEW_ACTION_COLORS[mode]}
          // A partner may bear the name of a customer in the same list: 'Approve partner …' tells them apart.
          aria-label={`${REVIEW_ACTION_LABELS[mode]} ${subject.kind === 'partner' ? 'partner ' : ''}${subject.name}`}
          onClick={(event: MouseEvent) => {
            // In a table row: decide, without also opening or closing the row's detail panel.
            event.stopPropagation();
            onDecide({ subject, mode });
          }}
        >
          {REVIEW_ACTION_LABELS[mode]}
        </Button>
      ))}
    </Group>
  );
}
