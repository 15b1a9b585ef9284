import { BATCH_ONBOARDING_TEMPLATE_NAME } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';
import { TEMPLATE_DOWNLOAD_FAILED } from '../../batch-screening/api/download-batch-template';

/** GET /api/IndividualUser/batch/template (spec 2 §2.6): the 13 headers of spec 2 §5.3, ready to fill. */
export async function downloadBatchOnboardingTemplate(): Promise<string> {
  const { blob, fileName } = await apiFile('/api/IndividualUser/batch/template', {
    failureToast: serverMessageOr(TEMPLATE_DOWNLOAD_FAILED),
  });
  const name = fileName ?? BATCH_ONBOARDING_TEMPLATE_NAME;
  saveBlob(blob, name);
  return name;
}

export function useDownloadBatchOnboardingTemplate() {
  return useMutation({ mutationFn: downloadBatchOnboardingTemplate });
}
