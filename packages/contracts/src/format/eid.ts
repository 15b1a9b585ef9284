/** Spec 2 §5.1 and §9.1: an Emirates ID is 15 digits shown as 3-4-7-1 groups (xxx-xxxx-xxxxxxx-x). */
export const EID_PATTERN = /^\d{3}-\d{4}-\d{7}-\d$/;
export const EID_DIGITS = 15;
/** Spec 2 §5.1: the ID number input takes at most 18 characters when the type is EID. */
export const EID_MAX_INPUT_LENGTH = 18;
export const EID_PLACEHOLDER = 'xxx-xxxx-xxxxxxx-x';

const GROUPS = [3, 4, 7, 1] as const;

/**
 * Auto-format while typing: keeps the first 15 digits and inserts the hyphens of the groups reached so
 * far ('7841' → '784-1'). Applying it twice gives the same text.
 */
export function formatEid(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, EID_DIGITS);
  const parts: string[] = [];
  let start = 0;
  for (const size of GROUPS) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

export function isEid(value: string): boolean {
  return EID_PATTERN.test(value);
}

/**
 * Spec 2 §5.3 and §5.7 (batch files): a value with exactly 15 digits, however punctuated, becomes
 * xxx-xxxx-xxxxxxx-x; anything else is not an EID (null).
 */
export function normaliseEid(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{15}$/.test(digits) ? formatEid(digits) : null;
}
