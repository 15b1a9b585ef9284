import {
  BULK_REPORT_MAX,
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_LIST_MESSAGES,
  type CustomerFilter,
  type CustomerHistoryEntry,
  type CustomerKind,
  type CustomerListPage,
  type CustomerListQuery,
  ERROR_CODES,
  EXPORT_TIME_ZONE,
  formatDateTime,
} from '@aml/contracts';
import type { AppDeps } from '../../app-deps';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import { csvCellWithoutCommas } from '../../lib/csv';
import { renderPdf } from '../../lib/pdf';
import { reportTenant } from '../client-details/report-tenant';
import { openAlertSummaries } from '../monitoring/monitoring.repo';
import { findCorporate } from './corporates.repo';
import { getCorporateCustomer } from './corporates.service';
import { customerHistory } from './customer-history';
import { allCustomers, type ListedCustomer, pageCustomers, partnersToDecide } from './customer-list.repo';
import { customerReport, type ReportCustomer, reportCustomerName } from './customer-report';
import { customerNumberLabel } from './customer-wire';
import { findIndividual } from './individuals.repo';
import { getIndividualCustomer } from './individuals.service';

type Deps = Pick<AppDeps, 'db' | 'screening' | 'tokens'>;

/** The parameters that make a list call answer a page rather than the spec's plain array. */
export const PAGE_PARAMETERS = ['type', 'view', 'ongoing', 'search', 'sort', 'order', 'page', 'pageSize'] as const;
export const isPagedQuery = (query: Record<string, unknown>) => PAGE_PARAMETERS.some((p) => query[p] !== undefined);

const DEFAULT_PAGE_SIZE = 10;

const alertSummary = (alert: { reason: string; raisedAt: Date; count: number } | undefined) =>
  alert ? { reason: alert.reason, raisedAt: alert.raisedAt.toISOString(), count: alert.count } : null;

/** GET /api/customers (and the spec's list calls when given parameters): one page of the filtered list. */
export async function listCustomerPage(
  deps: Deps,
  ctx: TenantContext,
  query: CustomerListQuery,
): Promise<CustomerListPage> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  return withTenant(deps.db, ctx, async (tx) => {
    const { rows, total } = await pageCustomers(tx, ctx.tenantId, query, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const corporateIds = rows.filter((r) => r.kind === 'corporate').map((r) => r.id);
    const waiting = await partnersToDecide(tx, corporateIds);
    const alerts = new Map([
      ...(await openAlertSummaries(
        tx,
        'individual',
        rows.filter((r) => r.kind === 'individual').map((r) => r.id),
      )),
      ...(await openAlertSummaries(tx, 'corporate', corporateIds)),
    ]);
    return {
      items: rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        customerId: customerNumberLabel(row.kind === 'individual' ? 'IND' : 'CORP', row.customerNumber),
        name: row.name,
        country: row.country,
        email: row.email,
        status: row.status,
        createdDate: row.createdAt.toISOString(),
        riskScore: row.riskScore,
        riskLabel: row.riskLabel,
        needsOnGoingScreening: row.needsOngoingScreening,
        tradeLicenseNo: row.tradeLicenseNo,
        partnersToDecide: waiting.get(row.id) ?? 0,
        monitoringAlert: alertSummary(alerts.get(row.id)),
      })),
      total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
    };
  });
}

/** GET /api/customers/{kind}/{id}/history. Another tenant's customer is 404. */
export async function getCustomerHistory(
  deps: Deps,
  ctx: TenantContext,
  kind: CustomerKind,
  id: string,
): Promise<CustomerHistoryEntry[]> {
  return withTenant(deps.db, ctx, async (tx) => {
    // Another tenant's id (or none) is 404 before any audit event is read.
    const customer =
      kind === 'individual' ? await findIndividual(tx, ctx.tenantId, id) : await findCorporate(tx, ctx.tenantId, id);
    if (!customer) throw notFound();
    return customerHistory(tx, kind, id);
  });
}

/** The CSV of spec 2 §9.6 for every customer the filter holds (all pages), in list order. */
export async function exportCustomersCsv(deps: Deps, ctx: TenantContext, filter: CustomerFilter): Promise<string> {
  const rows = await withTenant(deps.db, ctx, (tx) => allCustomers(tx, ctx.tenantId, filter));
  const lines = [
    CUSTOMER_CSV_COLUMNS.join(','),
    ...rows.map((r) =>
      [
        r.name,
        r.country ?? '',
        r.email ?? '',
        r.status,
        formatDateTime(r.createdAt.toISOString(), { timeZone: EXPORT_TIME_ZONE }),
        r.riskScore === null ? '' : r.riskScore.toFixed(2),
        r.riskLabel ?? '',
      ]
        .map(csvCellWithoutCommas)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

async function loadCustomer(deps: Deps, ctx: TenantContext, kind: CustomerKind, id: string) {
  return kind === 'individual'
    ? ({ kind, customer: await getIndividualCustomer(deps, ctx, id) } as const)
    : ({ kind, customer: await getCorporateCustomer(deps, ctx, id) } as const);
}

async function reportCustomer(deps: Deps, ctx: TenantContext, listed: Pick<ListedCustomer, 'kind' | 'id'>) {
  const loaded = await loadCustomer(deps, ctx, listed.kind, listed.id);
  const history = await withTenant(deps.db, ctx, (tx) => customerHistory(tx, listed.kind, listed.id));
  return { ...loaded, history } as ReportCustomer;
}

/** A file name from a customer's name: letters, digits, spaces and hyphens only. */
const fileNameOf = (name: string) =>
  `${
    name
      .replace(/[^\p{L}\p{N} -]+/gu, '')
      .trim()
      .replace(/\s+/g, '_') || 'customer'
  }.pdf`;

/** GET /api/customers/{kind}/{id}/report.pdf: one customer's report, named after the customer. */
export async function singleCustomerReport(
  deps: Deps,
  ctx: TenantContext,
  kind: CustomerKind,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const item = await reportCustomer(deps, ctx, { kind, id });
  if (item.customer.status === 'Quick Onboarded') {
    throw new AppError(ERROR_CODES.conflict, 409, CUSTOMER_LIST_MESSAGES.quickOnboardedReport);
  }
  const tenant = await withTenant(deps.db, ctx, (tx) => reportTenant(tx, ctx.tenantId));
  return { filename: fileNameOf(reportCustomerName(item)), pdf: await renderPdf(customerReport(tenant, [item])) };
}

/** GET /api/customers/report.pdf: the bulk report of the filter, Quick Onboarded customers left out. */
export async function bulkCustomerReport(
  deps: Deps,
  ctx: TenantContext,
  filter: CustomerFilter,
): Promise<{ filename: string; pdf: Buffer }> {
  const { tenant, listed } = await withTenant(deps.db, ctx, async (tx) => ({
    tenant: await reportTenant(tx, ctx.tenantId),
    listed: (await allCustomers(tx, ctx.tenantId, filter)).filter((c) => c.status !== 'Quick Onboarded'),
  }));
  if (listed.length === 0) throw new AppError(ERROR_CODES.validation, 400, CUSTOMER_LIST_MESSAGES.bulkEmpty);
  if (listed.length > BULK_REPORT_MAX) {
    throw new AppError(ERROR_CODES.validation, 400, CUSTOMER_LIST_MESSAGES.bulkTooMany(listed.length));
  }
  const items: ReportCustomer[] = [];
  // One customer at a time: each is one small transaction, and the pool stays free for other requests.
  for (const c of listed) items.push(await reportCustomer(deps, ctx, c));
  return { filename: 'customers_report.pdf', pdf: await renderPdf(customerReport(tenant, items)) };
}
