import { Badge } from '@mantine/core';

/** '1 hit', '3 hits': filled red when the screening found something, so a hit stands out in a long page. */
export function HitsBadge({ hits }: { hits: number }) {
  return (
    <Badge color={hits > 0 ? 'red.9' : 'gray'} variant={hits > 0 ? 'filled' : 'light'} tt="none">
      {hits === 1 ? '1 hit' : `${hits} hits`}
    </Badge>
  );
}
