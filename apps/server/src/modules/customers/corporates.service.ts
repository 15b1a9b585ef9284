import {
  type CorporateCustomer,
  type CorporateRegistration,
  DECIDABLE_STATUSES,
  ERROR_CODES,
  MONITORING_DECISION_LABELS,
  type Partner,
  type PersonWithHits,
  REVIEW_MESSAGES,
  REVIEW_OUTCOMES,
  type ReviewMode,
} from '@aml/contracts';
import { scoreCorporate } from '@aml/risk';
import type { ScreeningIndex } from '@aml/screening';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { closeAlerts } from '../monitoring/monitoring.repo';
import {
  CORPORATE_DUPLICATE_CONSTRAINT,
  type CorporateRow,
  findCorporate,
  findPartnerForUpdate,
  insertCorporate,
  insertPartner,
  listCorporates,
  listPartners,
  listPartnersOf,
  markPartnersRemoved,
  type PartnerRow,
  updateCorporate,
  updatePartner,
} from './corporates.repo';
import {
  auditActor,
  buildRiskDetails,
  chargeOrRefuse,
  fieldChanges,
  listVersionLabels,
  rethrowDuplicate,
  type ScreeningRefusal,
} from './customer-common';
import { applyDocumentChanges, prepareDocumentChanges } from './customer-documents';
import { type NameScreening, type NameToScreen, screenNames } from './customer-screening';
import { customerBaseWire, customerNumberLabel, filesWire } from './customer-wire';
import { type DocumentMeta, listDocuments, listDocumentsByOwner } from './documents.repo';
import { countedHits, type MemorySubject, rememberFalseMatches, reviewAgainstMemory } from './false-match-memory';
import { applyMonitoringChange, canSwitchOff } from './monitoring';
import { corporateStatusAfterScreening, statusAfterScreening } from './status-rule';

type Deps = Pick<AppDeps, 'db' | 'screening' | 'tokens'>;

/** The registration as stored in `details`: everything but files, partners and the transport status. */
export type CorporateDetails = Omit<
  CorporateRegistration,
  'files' | 'existingFiles' | 'deletedFiles' | 'partners' | 'status'
>;
export type PartnerDetails = Omit<Partner, 'corporatePartnerId' | 'status'>;

function detailsOf(body: CorporateRegistration): CorporateDetails {
  const { files: _f, existingFiles: _e, deletedFiles: _d, partners: _p, status: _s, ...details } = body;
  return details;
}

function partnerDetailsOf(partner: Partner): PartnerDetails {
  const { corporatePartnerId: _id, status: _status, ...details } = partner;
  return details;
}

/** Fields a screening reads: a change screens that name again (issue 11). */
const COMPANY_SCREENED = ['companyName', 'countryOfIncorporation', 'fuzzyLevel'] as const;
const PARTNER_SCREENED = ['name', 'type', 'nationalityOrCountryOfIncorporation', 'birthdate'] as const;

export const companyName = (
  details: Pick<CorporateDetails, 'companyName' | 'countryOfIncorporation'>,
): NameToScreen => ({
  key: 'company',
  name: details.companyName,
  entityType: 'Entity',
  citizenship: details.countryOfIncorporation,
});

/** Each partner with its own date of birth and nationality; an entity partner is screened as an entity. */
export const partnerName = (
  row: Pick<PartnerRow, 'id' | 'name' | 'type' | 'birthdate' | 'nationality'>,
): NameToScreen => ({
  key: row.id,
  name: row.name,
  entityType: row.type === 'Individual' ? 'Individual' : 'Entity',
  dateOfBirth: row.birthdate,
  citizenship: row.nationality,
});

/** The company or partner the false-match memory remembers decisions for (false-match-memory.ts). */
export const companySubject = (
  id: string,
  details: Pick<CorporateDetails, 'countryOfIncorporation'>,
): MemorySubject => ({
  kind: 'corporate',
  customerId: id,
  subject: 'company',
  identity: { dateOfBirth: null, citizenship: details.countryOfIncorporation },
});
export const partnerSubject = (
  partner: Pick<PartnerRow, 'id' | 'corporateId' | 'birthdate' | 'nationality'>,
): MemorySubject => ({
  kind: 'corporate',
  customerId: partner.corporateId,
  subject: partner.id,
  identity: { dateOfBirth: partner.birthdate, citizenship: partner.nationality },
});

function corporateColumns(details: CorporateDetails) {
  return {
    companyName: details.companyName,
    countryOfIncorporation: details.countryOfIncorporation,
    email: details.email,
    tradeLicenseNo: details.tradeLicenseNo,
    needsOngoingScreening: details.needsOnGoingScreening,
    fuzzyLevel: details.fuzzyLevel,
    details,
  };
}

function partnerColumns(details: PartnerDetails, position: number) {
  return {
    position,
    type: details.type,
    name: details.name,
    nationality: details.nationalityOrCountryOfIncorporation,
    birthdate: details.birthdate ? details.birthdate.slice(0, 10) : null,
    details,
  };
}

/** Spec 2 §9.4 on the stored fields, each partner with its own hits (false-matched ones excluded). */
function assess(details: CorporateDetails, row: CorporateRow, partners: readonly PartnerRow[], status: string) {
  const company = row.companyScreening as NameScreening | null;
  const risk = scoreCorporate({
    deliveryChannel: details.deliveryChannel,
    entityType: details.entityType,
    paymentMode: details.paymentMode,
    productType: details.productType,
    countriesOfOperation: details.countriesOfOperation,
    dualUseGoods: details.dualUseGoods,
    partners: partners.map((p) => {
      const pd = p.details as PartnerDetails;
      return {
        name: p.name,
        type: p.type,
        pep: pd.pep,
        nationalityOrCountryOfIncorporation: p.nationality,
        hits: p.screening ? countedHits(p.screening as NameScreening) : p.hits,
        falseMatched: p.status === 'FalseMatchOnboarded',
      };
    }),
    hits: countedHits(company),
    falseMatched: status === 'FalseMatchOnboarded',
  });
  const screenings: { screening: NameScreening; id: string; role: string }[] = [];
  if (company) screenings.push({ screening: company, id: 'company', role: 'Company' });
  for (const p of partners) {
    const screening = p.screening as NameScreening | null;
    if (screening) screenings.push({ screening, id: p.id, role: (p.details as PartnerDetails).role });
  }
  const personWithHits: PersonWithHits[] = screenings
    .filter(({ screening }) => screening.total_hits > 0)
    .map(({ screening, id, role }) => ({
      id,
      name: screening.name,
      role,
      hits: screening.total_hits,
      found_records: screening.found_records,
    }));
  const riskDetails = buildRiskDetails({
    screenings: screenings.map((s) => s.screening),
    fuzzyLevel: details.fuzzyLevel,
    risk,
    personWithHits,
  });
  return { riskScore: risk.score, riskLabel: risk.label, riskDetails: JSON.stringify(riskDetails) };
}

function toWire(
  deps: Deps,
  row: CorporateRow,
  partners: readonly PartnerRow[],
  documents: readonly DocumentMeta[],
): CorporateCustomer {
  const d = row.details as CorporateDetails;
  return {
    corporateUserId: row.id,
    customerId: customerNumberLabel('CORP', row.customerNumber),
    ...customerBaseWire(row, d.remarks),
    corporateStatus: row.status,
    companyName: d.companyName,
    email: d.email,
    companyAddress: d.companyAddress,
    city: d.city,
    countryOfIncorporation: d.countryOfIncorporation,
    poBoxNo: d.poBoxNo,
    contactOfficeNo: d.contactOfficeNo,
    officeCountryCode: d.officeCountryCode,
    contactMobileNo: d.contactMobileNo,
    mobileCountryCode: d.mobileCountryCode,
    vatRegistrationNumber: d.vatRegistrationNumber,
    tenancyContractExpiryDate: d.tenancyContractExpiryDate,
    tradeLicenseNo: d.tradeLicenseNo,
    tradeLicenseIssuedAt: d.tradeLicenseIssuedAt,
    tradeLicenseIssuedBy: d.tradeLicenseIssuedBy,
    tradeLicenseIssuedDate: d.tradeLicenseIssuedDate,
    tradeLicenseExpiryDate: d.tradeLicenseExpiryDate,
    entityType: d.entityType,
    countriesOfOperation: d.countriesOfOperation,
    businessActivity: d.businessActivity,
    isDealingWithImportExport: d.isDealingWithImportExport,
    importExportCountries: d.importExportCountries,
    hasSisterConcernBranch: d.hasSisterConcernBranch,
    sisterConcernCountry: d.sisterConcernCountry,
    accountHoldingBankName: d.accountHoldingBankName,
    customerType: d.customerType,
    productType: d.productType,
    productSource: d.productSource,
    paymentMode: d.paymentMode,
    paymentModeOther: d.paymentModeOther,
    deliveryChannel: d.deliveryChannel,
    expectedNoOfTxn: d.expectedNoOfTxn,
    expectedVolume: d.expectedVolume,
    kycDocumentsCollected: d.kycDocumentsCollected,
    isEntityRegisteredInGOAML: d.isEntityRegisteredInGOAML,
    dualUseGoods: d.dualUseGoods,
    partners: partners.map((p) => ({
      corporatePartnerId: p.id,
      ...(p.details as PartnerDetails),
      status: p.status,
      hits: p.hits,
    })),
    files: filesWire(deps.tokens, row.tenantId, documents),
  };
}

const partnerAudit = (p: PartnerRow) => ({ id: p.id, ...(p.details as PartnerDetails), status: p.status });

/**
 * Screens the company (when asked) and the given partners in one charge, then stores each name's result,
 * the partners' and the company's statuses and the risk. With nothing to screen it scores again only.
 * A registration that cannot be screened stays Pending with the reason; an edit is refused whole.
 */
async function screenAndScore(
  tx: Tx,
  ctx: TenantContext,
  index: ScreeningIndex,
  input: {
    row: CorporateRow;
    details: CorporateDetails;
    partners: PartnerRow[];
    screenCompany: boolean;
    partnersToScreen: readonly PartnerRow[];
    mode: 'new' | 'edit';
  },
): Promise<{ row: CorporateRow; partners: PartnerRow[]; refusal: ScreeningRefusal | null }> {
  const { details, mode } = input;
  let { row, partners } = input;
  const names = [...(input.screenCompany ? [companyName(details)] : []), ...input.partnersToScreen.map(partnerName)];
  if (names.length === 0) {
    row = await updateCorporate(tx, row.id, assess(details, row, partners, row.status));
    return { row, partners, refusal: null };
  }
  const run = screenNames(index, names, details.fuzzyLevel);
  const refusal = await chargeOrRefuse(tx, ctx, run, mode);
  if (refusal) {
    row = await updateCorporate(tx, row.id, { pendingReason: refusal.message });
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'customer.screening_refused',
      entityType: 'corporate_customer',
      entityId: row.id,
      after: { status: row.status, pendingReason: refusal.message },
    });
    return { row, partners, refusal };
  }

  // Each name held against the false-match memory of its company or partner.
  const byId = new Map(partners.map((p) => [p.id, p]));
  const results = new Map<string, NameScreening>();
  for (const result of (run as NonNullable<typeof run>).results) {
    const partner = byId.get(result.key);
    const subject = partner ? partnerSubject(partner) : companySubject(row.id, details);
    results.set(result.key, await reviewAgainstMemory(tx, subject, result));
  }
  const partnerChanges: { id: string; name: string; before: string; after: string; hits: number }[] = [];
  // One statement at a time: the transaction is one connection.
  const screenedPartners: PartnerRow[] = [];
  for (const partner of partners) {
    const result = results.get(partner.id);
    if (!result) {
      screenedPartners.push(partner);
      continue;
    }
    const status = statusAfterScreening(partner.status, countedHits(result));
    partnerChanges.push({
      id: partner.id,
      name: partner.name,
      before: partner.status,
      after: status,
      hits: result.total_hits,
    });
    screenedPartners.push(await updatePartner(tx, partner.id, { status, hits: result.total_hits, screening: result }));
  }
  partners = screenedPartners;
  const company = results.get('company');
  const status = corporateStatusAfterScreening(
    row.status,
    [...results.values()].map((r) => countedHits(r)),
  );
  const before = row;
  row = await updateCorporate(tx, row.id, {
    status,
    pendingReason: null,
    lastScreenedAt: new Date(),
    ...(company ? { companyScreening: company } : {}),
  });
  row = await updateCorporate(tx, row.id, assess(details, row, partners, status));
  await appendAudit(tx, {
    ...auditActor(ctx),
    action: 'customer.screened',
    entityType: 'corporate_customer',
    entityId: row.id,
    before: { status: before.status, riskScore: before.riskScore, riskLabel: before.riskLabel },
    after: {
      status,
      riskScore: row.riskScore,
      riskLabel: row.riskLabel,
      screened: [...results.values()].map((r) => ({
        name: r.name,
        hits: r.total_hits,
        matched: r.found_records.map((f) => `${f.source_type} ${f.source_id} (${f.score})`),
        ...(r.false_match_review ? { falseMatchReview: r.false_match_review } : {}),
      })),
      partners: partnerChanges,
      listVersions: listVersionLabels((run as NonNullable<typeof run>).listVersions),
    },
  });
  return { row, partners, refusal: null };
}

/**
 * Stores the screenings ongoing monitoring made (issue 17) with the statuses they give, and scores the company
 * again on them as any screening does. `company` is the company's new screening, `partners` each changed
 * partner's new screening and status. Nothing is charged: monitoring is paid by the tenant's quota.
 */
export async function storeMonitoredScreenings(
  tx: Tx,
  row: CorporateRow,
  changes: {
    status: string;
    company: NameScreening | null;
    partners: readonly { id: string; status: string; screening: NameScreening }[];
  },
): Promise<CorporateRow> {
  for (const p of changes.partners) {
    await updatePartner(tx, p.id, { status: p.status, hits: p.screening.total_hits, screening: p.screening });
  }
  const updated = await updateCorporate(tx, row.id, {
    status: changes.status,
    lastScreenedAt: new Date(),
    ...(changes.company ? { companyScreening: changes.company } : {}),
  });
  const partners = await listPartners(tx, row.id);
  return updateCorporate(tx, row.id, assess(row.details as CorporateDetails, updated, partners, changes.status));
}

/**
 * POST register-corporate-user (spec 2 §7; decision 107): the company and every partner stored Pending
 * with the documents, every name screened (one screening charged and one OnBoard log per name), each
 * partner In Review on a hit else Onboarded, the company In Review when any name has a hit.
 */
export async function registerCorporate(
  deps: Deps,
  ctx: TenantContext,
  body: CorporateRegistration,
): Promise<CorporateCustomer> {
  const saved = await withTenant(deps.db, ctx, (tx) => registerCorporateInTx(deps, tx, ctx, body));
  if (saved.refusal) {
    throw new AppError(saved.refusal.code, saved.refusal.status, saved.refusal.message, {
      corporateUserId: saved.row.id,
    });
  }
  return toWire(deps, saved.row, saved.partners, saved.documents);
}

/** The outcome of registering one company inside a transaction: the answer is built after the commit. */
export interface NewCorporateOutcome {
  row: CorporateRow;
  partners: PartnerRow[];
  refusal: ScreeningRefusal | null;
  documents: DocumentMeta[];
}

/**
 * The registration inside the caller's transaction: a corporate batch item's (corporate-batch.service.ts), so
 * that the company, its partners, their charges and logs and the item's done-mark commit together. A duplicate
 * throws the 409 'Duplicate user'; a refusal to screen (no balance, no list) is returned, not thrown.
 */
export async function registerCorporateInTx(
  deps: Pick<Deps, 'screening'>,
  tx: Tx,
  ctx: TenantContext,
  body: CorporateRegistration,
  audit: Record<string, unknown> = {},
): Promise<NewCorporateOutcome> {
  const details = detailsOf(body);
  const documents = prepareDocumentChanges(body.files, []);
  const enabledAt = await applyMonitoringChange(
    tx,
    ctx.tenantId,
    { before: false, after: details.needsOnGoingScreening, enabledAt: null },
    new Date(),
  );
  const pending = await insertCorporate(tx, {
    tenantId: ctx.tenantId,
    ...corporateColumns(details),
    status: 'Pending',
    monitoringEnabledAt: enabledAt,
    createdBy: ctx.actorId,
    createdByEmail: ctx.actorEmail,
  }).catch(rethrowDuplicate(CORPORATE_DUPLICATE_CONSTRAINT));
  const partners: PartnerRow[] = [];
  for (const [position, partner] of body.partners.entries()) {
    partners.push(
      await insertPartner(tx, {
        tenantId: ctx.tenantId,
        corporateId: pending.id,
        ...partnerColumns(partnerDetailsOf(partner), position),
        status: 'Pending',
      }),
    );
  }
  const docs = await applyDocumentChanges(tx, ctx, { corporateId: pending.id }, documents);
  await appendAudit(tx, {
    ...auditActor(ctx),
    action: 'customer.registered',
    entityType: 'corporate_customer',
    entityId: pending.id,
    after: {
      ...details,
      status: pending.status,
      partners: partners.map(partnerAudit),
      documentsAdded: docs.added,
      ...audit,
    },
  });
  const outcome = await screenAndScore(tx, ctx, deps.screening.current, {
    row: pending,
    details,
    partners,
    screenCompany: true,
    partnersToScreen: partners,
    mode: 'new',
  });
  return { ...outcome, documents: docs.documents };
}

/**
 * Brings the partners in force in line with the edited list: known ids are updated (and marked for
 * screening when a screened field changed), new ones inserted Pending, the ones left out marked removed.
 */
async function reconcilePartners(
  tx: Tx,
  ctx: TenantContext,
  corporateId: string,
  submitted: readonly Partner[],
  fuzzyChanged: boolean,
) {
  const existing = await listPartners(tx, corporateId);
  const byId = new Map(existing.map((p) => [p.id, p]));
  const unknown = submitted.flatMap((p, i) =>
    p.corporatePartnerId != null && !byId.has(String(p.corporatePartnerId)) ? [i] : [],
  );
  if (unknown.length > 0) {
    throw invalid(
      unknown.map((i) => ({ path: `partners.${i}`, message: "This partner is not one of this customer's partners." })),
    );
  }
  const partners: PartnerRow[] = [];
  const toScreen: PartnerRow[] = [];
  const changed: { id: string; before: unknown; after: unknown }[] = [];
  for (const [position, partner] of submitted.entries()) {
    const details = partnerDetailsOf(partner);
    const previous = partner.corporatePartnerId != null ? byId.get(String(partner.corporatePartnerId)) : undefined;
    if (!previous) {
      const row = await insertPartner(tx, {
        tenantId: ctx.tenantId,
        corporateId,
        ...partnerColumns(details, position),
        status: 'Pending',
      });
      partners.push(row);
      toScreen.push(row);
      continue;
    }
    const before = previous.details as PartnerDetails;
    const row = await updatePartner(tx, previous.id, partnerColumns(details, position));
    partners.push(row);
    if (fuzzyChanged || !previous.screening || PARTNER_SCREENED.some((f) => before[f] !== details[f]))
      toScreen.push(row);
    const diff = fieldChanges(
      before as unknown as Record<string, unknown>,
      details as unknown as Record<string, unknown>,
    );
    if (Object.keys(diff.after).length > 0) changed.push({ id: previous.id, ...diff });
  }
  const removed = existing.filter((p) => !partners.some((kept) => kept.id === p.id));
  await markPartnersRemoved(
    tx,
    removed.map((p) => p.id),
  );
  return {
    partners,
    toScreen,
    audit: {
      added: partners.filter((p) => !byId.has(p.id)).map(partnerAudit),
      removed: removed.map(partnerAudit),
      changed,
    },
  };
}

/**
 * PUT corporate-user/{id}: re-validated (the route), the company screened again when its name, country
 * or fuzzy level changed, each partner when its name, type, nationality or birthdate changed (and new
 * partners), scored again, documents added or marked deleted, previous values in the audit trail.
 */
export async function updateCorporateCustomer(
  deps: Deps,
  ctx: TenantContext,
  id: string,
  body: CorporateRegistration,
): Promise<CorporateCustomer> {
  const details = detailsOf(body);
  const documents = prepareDocumentChanges(body.files, body.deletedFiles);
  const index = deps.screening.current;
  const now = new Date();

  const saved = await withTenant(deps.db, ctx, async (tx) => {
    const existing = await findCorporate(tx, ctx.tenantId, id, true);
    if (!existing) throw notFound();
    const before = existing.details as CorporateDetails;
    const screenCompany = !existing.companyScreening || COMPANY_SCREENED.some((f) => before[f] !== details[f]);
    const enabledAt = await applyMonitoringChange(
      tx,
      ctx.tenantId,
      {
        before: existing.needsOngoingScreening,
        after: details.needsOnGoingScreening,
        enabledAt: existing.monitoringEnabledAt,
      },
      now,
    );
    const row = await updateCorporate(tx, id, { ...corporateColumns(details), monitoringEnabledAt: enabledAt });
    const partners = await reconcilePartners(tx, ctx, id, body.partners, before.fuzzyLevel !== details.fuzzyLevel);
    const docs = await applyDocumentChanges(tx, ctx, { corporateId: id }, documents);
    const changes = fieldChanges(
      before as unknown as Record<string, unknown>,
      details as unknown as Record<string, unknown>,
    );
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'customer.updated',
      entityType: 'corporate_customer',
      entityId: id,
      before: changes.before,
      after: {
        ...changes.after,
        partners: partners.audit,
        documentsAdded: docs.added,
        documentsDeleted: docs.deleted,
      },
    });
    const outcome = await screenAndScore(tx, ctx, index, {
      row,
      details,
      partners: partners.partners,
      screenCompany,
      partnersToScreen: partners.toScreen,
      mode: 'edit',
    });
    return { ...outcome, documents: docs.documents };
  }).catch(rethrowDuplicate(CORPORATE_DUPLICATE_CONSTRAINT));
  return toWire(deps, saved.row, saved.partners, saved.documents);
}

export async function getCorporateCustomer(deps: Deps, ctx: TenantContext, id: string): Promise<CorporateCustomer> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = await findCorporate(tx, ctx.tenantId, id);
    if (!row) throw notFound();
    return toWire(deps, row, await listPartners(tx, id), await listDocuments(tx, { corporateId: id }));
  });
}

/** GET tenant-onboarded-corporateUsers without parameters (spec 2 §7): every corporate customer, newest first. */
export async function listAllCorporates(deps: Deps, ctx: TenantContext): Promise<CorporateCustomer[]> {
  return withTenant(deps.db, ctx, async (tx) => {
    const rows = await listCorporates(tx, ctx.tenantId);
    const ids = rows.map((r) => r.id);
    const partners = await listPartnersOf(tx, ids);
    const documents = await listDocumentsByOwner(tx, 'corporate', ids);
    return rows.map((row) => toWire(deps, row, partners.get(row.id) ?? [], documents.get(row.id) ?? []));
  });
}

export async function canToggleCorporate(deps: Deps, ctx: TenantContext, id: string): Promise<{ canToggle: boolean }> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = await findCorporate(tx, ctx.tenantId, id);
    if (!row) throw notFound();
    return { canToggle: !row.needsOngoingScreening || canSwitchOff(row.monitoringEnabledAt) };
  });
}

/**
 * PUT onboard-corporate-user/{id}?mode= (spec 2 §4.2, §7; decision 108): an MLRO's decision on a corporate
 * customer In Review or Alerted. A false match excludes the company's own hits from the score; partners'
 * hits count until each partner is decided (spec 2 §9.4).
 */
export async function decideCorporate(
  deps: Deps,
  ctx: TenantContext,
  id: string,
  mode: ReviewMode,
  remarks: string | null,
): Promise<CorporateCustomer> {
  return withTenant(deps.db, ctx, async (tx) => {
    const existing = await findCorporate(tx, ctx.tenantId, id, true);
    if (!existing) throw notFound();
    if (!DECIDABLE_STATUSES.includes(existing.status)) {
      throw new AppError(ERROR_CODES.conflict, 409, REVIEW_MESSAGES.notDecidable(existing.status));
    }
    const status = REVIEW_OUTCOMES[mode];
    const partners = await listPartners(tx, id);
    const details = existing.details as CorporateDetails;
    const company = existing.companyScreening as NameScreening | null;
    const remembered =
      mode === 'falseMatch' && company
        ? await rememberFalseMatches(tx, ctx, companySubject(id, details), company.found_records, remarks)
        : 0;
    const row = await updateCorporate(tx, id, { status, ...assess(details, existing, partners, status) });
    // The company's decision settles the alerts on its own name; a partner's alerts close with its decision.
    await closeAlerts(
      tx,
      { kind: 'corporate', customerId: id, subject: 'company' },
      MONITORING_DECISION_LABELS[mode],
      ctx.actorId,
    );
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'customer.decided',
      entityType: 'corporate_customer',
      entityId: id,
      before: { status: existing.status, riskScore: existing.riskScore, riskLabel: existing.riskLabel },
      after: {
        mode,
        status,
        remarks,
        riskScore: row.riskScore,
        riskLabel: row.riskLabel,
        rememberedFalseMatches: remembered,
        listVersions: listVersionLabels(company?.list_versions),
      },
    });
    return toWire(deps, row, partners, await listDocuments(tx, { corporateId: id }));
  });
}

/**
 * PUT force-onboard-corporate-partner/{id}?mode= (spec 2 §4.2, §7; decision 108): an MLRO's decision on
 * one partner In Review or Alerted. The company is scored again: a false-matched partner's hits no longer
 * count (spec 2 §9.4). The company's own status is decided separately. Answers the corporate customer.
 */
export async function decidePartner(
  deps: Deps,
  ctx: TenantContext,
  partnerId: string,
  mode: ReviewMode,
  remarks: string | null,
): Promise<CorporateCustomer> {
  return withTenant(deps.db, ctx, async (tx) => {
    const partner = await findPartnerForUpdate(tx, ctx.tenantId, partnerId);
    if (!partner) throw notFound();
    const corporate = await findCorporate(tx, ctx.tenantId, partner.corporateId, true);
    if (!corporate) throw notFound();
    if (!DECIDABLE_STATUSES.includes(partner.status)) {
      throw new AppError(ERROR_CODES.conflict, 409, REVIEW_MESSAGES.partnerNotDecidable(partner.status));
    }
    const status = REVIEW_OUTCOMES[mode];
    const screening = partner.screening as NameScreening | null;
    const remembered =
      mode === 'falseMatch' && screening
        ? await rememberFalseMatches(tx, ctx, partnerSubject(partner), screening.found_records, remarks)
        : 0;
    await updatePartner(tx, partnerId, { status });
    await closeAlerts(
      tx,
      { kind: 'corporate', customerId: corporate.id, subject: partnerId },
      MONITORING_DECISION_LABELS[mode],
      ctx.actorId,
    );
    const partners = await listPartners(tx, corporate.id);
    const details = corporate.details as CorporateDetails;
    const row = await updateCorporate(tx, corporate.id, assess(details, corporate, partners, corporate.status));
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'partner.decided',
      entityType: 'corporate_partner',
      entityId: partnerId,
      before: { status: partner.status, corporateRiskScore: corporate.riskScore },
      after: {
        corporateId: corporate.id,
        name: partner.name,
        mode,
        status,
        remarks,
        hits: partner.hits,
        rememberedFalseMatches: remembered,
        corporateRiskScore: row.riskScore,
        listVersions: listVersionLabels(screening?.list_versions),
      },
    });
    return toWire(deps, row, partners, await listDocuments(tx, { corporateId: corporate.id }));
  });
}
