import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';
import { RESULTS_DOWNLOAD_FAILED } from '../../batch-screening/api/download-batch-results';

/** GET /api/IndividualUser/batch/{id}/results.xlsx (issue 14): one row per record with its outcome and customer. */
export async function downloadBatchOnboardingResults(id: string): Promise<string> {
  const { blob, fileName } = await apiFile(`/api/IndividualUser/batch/${encodeURIComponent(id)}/results.xlsx`, {
    failureToast: serverMessageOr(RESULTS_DOWNLOAD_FAILED),
  });
  const name = fileName ?? 'BatchOnboardingResults.xlsx';
  saveBlob(blob, name);
  return name;
}

export function useDownloadBatchOnboardingResults() {
  return useMutation({ mutationFn: downloadBatchOnboardingResults });
}
