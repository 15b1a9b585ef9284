import {
  DEFAULT_TRANSACTION_TYPE,
  type DpmsrReportInput,
  type DpmsrReportRecord,
  dpmsrReportSchema,
  emptyDpmsrReport,
} from '@aml/contracts';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ApiError, failureMessage, serverMessageOr } from '../../../lib/api-client';

export type DpmsrFormApi = UseFormReturnType<DpmsrReportInput>;

const validate = zod4Resolver(dpmsrReportSchema, { errorPriority: 'first' });

/** The create/edit form, validated by the shared contract schema (the request body as well). */
export function useDpmsrForm(initialValues: DpmsrReportInput = emptyDpmsrReport()): DpmsrFormApi {
  return useForm<DpmsrReportInput>({ mode: 'controlled', initialValues, validate });
}

/** The fields of the form: a server issue on another path is not one the form can show. */
export const DPMSR_FORM_FIELDS = new Set<string>(Object.keys(emptyDpmsrReport()));

/** A loaded report as the form's values (spec 3 §3: transactionType is Purchase when absent on load). */
export function reportToFormValues(report: DpmsrReportRecord): DpmsrReportInput {
  return {
    ...emptyDpmsrReport(),
    id: report.id,
    customerType: report.customerType,
    customerId: report.customerId,
    entityReference: report.entityReference,
    transactionType: report.transactionType || DEFAULT_TRANSACTION_TYPE,
    currencyCodeLocal: report.currencyCodeLocal,
    currencyCode: report.currencyCode,
    reason: report.reason,
    comments: report.comments,
    itemType: report.itemType,
    itemMake: report.itemMake,
    description: report.description,
    estimatedValue: report.estimatedValue,
    disposedValue: report.disposedValue,
    statusComments: report.statusComments,
    registrationNumber: report.registrationNumber,
    identificationNumber: report.identificationNumber,
  };
}

/**
 * Spec 3 §8: a failed submit or update shows the server's message (a 4xx with a body), else the screen's
 * fallback; null when nothing is to be shown (the session ended and the user was sent to sign in).
 */
export function saveFailureMessage(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.status !== 0) return serverMessageOr(fallback)(error);
  return failureMessage(error, { failureToast: serverMessageOr(fallback) });
}
