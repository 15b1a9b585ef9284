import type { FoundRecord } from '@aml/contracts';
import { demoEntries, ScreeningIndex, screen } from '@aml/screening';
import { describe, expect, it } from 'vitest';
import type { PdfContent, PdfDocument } from '../../lib/pdf';
import { fontCodePoints, printable } from '../../lib/pdf-text';
import {
  BATCH_REPORT_LIMITS,
  type BatchReportBatch,
  type BatchReportRecord,
  batchRecordScanReport,
  batchScanReport,
  quickScanReport,
  type ScanReportContext,
  type ScreeningOutcome,
} from './scan-report';

const LISTS = [
  {
    source: 'DEMO' as const,
    sourceType: 'Demo list',
    version: 'v7',
    publishedAt: '2024-05-01',
    entries: demoEntries.length,
  },
];
const index = ScreeningIndex.build(demoEntries, { lists: LISTS });

/** A real screening of the demo list: found records as the search answers them. */
function screening(names: string): ScreeningOutcome {
  const answer = screen(index, { entityType: 'Individual', names, fuzzyLevel: 1 });
  return {
    results: answer.found_records,
    totalHits: answer.total_hits,
    timestamp: '2026-01-15T08:30:00.000Z',
    list_versions: answer.list_versions,
  };
}

const listed = () => {
  const [record] = screening('Mohammed Abdullah Al-Khayali').results;
  if (!record) throw new Error('the demo list should hold Mohammed Abdullah Al-Khayali');
  return record;
};

const hit = (overrides: Partial<FoundRecord>): FoundRecord => ({ ...listed(), ...overrides });

const context = (reportType: ScanReportContext['reportType']): ScanReportContext => ({
  tenant: { clientName: 'Gold Souk Trading LLC', address: 'Deira, Dubai, AE', tradeLicenseNumber: 'TL-1234' },
  reportType,
  generatedBy: 'mlro@gold.test',
  now: new Date('2026-01-15T09:00:00.000Z'),
});

/** Every string the document prints, in order (header included), as one text. */
function printed(doc: PdfDocument): string {
  const out: string[] = [];
  const walk = (node: PdfContent): void => {
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const key of ['text', 'stack', 'columns', 'ul', 'ol']) if (key in node) walk(node[key]);
      if (node.table) walk(node.table.body);
    }
  };
  walk(doc.header?.(1, 1));
  walk(doc.content);
  return out.join('\n');
}

const quick = (reportType: ScanReportContext['reportType'], outcome: ScreeningOutcome) =>
  printed(
    quickScanReport(context(reportType), {
      query: { name: 'Mohammed Abdullah Al-Khayali', entityType: 'Individual', dob: '14/03/1975', fuzzyLevel: 1 },
      outcome,
      screenedBy: 'fla@gold.test',
    }),
  );

describe('quick screening report', () => {
  it('Summarized: the tenant, the query, who and when, the lists, and each hit with its key fields and reasons', () => {
    const text = quick('summarized', screening('Mohammed Abdullah Al-Khayali'));
    expect(text).toContain('Gold Souk Trading LLC');
    expect(text).toContain('Trade Licence TL-1234');
    expect(text).toContain('Screening Report — Summarized');
    expect(text).toContain('Mohammed Abdullah Al-Khayali');
    expect(text).toContain('14/03/1975');
    expect(text).toContain('Level I');
    expect(text).toContain('fla@gold.test');
    // 08:30 UTC is 12:30 in the UAE.
    expect(text).toContain('15-01-2026 12:30 (UAE time)');
    expect(text).toMatch(/Demo list\nv7\n\d+\n01-05-2024/);
    expect(text).toContain('1 Record Found');
    expect(text).toContain('Demo list (fictional names) · Source ID DEMO-001 · Score');
    expect(text).toContain("Matched the primary name 'Mohammed Abdullah Al-Khayali'");
    expect(text).toContain('Citizenship\nUtopia');
    expect(text).not.toContain('Place of Birth');
  });

  it('Complete: every field the list gives, the Arabic alias named rather than drawn as boxes', () => {
    const text = quick('complete', screening('Mohammed Abdullah Al-Khayali'));
    expect(text).toContain('Screening Report — Complete');
    expect(text).toContain('Place of Birth\nAtlantis City, Utopia');
    expect(text).toContain('Sanction Details\nDEMO-PROGRAM\nDemonstration listing');
    expect(text).toContain('Given Names\nMohammed Abdullah');
    expect(text).toContain('Source Type\nDemo list (fictional names)');
    expect(text).toContain('Muhammad bin Abdulla Khayali; [Arabic script]');
    expect(text).not.toMatch(/\p{Script=Arabic}/u);
  });

  it('lists hits strongest first and says when the search kept only the strongest', () => {
    const outcome: ScreeningOutcome = {
      ...screening('Mohammed Abdullah Al-Khayali'),
      results: [hit({ name: 'Weak Match', score: 61 }), hit({ name: 'Strong Match', score: 97 })],
      totalHits: 5,
    };
    const text = quick('summarized', outcome);
    expect(text.indexOf('1. Strong Match')).toBeGreaterThan(-1);
    expect(text.indexOf('1. Strong Match')).toBeLessThan(text.indexOf('2. Weak Match'));
    expect(text).toContain('5 Records Found');
    expect(text).toContain('The 2 strongest of the 5 records found are shown.');
  });

  it('says plainly that nothing was found, naming the lists searched', () => {
    const text = quick('summarized', screening('Ordinary Customer Person'));
    expect(text).toContain('0 Records Found');
    expect(text).toMatch(/No match found in the lists searched: Demo list v7\./);
  });
});

const BATCH: BatchReportBatch = {
  label: 'customers.xlsx',
  status: 'running',
  total: 5,
  screened: 3,
  createdBy: 'mlro@gold.test',
  createdAt: '2026-01-15T08:00:00.000Z',
  startedAt: '2026-01-15T08:00:01.000Z',
  finishedAt: null,
  error: null,
};

const batchRecord = (seq: number, overrides: Partial<BatchReportRecord> = {}): BatchReportRecord => ({
  seq,
  row: seq + 1,
  query: { name: `Customer ${seq}`, entityType: 'Individual', dob: '', gender: '', fuzzyLevel: 1 },
  status: 'done',
  outcome: screening('Ordinary Customer Person'),
  error: null,
  ...overrides,
});

describe('batch screening report', () => {
  const records = [
    batchRecord(1, {
      query: { name: 'Mohammed Abdullah Al-Khayali', entityType: 'Individual', dob: '', gender: 'male', fuzzyLevel: 2 },
      outcome: screening('Mohammed Abdullah Al-Khayali'),
    }),
    batchRecord(2),
    batchRecord(3, { status: 'failed', outcome: null, error: 'Screening balance exhausted' }),
    batchRecord(4, { status: 'pending', outcome: null }),
    batchRecord(5, { status: 'pending', outcome: null }),
  ];

  it('reports a running batch as it stands: summary table, hits in detail, no match, errors', () => {
    const text = printed(batchScanReport(context('summarized'), BATCH, records));
    expect(text).toContain('3 of 5 records screened so far');
    expect(text).toContain('customers.xlsx');
    expect(text).toContain('1 with hits, 1 without, 1 with errors, 2 not screened yet');
    expect(text).toContain('2\nMohammed Abdullah Al-Khayali\nIndividual\nMatch\n1');
    expect(text).toContain('3\nCustomer 2\nIndividual\nNo match\n0');
    expect(text).toContain('4\nCustomer 3\nIndividual\nError\n');
    expect(text).toContain('Row 2: Mohammed Abdullah Al-Khayali\nIndividual · male · fuzzy search Level II');
    expect(text).toContain("Matched the primary name 'Mohammed Abdullah Al-Khayali'");
    expect(text).toContain('Row 3: Customer 2: no match');
    expect(text).toContain('Row 4: Customer 3: Error: Screening balance exhausted');
    expect(text).toContain('Row 5: Customer 4: not screened yet');
  });

  it('details at most the strongest hits of each record, and stops detailing when the report is full', () => {
    const many = (n: number) => ({
      ...screening('Mohammed Abdullah Al-Khayali'),
      results: Array.from({ length: n }, (_, i) => hit({ name: `Listed Person ${i + 1}`, score: 99 - i })),
      totalHits: n,
    });
    const perRecord = BATCH_REPORT_LIMITS.hitsPerRecord;
    const full = Math.ceil(BATCH_REPORT_LIMITS.hits / perRecord);
    const batch = Array.from({ length: full + 1 }, (_, i) => batchRecord(i + 1, { outcome: many(perRecord + 2) }));
    const text = printed(
      batchScanReport(context('summarized'), { ...BATCH, status: 'completed', total: full + 1 }, batch),
    );
    expect(text).toContain(`${perRecord}. Listed Person ${perRecord}`);
    expect(text).not.toContain(`${perRecord + 1}. Listed Person`);
    expect(text).toContain(
      `The ${perRecord} strongest of the ${perRecord + 2} records found are shown; this record's own report shows the others.`,
    );
    expect(text).toContain(
      `Row ${full + 2}: Customer ${full + 1}: ${perRecord + 2} Records Found; shown in this record's own report`,
    );
  });

  it("reports one record: its query, the batch's screener, its hits; a failed or waiting record says why", () => {
    const [first, , failed, pending] = records as [
      BatchReportRecord,
      BatchReportRecord,
      BatchReportRecord,
      BatchReportRecord,
    ];
    const one = printed(batchRecordScanReport(context('complete'), BATCH, first));
    expect(one).toContain('Batch screening customers.xlsx, record 1 (row 2)');
    expect(one).toContain('Screened By\nmlro@gold.test');
    expect(one).toContain('Place of Birth\nAtlantis City, Utopia');
    expect(printed(batchRecordScanReport(context('complete'), BATCH, failed))).toContain(
      'Error: Screening balance exhausted',
    );
    expect(printed(batchRecordScanReport(context('complete'), BATCH, pending))).toContain(
      'This record has not been screened yet: 3 of 5 records screened so far.',
    );
  });
});

describe('printable text', () => {
  it('spells in ASCII or names what Roboto cannot draw, and keeps what it can', async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const font = await readFile(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
    const points = fontCodePoints(font);
    expect(points.has('A'.codePointAt(0) as number)).toBe(true);
    expect(points.has('Ж'.codePointAt(0) as number)).toBe(true);
    expect(points.has('→'.codePointAt(0) as number)).toBe(false);
    expect(printable('Draft → Review')).toBe('Draft -> Review');
    expect(printable('Mohammed (محمد عبدالله) Ali')).toBe('Mohammed ([Arabic script]) Ali');
    expect(printable('Иван Вымышленный, Nguyễn')).toBe('Иван Вымышленный, Nguyễn');
    expect(printable('张伟 🙂')).toBe('[Chinese script] [?]');
    // Vowel signs (script 'Inherited') stay with the Arabic word they mark.
    expect(printable('مُحَمَّد Ali')).toBe('[Arabic script] Ali');
  });
});
