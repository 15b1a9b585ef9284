import {
  type CorporateCustomer,
  CUSTOMER_LIST_MESSAGES,
  type CustomerHistoryEntry,
  explainMatch,
  type FoundRecord,
  type IndividualCustomer,
  type RiskDetails,
  riskDetailsSchema,
} from '@aml/contracts';
import { countrySourceLabel } from '@aml/risk';
import type { PdfContent, PdfDocument } from '../../lib/pdf';
import {
  reportHeading as heading,
  type ReportTenant,
  reportDocument,
  reportFieldTable,
  reportWhen as when,
} from '../../lib/pdf-layout';

/**
 * The customer report of spec 2 §9.6 (issue 12): A4, 25.4 mm margins, every page headed with the
 * tenant's client name, address and trade licence number; then the customer's data, the risk breakdown,
 * the screening result with each match explained, and the decisions (History). One builder serves the
 * single report and the bulk report (one customer after another, each from a new page).
 */

export type ReportCustomer =
  | { kind: 'individual'; customer: IndividualCustomer; history: CustomerHistoryEntry[] }
  | { kind: 'corporate'; customer: CorporateCustomer; history: CustomerHistoryEntry[] };

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

const fieldTable = (rows: readonly [string, unknown][]) =>
  reportFieldTable(rows.map(([label, value]) => [label, text(value)] as const));

function individualFields(c: IndividualCustomer): [string, unknown][] {
  return [
    ['Customer ID', c.customerId],
    ['Name', `${c.firstName} ${c.lastName}`],
    ['Date of Birth', dateOnly(c.dateOfBirth)],
    ['Gender', c.gender === 'Other' ? c.otherGender : c.gender],
    ['Nationality', c.nationality],
    ['Dual Nationality', c.dualNationality === 'Yes' ? `Yes (${c.dualCitizenshipCountry})` : c.dualNationality],
    ['Residential Status', c.residentialStatus],
    ['Country of Residence', c.countryOfResidence],
    ['Address', `${c.address}, ${c.city}, ${c.country}`],
    ['Email', c.email],
    ['Contact No', c.contactNo],
    ['Occupation', c.occupation],
    ['Place of Birth', c.placeOfBirth],
    ['ID', `${c.idType} ${c.idNo}, issued by ${c.idIssuedBy} at ${c.idIssuedAt}`],
    ['ID Issue / Expiry', `${dateOnly(c.idIssuedDate)} / ${dateOnly(c.idExpiryDate)}`],
    ['PEP', c.pep],
    ['Purpose', c.purpose],
    ['Payment Mode', c.paymentMode === 'Others' ? c.otherPaymentMode : c.paymentMode],
    ['Mode of Approach', c.modeOfApproach],
    ['Source of Income', c.sourceOfIncome],
    ['Expected Transactions / Volume', `${text(c.expectedNoOfTxn)} / ${text(c.expectedVolume)}`],
    ['Product Type', c.productType],
    ['Ongoing Monitoring', c.needsOnGoingScreening],
    ['Remarks', c.remarks],
  ];
}

function corporateFields(c: CorporateCustomer): [string, unknown][] {
  return [
    ['Customer ID', c.customerId],
    ['Company Name', c.companyName],
    ['Entity Type', c.entityType],
    ['Country of Incorporation', c.countryOfIncorporation],
    ['Address', `${c.companyAddress}, ${c.city}, PO Box ${c.poBoxNo}`],
    ['Email', c.email],
    ['Office / Mobile', `${c.contactOfficeNo} / ${c.contactMobileNo}`],
    ['Trade Licence', `${c.tradeLicenseNo}, issued by ${c.tradeLicenseIssuedBy} at ${c.tradeLicenseIssuedAt}`],
    ['Licence Issue / Expiry', `${dateOnly(c.tradeLicenseIssuedDate)} / ${dateOnly(c.tradeLicenseExpiryDate)}`],
    ['VAT Registration', c.vatRegistrationNumber],
    ['Countries of Operation', c.countriesOfOperation],
    ['Business Activity', c.businessActivity],
    ['Product Type', c.productType],
    ['Payment Mode', c.paymentMode],
    ['Delivery Channel', c.deliveryChannel],
    ['Dual-use Goods', c.dualUseGoods],
    ['Ongoing Monitoring', c.needsOnGoingScreening],
    ['Remarks', c.remarks],
  ];
}

function partnersTable(c: CorporateCustomer): PdfContent {
  if (c.partners.length === 0) return { text: 'No partners.', margin: [0, 0, 0, 10] };
  const head = ['Name', 'Type / Role', 'Nationality', 'Share %', 'PEP', 'Status', 'Hits'].map((h) => ({
    text: h,
    style: 'label',
  }));
  return {
    table: {
      headerRows: 1,
      widths: ['*', 80, 70, 40, 28, 70, 28],
      body: [
        head,
        ...c.partners.map((p) => [
          p.name,
          `${p.type} / ${p.role}`,
          p.nationalityOrCountryOfIncorporation,
          p.percentageOfShare === null ? '' : String(p.percentageOfShare),
          p.pep ? 'Yes' : 'No',
          p.status,
          String(p.hits),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 10],
  };
}

interface StoredFactor {
  label?: string;
  input?: unknown;
  points?: number;
  known?: boolean;
  basis?: string[];
  parts?: StoredFactor[];
}

function factorRows(factors: readonly StoredFactor[], depth = 0): PdfContent[][] {
  return factors.flatMap((f) => [
    [
      { text: `${'   '.repeat(depth)}${f.label ?? ''}` },
      // A part (one product, one country) is labelled by its value: no need to say it twice.
      { text: depth > 0 && text(f.input) === f.label ? '' : text(f.input) },
      { text: typeof f.points === 'number' ? f.points.toFixed(2) : '' },
      {
        text: [f.known === false ? 'not in the table' : '', ...(f.basis ?? []).map(countrySourceLabel)]
          .filter(Boolean)
          .join('; '),
      },
    ],
    ...factorRows(f.parts ?? [], depth + 1),
  ]);
}

function riskSection(status: string, score: number | null, details: RiskDetails | null | 'invalid'): PdfContent[] {
  if (status === 'Quick Onboarded') return [heading('Risk'), { text: CUSTOMER_LIST_MESSAGES.quickOnboardedRisk }];
  if (details === 'invalid') return [heading('Risk'), { text: CUSTOMER_LIST_MESSAGES.riskParseError }];
  const risk = (details?.risk ?? {}) as {
    label?: string;
    baseScore?: number;
    factors?: StoredFactor[];
    overrides?: { reason: string }[];
  };
  const content: PdfContent[] = [
    heading('Risk'),
    {
      text: [
        { text: 'Score ', style: 'label' },
        `${score === null ? 'not scored' : score.toFixed(2)} ${risk.label ?? ''}`,
        typeof risk.baseScore === 'number' ? `   (average of the factors ${risk.baseScore.toFixed(2)})` : '',
      ],
      margin: [0, 0, 0, 4],
    },
  ];
  if (risk.factors?.length) {
    content.push({
      table: {
        headerRows: 1,
        widths: [130, '*', 40, 130],
        body: [
          ['Factor', 'Value', 'Points', 'Source'].map((h) => ({ text: h, style: 'label' })),
          ...factorRows(risk.factors),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 4],
    });
  }
  for (const override of risk.overrides ?? []) content.push({ text: `High Risk override: ${override.reason}` });
  return content;
}

function recordBlock(record: FoundRecord, note: string | null): PdfContent {
  return {
    stack: [
      { text: `${record.name} — ${record.source_type} ${record.source_id} (score ${record.score})`, bold: true },
      ...(note ? [{ text: note, italics: true }] : []),
      ...(record.date_of_birth.length > 0 ? [`Listed date of birth: ${record.date_of_birth.join(', ')}`] : []),
      ...(record.citizenship.length > 0 ? [`Listed nationality: ${record.citizenship.join(', ')}`] : []),
      ...explainMatch(record).map((line) => ({ text: line, margin: [8, 0, 0, 0] })),
    ],
    margin: [0, 0, 0, 6],
  };
}

function screeningSection(status: string, details: RiskDetails | null | 'invalid'): PdfContent[] {
  const content: PdfContent[] = [heading('Screening')];
  if (details === 'invalid') return [...content, { text: CUSTOMER_LIST_MESSAGES.riskParseError }];
  if (!details) return [...content, { text: 'Not screened yet.' }];
  content.push({ text: `Screened ${when(details.timestamp)}, fuzzy level ${details.fuzzyLevel}` });
  const versions = details.list_versions.map((v) => `${v.sourceType} ${v.version ?? ''} (${v.entries} entries)`);
  if (versions.length > 0) content.push({ text: `Lists: ${versions.join(', ')}`, margin: [0, 0, 0, 6] });
  if (details.found_records.length === 0) return [...content, { text: CUSTOMER_LIST_MESSAGES.noMatch }];
  if (status === 'FalseMatchOnboarded') content.push({ text: CUSTOMER_LIST_MESSAGES.falseMatchLabel, italics: true });
  const review = details.falseMatchReview;
  const noteFor = (record: FoundRecord) => {
    const same = (r: { source_type: string; source_id: string }) =>
      r.source_type === record.source_type && r.source_id === record.source_id;
    const remembered = review?.remembered.find(same);
    if (remembered) return `Marked false match ${when(remembered.decidedAt)}; unchanged since.`;
    const changed = review?.changed.find(same);
    return changed ? `Changed since marked false match: ${changed.changes.join('; ')}.` : null;
  };
  const groups = details.personWithHits?.length
    ? details.personWithHits.map((p) => ({ title: `${p.name} (${p.role})`, records: p.found_records }))
    : [{ title: null, records: details.found_records }];
  for (const group of groups) {
    if (group.title) content.push({ text: group.title, style: 'h3', margin: [0, 4, 0, 2] });
    for (const record of group.records) content.push(recordBlock(record, noteFor(record)));
  }
  return content;
}

function historySection(history: readonly CustomerHistoryEntry[]): PdfContent[] {
  return [
    heading('Decisions and history'),
    ...history.map((entry) => ({
      stack: [
        {
          text: [
            { text: `${entry.title}`, bold: true },
            `  ${when(entry.at)}${entry.actorEmail ? ` by ${entry.actorEmail}` : ''}`,
            entry.statusChange ? `  (${entry.statusChange.from ?? '-'} to ${entry.statusChange.to ?? '-'})` : '',
          ],
        },
        ...(entry.remarks ? [{ text: `Remarks: ${entry.remarks}`, margin: [8, 0, 0, 0] }] : []),
        // Roboto has no arrow glyph: the History's '→' prints as '->'.
        ...entry.lines.map((line) => ({ text: line.replaceAll('→', '->'), margin: [8, 0, 0, 0], color: '#444444' })),
      ],
      margin: [0, 0, 0, 4],
    })),
  ];
}

function parseDetails(raw: string | null): RiskDetails | null | 'invalid' {
  if (!raw) return null;
  try {
    const parsed = riskDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : 'invalid';
  } catch {
    return 'invalid';
  }
}

export const reportCustomerName = (item: ReportCustomer) =>
  item.kind === 'individual' ? `${item.customer.firstName} ${item.customer.lastName}` : item.customer.companyName;

function customerContent(item: ReportCustomer, first: boolean): PdfContent[] {
  const c = item.customer;
  const details = parseDetails(c.riskDetails);
  return [
    { text: reportCustomerName(item), style: 'h1', ...(first ? {} : { pageBreak: 'before' }) },
    {
      text: `${item.kind === 'individual' ? 'Individual' : 'Corporate'} customer ${c.customerId} · Status ${c.status} · Registered ${when(c.createdDate)}${c.onBoardedBy ? ` by ${c.onBoardedBy}` : ''}`,
      margin: [0, 0, 0, 8],
    },
    heading(item.kind === 'individual' ? 'Customer' : 'Company'),
    fieldTable(item.kind === 'individual' ? individualFields(item.customer) : corporateFields(item.customer)),
    ...(item.kind === 'corporate' ? [heading('Partners'), partnersTable(item.customer)] : []),
    ...riskSection(c.status, c.riskScore, details),
    ...screeningSection(c.status, details),
    ...historySection(item.history),
  ];
}

export function customerReport(
  tenant: ReportTenant,
  customers: readonly ReportCustomer[],
  now = new Date(),
): PdfDocument {
  const title =
    customers.length === 1 && customers[0] ? `Customer report: ${reportCustomerName(customers[0])}` : 'Customer report';
  return reportDocument({
    tenant,
    now,
    title,
    subject: 'Customer due diligence report',
    content: customers.flatMap((item, i) => customerContent(item, i === 0)),
  });
}
