import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

export const RESULTS_DOWNLOAD_FAILED = 'The results workbook could not be downloaded. Please try again.';

/** GET /api/Scan/batch/{id}/results.xlsx (issue 13): one row per record with its hit count and top hits. */
export async function downloadBatchResults(id: string): Promise<string> {
  const { blob, fileName } = await apiFile(`/api/Scan/batch/${encodeURIComponent(id)}/results.xlsx`, {
    failureToast: serverMessageOr(RESULTS_DOWNLOAD_FAILED),
  });
  const name = fileName ?? 'BatchScreeningResults.xlsx';
  saveBlob(blob, name);
  return name;
}

export function useDownloadBatchResults() {
  return useMutation({ mutationFn: downloadBatchResults });
}
