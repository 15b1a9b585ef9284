import { STORAGE_KEYS, screeningRequestSchema, screeningResponseSchema } from '@aml/contracts';
import { z } from 'zod';
import { readSession } from '../../lib/session';

/** A quick screening as the results screen shows it: what was searched and the answer. */
export const lastScreeningSchema = z.object({ search: screeningRequestSchema, response: screeningResponseSchema });
export type LastScreening = z.infer<typeof lastScreeningSchema>;

const storedSchema = lastScreeningSchema.extend({ owner: z.string() });
type Stored = z.infer<typeof storedSchema>;

/** Where storage refused the screening (private modes, quota), it lives here until the page reloads. */
let inMemory: Stored | null = null;

/**
 * The signed-in user. Session storage outlives a log out in the same tab, so a stored screening is shown
 * only to the user who ran it: the next user of the tab (perhaps of another tenant) never sees it. For the
 * same reason the answer does not travel in the history entry's state.
 */
function currentOwner(): string | null {
  const claims = readSession()?.claims;
  return claims ? `${claims.tenantId ?? ''}/${claims.sub}` : null;
}

/** Keeps the screening for this tab, so a reload of /dashboard/results still shows it. */
export function saveLastScreening(screening: LastScreening): void {
  const owner = currentOwner();
  if (!owner) return;
  const stored: Stored = { owner, ...screening };
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.quickScreeningResult, JSON.stringify(stored));
    inMemory = null;
  } catch {
    inMemory = stored;
    // Unavailable or full: the copy in memory serves the results screen until a reload, and an older
    // screening left in storage must not come back in its place.
    try {
      window.sessionStorage.removeItem(STORAGE_KEYS.quickScreeningResult);
    } catch {
      // Storage unavailable altogether: nothing was left there.
    }
  }
}

function readStored(): unknown {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEYS.quickScreeningResult);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function readLastScreening(): LastScreening | null {
  const owner = currentOwner();
  if (!owner) return null;
  const parsed = storedSchema.safeParse(readStored());
  const stored = parsed.success ? parsed.data : inMemory;
  if (!stored || stored.owner !== owner) return null;
  return { search: stored.search, response: stored.response };
}
