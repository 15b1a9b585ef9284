import { MONITORING_MESSAGES, monitoringRunsCsvFileName } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile, serverMessageOr } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

/**
 * GET /api/monitoring/runs/export.csv (issue 17): every run of the tenant in MONITORING_RUN_CSV_COLUMNS,
 * made on the server, saved under the name its Content-Disposition gives.
 */
export async function exportMonitoringRunsCsv(): Promise<string> {
  const { blob, fileName } = await apiFile('/api/monitoring/runs/export.csv', {
    failureToast: serverMessageOr(MONITORING_MESSAGES.exportFailed),
  });
  const name = fileName ?? monitoringRunsCsvFileName();
  saveBlob(blob, name);
  return name;
}

export function useExportMonitoringRunsCsv() {
  return useMutation({ mutationFn: exportMonitoringRunsCsv });
}
