import { describe, expect, it } from 'vitest';
import { delayAfter, SIGN_IN_THROTTLE, throttleKeys, waitMessage } from './sign-in-throttle';

describe('delayAfter', () => {
  it('allows the free failures, then doubles the wait with each failure up to the ceiling', () => {
    const rule = SIGN_IN_THROTTLE.pair;
    const waits = Array.from({ length: 14 }, (_, i) => delayAfter(i + 1, rule));
    expect(waits.slice(0, rule.free)).toEqual([0, 0, 0]);
    expect(waits.slice(rule.free, rule.free + 5)).toEqual([2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
    expect(delayAfter(1_000_000, rule)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });
});

describe('throttleKeys and waitMessage', () => {
  it('keys the pair by address and account', () => {
    expect(throttleKeys('a@b.c', '10.0.0.1')).toEqual({
      pair: '10.0.0.1 a@b.c',
      address: '10.0.0.1',
      account: 'a@b.c',
    });
  });

  it('says how long to wait in seconds or whole minutes', () => {
    expect(waitMessage(1)).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    expect(waitMessage(32)).toBe('Too many failed sign-in attempts. Please try again in 32 seconds.');
    expect(waitMessage(61)).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
  });
});
