import { BLOG_STATUS_OPTIONS } from '@aml/contracts';
import { Badge } from '@mantine/core';

const COLORS: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange' };

/** Spec 1 §3 blog status: 0 Draft, 1 Active, 2 Archived. */
export function BlogStatusBadge({ status }: { status: number }) {
  const label = BLOG_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? String(status);
  return (
    // A status is never cut to "ARCHIV…" when the table squeezes its column (a badge label clips by default).
    <Badge color={COLORS[status] ?? 'gray'} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {label}
    </Badge>
  );
}
