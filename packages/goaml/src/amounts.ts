import type { AmountValue } from './model';

/**
 * Amounts for goAML's estimated_value and disposed_value: xs:decimal with at most 4 fraction digits and at most
 * 790,000,000,000,000 (UAE FIU goAML 5.0.2, t_trans_item). Written with at least two decimals, as the UAE
 * portal's own files do (10000000.00). An amount is never rounded: a value the schema cannot hold is refused.
 */

export type AmountResult =
  | { readonly ok: true; readonly value: number; readonly text: string }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid' | 'not-positive' | 'too-precise' | 'too-large' };

const MAX_AMOUNT = 790_000_000_000_000;
const MAX_FRACTION_DIGITS = 4;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export function readAmount(value: AmountValue): AmountResult {
  let digits: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
    if (value <= 0) return { ok: false, reason: 'not-positive' };
    if (value > MAX_AMOUNT) return { ok: false, reason: 'too-large' };
    digits = value.toFixed(MAX_FRACTION_DIGITS);
    // Binary floating point noise (0.1 + 0.2) is not precision the officer typed; a fifth decimal is.
    if (Math.abs(Number(digits) - value) > 1e-9) return { ok: false, reason: 'too-precise' };
  } else if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    if (text === '') return { ok: false, reason: 'missing' };
    if (!DECIMAL.test(text)) return { ok: false, reason: text.startsWith('-') ? 'not-positive' : 'invalid' };
    digits = text;
  } else {
    return { ok: false, reason: 'missing' };
  }
  const m = DECIMAL.exec(digits);
  if (!m) return { ok: false, reason: 'invalid' };
  const whole = (m[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > MAX_FRACTION_DIGITS) return { ok: false, reason: 'too-precise' };
  const amount = Number(`${whole}.${fraction || '0'}`);
  if (amount <= 0) return { ok: false, reason: 'not-positive' };
  if (amount > MAX_AMOUNT) return { ok: false, reason: 'too-large' };
  return { ok: true, value: amount, text: `${whole}.${fraction.padEnd(2, '0')}` };
}
