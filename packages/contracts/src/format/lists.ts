/**
 * Spec 2 §9.1: product types and country lists are stored colon-separated. Values never contain a colon
 * (they come from fixed option lists), so no escaping is needed; duplicates are dropped (§5.1
 * "multi-selects ignore duplicates").
 */
export function joinColonList(values: readonly (string | null | undefined)[]): string {
  return uniqueTrimmed(values).join(':');
}

export function splitColonList(stored: string | null | undefined): string[] {
  return splitList(stored, ':');
}

/** Splits on any of the given separators (batch files write lists with commas), trimming and de-duplicating. */
export function splitList(stored: string | null | undefined, separators: string): string[] {
  if (!stored) return [];
  const pattern = new RegExp(`[${separators.replace(/[\]\\^-]/g, '\\$&')}]`);
  return uniqueTrimmed(stored.split(pattern));
}

function uniqueTrimmed(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const trimmed = (value ?? '').trim();
    if (!trimmed || seen.has(trimmed)) continue;
    seen.add(trimmed);
    result.push(trimmed);
  }
  return result;
}

/**
 * Spec 1 §3: colon-joined segments where a literal colon inside a value is escaped with a backslash.
 * A backslash is escaped too, so that every list of strings survives a join and split unchanged.
 */
export function joinEscaped(segments: readonly string[]): string {
  return segments.map((segment) => segment.replace(/\\/g, '\\\\').replace(/:/g, '\\:')).join(':');
}

/** Inverse of joinEscaped. '' is one empty segment; a trailing lone backslash is kept literally. */
export function splitEscaped(joined: string): string[] {
  const segments: string[] = [];
  let current = '';
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i];
    if (char === '\\' && i + 1 < joined.length) {
      current += joined[i + 1];
      i++;
    } else if (char === ':') {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  segments.push(current);
  return segments;
}
