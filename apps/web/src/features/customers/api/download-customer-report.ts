import type { CustomerKind } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';
import { REPORT_FAILED } from './download-bulk-report';

export interface CustomerReportInput {
  kind: CustomerKind;
  id: string;
  /** The customer's name: the file's name when the server gives none (spec 2 §9.6). */
  name: string;
}

/** GET /api/customers/{kind}/{id}/report.pdf (spec 2 §9.6): the single report, named after the customer. */
export async function downloadCustomerReport({ kind, id, name }: CustomerReportInput): Promise<string> {
  const { blob, fileName } = await apiFile(`/api/customers/${kind}/${encodeURIComponent(id)}/report.pdf`, {
    failureToast: serverMessageOr(REPORT_FAILED),
  });
  const saved = fileName ?? `${name}.pdf`;
  saveBlob(blob, saved);
  return saved;
}

export function useDownloadCustomerReport() {
  return useMutation({ mutationFn: downloadCustomerReport });
}
