import { SCREENING_LOG_MESSAGES, type ScreeningLogFilter, screeningLogCsvFileName } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';
import { screeningLogFilterParams, withParams } from '../screening-log-params';

/**
 * GET /api/Scan/screening-logs/export.csv (spec 1 §7 "Download All"): screening_logs_<date-time>.csv of
 * every log of the current search, made on the server so that a tenant's whole history is exported
 * without loading it in the browser.
 */
export async function exportScreeningLogsCsv(filter: ScreeningLogFilter): Promise<string> {
  const { blob, fileName } = await apiFile(
    withParams('/api/Scan/screening-logs/export.csv', screeningLogFilterParams(filter)),
    { failureToast: serverMessageOr(SCREENING_LOG_MESSAGES.exportFailed) },
  );
  const name = fileName ?? screeningLogCsvFileName();
  saveBlob(blob, name);
  return name;
}

export function useExportScreeningLogsCsv() {
  return useMutation({ mutationFn: exportScreeningLogsCsv });
}
