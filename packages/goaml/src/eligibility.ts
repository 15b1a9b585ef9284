import { DPMSR_MESSAGES, dpmsrCurrency, isDpmsrEligible } from '@aml/contracts';
import { readAmount } from './amounts';
import type { AmountValue, TextValue } from './model';
import { cleanText } from './text';

/** Spec 3 §8, verbatim: the Transaction Not Eligible dialog and the reason XML generation is blocked. */
export const DPMSR_NOT_ELIGIBLE_MESSAGE = DPMSR_MESSAGES.notEligible;

export interface EligibilityInput {
  readonly currencyCode?: TextValue;
  readonly currencyCodeLocal?: TextValue;
  /** The amount labelled "Disposed Value" on the screen (spec 3 §3, the labels are swapped). */
  readonly estimatedValue: AmountValue;
}

export type Eligibility = { readonly eligible: true } | { readonly eligible: false; readonly message: string };

/**
 * Spec 3 §5 for a stored report: the rule itself is packages/contracts' isDpmsrEligible, the one the form and
 * the server apply (AED amounts below 55,000 are blocked; exactly 55,000 is eligible; other currencies are not
 * converted). This reads the stored values as the builder does (amounts as decimal strings, codes in any case)
 * and adds the dialog's text. Without a selected currency the amount is in AED, the local currency the generated
 * file declares for it, so the rule applies (see {@link amountCurrency}). A missing or unreadable amount is not
 * judged here; the form and the builder report it as a missing field.
 */
export function checkDpmsrEligibility(input: EligibilityInput): Eligibility {
  const amount = readAmount(input.estimatedValue);
  if (!amount.ok || isDpmsrEligible({ currencyCode: amountCurrency(input), estimatedValue: amount.value })) {
    return { eligible: true };
  }
  return { eligible: false, message: DPMSR_NOT_ELIGIBLE_MESSAGE };
}

/** The currency of the report's amounts: the selected currency, else the local one, else AED (contracts' rule). */
export function amountCurrency(input: Pick<EligibilityInput, 'currencyCode' | 'currencyCodeLocal'>): string {
  const stored = { currencyCode: cleanText(input.currencyCode), currencyCodeLocal: cleanText(input.currencyCodeLocal) };
  return dpmsrCurrency(stored);
}
