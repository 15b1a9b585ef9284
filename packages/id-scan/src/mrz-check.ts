/** ICAO 9303 part 3 §4.9: character values for the 7-3-1 check digit ('<' is 0, A is 10 … Z is 35). */
export function mrzCharValue(char: string): number | null {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return null;
}

/** The check digit of `text`, or null when it holds a character outside the MRZ alphabet. */
export function mrzCheckDigit(text: string): number | null {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const value = mrzCharValue(text[i] as string);
    if (value === null) return null;
    sum += value * (weights[i % 3] as number);
  }
  return sum % 10;
}

/** True when `digit` is the check digit of `text`. ICAO allows '<' as the check digit of an all-filler field. */
export function checkDigitHolds(text: string, digit: string): boolean {
  const expected = mrzCheckDigit(text);
  if (expected === null) return false;
  if (digit === '<') return /^<+$/.test(text);
  return String(expected) === digit;
}

/**
 * Luhn check of a 15-digit Emirates ID number (784-YYYY-NNNNNNN-C): the last digit is the Luhn
 * digit of the first fourteen, a second check beside the MRZ's own for repairs in the optional data.
 */
export function emiratesIdLuhnHolds(digits: string): boolean {
  if (!/^784\d{12}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
