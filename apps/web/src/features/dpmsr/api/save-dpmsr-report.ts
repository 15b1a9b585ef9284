import { DPMSR_PATHS, type DpmsrReportInput, type DpmsrResult, dpmsrResultSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dpmsrQueryKey } from './get-dpmsr-reports';

/**
 * POST /api/Dpmsr/submit (spec 3 §7): answers the result message and the new report's id. Quiet: the form
 * shows the server's message, else 'Failed to submit DPMSR report. Please try again.' (spec 3 §8), and
 * places a 400's issues on their fields.
 */
export function submitDpmsrReport(body: DpmsrReportInput): Promise<DpmsrResult> {
  return apiRequest(DPMSR_PATHS.submit, { method: 'POST', body, schema: dpmsrResultSchema, quiet: true });
}

/** PUT /api/Dpmsr/{id} (spec 3 §7): the form fields plus TenantId, which the server ignores for the token's. */
export function updateDpmsrReport({ id, body }: { id: string; body: DpmsrReportInput }): Promise<DpmsrResult> {
  return apiRequest(DPMSR_PATHS.one(id), { method: 'PUT', body, schema: dpmsrResultSchema, quiet: true });
}

export function useSubmitDpmsrReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDpmsrReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dpmsrQueryKey }),
  });
}

export function useUpdateDpmsrReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDpmsrReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dpmsrQueryKey }),
  });
}
