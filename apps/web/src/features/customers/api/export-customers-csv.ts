import { CUSTOMER_CSV_FILENAME, type CustomerFilter } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';
import { customerFilterParams, withParams } from '../customer-list-query';

export const EXPORT_FAILED = 'The CSV export failed. Please try again.';

/**
 * GET /api/customers/export.csv (spec 2 §9.6, issue 12): users_basic_info.csv of every page of the current
 * filter, made on the server so that a tenant's whole list is exported without loading it in the browser.
 */
export async function exportCustomersCsv(filter: CustomerFilter): Promise<string> {
  const { blob, fileName } = await apiFile(withParams('/api/customers/export.csv', customerFilterParams(filter)), {
    failureToast: serverMessageOr(EXPORT_FAILED),
  });
  const name = fileName ?? CUSTOMER_CSV_FILENAME;
  saveBlob(blob, name);
  return name;
}

export function useExportCustomersCsv() {
  return useMutation({ mutationFn: exportCustomersCsv });
}
