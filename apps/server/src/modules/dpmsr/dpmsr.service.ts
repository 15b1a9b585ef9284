import { createHash } from 'node:crypto';
import {
  DPMSR_RETENTION_YEARS,
  DPMSR_TEXTS,
  type DpmsrCorporateCustomer,
  type DpmsrGeneratedXml,
  type DpmsrIndividualCustomer,
  type DpmsrReport,
  type DpmsrReportRecord,
  type DpmsrResult,
  ERROR_CODES,
} from '@aml/contracts';
import { buildDpmsrXml, type DpmsrReport as GoamlDpmsrReport, type ReportIndicator } from '@aml/goaml';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/database';
import { tenants } from '../../db/schema';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import {
  type CorporateRow,
  findCorporate,
  listCorporates,
  listPartnersOf,
  type PartnerRow,
} from '../customers/corporates.repo';
import { auditActor, fieldChanges } from '../customers/customer-common';
import { findIndividual, type IndividualRow, listIndividuals } from '../customers/individuals.repo';
import {
  corporatesByIds,
  type DpmsrRow,
  findReport,
  individualsByIds,
  insertReport,
  listReports,
  recordGeneratedXml,
  updateReport,
} from './dpmsr.repo';
import { corporateSimple, goamlCorporate, goamlIndividual, individualSimple } from './dpmsr-customers';

/**
 * DPMSR reports (spec 3 §2–§9; issue 16, decision 114). Every call runs in the caller's tenant scope: another
 * tenant's report or customer is "not found". Each change is one transaction with its audit event; nothing is
 * removed (a deletion is a mark kept for the inspector). The goAML file is built here, by packages/goaml, and
 * its SHA-256 recorded, so the file filed with the FIU can be matched to the record.
 */

type Deps = Pick<AppDeps, 'db'>;

/** The stored report fields: the form without the customer, the tenant and the transport id. */
type ReportDetails = Omit<
  DpmsrReport,
  'id' | 'customerType' | 'customerId' | 'TenantId' | 'estimatedValue' | 'disposedValue'
> & {
  estimatedValue: number;
  disposedValue: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const reportNotFound = () => notFound(DPMSR_TEXTS.notFound);
const ENTITY = 'dpmsr_report';

function detailsOf(body: DpmsrReport): ReportDetails {
  const { id: _id, customerType: _type, customerId: _customer, TenantId: _tenant, ...fields } = body;
  // The schema refuses a missing amount, so both are numbers once it has passed.
  return { ...fields, estimatedValue: body.estimatedValue ?? 0, disposedValue: body.disposedValue ?? 0 };
}

/** The customer a report names: a live customer of the caller's tenant, of the chosen type. */
async function customerFor(tx: Tx, ctx: TenantContext, body: DpmsrReport) {
  const id = body.customerId;
  const found = !UUID.test(id)
    ? null
    : body.customerType === 'Individual'
      ? await findIndividual(tx, ctx.tenantId, id)
      : await findCorporate(tx, ctx.tenantId, id);
  if (!found) throw invalidField('customerId', DPMSR_TEXTS.customerNotFound);
  return body.customerType === 'Individual'
    ? { individualId: found.id, corporateId: null }
    : { individualId: null, corporateId: found.id };
}

/** Spec 3 §3 and UAE AML law: the report is kept at least DPMSR_RETENTION_YEARS from its creation. */
function keptUntil(createdAt: Date): string {
  const until = new Date(createdAt);
  until.setUTCFullYear(until.getUTCFullYear() + DPMSR_RETENTION_YEARS);
  return until.toISOString();
}

interface Embedded {
  individuals: Map<string, IndividualRow>;
  corporates: Map<string, CorporateRow>;
  partners: Map<string, PartnerRow[]>;
}

function toRecord(row: DpmsrRow, embedded: Embedded): DpmsrReportRecord {
  const d = row.details as ReportDetails;
  const individual = row.individualId ? embedded.individuals.get(row.individualId) : undefined;
  const corporate = row.corporateId ? embedded.corporates.get(row.corporateId) : undefined;
  return {
    id: row.id,
    customerType: row.customerType === 'Corporate' ? 'Corporate' : 'Individual',
    customerId: row.individualId ?? row.corporateId ?? '',
    entityReference: d.entityReference,
    transactionType: d.transactionType,
    currencyCodeLocal: d.currencyCodeLocal,
    currencyCode: d.currencyCode,
    reason: d.reason,
    comments: d.comments,
    itemType: d.itemType,
    itemMake: d.itemMake,
    description: d.description,
    estimatedValue: d.estimatedValue,
    disposedValue: d.disposedValue,
    statusComments: d.statusComments,
    registrationNumber: d.registrationNumber,
    identificationNumber: d.identificationNumber,
    createdDate: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    expiryDate: keptUntil(row.createdAt),
    createdBy: row.createdByEmail,
    individualUser: individual ? individualSimple(individual) : null,
    corporateUser: corporate ? corporateSimple(corporate, embedded.partners.get(corporate.id) ?? []) : null,
    lastXml: (row.lastXml as DpmsrGeneratedXml | null) ?? null,
  };
}

/** The customers (and partners) the given reports name, read in three statements whatever their number. */
async function embeddedFor(tx: Tx, tenantId: string, rows: readonly DpmsrRow[]): Promise<Embedded> {
  const ids = (pick: (row: DpmsrRow) => string | null) => [
    ...new Set(rows.map(pick).filter((id): id is string => id !== null)),
  ];
  const corporates = await corporatesByIds(
    tx,
    tenantId,
    ids((r) => r.corporateId),
  );
  return {
    individuals: await individualsByIds(
      tx,
      tenantId,
      ids((r) => r.individualId),
    ),
    corporates,
    partners: await listPartnersOf(tx, [...corporates.keys()]),
  };
}

/** GET /api/Dpmsr: every live report of the tenant, newest first, its customer embedded. */
export async function listDpmsrReports(deps: Deps, ctx: TenantContext): Promise<DpmsrReportRecord[]> {
  return withTenant(deps.db, ctx, async (tx) => {
    const rows = await listReports(tx, ctx.tenantId);
    const embedded = await embeddedFor(tx, ctx.tenantId, rows);
    return rows.map((row) => toRecord(row, embedded));
  });
}

/** GET /api/Dpmsr/{id}: one report with its customer; 404 'Report not found or already expired.' */
export async function getDpmsrReport(deps: Deps, ctx: TenantContext, id: string): Promise<DpmsrReportRecord> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = UUID.test(id) ? await findReport(tx, ctx.tenantId, id) : null;
    if (!row) throw reportNotFound();
    return toRecord(row, await embeddedFor(tx, ctx.tenantId, [row]));
  });
}

/** POST /api/Dpmsr/submit: the report stored with its audit event (the schema has applied the 55,000 AED rule). */
export async function submitDpmsrReport(deps: Deps, ctx: TenantContext, body: DpmsrReport): Promise<DpmsrResult> {
  return withTenant(deps.db, ctx, async (tx) => {
    const customer = await customerFor(tx, ctx, body);
    const details = detailsOf(body);
    const row = await insertReport(tx, {
      tenantId: ctx.tenantId,
      customerType: body.customerType,
      ...customer,
      entityReference: details.entityReference,
      details,
      createdBy: ctx.actorId,
      createdByEmail: ctx.actorEmail,
    });
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'dpmsr.submitted',
      entityType: ENTITY,
      entityId: row.id,
      after: { customerType: body.customerType, ...customer, ...details },
    });
    return { message: DPMSR_TEXTS.submitted, id: row.id };
  });
}

/**
 * PUT /api/Dpmsr/{id}: the report's fields replaced, the changed ones recorded before and after. The body's
 * TenantId (spec 3 §7) is ignored: the tenant is the token's, and another tenant's report is 404.
 */
export async function updateDpmsrReport(
  deps: Deps,
  ctx: TenantContext,
  id: string,
  body: DpmsrReport,
): Promise<DpmsrResult> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = UUID.test(id) ? await findReport(tx, ctx.tenantId, id, true) : null;
    if (!row) throw reportNotFound();
    const customer = await customerFor(tx, ctx, body);
    const details = detailsOf(body);
    const before = {
      customerType: row.customerType,
      individualId: row.individualId,
      corporateId: row.corporateId,
      ...(row.details as ReportDetails),
    };
    const changes = fieldChanges(before, { customerType: body.customerType, ...customer, ...details });
    if (Object.keys(changes.after).length > 0) {
      await updateReport(tx, row.id, {
        customerType: body.customerType,
        ...customer,
        entityReference: details.entityReference,
        details,
      });
      await appendAudit(tx, {
        ...auditActor(ctx),
        action: 'dpmsr.updated',
        entityType: ENTITY,
        entityId: row.id,
        ...changes,
      });
    }
    return { message: DPMSR_TEXTS.updated, id: row.id };
  });
}

/**
 * DELETE /api/Dpmsr/{id}: a mark, not a removal (UAE AML law keeps reports at least five years). The report
 * leaves every screen; the row and the audit event (who, when, what the report said) stay for the inspector.
 */
export async function deleteDpmsrReport(deps: Deps, ctx: TenantContext, id: string): Promise<DpmsrResult> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = UUID.test(id) ? await findReport(tx, ctx.tenantId, id, true) : null;
    if (!row) throw reportNotFound();
    await updateReport(tx, row.id, { deletedAt: new Date(), deletedBy: ctx.actorId });
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'dpmsr.deleted',
      entityType: ENTITY,
      entityId: row.id,
      before: {
        customerType: row.customerType,
        individualId: row.individualId,
        corporateId: row.corporateId,
        ...(row.details as ReportDetails),
        lastXml: row.lastXml,
      },
    });
    return { message: DPMSR_TEXTS.deleted, id: row.id };
  });
}

export interface GeneratedDpmsrXml {
  xml: string;
  fileName: string;
  sha256: string;
  indicator: ReportIndicator;
}

/**
 * POST /api/Dpmsr/{id}/xml: the goAML file of the report, built from the stored report, the customer's record
 * as it is now and the tenant's profile as reporting person. The submission date is the moment of generation.
 * A report the builder refuses answers 422 with every field to complete (or the not-eligible text), never a file
 * the UAE schema would reject. A file built is recorded on the report and in the audit trail with its SHA-256.
 */
export async function generateDpmsrXml(deps: Deps, ctx: TenantContext, id: string): Promise<GeneratedDpmsrXml> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = UUID.test(id) ? await findReport(tx, ctx.tenantId, id, true) : null;
    if (!row) throw reportNotFound();
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
    if (!tenant) throw notFound();
    const embedded = await embeddedFor(tx, ctx.tenantId, [row]);
    const generatedAt = new Date();
    const result = buildDpmsrXml({ tenant, report: goamlReport(row, embedded) }, { submissionDate: generatedAt });
    if (!result.ok) {
      if (result.reason === 'not-eligible') throw new AppError(ERROR_CODES.dpmsrNotEligible, 422, result.message);
      throw new AppError(ERROR_CODES.dpmsrIncomplete, 422, DPMSR_TEXTS.incomplete, { problems: result.problems });
    }
    const bytes = Buffer.from(result.xml, 'utf8');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const lastXml: DpmsrGeneratedXml = {
      generatedAt: generatedAt.toISOString(),
      generatedBy: ctx.actorEmail,
      fileName: result.fileName,
      sha256,
    };
    await recordGeneratedXml(tx, row.id, lastXml);
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'dpmsr.xml_generated',
      entityType: ENTITY,
      entityId: row.id,
      after: { ...lastXml, bytes: bytes.length, indicator: result.indicator, entityReference: row.entityReference },
    });
    return { xml: result.xml, fileName: result.fileName, sha256, indicator: result.indicator };
  });
}

/** The report as packages/goaml reads it: the stored fields, its creation date and the customer embedded. */
function goamlReport(row: DpmsrRow, embedded: Embedded): GoamlDpmsrReport {
  const d = row.details as ReportDetails;
  const individual = row.individualId ? embedded.individuals.get(row.individualId) : undefined;
  const corporate = row.corporateId ? embedded.corporates.get(row.corporateId) : undefined;
  return {
    ...d,
    id: row.id,
    customerType: row.customerType,
    customerId: row.individualId ?? row.corporateId,
    createdDate: row.createdAt,
    individualUser: individual ? goamlIndividual(individual) : null,
    corporateUser: corporate ? goamlCorporate(corporate, embedded.partners.get(corporate.id) ?? []) : null,
  };
}

/**
 * GET /api/IndividualUser/tenant-onboarded-users-simple: the tenant's live individual customers, newest first.
 * Spec 3 §7: 404 means none.
 */
export async function listDpmsrIndividuals(deps: Deps, ctx: TenantContext): Promise<DpmsrIndividualCustomer[]> {
  const rows = await withTenant(deps.db, ctx, (tx) => listIndividuals(tx, ctx.tenantId));
  if (rows.length === 0) throw notFound(DPMSR_TEXTS.noCustomers);
  return rows.map(individualSimple);
}

/** GET /api/CorporateUser/tenant-corporate-users-simple: the same for corporate customers, partners included. */
export async function listDpmsrCorporates(deps: Deps, ctx: TenantContext): Promise<DpmsrCorporateCustomer[]> {
  const customers = await withTenant(deps.db, ctx, async (tx) => {
    const rows = await listCorporates(tx, ctx.tenantId);
    const partners = await listPartnersOf(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => corporateSimple(row, partners.get(row.id) ?? []));
  });
  if (customers.length === 0) throw notFound(DPMSR_TEXTS.noCustomers);
  return customers;
}
