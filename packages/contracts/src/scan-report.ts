import { z } from 'zod';
import { foundRecordSchema, listVersionSchema, screeningRequestSchema } from './screening-wire';

/**
 * POST api/Scan/report (spec 3 §3 "Report generation request", §7): a PDF of a screening's result, made on
 * the server with pdfmake, answered as `{ pdf_base64 }`.
 *
 * A quick screening's report carries the spec's fields: results, totalHits, timestamp, searchData, name and
 * reportType (plus the answer's list_versions, which the report prints). A batch's report does not carry the
 * spec's `batchRecords`: the batch's results are on the server (issue 13), so the request names the batch and,
 * for one record's report, its seq; the server reads the results itself, for 1000 records at most.
 */
export const SCAN_REPORT_TYPES = ['summarized', 'complete'] as const;
export type ScanReportType = (typeof SCAN_REPORT_TYPES)[number];

const reportType = z.enum(SCAN_REPORT_TYPES, { message: 'reportType must be summarized or complete' });

export const quickScanReportRequestSchema = z.object({
  reportType,
  /** The screened name as the user typed it. */
  name: z.string().trim().min(1).max(300),
  searchData: screeningRequestSchema,
  results: z.array(foundRecordSchema).max(500),
  totalHits: z.number().int().min(0),
  /** The screening answer's timestamp (ISO). */
  timestamp: z.string().max(64),
  list_versions: z.array(listVersionSchema).max(50).default([]),
});

export const batchScanReportRequestSchema = z.object({
  reportType,
  batchId: z.uuid({ message: 'The batch id must be a UUID' }),
  /** One record's report; the whole batch without it. */
  seq: z.number().int().min(1).optional(),
});

export const scanReportRequestSchema = z.union([batchScanReportRequestSchema, quickScanReportRequestSchema]);
export type ScanReportRequest = z.infer<typeof scanReportRequestSchema>;
export type QuickScanReportRequest = z.infer<typeof quickScanReportRequestSchema>;
export type BatchScanReportRequest = z.infer<typeof batchScanReportRequestSchema>;

export const scanReportResponseSchema = z.object({ pdf_base64: z.string() });
export type ScanReportResponse = z.infer<typeof scanReportResponseSchema>;

/** Spec 3 §8 "Screening and reports", verbatim. */
export const SCAN_REPORT_MESSAGES = {
  generating: 'Generating report...',
  downloaded: 'Report downloaded successfully',
  noPdf: 'No PDF data received',
  downloadError: (message: string) => `Error downloading report: ${message}`,
} as const;

/** The downloaded file's name: the timestamp and the report type (spec 3 §2), e.g. screening_report_20261125-141503_summarized.pdf. */
export function scanReportFileName(reportType: ScanReportType, at: Date, prefix = 'screening_report'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${prefix}_${stamp}_${reportType}.pdf`;
}
