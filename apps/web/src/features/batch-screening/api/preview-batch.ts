import { type BatchScreeningPreview, batchScreeningPreviewSchema } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The refusals of the workbook itself, shown on the screen as 'Error parsing file: <message>' (spec 3 §8). */
const FILE_REFUSALS = [400, 413, 415] as const;
export const isFileRefusal = (status: number) => (FILE_REFUSALS as readonly number[]).includes(status);

/**
 * POST /api/Scan/batch/preview (multipart `file`; spec 3 §5): the workbook checked by the server, nothing
 * charged or stored. A refused workbook (no worksheet, wrong headers, not .xlsx, too large) is shown on the
 * screen; anything else takes the usual toast.
 */
export function previewBatch(file: File): Promise<BatchScreeningPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('/api/Scan/batch/preview', {
    method: 'POST',
    body: form,
    schema: batchScreeningPreviewSchema,
    quiet: FILE_REFUSALS,
  });
}

export function usePreviewBatch() {
  return useMutation({ mutationFn: previewBatch });
}
