import { type BatchOnboardingPreview, batchOnboardingPreviewSchema } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The refusals of the workbook itself, shown on the screen as 'Error parsing file: ...' (spec 2 §5.3). */
export const FILE_REFUSALS = [400, 413, 415] as const;

/**
 * POST /api/IndividualUser/batch/preview (multipart `file`; spec 2 §5.3): the workbook checked by the server with
 * the single form's rules; nothing stored or charged. A refused workbook is shown on the screen; anything else
 * takes the usual toast.
 */
export function previewBatchOnboarding(file: File): Promise<BatchOnboardingPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('/api/IndividualUser/batch/preview', {
    method: 'POST',
    body: form,
    schema: batchOnboardingPreviewSchema,
    quiet: FILE_REFUSALS,
  });
}

export function usePreviewBatchOnboarding() {
  return useMutation({ mutationFn: previewBatchOnboarding });
}
