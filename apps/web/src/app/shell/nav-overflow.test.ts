import { describe, expect, it } from 'vitest';
import { visibleEntryCount } from './nav-overflow';

describe('top navigation overflow (issue 10)', () => {
  it('shows every entry and no More menu when they all fit', () => {
    expect(visibleEntryCount([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('keeps the leading entries that fit beside the More button and moves the rest', () => {
    // 100 + 4 + 100 + 4 (gap before More) + 80 = 288 fits in 300; a third entry would not.
    expect(visibleEntryCount([100, 100, 100, 100], 300, 80, 4)).toBe(2);
  });

  it('moves everything into More when not even one entry fits beside it', () => {
    expect(visibleEntryCount([200, 100], 250, 80, 4)).toBe(0);
  });
});
