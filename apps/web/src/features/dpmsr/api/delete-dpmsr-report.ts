import { DPMSR_PATHS, DPMSR_TEXTS, type DpmsrResult, dpmsrResultSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { dpmsrQueryKey } from './get-dpmsr-reports';

/**
 * DELETE /api/Dpmsr/{id} (spec 3 §7). The report is kept (record keeping, decision 114): the server marks it
 * deleted and records who and when in the audit trail; no screen shows it again. A failure toasts the server's
 * message, else 'Failed to delete DPMSR report. Please try again.' (spec 3 §8).
 */
export function deleteDpmsrReport(id: string): Promise<DpmsrResult> {
  return apiRequest(DPMSR_PATHS.one(id), {
    method: 'DELETE',
    schema: dpmsrResultSchema,
    failureToast: serverMessageOr(DPMSR_TEXTS.deleteFailed),
  });
}

export function useDeleteDpmsrReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDpmsrReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dpmsrQueryKey }),
  });
}
