import { countryCode } from '../text/countries';
import type { EntityType, PartialDate, WatchlistEntry } from '../types';
import type { QueryDate } from './query-date';

// The query-date parser lives in its own module so the request schema can use it without the country tables.
export { isQueryDate, parseQueryDate, type QueryDate } from './query-date';

/** How a secondary attribute of the query compares with the list entry. */
export type AttributeStatus = 'agree' | 'disagree' | 'partial' | 'unknown';

function compareOne(q: QueryDate, d: PartialDate): AttributeStatus {
  if (d.year === undefined) return 'unknown';
  const slack = d.circa ? 1 : 0;
  const from = d.year - slack;
  const to = (d.yearTo ?? d.year) + slack;
  if (q.year < from || q.year > to) {
    // One year off is a common data-entry difference: rank it down but do not drop the hit.
    return q.year === from - 1 || q.year === to + 1 ? 'partial' : 'disagree';
  }
  if (d.yearTo !== undefined && d.yearTo !== d.year) return 'agree';
  if (q.month !== undefined && d.month !== undefined && q.month !== d.month) return 'partial';
  if (q.day !== undefined && d.day !== undefined && q.day !== d.day) return 'partial';
  return 'agree';
}

const RANK: Record<AttributeStatus, number> = { agree: 3, partial: 2, disagree: 1, unknown: 0 };

/**
 * How many years the query's year of birth lies outside the nearest listed date of birth (0 inside it; a
 * circa date widens it by one year each way); null when the query or the entry has no year.
 */
export function dateOfBirthYearsApart(q: QueryDate | undefined, entry: WatchlistEntry): number | null {
  if (!q) return null;
  let nearest: number | null = null;
  for (const d of entry.datesOfBirth) {
    if (d.year === undefined) continue;
    const slack = d.circa ? 1 : 0;
    const from = d.year - slack;
    const to = (d.yearTo ?? d.year) + slack;
    const apart = q.year < from ? from - q.year : q.year > to ? q.year - to : 0;
    nearest = nearest === null ? apart : Math.min(nearest, apart);
  }
  return nearest;
}

export function compareDateOfBirth(q: QueryDate | undefined, entry: WatchlistEntry): AttributeStatus {
  if (!q) return 'unknown';
  let best: AttributeStatus = 'unknown';
  for (const d of entry.datesOfBirth) {
    const s = compareOne(q, d);
    if (RANK[s] > RANK[best]) best = s;
  }
  return best;
}

export function normaliseGender(value: string | undefined): 'male' | 'female' | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'm' || v === 'male' || v === 'man') return 'male';
  if (v === 'f' || v === 'female' || v === 'woman') return 'female';
  return undefined;
}

export function compareGender(q: 'male' | 'female' | undefined, entry: WatchlistEntry): AttributeStatus {
  if (!q || !entry.gender) return 'unknown';
  return q === entry.gender ? 'agree' : 'disagree';
}

export function compareEntityType(q: EntityType | undefined, entry: WatchlistEntry): AttributeStatus {
  if (!q) return 'unknown';
  return q === entry.entityType ? 'agree' : 'disagree';
}

export function entryCountries(entry: WatchlistEntry): Set<string> {
  const out = new Set<string>();
  for (const c of [...entry.citizenships, ...entry.nationalities]) {
    const code = countryCode(c);
    if (code) out.add(code);
  }
  return out;
}

export function compareCitizenship(q: string | undefined, entry: WatchlistEntry): AttributeStatus {
  if (!q) return 'unknown';
  const code = countryCode(q);
  if (!code) return 'unknown';
  const listed = entryCountries(entry);
  if (listed.size === 0) return 'unknown';
  return listed.has(code) ? 'agree' : 'disagree';
}
