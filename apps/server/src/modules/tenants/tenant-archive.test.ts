import { describe, expect, it } from 'vitest';
import { retainedUntil, retentionCutoff } from './tenant-archive.service';

describe('the five-year retention period', () => {
  it('counts calendar years in UTC', () => {
    expect(retainedUntil(new Date('2026-11-24T03:00:00Z')).toISOString()).toBe('2031-11-24T03:00:00.000Z');
    expect(retentionCutoff(new Date('2031-11-24T03:00:00Z')).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('never shortens the period on a leap day: 29 February is kept until 1 March five years on', () => {
    expect(retainedUntil(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2033-03-01T12:00:00.000Z');
    // An archive of 29 Feb 2028 is not yet expired on 28 Feb 2033.
    expect(retentionCutoff(new Date('2033-02-28T12:00:00Z')) < new Date('2028-02-29T12:00:00Z')).toBe(true);
  });
});
