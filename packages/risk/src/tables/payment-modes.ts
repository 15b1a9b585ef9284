/**
 * Spec 2 §9.5 payment-mode scores, keyed by the stored option values of @aml/contracts. The spec's
 * table says "Partial Cash/Card/Online" for the option 'Partial Cash/Card/Online trs'.
 *
 * 'Payment from HRC' is in the option lists (§3.11) but not in the score table: it is scored 4, as
 * the corporate table scores 'Cross Border Payment from HRC' (HRC: high-risk country).
 */
export const INDIVIDUAL_PAYMENT_MODE_SCORES: Readonly<Record<string, number>> = {
  Cash: 4,
  'Debit/Credit Card': 1,
  'Bank transfer inside UAE': 1,
  'Bank transfer outside UAE': 2,
  'Partial Cash/Card/Online trs': 2,
  'Digital Currency': 4,
  'Old Gold Exchange': 4,
  'Payment from HRC': 4,
  Others: 3,
};

/** "The same, except Bank transfer outside UAE 3, Partial 3, Cross Border Payment from HRC 4, Others 4." */
export const CORPORATE_PAYMENT_MODE_SCORES: Readonly<Record<string, number>> = {
  ...INDIVIDUAL_PAYMENT_MODE_SCORES,
  'Debit/Credit Card (Cardholder name verified)': 1,
  'Bank transfer outside UAE': 3,
  'Partial Cash/Card/Online trs': 3,
  'Cross Border Payment from HRC': 4,
  Others: 4,
};
