import {
  DECIDABLE_STATUSES,
  ERROR_CODES,
  type IndividualCustomer,
  type IndividualRegistration,
  MONITORING_DECISION_LABELS,
  type QuickOnboardRequest,
  REVIEW_MESSAGES,
  REVIEW_OUTCOMES,
  type ReviewMode,
  type RiskDetails,
} from '@aml/contracts';
import { scoreIndividual } from '@aml/risk';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/database';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { closeAlerts } from '../monitoring/monitoring.repo';
import {
  auditActor,
  buildRiskDetails,
  chargeOrRefuse,
  fieldChanges,
  listVersionLabels,
  rethrowDuplicate,
  type ScreeningRefusal,
} from './customer-common';
import { applyDocumentChanges, type DocumentChanges, prepareDocumentChanges } from './customer-documents';
import { type NameScreening, type NameToScreen, type ScreeningRun, screenNames } from './customer-screening';
import { customerBaseWire, customerNumberLabel, filesWire } from './customer-wire';
import { type DocumentMeta, listDocuments, listDocumentsByOwner } from './documents.repo';
import { countedHits, type MemorySubject, rememberFalseMatches, reviewAgainstMemory } from './false-match-memory';
import {
  findIndividual,
  INDIVIDUAL_DUPLICATE_CONSTRAINT,
  type IndividualRow,
  insertIndividual,
  listIndividuals,
  updateIndividual,
} from './individuals.repo';
import { applyMonitoringChange, canSwitchOff } from './monitoring';
import { statusAfterQuickScreening, statusAfterScreening } from './status-rule';

type Deps = Pick<AppDeps, 'db' | 'screening' | 'tokens'>;

/** The registration as stored in `details`: everything but the transport fields. */
export type IndividualDetails = Omit<IndividualRegistration, 'userID' | 'files' | 'deletedFiles' | 'status'>;

function detailsOf(body: IndividualRegistration): IndividualDetails {
  const { userID: _id, files: _files, deletedFiles: _deleted, status: _status, ...details } = body;
  return details;
}

/**
 * A quick-onboard body as stored: the quick form's fields (spec 2 §3.3) and the rest of the record blank, so
 * that the lists, the detail view and the edit form (which completes it) read one shape. Nothing is assumed
 * about what the quick form does not ask (PEP, occupation …): blank, not a default answer.
 */
function quickDetailsOf(body: QuickOnboardRequest): IndividualDetails {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    residentialStatus: body.residentialStatus,
    address: body.address,
    city: '',
    country: '',
    contactNo: body.contactNo,
    email: null,
    nationality: body.nationality,
    dualNationality: '',
    dualCitizenshipCountry: '',
    gender: '',
    otherGender: '',
    pep: '',
    occupation: '',
    sourceOfIncome: '',
    purpose: '',
    otherPurpose: '',
    paymentMode: '',
    otherPaymentMode: '',
    placeOfBirth: '',
    countryOfResidence: '',
    idType: body.idType,
    idNo: body.idNo,
    idIssuedBy: '',
    idIssuedAt: '',
    idIssuedDate: body.idIssuedDate,
    idExpiryDate: body.idExpiryDate,
    expectedNoOfTxn: null,
    expectedVolume: null,
    productType: '',
    modeOfApproach: '',
    dateOfBirth: body.dateOfBirth,
    remarks: '',
    needsOnGoingScreening: false,
    fuzzyLevel: body.fuzzyLevel,
  };
}

/** 'full': the risk of spec 2 §9.3 is assessed; 'quick': screened only (spec 2 §4.1, Quick Onboarded). */
type Assessment = 'full' | 'quick';

/** The fields a screening reads: a change in any of them screens the customer again (issue 11). */
const SCREENED_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'nationality', 'gender', 'fuzzyLevel'] as const;

/** The fields a screening of an individual reads (ongoing monitoring selects just these). */
export type ScreenedIndividualFields = Pick<
  IndividualDetails,
  'firstName' | 'lastName' | 'dateOfBirth' | 'nationality' | 'gender'
>;

export function nameToScreen(details: ScreenedIndividualFields): NameToScreen {
  return {
    key: 'customer',
    name: `${details.firstName} ${details.lastName}`,
    entityType: 'Individual',
    dateOfBirth: details.dateOfBirth,
    citizenship: details.nationality,
    gender: details.gender === 'Other' ? null : details.gender,
  };
}

/** The person the false-match memory remembers decisions for (false-match-memory.ts). */
export const memorySubject = (
  id: string,
  details: Pick<IndividualDetails, 'dateOfBirth' | 'nationality'>,
): MemorySubject => ({
  kind: 'individual',
  customerId: id,
  subject: 'customer',
  identity: {
    dateOfBirth: details.dateOfBirth ? details.dateOfBirth.slice(0, 10) : null,
    citizenship: details.nationality,
  },
});

function columnsOf(details: IndividualDetails) {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    dateOfBirth: details.dateOfBirth ? details.dateOfBirth.slice(0, 10) : null,
    nationality: details.nationality,
    country: details.country,
    email: details.email,
    idType: details.idType,
    idNo: details.idNo,
    needsOngoingScreening: details.needsOnGoingScreening,
    fuzzyLevel: details.fuzzyLevel,
    details,
  };
}

/**
 * Spec 2 §9.3 on the stored fields; hits as screened less the remembered false matches, none counted
 * for a false-matched customer.
 */
function assess(details: IndividualDetails, screening: NameScreening, status: string) {
  const risk = scoreIndividual({
    residentialStatus: details.residentialStatus,
    productType: details.productType,
    nationality: details.nationality,
    paymentMode: details.paymentMode,
    modeOfApproach: details.modeOfApproach,
    pep: details.pep,
    hits: countedHits(screening),
    falseMatched: status === 'FalseMatchOnboarded',
  });
  const riskDetails: RiskDetails = buildRiskDetails({ screenings: [screening], fuzzyLevel: details.fuzzyLevel, risk });
  return { riskScore: risk.score, riskLabel: risk.label, riskDetails: JSON.stringify(riskDetails) };
}

/** A quick-onboarded customer keeps its screening (the hits a reviewer reads) and no risk (spec 2 §4.1). */
function screeningOnly(details: IndividualDetails, screening: NameScreening) {
  const riskDetails = buildRiskDetails({ screenings: [screening], fuzzyLevel: details.fuzzyLevel, risk: null });
  return { riskScore: null, riskLabel: null, riskDetails: JSON.stringify(riskDetails) };
}

/** The screening stored with a customer, to score it again without screening again. */
export function storedScreening(row: IndividualRow): NameScreening | null {
  if (!row.riskDetails) return null;
  try {
    const stored = JSON.parse(row.riskDetails) as RiskDetails;
    return {
      key: 'customer',
      name: `${row.firstName} ${row.lastName}`,
      timestamp: stored.timestamp,
      total_hits: stored.total_hits,
      found_records: stored.found_records,
      list_versions: stored.list_versions,
      ...(stored.falseMatchReview ? { false_match_review: stored.falseMatchReview } : {}),
    };
  } catch {
    return null;
  }
}

function toWire(deps: Deps, row: IndividualRow, documents: readonly DocumentMeta[]): IndividualCustomer {
  const d = row.details as IndividualDetails;
  return {
    userId: row.id,
    customerId: customerNumberLabel('IND', row.customerNumber),
    ...customerBaseWire(row, d.remarks),
    firstName: d.firstName,
    lastName: d.lastName,
    dateOfBirth: d.dateOfBirth,
    email: d.email,
    address: d.address,
    city: d.city,
    country: d.country,
    nationality: d.nationality,
    gender: d.gender,
    otherGender: d.otherGender,
    contactNo: d.contactNo,
    occupation: d.occupation,
    placeOfBirth: d.placeOfBirth,
    countryOfResidence: d.countryOfResidence,
    modeOfApproach: d.modeOfApproach,
    idType: d.idType,
    idNo: d.idNo,
    idIssuedBy: d.idIssuedBy,
    idIssuedAt: d.idIssuedAt,
    idIssuedDate: d.idIssuedDate,
    idExpiryDate: d.idExpiryDate,
    pep: d.pep,
    purpose: d.purpose,
    otherPurpose: d.otherPurpose,
    paymentMode: d.paymentMode,
    otherPaymentMode: d.otherPaymentMode,
    sourceOfIncome: d.sourceOfIncome,
    expectedNoOfTxn: d.expectedNoOfTxn,
    expectedVolume: d.expectedVolume,
    dualNationality: d.dualNationality,
    dualCitizenshipCountry: d.dualCitizenshipCountry,
    residentialStatus: d.residentialStatus,
    productType: d.productType,
    files: filesWire(deps.tokens, row.tenantId, documents),
  };
}

/** What the audit trail keeps of a customer's state (the registration and its outcome). */
function auditState(row: IndividualRow) {
  return {
    ...(row.details as IndividualDetails),
    status: row.status,
    pendingReason: row.pendingReason,
    riskScore: row.riskScore,
    riskLabel: row.riskLabel,
  };
}

/**
 * POST register-individual-user (spec 2 §7; decision 107). One unit of work: validate (the route did) →
 * store Pending with the documents → screen (charged, logged OnBoard) → score → In Review on a hit, else
 * Onboarded. When no list is loaded or the balance cannot cover the screening, nothing is charged, the
 * customer stays Pending with the reason, and the answer is 503 / 402 in the user's words.
 */
export async function registerIndividual(
  deps: Deps,
  ctx: TenantContext,
  body: IndividualRegistration,
): Promise<IndividualCustomer> {
  const entry = newEntry(deps, detailsOf(body), prepareDocumentChanges(body.files, []));
  const saved = await withTenant(deps.db, ctx, (tx) => onboardNew(tx, ctx, entry, 'full'));
  return answerOf(deps, saved);
}

/**
 * POST quick-onboard (spec 2 §2.5, §3.3, §7; decision 111): the quick form's fields, the other fields of the
 * record left blank. Screened like a registration (one screening charged, an OnBoard log, the same duplicate
 * rule and the same Pending / 402 / 503 when it cannot be screened); a hit sends it to In Review, none leaves
 * it Quick Onboarded: no risk assessment and no report on incomplete data (spec 2 §4.1).
 */
export async function quickOnboardIndividual(
  deps: Deps,
  ctx: TenantContext,
  body: QuickOnboardRequest,
): Promise<IndividualCustomer> {
  const entry = newEntry(deps, quickDetailsOf(body), prepareDocumentChanges(body.files, []));
  const saved = await withTenant(deps.db, ctx, (tx) => onboardNew(tx, ctx, entry, 'quick'));
  return answerOf(deps, saved);
}

/** The outcome of onboarding one new customer inside a transaction: the answer is built after the commit. */
export interface NewIndividualOutcome {
  row: IndividualRow;
  refusal: ScreeningRefusal | null;
  documents: DocumentMeta[];
}

/**
 * Quick onboarding inside the caller's transaction: a batch item's (batch-onboarding.service.ts), so that the
 * customer, its charge, its log and the item's done-mark commit together or not at all. Same steps as the
 * single call; a refusal (no balance, no list) is returned, not thrown, and the caller decides (the batch
 * rolls the item back).
 */
export function quickOnboardInTx(
  deps: Pick<Deps, 'screening'>,
  tx: Tx,
  ctx: TenantContext,
  body: QuickOnboardRequest,
  audit: Record<string, unknown> = {},
): Promise<NewIndividualOutcome> {
  const entry = newEntry(deps, quickDetailsOf(body), prepareDocumentChanges(body.files, []));
  return onboardNew(tx, ctx, entry, 'quick', audit);
}

/** A new customer's data, documents checked and name screened in memory, before its transaction begins. */
interface NewEntry {
  details: IndividualDetails;
  documents: DocumentChanges;
  run: ScreeningRun | null;
  now: Date;
}

function newEntry(deps: Pick<Deps, 'screening'>, details: IndividualDetails, documents: DocumentChanges): NewEntry {
  const now = new Date();
  const run = screenNames(deps.screening.current, [nameToScreen(details)], details.fuzzyLevel, now);
  return { details, documents, run, now };
}

/** A saved customer → the answer; a refusal to screen becomes the 402 / 503 after its commit. */
function answerOf(deps: Deps, saved: NewIndividualOutcome): IndividualCustomer {
  if (saved.refusal) {
    throw new AppError(saved.refusal.code, saved.refusal.status, saved.refusal.message, { userId: saved.row.id });
  }
  return toWire(deps, saved.row, saved.documents);
}

/**
 * The steps every new individual goes through, whichever way it was entered (decision 107): monitoring quota →
 * stored Pending (the duplicate rule answers 409) → documents → audit → screened, charged and logged → status.
 */
async function onboardNew(
  tx: Tx,
  ctx: TenantContext,
  { details, documents, run, now }: NewEntry,
  assessment: Assessment,
  audit: Record<string, unknown> = {},
): Promise<NewIndividualOutcome> {
  const enabledAt = await applyMonitoringChange(
    tx,
    ctx.tenantId,
    { before: false, after: details.needsOnGoingScreening, enabledAt: null },
    now,
  );
  const pending = await insertIndividual(tx, {
    tenantId: ctx.tenantId,
    ...columnsOf(details),
    status: 'Pending',
    monitoringEnabledAt: enabledAt,
    createdBy: ctx.actorId,
    createdByEmail: ctx.actorEmail,
  }).catch(rethrowDuplicate(INDIVIDUAL_DUPLICATE_CONSTRAINT));
  const docs = await applyDocumentChanges(tx, ctx, { individualId: pending.id }, documents);
  await appendAudit(tx, {
    ...auditActor(ctx),
    action: 'customer.registered',
    entityType: 'individual_customer',
    entityId: pending.id,
    after: {
      ...auditState(pending),
      documentsAdded: docs.added,
      ...(assessment === 'quick' ? { onboarding: 'quick' } : {}),
      ...audit,
    },
  });
  const { row, refusal } = await screenAndScore(tx, ctx, pending, details, run, 'new', assessment);
  return { row, refusal, documents: docs.documents };
}

/**
 * Charges and logs the screening run, then stores score, risk details and status; or, when it cannot be
 * charged, the reason the customer stays as it is. `mode` 'edit' refuses instead (nothing saved).
 */
async function screenAndScore(
  tx: Tx,
  ctx: TenantContext,
  row: IndividualRow,
  details: IndividualDetails,
  run: ReturnType<typeof screenNames>,
  mode: 'new' | 'edit',
  assessment: Assessment = 'full',
): Promise<{ row: IndividualRow; refusal: ScreeningRefusal | null }> {
  const refusal = await chargeOrRefuse(tx, ctx, run, mode);
  if (refusal) {
    const updated = await updateIndividual(tx, row.id, { pendingReason: refusal.message });
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'customer.screening_refused',
      entityType: 'individual_customer',
      entityId: row.id,
      after: { status: updated.status, pendingReason: refusal.message },
    });
    return { row: updated, refusal };
  }
  const screening = await reviewAgainstMemory(
    tx,
    memorySubject(row.id, details),
    (run as NonNullable<typeof run>).results[0] as NameScreening,
  );
  const quick = assessment === 'quick';
  const hits = countedHits(screening);
  const status = quick ? statusAfterQuickScreening(hits) : statusAfterScreening(row.status, hits);
  const updated = await updateIndividual(tx, row.id, {
    status,
    pendingReason: null,
    lastScreenedAt: new Date(screening.timestamp),
    ...(quick ? screeningOnly(details, screening) : assess(details, screening, status)),
  });
  await appendAudit(tx, {
    ...auditActor(ctx),
    action: 'customer.screened',
    entityType: 'individual_customer',
    entityId: row.id,
    before: { status: row.status, riskScore: row.riskScore, riskLabel: row.riskLabel },
    after: {
      status,
      riskScore: updated.riskScore,
      riskLabel: updated.riskLabel,
      hits: screening.total_hits,
      matched: screening.found_records.map((r) => `${r.source_type} ${r.source_id} (${r.score})`),
      listVersions: listVersionLabels(screening.list_versions),
      ...(screening.false_match_review ? { falseMatchReview: screening.false_match_review } : {}),
    },
  });
  return { row: updated, refusal: null };
}

/**
 * PUT individual-user/{id}: re-validated (the route), screened again only when a screened field changed
 * (or the customer was never screened), scored again, documents added or marked deleted, and the
 * previous values kept in the audit trail field by field. Refused whole when it cannot be screened.
 */
export async function updateIndividualCustomer(
  deps: Deps,
  ctx: TenantContext,
  id: string,
  body: IndividualRegistration,
): Promise<IndividualCustomer> {
  const details = detailsOf(body);
  const documents = prepareDocumentChanges(body.files, body.deletedFiles);
  const now = new Date();

  const saved = await withTenant(deps.db, ctx, async (tx) => {
    const existing = await findIndividual(tx, ctx.tenantId, id, true);
    if (!existing) throw notFound();
    const before = existing.details as IndividualDetails;
    const previous = storedScreening(existing);
    const rescreen = !previous || SCREENED_FIELDS.some((field) => before[field] !== details[field]);

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
    let row = await updateIndividual(tx, id, { ...columnsOf(details), monitoringEnabledAt: enabledAt });
    const docs = await applyDocumentChanges(tx, ctx, { individualId: id }, documents);
    const changes = fieldChanges(
      before as unknown as Record<string, unknown>,
      details as unknown as Record<string, unknown>,
    );
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'customer.updated',
      entityType: 'individual_customer',
      entityId: id,
      before: changes.before,
      after: { ...changes.after, documentsAdded: docs.added, documentsDeleted: docs.deleted },
    });
    if (rescreen) {
      const run = screenNames(deps.screening.current, [nameToScreen(details)], details.fuzzyLevel, now);
      row = (await screenAndScore(tx, ctx, row, details, run, 'edit')).row;
    } else if (previous) {
      // Not screened again, but the risk factors (payment mode, product, PEP …) may have changed.
      row = await updateIndividual(tx, id, assess(details, previous, row.status));
    }
    return { row, documents: docs.documents };
  }).catch(rethrowDuplicate(INDIVIDUAL_DUPLICATE_CONSTRAINT));
  return toWire(deps, saved.row, saved.documents);
}

/** GET individual-user/{id}: another tenant's customer is 404 like one that does not exist. */
export async function getIndividualCustomer(deps: Deps, ctx: TenantContext, id: string): Promise<IndividualCustomer> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = await findIndividual(tx, ctx.tenantId, id);
    if (!row) throw notFound();
    return toWire(deps, row, await listDocuments(tx, { individualId: id }));
  });
}

/** GET tenant-onboarded-users without parameters (spec 2 §7): every individual customer, newest first. */
export async function listAllIndividuals(deps: Deps, ctx: TenantContext): Promise<IndividualCustomer[]> {
  return withTenant(deps.db, ctx, async (tx) => {
    const rows = await listIndividuals(tx, ctx.tenantId);
    const documents = await listDocumentsByOwner(
      tx,
      'individual',
      rows.map((r) => r.id),
    );
    return rows.map((row) => toWire(deps, row, documents.get(row.id) ?? []));
  });
}

/** GET ongoing-monitoring/can-toggle: false while monitoring was switched on less than 24 hours ago. */
export async function canToggleIndividual(deps: Deps, ctx: TenantContext, id: string): Promise<{ canToggle: boolean }> {
  return withTenant(deps.db, ctx, async (tx) => {
    const row = await findIndividual(tx, ctx.tenantId, id);
    if (!row) throw notFound();
    return { canToggle: !row.needsOngoingScreening || canSwitchOff(row.monitoringEnabledAt) };
  });
}

/**
 * A customer screened but never risk-assessed: quick-onboarded (decision 111) and not yet completed through
 * the full form. Only a quick onboarding stores a screening without a score (screeningOnly); registration and
 * every edit score it (assess), so a null score on a screened customer is that marker.
 */
function awaitsCompletion(row: IndividualRow): boolean {
  return row.riskScore === null && row.riskDetails !== null;
}

/**
 * Stores a screening made by ongoing monitoring (issue 17) with the status it gives, and scores the customer
 * again on it as any screening does (a quick-onboarded customer stays unscored). Nothing is charged: monitoring
 * is paid by the tenant's ongoingMonitoringCount quota.
 */
export async function storeMonitoredScreening(
  tx: Tx,
  row: IndividualRow,
  screening: NameScreening,
  status: string,
): Promise<IndividualRow> {
  const details = row.details as IndividualDetails;
  return updateIndividual(tx, row.id, {
    status,
    lastScreenedAt: new Date(screening.timestamp),
    ...(awaitsCompletion(row) ? screeningOnly(details, screening) : assess(details, screening, status)),
  });
}

/**
 * The status a decision gives (decision 108). A customer awaiting completion that is approved or found a false
 * match goes back to Quick Onboarded, its hits resolved (decision 111): a decision on the hits is no risk
 * assessment, and onboarding is decided on the complete record.
 */
function decidedStatus(mode: ReviewMode, existing: IndividualRow): string {
  if (mode !== 'reject' && awaitsCompletion(existing)) return 'Quick Onboarded';
  return REVIEW_OUTCOMES[mode];
}

/**
 * PUT onboard-individual-user/{id}?mode= (spec 2 §4.2, §7; decision 108): an MLRO's decision on a customer
 * In Review or Alerted. A false match scores the customer again with 0 hits counted (spec 2 §9.3). A
 * quick-onboarded customer is not scored from the fields the quick form left blank: approved or a false
 * match, it is Quick Onboarded again and scored once its record is completed (decision 111). The decision,
 * its remarks and the list versions the hits came from are one audit event.
 */
export async function decideIndividual(
  deps: Deps,
  ctx: TenantContext,
  id: string,
  mode: ReviewMode,
  remarks: string | null,
): Promise<IndividualCustomer> {
  return withTenant(deps.db, ctx, async (tx) => {
    const existing = await findIndividual(tx, ctx.tenantId, id, true);
    if (!existing) throw notFound();
    if (!DECIDABLE_STATUSES.includes(existing.status)) {
      throw new AppError(ERROR_CODES.conflict, 409, REVIEW_MESSAGES.notDecidable(existing.status));
    }
    const quick = awaitsCompletion(existing);
    const status = decidedStatus(mode, existing);
    const screening = storedScreening(existing);
    const details = existing.details as IndividualDetails;
    const remembered =
      mode === 'falseMatch' && screening
        ? await rememberFalseMatches(tx, ctx, memorySubject(id, details), screening.found_records, remarks)
        : 0;
    const row = await updateIndividual(tx, id, {
      status,
      ...(screening && !quick ? assess(details, screening, status) : {}),
    });
    await closeAlerts(tx, { kind: 'individual', customerId: id }, MONITORING_DECISION_LABELS[mode], ctx.actorId);
    await appendAudit(tx, {
      ...auditActor(ctx),
      action: 'customer.decided',
      entityType: 'individual_customer',
      entityId: id,
      before: { status: existing.status, riskScore: existing.riskScore, riskLabel: existing.riskLabel },
      after: {
        mode,
        status,
        remarks,
        riskScore: row.riskScore,
        riskLabel: row.riskLabel,
        hits: screening?.total_hits ?? 0,
        rememberedFalseMatches: remembered,
        listVersions: listVersionLabels(screening?.list_versions),
        ...(quick ? { onboarding: 'quick' } : {}),
      },
    });
    return toWire(deps, row, await listDocuments(tx, { individualId: id }));
  });
}
