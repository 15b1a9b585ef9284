import { z } from 'zod';
import { findCountry } from '../countries';
import { joinTenantAddresses, splitTenantAddresses, type TenantAddress } from '../format/tenant-address';
import { INPUT_MESSAGES, TEXT_LIMITS } from '../input-limits';
import { ADDRESS_TYPE_OPTIONS, COMMUNICATION_TYPE_OPTIONS, CONTACT_TYPE_OPTIONS } from '../options/tenant';
import type { Tenant } from '../tenant';
import {
  addIssue,
  choiceField,
  dateField,
  matches,
  type Rule,
  required,
  singleLine,
  storedDateToInput,
  textField,
} from './fields';
import { INDIVIDUAL_MESSAGES } from './individual';

/** Spec 1 §5 tenant profile messages, verbatim, and the few of ours (marked). */
export const TENANT_PROFILE_MESSAGES = {
  rentityId: 'Reporting Entity ID is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  birthdate: 'Birthdate is required',
  /** Ours, the individual form's wording: a date the database cannot hold is refused before it gets there. */
  birthdateInvalid: INDIVIDUAL_MESSAGES.invalidDate,
  /** Ours, on the pattern of the individual form's 'Date of Birth cannot be in the future'. */
  birthdateFuture: 'Birthdate cannot be in the future',
  ssn: 'ID Number is required',
  passportNumber: 'Passport number is required',
  passportCountry: 'Passport country is required',
  nationality: 'Nationality is required',
  tphContactType: 'Contact type is required',
  tphCommunicationType: 'Communication type is required',
  tphNumberRequired: 'Phone number is required',
  tphNumberDigits: 'Phone number must be 7-15 digits',
  addresses: 'At least one address is required',
  addressType: 'Address type is required',
  address: 'Address is required',
  city: 'City is required',
  countryCode: 'Country code is required',
  state: 'State is required',
} as const;

/** Spec 1 §8 (Profile) and §7: what the profile screen says; the server answers none of these itself. */
export const TENANT_PROFILE_SCREEN_MESSAGES = {
  loadError: 'Error Loading Profile',
  noData: 'No data returned from the API.',
  loadFailed: 'Failed to fetch tenant data',
  saved: 'Details updated successfully',
  saveFailed: 'Failed to update tenant details',
} as const;

/** Address blocks one profile may hold: far more than any dealer has offices, and a ceiling (decision 104). */
export const MAX_TENANT_ADDRESSES = 20;

const M = TENANT_PROFILE_MESSAGES;

/** Every profile value is one line (goAML writes each into one element); names get the name ceiling. */
const nameText = (message: string) => textField([required(message), singleLine], TEXT_LIMITS.name);
const lineText = (message: string, rules: readonly Rule<string>[] = []) =>
  textField([required(message), singleLine, ...rules], TEXT_LIMITS.line);

/**
 * A country of the list (spec 1 §2.5: "chosen from the country list"), given by name or two-letter code and
 * stored as the code: goAML's passport_country, nationality1 and country_code are two-letter codes, and the
 * address fields hold the code by the spec (§2.5 "choosing a country sets the two-letter country code").
 * As for every fixed list (choiceField), a value not on the list reads as not chosen.
 */
const countryCodeField = (message: string) =>
  lineText(message, [[(value) => findCountry(value) !== undefined, message]]).transform(
    (value) => findCountry(value)?.code ?? value,
  );

const codes = (options: readonly { value: string }[]) => options.map((option) => option.value);

/** Spec 1 §5: Office (OFFIC) is the only contact and address type, Mobile (M) the only communication type. */
const tenantAddressSchema = z.object({
  addressType: choiceField(codes(ADDRESS_TYPE_OPTIONS), M.addressType),
  address: lineText(M.address),
  city: lineText(M.city),
  countryCode: countryCodeField(M.countryCode),
  state: lineText(M.state),
});

/** The Edit Tenant Details form (spec 1 §2.5, §5): every field required, one or more address blocks. */
export const tenantProfileFormSchema = z
  .object({
    rentityId: lineText(M.rentityId),
    firstName: nameText(M.firstName),
    lastName: nameText(M.lastName),
    birthdate: dateField({ required: M.birthdate, invalid: M.birthdateInvalid, notFuture: M.birthdateFuture }),
    ssn: lineText(M.ssn),
    passportNumber: lineText(M.passportNumber),
    passportCountry: countryCodeField(M.passportCountry),
    nationality: countryCodeField(M.nationality),
    tphContactType: choiceField(codes(CONTACT_TYPE_OPTIONS), M.tphContactType),
    tphCommunicationType: choiceField(codes(COMMUNICATION_TYPE_OPTIONS), M.tphCommunicationType),
    tphNumber: lineText(M.tphNumberRequired, [matches(/^\d{7,15}$/, M.tphNumberDigits)]),
    addresses: z.array(tenantAddressSchema),
  })
  .superRefine((v, ctx) => {
    if (v.addresses.length === 0) addIssue(ctx, ['addresses'], M.addresses);
    if (v.addresses.length > MAX_TENANT_ADDRESSES) {
      addIssue(ctx, ['addresses'], INPUT_MESSAGES.tooMany(MAX_TENANT_ADDRESSES));
    }
  });

export type TenantProfileFormInput = z.input<typeof tenantProfileFormSchema>;
export type TenantProfileFormValues = z.output<typeof tenantProfileFormSchema>;

/** The sixteen profile columns of the tenant (spec 1 §3), the five address fields colon-joined. */
export interface TenantProfileFields {
  rentityId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** yyyy-MM-dd */
  birthdate: string | null;
  ssn: string | null;
  passportNumber: string | null;
  passportCountry: string | null;
  nationality: string | null;
  tphContactType: string | null;
  tphCommunicationType: string | null;
  tphNumber: string | null;
  addressType: string | null;
  address: string | null;
  city: string | null;
  countryCode: string | null;
  state: string | null;
}

/**
 * Body of PUT api/ClientDetails/update-tenant-details (spec 1 §7); empty values are sent as null.
 * email and remarks are the administrator's fields: the screen sends them back as loaded and the server
 * does not write them (decision 112).
 */
export interface UpdateTenantDetailsRequest extends TenantProfileFields {
  email: string | null;
  remarks: string | null;
}

const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

/** Validated form values → the stored columns: addresses joined (colons escaped), empty values null. */
export function toTenantProfileFields(values: TenantProfileFormValues): TenantProfileFields {
  const joined = joinTenantAddresses(values.addresses);
  return {
    rentityId: nullIfEmpty(values.rentityId),
    firstName: nullIfEmpty(values.firstName),
    lastName: nullIfEmpty(values.lastName),
    birthdate: nullIfEmpty(values.birthdate),
    ssn: nullIfEmpty(values.ssn),
    passportNumber: nullIfEmpty(values.passportNumber),
    passportCountry: nullIfEmpty(values.passportCountry),
    nationality: nullIfEmpty(values.nationality),
    tphContactType: nullIfEmpty(values.tphContactType),
    tphCommunicationType: nullIfEmpty(values.tphCommunicationType),
    tphNumber: nullIfEmpty(values.tphNumber),
    addressType: nullIfEmpty(joined.addressType),
    address: nullIfEmpty(joined.address),
    city: nullIfEmpty(joined.city),
    countryCode: nullIfEmpty(joined.countryCode),
    state: nullIfEmpty(joined.state),
  };
}

export function toUpdateTenantDetailsRequest(
  values: TenantProfileFormValues,
  current: { email?: string | null; remarks?: string | null },
): UpdateTenantDetailsRequest {
  return { email: nullIfEmpty(current.email), remarks: nullIfEmpty(current.remarks), ...toTenantProfileFields(values) };
}

type ProfileSource = Partial<TenantProfileFields>;

/** A body as it came: nothing filled in, so a missing value is reported as missing. */
function bodyToFormInput(source: ProfileSource): TenantProfileFormInput {
  return {
    rentityId: source.rentityId,
    firstName: source.firstName,
    lastName: source.lastName,
    birthdate: source.birthdate,
    ssn: source.ssn,
    passportNumber: source.passportNumber,
    passportCountry: source.passportCountry,
    nationality: source.nationality,
    tphContactType: source.tphContactType,
    tphCommunicationType: source.tphCommunicationType,
    tphNumber: source.tphNumber,
    addresses: splitTenantAddresses(source),
  };
}

/**
 * The loaded tenant → the edit form. Office and Mobile are the only choices (spec 1 §5), so they are
 * preselected; a tenant without addresses gets one empty Office block to fill in.
 */
export function tenantProfileToFormInput(source: ProfileSource): TenantProfileFormInput {
  const input = bodyToFormInput(source);
  const blank: TenantAddress = { addressType: 'OFFIC', address: '', city: '', countryCode: '', state: '' };
  return {
    ...input,
    rentityId: source.rentityId ?? '',
    firstName: source.firstName ?? '',
    lastName: source.lastName ?? '',
    birthdate: storedDateToInput(source.birthdate),
    ssn: source.ssn ?? '',
    passportNumber: source.passportNumber ?? '',
    passportCountry: source.passportCountry ?? '',
    nationality: source.nationality ?? '',
    tphContactType: source.tphContactType || 'OFFIC',
    tphCommunicationType: source.tphCommunicationType || 'M',
    tphNumber: source.tphNumber ?? '',
    addresses: input.addresses.length > 0 ? input.addresses : [blank],
  };
}

const loose = z.string().nullish();

/**
 * Server-side validation of update-tenant-details with the form's rules, issues at the form's paths
 * (`addresses.1.city`). Output: the profile columns to store; email and remarks are read and not kept.
 */
export const updateTenantDetailsRequestSchema = z
  .object({
    email: loose,
    remarks: loose,
    rentityId: loose,
    firstName: loose,
    lastName: loose,
    birthdate: loose,
    ssn: loose,
    passportNumber: loose,
    passportCountry: loose,
    nationality: loose,
    tphContactType: loose,
    tphCommunicationType: loose,
    tphNumber: loose,
    addressType: loose,
    address: loose,
    city: loose,
    countryCode: loose,
    state: loose,
  })
  .transform((body, ctx): TenantProfileFields => {
    const parsed = tenantProfileFormSchema.safeParse(bodyToFormInput(body));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) addIssue(ctx, issue.path, issue.message);
      return z.NEVER;
    }
    return toTenantProfileFields(parsed.data);
  });

/**
 * Spec 3 §3 and §5: DPMSR screens need every reporting-person field of the tenant; these are checked
 * (the tolerated ones — name, counts, monitoring flags, client code — are not).
 */
export const DPMSR_REQUIRED_TENANT_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'rentityId',
  'birthdate',
  'ssn',
  'passportNumber',
  'passportCountry',
  'nationality',
  'tphContactType',
  'tphCommunicationType',
  'tphNumber',
  'addressType',
  'address',
  'city',
  'countryCode',
  'state',
] as const satisfies readonly (keyof Tenant)[];

/** The reporting-person fields still empty; none means the profile is complete for DPMSR. */
export function missingTenantProfileFields(
  tenant: Partial<Record<(typeof DPMSR_REQUIRED_TENANT_FIELDS)[number], unknown>>,
): (typeof DPMSR_REQUIRED_TENANT_FIELDS)[number][] {
  return DPMSR_REQUIRED_TENANT_FIELDS.filter((field) => {
    const value = tenant[field];
    return value == null || (typeof value === 'string' && value.trim() === '');
  });
}

/** Spec 3 §2 warning shown while the profile is incomplete. */
export const PROFILE_INCOMPLETE_MESSAGE =
  'Profile Incomplete: Complete your profile first and return back to this page for DPMSR reporting.';
