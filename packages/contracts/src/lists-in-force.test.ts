import { describe, expect, it } from 'vitest';
import { LIST_AGE_MESSAGES, listAgeDays } from './lists-in-force';

const now = new Date('2026-11-24T03:00:00Z');

describe('listAgeDays', () => {
  it('counts whole days from the publication date (midnight UTC for a date alone)', () => {
    expect(listAgeDays('2026-11-24', now, now)).toBe(0);
    expect(listAgeDays('2026-11-17', now, now)).toBe(7);
    expect(listAgeDays('2026-11-16', now, now)).toBe(8);
    expect(listAgeDays('2026-02-27T00:00:09.554Z', now, now)).toBe(270);
    expect(listAgeDays('2026-10', now, now)).toBe(54);
  });

  it('counts from the import for a list that states no date, and never below zero', () => {
    expect(listAgeDays(null, '2026-11-20T10:00:00Z', now)).toBe(3);
    expect(listAgeDays('not a date', new Date('2026-11-23T02:00:00Z'), now)).toBe(1);
    expect(listAgeDays('2027-01-01', now, now)).toBe(0);
  });
});

describe('the age banner', () => {
  it('reads exactly as the issue words it', () => {
    expect(LIST_AGE_MESSAGES.stale(12)).toBe('Sanctions lists are 12 days old. Ask your administrator to update them.');
  });
});
