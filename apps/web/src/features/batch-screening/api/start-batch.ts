import { BATCH_SCREENING_MESSAGES, type BatchScreeningSummary, batchScreeningSummarySchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentBatchQueryKey } from './get-current-batch';

export interface StartBatchInput {
  file: File;
  /** Spec 3 §4: only the first N valid records, when the screening balance is below the record count. */
  limit?: number;
}

/**
 * POST /api/Scan/batch (multipart `file` and optional `limit`; issue 13): the workbook validated again and
 * started as a job. The server's refusal is shown as 'Batch processing failed: ...' (spec 3 §8).
 */
export function startBatch({ file, limit }: StartBatchInput): Promise<BatchScreeningSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (limit !== undefined) form.append('limit', String(limit));
  return apiRequest('/api/Scan/batch', {
    method: 'POST',
    body: form,
    schema: batchScreeningSummarySchema,
    failureToast: (error) => {
      // The screen offers the Insufficient Screening Count choice again instead.
      if (shortBalance(error) !== null) return null;
      // A 4xx (and the 503 of no list loaded) says what to fix; a 500 says nothing useful.
      return error.status !== 500 && error.body !== undefined && error.message
        ? BATCH_SCREENING_MESSAGES.processingFailed(error.message)
        : BATCH_SCREENING_MESSAGES.unexpected;
    },
  });
}

/**
 * The balance a 402 answer gives when the balance fell between the preview and the start (the server's
 * INSUFFICIENT_SCREENING_COUNT refusal carries `maxScreeningCount`); null for any other failure.
 */
export function shortBalance(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const value = (error.body as { maxScreeningCount?: unknown } | undefined)?.maxScreeningCount;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

export function useStartBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBatch,
    onSuccess: (batch) => queryClient.setQueryData(currentBatchQueryKey, { batch }),
  });
}
