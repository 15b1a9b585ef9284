import {
  DIAL_CODE_GROUPS,
  findCountry,
  formatEid,
  type IdScanField,
  type IdScanResult,
  INDIVIDUAL_ID_TYPES,
  type QuickOnboardFormInput,
  RESIDENTIAL_STATUSES,
} from '@aml/contracts';

/** The quick form's fields an ID-card scan can fill (contracts id-scan.ts names them alike). */
export const PREFILL_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'countryCode',
  'residentialStatus',
  'idType',
  'idNo',
  'idIssuedDate',
  'idExpiryDate',
] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];

/** The form's labels, for the summary of what the scan filled. */
export const PREFILL_LABELS: Record<PrefillField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  dateOfBirth: 'Date of Birth',
  nationality: 'Nationality',
  countryCode: 'Country Code',
  residentialStatus: 'Residential Status',
  idType: 'ID Type',
  idNo: 'ID No',
  idIssuedDate: 'ID Issued Date',
  idExpiryDate: 'ID Expiry Date',
};

/**
 * Below this the value is marked for checking even when the server did not flag it. The same line as the
 * server's own flag (packages/id-scan scan-fields.ts: confidence under 0.8 is flagged), kept here so
 * that a field is never shown as settled when it was read doubtfully.
 */
export const LOW_CONFIDENCE = 0.8;

export interface ScanPrefill {
  /** The values the scan gives, in the form's spelling. */
  values: Partial<Record<PrefillField, string>>;
  /** Why a pre-filled value must be checked by the user, per field. */
  checks: Partial<Record<PrefillField, string>>;
  /** Fields the scan could not read (or read as something the form cannot take), with the reason. */
  notRead: { field: PrefillField; note: string }[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DIAL_CODES = new Set(DIAL_CODE_GROUPS.map((group) => group.value));

/** A scanned value in the form's spelling, or null when the form has no such choice. */
function toFormValue(field: PrefillField, value: string, idType: string | null): string | null {
  switch (field) {
    case 'dateOfBirth':
    case 'idIssuedDate':
    case 'idExpiryDate':
      return DATE_ONLY.test(value) ? value : null;
    case 'nationality':
      return findCountry(value)?.name ?? null;
    case 'countryCode':
      return DIAL_CODES.has(value) ? value : null;
    case 'idType':
      return (INDIVIDUAL_ID_TYPES as readonly string[]).includes(value) ? value : null;
    case 'residentialStatus':
      return (RESIDENTIAL_STATUSES as readonly string[]).includes(value) ? value : null;
    case 'idNo':
      // Spec 2 §5.1: an Emirates ID number is shown grouped 3-4-7-1.
      return idType === 'EID' ? formatEid(value) : value.trim() || null;
    default:
      return value.trim() || null;
  }
}

function checkNote(field: IdScanField): string | null {
  if (field.flagged) return field.note ?? `read with ${Math.round(field.confidence * 100)}% confidence`;
  if (field.confidence < LOW_CONFIDENCE) return `read with low confidence (${Math.round(field.confidence * 100)}%)`;
  return null;
}

/**
 * What an ID-card scan (POST /api/id-scan) puts into the quick form (spec 2 §4.6: a successful scan
 * pre-fills the form), and which of those values the user must check: the ones the scan flagged or read
 * with low confidence. A value the scan did not read is never filled; the form keeps what it had.
 */
export function prefillFromScan(result: IdScanResult): ScanPrefill {
  const prefill: ScanPrefill = { values: {}, checks: {}, notRead: [] };
  const idType = result.fields.idType.value;
  for (const name of PREFILL_FIELDS) {
    const field = result.fields[name];
    const value = field.value === null ? null : toFormValue(name, field.value, idType);
    if (value === null) {
      prefill.notRead.push({
        field: name,
        note: field.value === null ? (field.note ?? 'not found on the card') : `'${field.value}' is not an option`,
      });
      continue;
    }
    prefill.values[name] = value;
    const note = checkNote(field);
    if (note) prefill.checks[name] = note;
  }
  // Spec 2 §5.2: the nationality sets the country code, when the scan gave no code of its own.
  const nationality = prefill.values.nationality;
  const dialCode = nationality ? findCountry(nationality)?.dialCode : undefined;
  if (!prefill.values.countryCode && dialCode) {
    prefill.values.countryCode = dialCode;
    prefill.notRead = prefill.notRead.filter((item) => item.field !== 'countryCode');
    if (prefill.checks.nationality) prefill.checks.countryCode = prefill.checks.nationality;
  }
  return prefill;
}

/** The form with the scan's values in place of what the fields held. */
export function applyPrefill(values: QuickOnboardFormInput, prefill: ScanPrefill): QuickOnboardFormInput {
  return { ...values, ...prefill.values };
}

/**
 * The form after the user clears the scan: each field the scan filled goes back to what it held before,
 * unless the user has changed it since (their own entry is kept).
 */
export function undoPrefill(
  values: QuickOnboardFormInput,
  before: QuickOnboardFormInput,
  prefill: ScanPrefill,
): QuickOnboardFormInput {
  const next = { ...values };
  for (const [name, scanned] of Object.entries(prefill.values) as [PrefillField, string][]) {
    if (values[name] === scanned) next[name] = before[name];
  }
  return next;
}

/**
 * The note to show under a field: only while the field still holds the scanned value. Once the user has
 * changed it, they have checked it.
 */
export function scanCheckFor(
  field: PrefillField,
  values: QuickOnboardFormInput,
  prefill: ScanPrefill | null,
): string | null {
  if (!prefill) return null;
  const note = prefill.checks[field];
  return note && values[field] === prefill.values[field] ? note : null;
}
