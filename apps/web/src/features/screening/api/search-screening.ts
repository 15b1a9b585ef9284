import { type ScreeningRequest, type ScreeningResponse, screeningResponseSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { screeningCountQueryKey } from './get-screening-count';

/**
 * POST api/Scan/search (spec 3 §7): one name against the lists in force; charges one screening. The form
 * presents its own refusals: 400 on the fields, 402 (no balance) and 503 (no list loaded) with the
 * server's reason.
 */
export function searchScreening(body: ScreeningRequest): Promise<ScreeningResponse> {
  return apiRequest('/api/Scan/search', {
    method: 'POST',
    body,
    schema: screeningResponseSchema,
    quiet: [400, 402, 503],
  });
}

export function useSearchScreening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: searchScreening,
    // A search charges the balance (or found it empty): the count shown is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: screeningCountQueryKey }),
  });
}
