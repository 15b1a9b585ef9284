/** Spec 2 §9.2 and spec 1 §4 risk bands, highest first; thresholds 4, 3, 2 (spec 1 §9). */
export const RISK_BANDS = [
  { key: 'high', min: 4, label: 'High Risk', shortLabel: 'High Risk' },
  { key: 'mediumHigh', min: 3, label: 'Medium High Risk', shortLabel: 'Medium High' },
  { key: 'medium', min: 2, label: 'Medium Risk', shortLabel: 'Medium' },
  { key: 'low', min: Number.NEGATIVE_INFINITY, label: 'Low Risk', shortLabel: 'Low' },
] as const;

export type RiskBandKey = (typeof RISK_BANDS)[number]['key'] | 'unknown';
export type RiskLabel = (typeof RISK_BANDS)[number]['label'] | 'Unknown';

export interface RiskBand {
  key: RiskBandKey;
  /** Customer views and exports (spec 2 §9.2). */
  label: RiskLabel;
  /** Statistics views (spec 1 §4). */
  shortLabel: string;
}

/** A missing score (null, undefined, not a number) is Unknown (spec 2 §9.2, spec 1 §4). */
export function riskBand(score: number | null | undefined): RiskBand {
  if (typeof score !== 'number' || Number.isNaN(score))
    return { key: 'unknown', label: 'Unknown', shortLabel: 'Unknown' };
  for (const band of RISK_BANDS) {
    if (score >= band.min) return { key: band.key, label: band.label, shortLabel: band.shortLabel };
  }
  return { key: 'low', label: 'Low Risk', shortLabel: 'Low' };
}

export function riskLabel(score: number | null | undefined): RiskLabel {
  return riskBand(score).label;
}
