/** Risk scores are shown to 2 decimals (spec 2 §2.10, §9.6); a missing score is blank. */
export function formatRiskScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? score.toFixed(2) : '';
}

/** Wallpaper file sizes are stored in bytes and shown in MB with 2 decimals (spec 1 §3). */
export function formatFileSizeMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

/** CSV export: commas are removed from values (spec 2 §9.6). */
export function csvValue(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/,/g, '');
}

/** A count and its noun, the noun plural unless the count is 1, the count grouped by thousands: "1,250 customers". */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
}
