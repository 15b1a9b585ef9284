import { describe, expect, it } from 'vitest';
import { screeningTypeLabel } from './screening-type';

describe('screening type labels (spec 1 §3: shown as title-case words)', () => {
  it.each([
    ['QuickScreening', 'Quick Screening'],
    ['BatchScreening', 'Batch Screening'],
    ['OnBoard', 'On Board'],
    ['OnGoing', 'On Going'],
    ['OnGoingListUpdate', 'On Going List Update'],
    ['OnGoingCustomerUpdate', 'On Going Customer Update'],
    ['PEPScreening', 'PEP Screening'],
    ['quickScreening', 'Quick Screening'],
    ['on_going-review', 'On Going Review'],
    ['Already Words', 'Already Words'],
    ['', ''],
  ])('%j → %j', (stored, shown) => {
    expect(screeningTypeLabel(stored)).toBe(shown);
  });
});
