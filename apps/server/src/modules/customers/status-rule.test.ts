import { describe, expect, it } from 'vitest';
import { corporateStatusAfterScreening, statusAfterScreening } from './status-rule';

describe('statusAfterScreening (decision 107)', () => {
  it('decides a customer never screened: In Review on a hit, Onboarded without', () => {
    for (const previous of [null, 'Pending', 'Quick Onboarded']) {
      expect(statusAfterScreening(previous, 1)).toBe('In Review');
      expect(statusAfterScreening(previous, 0)).toBe('Onboarded');
    }
  });

  it('sends a decided customer back to review on a new hit, keeps the decision without one', () => {
    expect(statusAfterScreening('Onboarded', 2)).toBe('In Review');
    expect(statusAfterScreening('FalseMatchOnboarded', 1)).toBe('In Review');
    expect(statusAfterScreening('Onboarded', 0)).toBe('Onboarded');
    expect(statusAfterScreening('FalseMatchOnboarded', 0)).toBe('FalseMatchOnboarded');
  });

  it('never moves a customer a human is deciding or has rejected', () => {
    for (const previous of ['In Review', 'Alerted', 'Rejected']) {
      expect(statusAfterScreening(previous, 0)).toBe(previous);
      expect(statusAfterScreening(previous, 3)).toBe(previous);
    }
  });

  it('puts a company in review when any of its screened names has a hit', () => {
    expect(corporateStatusAfterScreening(null, [0, 0, 1])).toBe('In Review');
    expect(corporateStatusAfterScreening(null, [0, 0])).toBe('Onboarded');
    expect(corporateStatusAfterScreening('Onboarded', [0])).toBe('Onboarded');
  });
});
