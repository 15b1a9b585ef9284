import { type IdScanResult, idScanResultSchema } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The refusals the scan panel says in its status line with the server's words: a file refused (400, 413,
 * 415), nothing readable (422, 'Failed to process image'), the scanner busy (503). Anything else (no
 * connection, a server fault) takes the usual toast as well.
 */
const SAID_IN_PANEL = [400, 413, 415, 422, 503] as const;
export const isScanRefusal = (status: number) => (SAID_IN_PANEL as readonly number[]).includes(status);

export interface ScanIdCardInput {
  file: File;
  /** Called when the upload is handed to the network: from then on the server is reading the card. */
  onSent?: () => void;
}

/**
 * POST /api/id-scan (spec 2 §4.6, §5.2; decision 080): one JPG, PNG or PDF in the multipart field `file`,
 * read on our own server. Answers the quick-onboard fields with their confidence and notes.
 */
export function scanIdCard({ file, onSent }: ScanIdCardInput): Promise<IdScanResult> {
  return apiRequest('/api/id-scan', {
    method: 'POST',
    // A function: built again for a call retried after a token refresh.
    body: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      onSent?.();
      return form;
    },
    schema: idScanResultSchema,
    quiet: SAID_IN_PANEL,
  });
}

export function useScanIdCard() {
  return useMutation({ mutationFn: scanIdCard });
}
