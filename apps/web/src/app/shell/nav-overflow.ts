/**
 * How many navigation entries the top bar shows before the rest move into its "More" menu (issue 10:
 * at 1024 px the tenant navigation did not fit and its last entries were out of reach).
 *
 * Entries keep their order; the More button only appears when something overflows, so when everything
 * fits it takes no room.
 */
export function visibleEntryCount(
  itemWidths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const total = itemWidths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return itemWidths.length;
  const room = available - moreWidth - gap;
  let used = 0;
  let count = 0;
  for (const width of itemWidths) {
    const next = used + (count > 0 ? gap : 0) + width;
    if (next > room) break;
    used = next;
    count += 1;
  }
  return count;
}
