import {
  SCAN_REPORT_MESSAGES,
  type ScanReportRequest,
  type ScanReportType,
  scanReportFileName,
  scanReportResponseSchema,
} from '@aml/contracts';
import { notifications } from '@mantine/notifications';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { apiRequest, SessionEndedError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

export const scanReportMutationKey = ['scan-report'] as const;

/** The PDF's name: the screening's time for a quick screening's report, the download's time for a batch's. */
export function scanReportDownloadName(request: ScanReportRequest, now: Date = new Date()): string {
  if ('batchId' in request) {
    const prefix =
      request.seq === undefined ? 'batch_screening_report' : `batch_record_${request.seq}_screening_report`;
    return scanReportFileName(request.reportType, now, prefix);
  }
  const at = new Date(request.timestamp);
  return scanReportFileName(request.reportType, Number.isNaN(at.getTime()) ? now : at);
}

function pdfBlob(base64: string): Blob {
  const binary = atob(base64.replace(/\s/g, ''));
  return new Blob([Uint8Array.from(binary, (char) => char.charCodeAt(0))], { type: 'application/pdf' });
}

/**
 * POST api/Scan/report (spec 3 §3, §7): the server makes the PDF and answers it as base64, saved here
 * under the timestamp and report type (spec 3 §2). Failures are this call's own messages (spec 3 §8), so
 * the API client stays quiet. Resolves with the saved file's name, or null when no PDF came back.
 */
export async function downloadScanReport(request: ScanReportRequest): Promise<string | null> {
  const { pdf_base64 } = await apiRequest('/api/Scan/report', {
    method: 'POST',
    body: request,
    schema: scanReportResponseSchema,
    quiet: true,
  });
  if (!pdf_base64) return null;
  const fileName = scanReportDownloadName(request);
  saveBlob(pdfBlob(pdf_base64), fileName);
  return fileName;
}

const NOTICE_ID = 'scan-report';

/**
 * The Summarized and Complete report buttons (spec 3 §2, §4, §8): 'Generating report...' while the server
 * works, then 'Report downloaded successfully', 'No PDF data received' or 'Error downloading report: …'.
 * `isPending` is true while any scan report is being generated, so every report button of the screen can
 * be disabled (spec 3 §4 step 7); `pendingType` names the report this button set is waiting for.
 */
export function useDownloadScanReport() {
  const running = useIsMutating({ mutationKey: scanReportMutationKey }) > 0;
  const mutation = useMutation({
    mutationKey: scanReportMutationKey,
    mutationFn: downloadScanReport,
    onMutate: () => {
      notifications.show({
        id: NOTICE_ID,
        loading: true,
        message: SCAN_REPORT_MESSAGES.generating,
        autoClose: false,
        withCloseButton: false,
      });
    },
    onSuccess: (fileName) => {
      notifications.update({
        id: NOTICE_ID,
        loading: false,
        color: fileName ? 'green' : 'red',
        message: fileName ? SCAN_REPORT_MESSAGES.downloaded : SCAN_REPORT_MESSAGES.noPdf,
        autoClose: 4000,
        withCloseButton: true,
      });
    },
    onError: (error) => {
      // Spec 3 §8: a download failure is logged as well as shown.
      console.error('Scan report download failed', error);
      if (error instanceof SessionEndedError) {
        // The user has been told the session ended and is on the way to sign in.
        notifications.hide(NOTICE_ID);
        return;
      }
      notifications.update({
        id: NOTICE_ID,
        loading: false,
        color: 'red',
        message: SCAN_REPORT_MESSAGES.downloadError(error.message),
        autoClose: 6000,
        withCloseButton: true,
      });
    },
  });
  const pendingType: ScanReportType | null = mutation.isPending ? (mutation.variables?.reportType ?? null) : null;
  return { ...mutation, isPending: running || mutation.isPending, pendingType };
}
