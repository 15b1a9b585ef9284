import { z } from 'zod';
import { TEXT_LIMITS } from '../input-limits';
import {
  DEFAULT_TRANSACTION_TYPE,
  DPMSR_CUSTOMER_TYPES,
  DPMSR_THRESHOLD_AED,
  ITEM_TYPES,
  TRANSACTION_TYPES,
} from '../options/dpmsr';
import { addIssue, choiceField, required, textField } from './fields';

/**
 * DPMSR report messages (spec 3 §5, §8). The customer and eligibility messages are verbatim. The form
 * labels estimatedValue 'Disposed Value' and disposedValue 'Estimated Value' (spec 3 §3), so their
 * required messages use the labels the user sees.
 */
export const DPMSR_MESSAGES = {
  customer: 'Please select a customer.', // spec
  entityReference: 'Entity Reference is required',
  transactionType: 'Transaction Type is required',
  itemType: 'Item Type is required',
  description: 'Description is required',
  estimatedValue: 'Disposed Value is required',
  disposedValue: 'Estimated Value is required',
  negative: 'Value cannot be negative',
  statusComments: 'Status Comments is required',
  notEligible: 'Transaction not eligible for DPMSR Reporting. Amount should be above 55,000 AED.', // spec
} as const;

const M = DPMSR_MESSAGES;

function amountField(requiredMessage: string) {
  return z
    .union([z.number(), z.literal('')])
    .nullish()
    .transform((value) => (typeof value === 'number' ? value : null))
    .superRefine((value, ctx) => {
      if (value === null) ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (value < 0) ctx.addIssue({ code: 'custom', message: M.negative });
    });
}

/** The currency the eligibility rule looks at: the selected currency, else the local one (spec 3 §3). */
export function dpmsrCurrency(report: { currencyCode?: string | null; currencyCodeLocal?: string | null }): string {
  // A report without a currency is in the local currency the goAML file declares: AED.
  return (report.currencyCode || report.currencyCodeLocal || 'AED').trim().toUpperCase();
}

/**
 * Spec 3 §5: with currency AED an estimated value below 55,000 blocks submit and XML generation.
 * Exactly 55,000 is eligible (UAE FIU: transactions equal to or exceeding AED 55,000). Other currencies
 * are not converted here; the rule applies to AED amounts only, as the spec states it.
 */
export function isDpmsrEligible(report: {
  currencyCode?: string | null;
  currencyCodeLocal?: string | null;
  estimatedValue?: number | null;
}): boolean {
  if (dpmsrCurrency(report) !== 'AED') return true;
  return typeof report.estimatedValue === 'number' && report.estimatedValue >= DPMSR_THRESHOLD_AED;
}

/** The create/edit DPMSR form (spec 3 §2, §3, §5); also the body of POST submit and PUT /api/Dpmsr/{id}. */
export const dpmsrReportSchema = z
  .object({
    id: z.union([z.string(), z.number()]).nullish(),
    customerType: choiceField(DPMSR_CUSTOMER_TYPES, M.customer),
    customerId: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((value) => (value == null ? '' : String(value).trim()))
      .superRefine((value, ctx) => {
        if (!value) ctx.addIssue({ code: 'custom', message: M.customer });
      }),
    entityReference: textField([required(M.entityReference)]),
    transactionType: choiceField(TRANSACTION_TYPES, M.transactionType),
    currencyCodeLocal: textField(),
    currencyCode: textField(),
    reason: textField([], TEXT_LIMITS.goamlText),
    comments: textField([], TEXT_LIMITS.goamlText),
    itemType: choiceField(ITEM_TYPES, M.itemType),
    itemMake: textField(),
    description: textField([required(M.description)], TEXT_LIMITS.goamlText),
    estimatedValue: amountField(M.estimatedValue),
    disposedValue: amountField(M.disposedValue),
    statusComments: textField([required(M.statusComments)], TEXT_LIMITS.goamlText),
    registrationNumber: textField(),
    identificationNumber: textField(),
    TenantId: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.estimatedValue !== null && v.estimatedValue >= 0 && !isDpmsrEligible(v)) {
      addIssue(ctx, ['estimatedValue'], M.notEligible);
    }
  });

export type DpmsrReportInput = z.input<typeof dpmsrReportSchema>;
export type DpmsrReport = z.output<typeof dpmsrReportSchema>;

/** Spec 3 §3: transactionType is Purchase when absent on load. */
export function emptyDpmsrReport(): DpmsrReportInput {
  return {
    customerType: 'Individual',
    customerId: '',
    entityReference: '',
    transactionType: DEFAULT_TRANSACTION_TYPE,
    currencyCodeLocal: 'AED',
    currencyCode: '',
    reason: '',
    comments: '',
    itemType: '',
    itemMake: '',
    description: '',
    estimatedValue: '',
    disposedValue: '',
    statusComments: '',
    registrationNumber: '',
    identificationNumber: '',
  };
}
