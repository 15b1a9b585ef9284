import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

/** Spec 3 §2: the template's file name. */
export const BATCH_TEMPLATE_FILENAME = 'ScreeningTemplate.xlsx';
export const TEMPLATE_DOWNLOAD_FAILED = 'The template could not be downloaded. Please try again.';

/** GET /api/Scan/batch/template (issue 13): ScreeningTemplate.xlsx with the five headers of spec 3 §5. */
export async function downloadBatchTemplate(): Promise<string> {
  const { blob, fileName } = await apiFile('/api/Scan/batch/template', {
    failureToast: serverMessageOr(TEMPLATE_DOWNLOAD_FAILED),
  });
  const name = fileName ?? BATCH_TEMPLATE_FILENAME;
  saveBlob(blob, name);
  return name;
}

export function useDownloadBatchTemplate() {
  return useMutation({ mutationFn: downloadBatchTemplate });
}
