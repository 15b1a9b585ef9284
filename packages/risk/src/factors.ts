import { findCountry, splitColonList } from '@aml/contracts';
import { lookupScore } from './tables/channels';
import { countryRisk } from './tables/country-risk';
import { PRODUCT_SCORES } from './tables/products';
import type { FactorInput, RiskFactor } from './types';

/** Spec 2 §9.5: "Unknown is 0 or 1 for partners": an input the tables do not know scores 0. */
export const UNKNOWN_POINTS = 0;
/** …and 1 for a partner's nationality or country of incorporation. */
export const UNKNOWN_PARTNER_COUNTRY_POINTS = 1;

/**
 * Scores are averages of small integers; rounding to 9 decimals removes floating-point noise (a true 3
 * computed as 2.9999999999) without moving any real value across a band edge.
 */
export function roundScore(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

export function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : roundScore(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** Stored lists are colon-joined (spec 2 §9.1); a list may also be passed as an array. */
export function toList(value: string | readonly string[] | null | undefined): string[] {
  if (value == null) return [];
  return typeof value === 'string' ? splitColonList(value) : value.map((item) => item.trim()).filter(Boolean);
}

export function tableFactor(
  key: string,
  label: string,
  table: Readonly<Record<string, number>>,
  value: string | null | undefined,
): RiskFactor {
  const points = lookupScore(table, value);
  return { key, label, input: value ?? null, points: points ?? UNKNOWN_POINTS, known: points !== undefined };
}

export function fixedFactor(key: string, label: string, input: FactorInput, points: number): RiskFactor {
  return { key, label, input, points, known: true };
}

export function countryFactor(
  key: string,
  label: string,
  value: string | null | undefined,
  unknownPoints = UNKNOWN_POINTS,
): RiskFactor {
  const entry = countryRisk(value);
  if (!entry) return { key, label, input: value ?? null, points: unknownPoints, known: false };
  return { key, label, input: entry.name, points: entry.score, known: true, basis: entry.basis };
}

/** An averaged factor: its points are the mean of its parts, 0 when there are none. */
export function averageFactor(key: string, label: string, input: FactorInput, parts: RiskFactor[]): RiskFactor {
  return {
    key,
    label,
    input,
    points: average(parts.map((part) => part.points)),
    known: parts.length > 0 && parts.every((part) => part.known),
    parts,
  };
}

/**
 * The product factor. With several products (a colon-joined multi-select) the factor is their
 * average, as the spec averages the other list-valued factor, the countries of operation (§9.4).
 */
export function productFactor(productType: string | readonly string[] | null | undefined): RiskFactor {
  const products = toList(productType);
  const parts = products.map((product) => tableFactor('product', product, PRODUCT_SCORES, product));
  return averageFactor('productType', 'Product type', products, parts);
}

export function countryName(value: string | null | undefined): string {
  return findCountry(value)?.name ?? (value || 'not given');
}
