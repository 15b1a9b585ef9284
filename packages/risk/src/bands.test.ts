import { describe, expect, it } from 'vitest';
import { riskBand, riskLabel } from './bands';

describe('risk bands (spec 2 §9.2, spec 1 §4)', () => {
  it.each([
    [4, 'High Risk', 'High Risk'],
    [4.5, 'High Risk', 'High Risk'],
    [3.999999, 'Medium High Risk', 'Medium High'],
    [3, 'Medium High Risk', 'Medium High'],
    [2.999999, 'Medium Risk', 'Medium'],
    [2, 'Medium Risk', 'Medium'],
    [1.999999, 'Low Risk', 'Low'],
    [1, 'Low Risk', 'Low'],
    [0, 'Low Risk', 'Low'],
  ])('score %d is %s', (score, label, shortLabel) => {
    expect(riskLabel(score)).toBe(label);
    expect(riskBand(score).shortLabel).toBe(shortLabel);
  });

  it.each([[null], [undefined], [Number.NaN]])('a missing score (%j) is Unknown', (score) => {
    expect(riskBand(score)).toEqual({ key: 'unknown', label: 'Unknown', shortLabel: 'Unknown' });
  });
});
