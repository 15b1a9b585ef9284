import {
  BATCH_SCREENING_MESSAGES,
  type BatchScanReportRequest,
  type BatchScreeningProgress,
  type ScanReportType,
} from '@aml/contracts';
import { useDownloadScanReport } from '../screening/api/download-scan-report';
import { ReportButtons } from '../screening/components/report-buttons';
import { isBatchActive } from '../upload-batch/api/upload-batch-api';
import { type ResultsScreen, UploadBatchResultsPage } from '../upload-batch/upload-batch-results-page';
import { type BatchRecordFilter, batchScreeningApi } from './api/batch-screening-api';
import { BatchRecordAccordion } from './components/batch-record-accordion';
import { BATCH_SCREENING_PATH } from './paths';

const M = BATCH_SCREENING_MESSAGES;

export const STILL_RUNNING_QUESTION = 'The batch is still running. Stop it and start another scan?';

/** 'Screened 340 of 1000 records · 12 with hits · 1 failed': the job's progress in one line. */
export function progressLine(batch: Pick<BatchScreeningProgress, 'done' | 'total' | 'matched' | 'failed'>): string {
  const parts = [`Screened ${batch.done} of ${batch.total} records`, `${batch.matched} with hits`];
  if (batch.failed > 0) parts.push(`${batch.failed} failed`);
  return parts.join(' · ');
}

/**
 * Spec 3 §4 step 7: the reports of the whole batch (beside the actions) and of each record (in its item). One
 * report generates at a time, so every report button is off while one does.
 */
function useReports(batch: BatchScreeningProgress) {
  const report = useDownloadScanReport();
  const active = isBatchActive(batch.status);
  // The report being generated on this screen, to spin its own button (the others are only disabled).
  const pending: BatchScanReportRequest | null =
    report.isPending && report.variables && 'batchId' in report.variables ? report.variables : null;
  const requestReport = (reportType: ScanReportType, seq?: number) =>
    report.mutate(seq === undefined ? { reportType, batchId: batch.id } : { reportType, batchId: batch.id, seq });
  return {
    actions: (
      <ReportButtons
        disabled={report.isPending || active}
        pendingType={pending && pending.seq === undefined ? pending.reportType : null}
        onReport={(reportType) => requestReport(reportType)}
        subject="for the whole batch"
      />
    ),
    items: (
      <BatchRecordAccordion
        items={batch.items.rows}
        reportPending={report.isPending}
        pendingReport={pending?.seq !== undefined ? { seq: pending.seq, reportType: pending.reportType } : null}
        onReport={(seq, reportType) => requestReport(reportType, seq)}
      />
    ),
  };
}

const SCREEN: ResultsScreen<BatchScreeningProgress, BatchRecordFilter> = {
  title: 'Batch Screening Results',
  level: 1,
  back: { path: BATCH_SCREENING_PATH, label: 'Back to Batch Screening' },
  messages: { noRecords: M.noRecords, expired: M.expired, completed: M.completed },
  filters: [
    { value: 'all', label: 'All', empty: M.noRecords },
    { value: 'matched', label: 'With hits', empty: 'No records with hits' },
    { value: 'unmatched', label: 'No hits', empty: 'No records without hits' },
  ],
  progress: {
    line: progressLine,
    failed: M.unexpected,
    cancelled: 'The batch was stopped before all its records were screened; the records not screened were not charged.',
  },
  performAnother: { label: 'Perform Another Scan', question: STILL_RUNNING_QUESTION },
  readyNote: 'The batch reports and the results workbook are ready when the batch completes.',
  useContent: useReports,
};

/**
 * Spec 3 §2 Batch screening results (/dashboard/batch-results?id=…). The batch runs as a server job
 * (issue 13); this screen polls its progress every second while it runs and shows its records a page at a
 * time. Without an id it opens the user's current batch.
 */
export function BatchResultsPage() {
  return <UploadBatchResultsPage api={batchScreeningApi} screen={SCREEN} />;
}
