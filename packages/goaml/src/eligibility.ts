import { readAmount } from './amounts';
import { LOCAL_CURRENCY } from './codes';
import type { AmountValue, TextValue } from './model';
import { cleanText } from './text';

/** Spec 3 §5 and §9: a DPMSR is filed for amounts of at least 55,000 in AED. */
export const DPMSR_THRESHOLD_AED = 55_000;

/** Spec 3 §8, verbatim: the Transaction Not Eligible dialog and the reason XML generation is blocked. */
export const DPMSR_NOT_ELIGIBLE_MESSAGE =
  'Transaction not eligible for DPMSR Reporting. Amount should be above 55,000 AED.';

export interface EligibilityInput {
  readonly currencyCode?: TextValue;
  readonly currencyCodeLocal?: TextValue;
  /** The amount labelled "Disposed Value" on the screen (spec 3 §3, the labels are swapped). */
  readonly estimatedValue: AmountValue;
}

export type Eligibility = { readonly eligible: true } | { readonly eligible: false; readonly message: string };

/**
 * Spec 3 §5: when the currency is AED and estimatedValue is below 55,000, submitting and generating XML are
 * blocked. Exactly 55,000 is eligible: the rule blocks amounts below it, and the FIU's indicators DPMSI/DPMSN/
 * DPMSJ read "equal to or exceeding AED 55,000" (the dialog's "above" is looser wording of the same rule).
 * Without a selected currency the amount is in AED, the local currency the generated file declares for it, so
 * the rule applies. Another currency is not converted: the spec gives no rate, and the rule names AED only.
 * A missing or unreadable amount is not judged here; the form and the builder report it as a missing field.
 */
export function checkDpmsrEligibility(input: EligibilityInput): Eligibility {
  const currency = amountCurrency(input);
  const amount = readAmount(input.estimatedValue);
  if (currency !== LOCAL_CURRENCY || !amount.ok) return { eligible: true };
  return amount.value < DPMSR_THRESHOLD_AED
    ? { eligible: false, message: DPMSR_NOT_ELIGIBLE_MESSAGE }
    : { eligible: true };
}

/** The currency of the report's amounts: the selected currency, else the local one, else AED. */
export function amountCurrency(input: Pick<EligibilityInput, 'currencyCode' | 'currencyCodeLocal'>): string {
  return (cleanText(input.currencyCode) ?? cleanText(input.currencyCodeLocal) ?? LOCAL_CURRENCY).toUpperCase();
}
