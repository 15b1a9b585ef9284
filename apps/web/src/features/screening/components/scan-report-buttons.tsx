import type { ScanReportRequest, ScanReportType } from '@aml/contracts';
import { useDownloadScanReport } from '../api/download-scan-report';
import { ReportButtons } from './report-buttons';

/**
 * Spec 3 §2: the Summarized and Complete PDF reports of a quick screening. Both are disabled while any report
 * is being generated (spec 3 §4), the one asked for shows that it is working.
 */
export function ScanReportButtons({ requestFor }: { requestFor: (reportType: ScanReportType) => ScanReportRequest }) {
  const report = useDownloadScanReport();
  return (
    <ReportButtons
      disabled={report.isPending}
      pendingType={report.pendingType}
      onReport={(reportType) => report.mutate(requestFor(reportType))}
    />
  );
}
