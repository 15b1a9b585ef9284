import { type RiskDetails, riskDetailsSchema } from '@aml/contracts';
import type { RiskFactor } from '@aml/risk';
import { z } from 'zod';

/**
 * The part of packages/risk's RiskResult the Risk tab shows. Contracts keep `risk` as an open record (it
 * is whatever the engine of the day wrote), so the screen checks the fields it reads before trusting them.
 */
const riskFactorSchema: z.ZodType<RiskFactor> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    input: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
    points: z.number(),
    known: z.boolean(),
    basis: z.array(z.string()).optional(),
    parts: z.array(riskFactorSchema).optional(),
  }),
);

const riskViewSchema = z.object({
  score: z.number(),
  baseScore: z.number(),
  label: z.string(),
  factors: z.array(riskFactorSchema),
  overrides: z.array(z.object({ code: z.string(), reason: z.string() })),
  hits: z.object({ reported: z.number(), counted: z.number() }).optional(),
  ruleSetVersion: z.string().optional(),
  countryTableAsOf: z.string().optional(),
});
export type RiskView = z.infer<typeof riskViewSchema>;

export type ParsedRiskDetails =
  /** Not screened yet (no stored details). */
  | { state: 'none' }
  /** Stored but unreadable: spec 2 §2.10 'Error parsing risk details'. */
  | { state: 'error' }
  /** `risk` is null when the stored breakdown is not one this screen can read. */
  | { state: 'ok'; details: RiskDetails; risk: RiskView | null };

/** Reads a customer's riskDetails JSON string (spec 2 §3.9). */
export function parseRiskDetails(stored: string | null | undefined): ParsedRiskDetails {
  if (stored == null || stored.trim() === '') return { state: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return { state: 'error' };
  }
  const details = riskDetailsSchema.safeParse(json);
  if (!details.success) return { state: 'error' };
  const risk = riskViewSchema.safeParse(details.data.risk);
  return { state: 'ok', details: details.data, risk: risk.success ? risk.data : null };
}
