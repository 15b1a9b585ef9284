import { EXPORT_TIME_ZONE, formatDateTime } from '@aml/contracts';
import { MM_25_4, type PdfContent, type PdfDocument } from './pdf';
import { printable } from './pdf-text';

/**
 * The page of every report the tenant's staff download (spec 2 §9.6, used by the customer and screening
 * reports): A4, 25.4 mm margins, each page headed with the tenant's client name, address and trade licence
 * number, and footed with when the report was made and the page number.
 */

export interface ReportTenant {
  clientName: string;
  address: string;
  tradeLicenseNumber: string;
}

/** Report timestamps are written in the UAE's time, said so beside them. */
export const reportWhen = (iso: string | null | undefined): string => {
  const formatted = iso ? formatDateTime(iso, { timeZone: EXPORT_TIME_ZONE }) : '';
  return formatted ? `${formatted} (UAE time)` : '';
};

export const REPORT_STYLES: NonNullable<PdfDocument['styles']> = {
  h1: { fontSize: 16, bold: true, margin: [0, 0, 0, 2] },
  h2: { fontSize: 12, bold: true },
  h3: { fontSize: 10, bold: true },
  label: { bold: true, color: '#333333' },
};

export const reportHeading = (title: string): PdfContent => ({ text: title, style: 'h2', margin: [0, 10, 0, 4] });

/** Label and value rows, the labels in a column of their own. */
export function reportFieldTable(rows: readonly (readonly [string, PdfContent])[], labelWidth = 150): PdfContent {
  return {
    table: {
      widths: [labelWidth, '*'],
      body: rows.map(([label, value]) => [
        { text: label, style: 'label' },
        typeof value === 'string' ? { text: value } : value,
      ]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 10],
  };
}

export function reportDocument(input: {
  tenant: ReportTenant;
  now: Date;
  title: string;
  subject: string;
  content: PdfContent[];
}): PdfDocument {
  const { tenant, now } = input;
  return {
    pageSize: 'A4',
    pageMargins: [MM_25_4, MM_25_4, MM_25_4, MM_25_4],
    info: { title: printable(input.title), author: printable(tenant.clientName), subject: input.subject },
    header: () => ({
      margin: [MM_25_4, 24, MM_25_4, 0],
      columns: [
        { text: printable(tenant.clientName), bold: true },
        {
          text: printable(
            [tenant.address, tenant.tradeLicenseNumber ? `Trade Licence ${tenant.tradeLicenseNumber}` : '']
              .filter(Boolean)
              .join(' · '),
          ),
          alignment: 'right',
          fontSize: 8,
        },
      ],
    }),
    footer: (page, pages) => ({
      margin: [MM_25_4, 20, MM_25_4, 0],
      columns: [
        { text: `Generated ${reportWhen(now.toISOString())}`, fontSize: 8, color: '#666666' },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 8, color: '#666666' },
      ],
    }),
    content: input.content,
    styles: REPORT_STYLES,
    defaultStyle: { fontSize: 9 },
  };
}
