/** Spec 2 §9.1: a phone is stored as country code, hyphen, number ('+971-501234567'). */
export interface PhoneParts {
  /** Dialling code with a leading + ('+971'), or '' when the stored value has none. */
  code: string;
  number: string;
}

/** '971', '+971' and ' +971 ' all become '+971'; an empty code stays empty. */
export function normaliseDialCode(code: string | null | undefined): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** Joins a dialling code and a number; no number means no phone (''). */
export function joinPhone(code: string | null | undefined, number: string | null | undefined): string {
  const trimmed = (number ?? '').trim();
  if (!trimmed) return '';
  const dial = normaliseDialCode(code);
  return dial ? `${dial}-${trimmed}` : trimmed;
}

/** Splits a stored phone at its first hyphen; a value without one is a bare number. */
export function splitPhone(stored: string | null | undefined): PhoneParts {
  const value = (stored ?? '').trim();
  const match = /^(\+?\d{1,7})-(.*)$/.exec(value);
  if (!match) return { code: '', number: value };
  return { code: normaliseDialCode(match[1]), number: match[2] ?? '' };
}
