import { z } from 'zod';

/**
 * Issue 10 "Lists get old": how old each list in force is, for the age banner every tenant user sees and
 * the tenant staff's read-only Sanctions Lists screen (GET /api/watchlists/in-force). Who imported a list
 * and from which files is the super user's business and is not part of this shape.
 */
export const listInForceSchema = z.object({
  listName: z.string(),
  /** Publisher: OFAC, UN, UK … */
  source: z.string(),
  /** The label every screening result names, e.g. "2026-02-27 #1". */
  version: z.string(),
  /** The list's own publication date, null when the file carries none. */
  publishedAt: z.string().nullable(),
  /** Whole days since publication (since the import when the file carries no date). */
  ageDays: z.number().int(),
  entries: z.number().int(),
  importedAt: z.string(),
});
export type ListInForce = z.infer<typeof listInForceSchema>;

export const listsInForceSchema = z.object({
  /** LIST_MAX_AGE_DAYS: a list older than this many days raises the banner. */
  maxAgeDays: z.number().int(),
  /** Age of the oldest sanctions list in force (the fictional demo list does not count); null with none. */
  oldestAgeDays: z.number().int().nullable(),
  /** True when oldestAgeDays is above maxAgeDays. */
  stale: z.boolean(),
  lists: z.array(listInForceSchema),
});
export type ListsInForce = z.infer<typeof listsInForceSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from a list's publication (or, for a list that carries no date, its import) to `now`. A date
 * without a time counts from midnight UTC, as publishers date their lists; a date in the future counts 0.
 */
export function listAgeDays(publishedAt: string | null, importedAt: Date | string, now: Date = new Date()): number {
  const published = publishedAt
    ? Date.parse(/^\d{4}-\d{2}$/.test(publishedAt) ? `${publishedAt}-01` : publishedAt)
    : Number.NaN;
  const from = Number.isNaN(published) ? new Date(importedAt).getTime() : published;
  return Math.max(0, Math.floor((now.getTime() - from) / DAY_MS));
}

export const LIST_AGE_MESSAGES = {
  /** Issue 10, verbatim. */
  stale: (days: number) =>
    `Sanctions lists are ${days} ${days === 1 ? 'day' : 'days'} old. Ask your administrator to update them.`,
} as const;
