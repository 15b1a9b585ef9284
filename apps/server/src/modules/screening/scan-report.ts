import {
  BATCH_SCREENING_MESSAGES,
  explainMatch,
  type FoundRecord,
  type JobBatchItemStatus,
  type JobBatchStatus,
  SCREENING_FUZZY_LEVEL_OPTIONS,
  type ScanReportType,
  type ScreeningResponse,
} from '@aml/contracts';
import type { PdfContent, PdfDocument } from '../../lib/pdf';
import { type ReportTenant, reportDocument, reportFieldTable, reportHeading, reportWhen } from '../../lib/pdf-layout';
import { printableContent } from '../../lib/pdf-text';

/**
 * The screening reports of POST api/Scan/report (spec 3 §2, §3, §7; issue 13), as pdfmake documents: a quick
 * screening's, a batch's, and one record of a batch. Summarized prints each hit's name, list, source id,
 * score, the reasons it matched and the fields that identify it (date of birth, citizenship, entity type);
 * Complete prints every field the list gives. Pure: the service loads, this lays out, lib/pdf renders.
 */

type ListVersion = ScreeningResponse['list_versions'][number];

export interface ScanReportContext {
  tenant: ReportTenant;
  reportType: ScanReportType;
  /** The staff member who asked for this PDF. */
  generatedBy: string | null;
  now: Date;
}

/** What was searched (spec 3 §3 screening request / batch screening record). */
export interface ScreenedQuery {
  name: string;
  entityType: 'Individual' | 'Entity';
  dob?: string | null | undefined;
  gender?: string | null | undefined;
  fuzzyLevel?: 0 | 1 | 2 | null | undefined;
}

/** What the screening answered. */
export interface ScreeningOutcome {
  results: readonly FoundRecord[];
  totalHits: number;
  /** ISO date-time of the screening. */
  timestamp: string;
  list_versions: readonly ListVersion[];
}

export interface BatchReportBatch {
  /** The uploaded file's name. */
  label: string | null;
  status: JobBatchStatus;
  total: number;
  /** Records processed so far, failed ones included. */
  screened: number;
  /** Who started the batch: who screened its records. */
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the batch as a whole could not run. */
  error: string | null;
}

export interface BatchReportRecord {
  seq: number;
  /** The workbook row; null when the stored record could not be read. */
  row: number | null;
  query: ScreenedQuery | null;
  status: JobBatchItemStatus;
  outcome: ScreeningOutcome | null;
  /** Why the record has no outcome: its screening failed, or what was stored could not be read. */
  error: string | null;
}

const TITLES: Record<ScanReportType, string> = {
  summarized: 'Screening Report — Summarized',
  complete: 'Screening Report — Complete',
};

const NOT_GIVEN = 'Not given';

const fuzzyLabel = (level: ScreenedQuery['fuzzyLevel']) =>
  SCREENING_FUZZY_LEVEL_OPTIONS.find((o) => o.value === String(level ?? 0))?.label ?? String(level);

/** A screening's time in UAE time; a timestamp that is not a date is printed as sent. */
const at = (iso: string | null | undefined) => reportWhen(iso) || (iso ?? '');

/** A list's publication date: dd-mm-yyyy when it is a plain date (most publishers date their files by day). */
function published(value: string | null): string {
  if (!value) return 'Not stated';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? `${day[3]}-${day[2]}-${day[1]}` : at(value);
}

const label = (text: string): PdfContent => ({ text, style: 'label' });

function tableOf(head: readonly string[], widths: readonly (number | string)[], rows: PdfContent[][]): PdfContent {
  return {
    table: { headerRows: 1, widths, body: [head.map(label), ...rows] },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 10],
  };
}

function queryTable(query: ScreenedQuery, rows: readonly (readonly [string, string])[]): PdfContent {
  return reportFieldTable(
    [
      ['Name', query.name],
      ['Customer Type', query.entityType],
      ['Date of Birth', query.dob || NOT_GIVEN],
      ['Gender', query.gender || NOT_GIVEN],
      ['Fuzzy Search Level', fuzzyLabel(query.fuzzyLevel)],
      ...rows,
    ],
    130,
  );
}

function listsTable(versions: readonly ListVersion[]): PdfContent {
  if (versions.length === 0)
    return { text: 'No list versions were recorded with this screening.', margin: [0, 0, 0, 10] };
  return tableOf(
    ['List', 'Version', 'Entries', 'Published'],
    ['*', 150, 50, 70],
    versions.map((v) => [v.sourceType, v.version ?? '', v.entries.toLocaleString('en-US'), published(v.publishedAt)]),
  );
}

/** The versions of every screening, each once, in the order first met (a batch may span a list update). */
function distinctVersions(outcomes: readonly ScreeningOutcome[]): ListVersion[] {
  const seen = new Map<string, ListVersion>();
  for (const outcome of outcomes)
    for (const v of outcome.list_versions) {
      const key = `${v.source}\u0000${v.sourceType}\u0000${v.version ?? ''}`;
      if (!seen.has(key)) seen.set(key, v);
    }
  return [...seen.values()];
}

const listNames = (versions: readonly ListVersion[]) =>
  versions.map((v) => `${v.sourceType}${v.version ? ` ${v.version}` : ''}`).join(', ');

/** Spec 3 §2: long link text is cut at 50 characters; the PDF keeps the whole address as the link itself. */
function links(urls: readonly string[]): PdfContent {
  return {
    stack: urls.map((url) => ({
      text: url.length > 50 ? `${url.slice(0, 50)}...` : url,
      ...(/^https?:\/\//i.test(url) ? { link: url } : {}),
      color: '#1a4f8b',
    })),
  };
}

const names = (values: readonly string[]) => values.join('; ');
const lines = (values: readonly string[]) => values.join('\n');

function hitFields(record: FoundRecord, reportType: ScanReportType): [string, PdfContent][] {
  const present = (value: unknown) =>
    value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  const key: [string, PdfContent, unknown][] = [
    ['Date of Birth', names(record.date_of_birth), record.date_of_birth],
    ['Citizenship', names(record.citizenship), record.citizenship],
    ['Entity Type', record.entity_type, record.entity_type],
  ];
  if (reportType === 'summarized') return key.filter(([, , raw]) => present(raw)).map(([l, v]) => [l, v]);
  // Complete: every field of the found record the list fills (spec 3 §3 "Screening response").
  const all: [string, PdfContent, unknown][] = [
    ['Alias Names', names(record.alias_names), record.alias_names],
    ['Given Names', names(record.given_names), record.given_names],
    ['Last Names', names(record.last_names), record.last_names],
    ['Date of Birth', names(record.date_of_birth), record.date_of_birth],
    ['Gender', record.gender ?? '', record.gender],
    ['Citizenship', names(record.citizenship), record.citizenship],
    ['Place of Birth', names(record.place_of_birth), record.place_of_birth],
    ['Occupations', names(record.occupations), record.occupations],
    ['Political Parties', names(record.political_parties), record.political_parties],
    ['Positions', lines(record.positions), record.positions],
    ['Sanction Details', lines(record.sanction_details), record.sanction_details],
    ['Description', record.description ?? '', record.description],
    ['Address', lines(record.address), record.address],
    ['Other Information', lines(record.other_information), record.other_information],
    ['Entity Type', record.entity_type, record.entity_type],
    ['Links', links(record.links), record.links],
    ['PEP Type', record.pep_type ?? '', record.pep_type],
    ['List Date', record.list_date ?? '', record.list_date],
    ['Spouse', names(record.spouse), record.spouse],
    ['Siblings', names(record.siblings), record.siblings],
    ['Parents', names(record.parents), record.parents],
    ['Source ID', record.source_id, record.source_id],
    ['Source Type', record.source_type, record.source_type],
  ];
  return all.filter(([, , raw]) => present(raw)).map(([l, v]) => [l, v]);
}

function hitBlock(record: FoundRecord, position: number, reportType: ScanReportType): PdfContent {
  return {
    stack: [
      { text: `${position}. ${record.name}`, style: 'h3', margin: [0, 6, 0, 1] },
      { text: `${record.source_type} · Source ID ${record.source_id} · Score ${record.score}`, margin: [0, 0, 0, 3] },
      reportFieldTable(hitFields(record, reportType), 110),
      label('Why it matched'),
      ...explainMatch(record).map((line) => ({ text: line, margin: [8, 1, 0, 0], color: '#333333' })),
    ],
    margin: [0, 0, 0, 8],
  };
}

/** Strongest first; equal scores keep the screening's order. */
const strongestFirst = (results: readonly FoundRecord[]) =>
  results
    .map((record, i) => ({ record, i }))
    .sort((a, b) => b.record.score - a.record.score || a.i - b.i)
    .map(({ record }) => record);

const foundLine = (n: number) => `${n} ${n === 1 ? 'Record' : 'Records'} Found`;

/** "{n} Records Found" and each hit; a screening without hits says so, naming the lists searched. */
function hitsSection(
  outcome: ScreeningOutcome,
  reportType: ScanReportType,
  options: { headingStyle?: string; limit?: number } = {},
): PdfContent[] {
  const content: PdfContent[] = [
    { text: foundLine(outcome.totalHits), style: options.headingStyle ?? 'h2', margin: [0, 10, 0, 4] },
  ];
  if (outcome.results.length === 0) {
    const searched = listNames(outcome.list_versions);
    content.push({ text: `No match found in the lists searched${searched ? `: ${searched}` : ''}.` });
    return content;
  }
  const shown = strongestFirst(outcome.results).slice(0, options.limit ?? outcome.results.length);
  if (shown.length < outcome.totalHits)
    content.push({
      text: `The ${shown.length} strongest of the ${outcome.totalHits} records found are shown${shown.length < outcome.results.length ? "; this record's own report shows the others" : ''}.`,
      italics: true,
      margin: [0, 0, 0, 4],
    });
  shown.forEach((record, i) => {
    content.push(hitBlock(record, i + 1, reportType));
  });
  return content;
}

function document(rc: ScanReportContext, subject: string, content: PdfContent[]): PdfDocument {
  return reportDocument({
    tenant: rc.tenant,
    now: rc.now,
    title: TITLES[rc.reportType],
    subject,
    content: printableContent(content),
  });
}

const generatedRow = (rc: ScanReportContext): [string, string] => [
  'Report Generated',
  `${at(rc.now.toISOString())}${rc.generatedBy ? ` by ${rc.generatedBy}` : ''}`,
];

/** A quick screening's report, from the answer the screen holds. */
export function quickScanReport(
  rc: ScanReportContext,
  screening: { query: ScreenedQuery; outcome: ScreeningOutcome; screenedBy: string | null },
): PdfDocument {
  const { query, outcome } = screening;
  return document(rc, 'Quick screening report', [
    { text: TITLES[rc.reportType], style: 'h1' },
    { text: 'Quick screening', margin: [0, 0, 0, 6] },
    reportHeading('Search'),
    queryTable(query, [
      ['Screened By', screening.screenedBy ?? ''],
      ['Screened At', at(outcome.timestamp)],
      generatedRow(rc),
    ]),
    reportHeading('Lists Searched'),
    listsTable(outcome.list_versions),
    ...hitsSection(outcome, rc.reportType),
  ]);
}

/** Where the batch stands: finished, still going ("N of M records screened so far"), stopped or failed. */
function batchState(batch: BatchReportBatch): string {
  const { screened } = batch;
  switch (batch.status) {
    case 'completed':
      return `Completed: ${screened} of ${batch.total} records screened`;
    case 'cancelled':
      return `Stopped: ${screened} of ${batch.total} records screened; the others were not screened`;
    case 'failed':
      return `Failed${batch.error ? ` (${batch.error})` : ''}: ${screened} of ${batch.total} records screened`;
    default:
      return `${screened} of ${batch.total} records screened so far`;
  }
}

function batchTable(rc: ScanReportContext, batch: BatchReportBatch): PdfContent {
  return reportFieldTable(
    [
      ['File', batch.label ?? ''],
      ['Status', batchState(batch)],
      ['Screened By', batch.createdBy ?? ''],
      ['Started At', at(batch.startedAt ?? batch.createdAt)],
      ...(batch.finishedAt ? [['Finished At', at(batch.finishedAt)] as [string, string]] : []),
      generatedRow(rc),
    ],
    130,
  );
}

const recordName = (r: BatchReportRecord) => r.query?.name ?? `Record ${r.seq}`;
const recordTitle = (r: BatchReportRecord) => `Row ${r.row ?? '?'}: ${recordName(r)}`;
const hasHits = (r: BatchReportRecord) =>
  r.status === 'done' && r.outcome !== null && (r.outcome.totalHits > 0 || r.outcome.results.length > 0);

function recordStatus(r: BatchReportRecord): string {
  if (r.error !== null || r.status === 'failed') return 'Error';
  if (r.status === 'pending') return 'Not screened yet';
  return hasHits(r) ? 'Match' : 'No match';
}

const errorLine = (r: BatchReportRecord) => BATCH_SCREENING_MESSAGES.recordError(r.error ?? 'unknown error');

function tally(records: readonly BatchReportRecord[]): string {
  const count = (status: string) => records.filter((r) => recordStatus(r) === status).length;
  return [
    `${count('Match')} with hits`,
    `${count('No match')} without`,
    `${count('Error')} with errors`,
    ...(count('Not screened yet') > 0 ? [`${count('Not screened yet')} not screened yet`] : []),
  ].join(', ');
}

function summaryTable(records: readonly BatchReportRecord[]): PdfContent {
  return tableOf(
    ['Row', 'Name', 'Type', 'Status', 'Hits'],
    [30, '*', 55, 80, 30],
    records.map((r) => [
      r.row === null ? '' : String(r.row),
      recordName(r),
      r.query?.entityType ?? '',
      recordStatus(r),
      r.status === 'done' && r.outcome && r.error === null ? String(r.outcome.totalHits) : '',
    ]),
  );
}

/**
 * How much hit detail the whole batch's report holds. pdfmake lays a document out in one synchronous run that
 * holds the server's event loop: measured here, 1000 records without hits take about 4 s, and each hit in
 * detail about 17 ms more (Complete; 7 ms Summarized). A batch of 1000 common names on fuzzy level II may find
 * 50 records each: in full, minutes of a blocked server and gigabytes of memory. So the batch report details
 * each record's strongest hits within these bounds (about 5 s more at most), and says where it stopped;
 * each record's own report shows all of its hits.
 */
export const BATCH_REPORT_LIMITS = { hitsPerRecord: 10, hits: 300 } as const;

/** One record in the whole batch's report: hits in detail (within `budget`), otherwise one line. */
function recordEntry(r: BatchReportRecord, reportType: ScanReportType, budget: { hits: number }): PdfContent[] {
  const line = (text: string, color?: string): PdfContent[] => [
    { text: `${recordTitle(r)}: ${text}`, margin: [0, 2, 0, 2], ...(color ? { color } : {}) },
  ];
  if (r.error !== null || r.status === 'failed') return line(errorLine(r), '#9b1c1c');
  if (r.status === 'pending' || !r.outcome) return line('not screened yet');
  if (!hasHits(r)) return line('no match');
  if (budget.hits <= 0)
    return line(
      `${foundLine(r.outcome.totalHits)}; shown in this record's own report (this report details ${BATCH_REPORT_LIMITS.hits} hits at most)`,
    );
  const limit = Math.min(BATCH_REPORT_LIMITS.hitsPerRecord, budget.hits);
  budget.hits -= Math.min(limit, r.outcome.results.length);
  const q = r.query;
  const searched = q
    ? [q.entityType, q.dob ? `born ${q.dob}` : '', q.gender ?? '', `fuzzy search ${fuzzyLabel(q.fuzzyLevel)}`]
        .filter(Boolean)
        .join(' · ')
    : '';
  return [
    { text: recordTitle(r), style: 'h2', margin: [0, 12, 0, 1] },
    { text: [searched, `screened ${at(r.outcome.timestamp)}`].filter(Boolean).join(' · '), margin: [0, 0, 0, 2] },
    ...hitsSection(r.outcome, reportType, { headingStyle: 'h3', limit }),
  ];
}

/** The whole batch: where it stands, the lists, a summary table, then each record in order. */
export function batchScanReport(
  rc: ScanReportContext,
  batch: BatchReportBatch,
  records: readonly BatchReportRecord[],
): PdfDocument {
  const outcomes = records.flatMap((r) => (r.outcome ? [r.outcome] : []));
  const budget = { hits: BATCH_REPORT_LIMITS.hits };
  return document(rc, 'Batch screening report', [
    { text: TITLES[rc.reportType], style: 'h1' },
    { text: `Batch screening of ${batch.total} ${batch.total === 1 ? 'record' : 'records'}`, margin: [0, 0, 0, 6] },
    ...(batch.status === 'queued' || batch.status === 'running'
      ? [{ text: batchState(batch), bold: true, margin: [0, 0, 0, 6] }]
      : []),
    reportHeading('Batch'),
    batchTable(rc, batch),
    reportHeading('Lists Searched'),
    listsTable(distinctVersions(outcomes)),
    reportHeading('Summary'),
    { text: tally(records), margin: [0, 0, 0, 4] },
    summaryTable(records),
    reportHeading('Records'),
    ...records.flatMap((r) => recordEntry(r, rc.reportType, budget)),
  ]);
}

/** One record of a batch, as a quick screening's report would show it, with the batch it belongs to. */
export function batchRecordScanReport(
  rc: ScanReportContext,
  batch: BatchReportBatch,
  record: BatchReportRecord,
): PdfDocument {
  const content: PdfContent[] = [
    { text: TITLES[rc.reportType], style: 'h1' },
    {
      text: `Batch screening${batch.label ? ` ${batch.label}` : ''}, record ${record.seq}${record.row === null ? '' : ` (row ${record.row})`}`,
      margin: [0, 0, 0, 6],
    },
    reportHeading('Search'),
  ];
  const rows: [string, string][] = [
    ['Screened By', batch.createdBy ?? ''],
    ['Screened At', record.outcome ? at(record.outcome.timestamp) : ''],
    generatedRow(rc),
  ];
  content.push(record.query ? queryTable(record.query, rows) : reportFieldTable(rows, 130));
  if (record.error !== null || record.status === 'failed') {
    content.push({ text: errorLine(record), color: '#9b1c1c', margin: [0, 6, 0, 0] });
  } else if (record.status === 'pending' || !record.outcome) {
    content.push({
      text: `This record has not been screened yet: ${batchState(batch)}.`,
      margin: [0, 6, 0, 0],
    });
  } else {
    content.push(reportHeading('Lists Searched'), listsTable(record.outcome.list_versions));
    content.push(...hitsSection(record.outcome, rc.reportType));
  }
  return document(rc, 'Batch screening record report', content);
}
