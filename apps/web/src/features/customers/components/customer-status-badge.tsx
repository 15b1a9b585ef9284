import { Badge } from '@mantine/core';

/** Spec 2 §2.10: Onboarded green, In Review yellow, FalseMatchOnboarded blue, all others grey. */
const STATUS_COLORS: Record<string, string> = {
  Onboarded: 'green',
  'In Review': 'yellow',
  FalseMatchOnboarded: 'blue',
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'gray';
}

/** A customer's or partner's status, in the spec's own words and colours. */
export function CustomerStatusBadge({ status }: { status: string }) {
  return (
    // Grey on its own tint is faint: the grey badge takes the theme's dimmed text, which passes AA contrast.
    <Badge
      color={statusColor(status)}
      c={statusColor(status) === 'gray' ? 'dimmed' : undefined}
      variant="light"
      tt="none"
      // A table column never squeezes the status to 'In Revi…'.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}
