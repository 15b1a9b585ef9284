import { formatRiskScore } from '@aml/contracts';
import type { RiskFactor } from '@aml/risk';

/** A factor's input as the officer entered it: lists joined, booleans as Yes/No, nothing as 'not given'. */
export function factorInputText(input: RiskFactor['input']): string {
  if (input === null || input === '') return 'not given';
  if (typeof input === 'boolean') return input ? 'Yes' : 'No';
  if (Array.isArray(input)) return input.length === 0 ? 'none' : input.join(', ');
  return String(input);
}

/** Points to 2 decimals (averaged factors are fractions), like the score itself (spec 2 §2.10). */
export function pointsText(points: number): string {
  return formatRiskScore(points);
}
