import { Box } from '@mantine/core';

/**
 * An empty cell that keeps a field pair on one row of a two-column grid (a follow-up field beside its
 * question). Hidden on one column, where it would only add a gap.
 */
export function GridGap() {
  return <Box visibleFrom="sm" aria-hidden />;
}
