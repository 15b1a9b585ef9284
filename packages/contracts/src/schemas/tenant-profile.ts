import { z } from 'zod';
import { findCountryByCode } from '../countries';
import { toDateOnly } from '../format/dates';
import { joinTenantAddresses, splitTenantAddresses, type TenantAddress } from '../format/tenant-address';
import type { Tenant } from '../tenant';
import { addIssue, dateValue, matches, required, textField } from './fields';

/** Spec 1 §5 tenant profile messages, verbatim. */
export const TENANT_PROFILE_MESSAGES = {
  rentityId: 'Reporting Entity ID is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  birthdate: 'Birthdate is required',
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

const M = TENANT_PROFILE_MESSAGES;

/** Spec 1 §5: Office (OFFIC) is the only contact and address type, Mobile (M) the only communication type. */
const tenantAddressSchema = z.object({
  addressType: textField([required(M.addressType)]),
  address: textField([required(M.address)]),
  city: textField([required(M.city)]),
  // Choosing a country sets the two-letter code (spec 1 §2.5); an unknown code counts as missing.
  countryCode: textField([required(M.countryCode), [(code) => findCountryByCode(code) !== undefined, M.countryCode]]),
  state: textField([required(M.state)]),
});

/** The Edit Tenant Details form (spec 1 §2.5, §5): every field required, one or more address blocks. */
export const tenantProfileFormSchema = z
  .object({
    rentityId: textField([required(M.rentityId)]),
    firstName: textField([required(M.firstName)]),
    lastName: textField([required(M.lastName)]),
    birthdate: dateValue.superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: M.birthdate });
    }),
    ssn: textField([required(M.ssn)]),
    passportNumber: textField([required(M.passportNumber)]),
    passportCountry: textField([required(M.passportCountry)]),
    nationality: textField([required(M.nationality)]),
    tphContactType: textField([required(M.tphContactType)]),
    tphCommunicationType: textField([required(M.tphCommunicationType)]),
    tphNumber: textField([required(M.tphNumberRequired), matches(/^\d{7,15}$/, M.tphNumberDigits)]),
    addresses: z.array(tenantAddressSchema),
  })
  .superRefine((v, ctx) => {
    if (v.addresses.length === 0) addIssue(ctx, ['addresses'], M.addresses);
  });

export type TenantProfileFormInput = z.input<typeof tenantProfileFormSchema>;
export type TenantProfileFormValues = z.output<typeof tenantProfileFormSchema>;

/** Body of PUT api/ClientDetails/update-tenant-details (spec 1 §7); empty values are sent as null. */
export interface UpdateTenantDetailsRequest {
  email: string | null;
  remarks: string | null;
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

const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

export function toUpdateTenantDetailsRequest(
  values: TenantProfileFormValues,
  current: { email?: string | null; remarks?: string | null },
): UpdateTenantDetailsRequest {
  const joined = joinTenantAddresses(values.addresses);
  return {
    email: nullIfEmpty(current.email),
    remarks: nullIfEmpty(current.remarks),
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

type ProfileSource = Partial<Omit<UpdateTenantDetailsRequest, 'email' | 'remarks'>>;

/**
 * The loaded tenant (or a request body) → the edit form. For the screen, a tenant without addresses
 * gets one empty block to fill in; the server check passes `withBlankAddress: false`.
 */
export function tenantProfileToFormInput(
  source: ProfileSource,
  { withBlankAddress = true }: { withBlankAddress?: boolean } = {},
): TenantProfileFormInput {
  const addresses = splitTenantAddresses(source);
  const blank: TenantAddress = { addressType: 'OFFIC', address: '', city: '', countryCode: '', state: '' };
  return {
    rentityId: source.rentityId ?? '',
    firstName: source.firstName ?? '',
    lastName: source.lastName ?? '',
    birthdate: source.birthdate ? toDateOnly(source.birthdate, { timeZone: 'UTC' }) || source.birthdate : '',
    ssn: source.ssn ?? '',
    passportNumber: source.passportNumber ?? '',
    passportCountry: source.passportCountry ?? '',
    nationality: source.nationality ?? '',
    tphContactType: source.tphContactType ?? 'OFFIC',
    tphCommunicationType: source.tphCommunicationType ?? 'M',
    tphNumber: source.tphNumber ?? '',
    addresses: addresses.length > 0 || !withBlankAddress ? addresses : [blank],
  };
}

const loose = z.string().nullish();

/** Server-side validation of update-tenant-details with the form's rules; issue paths are the form's. */
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
  .transform((body, ctx) => {
    const parsed = tenantProfileFormSchema.safeParse(tenantProfileToFormInput(body, { withBlankAddress: false }));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) addIssue(ctx, issue.path, issue.message);
      return z.NEVER;
    }
    return toUpdateTenantDetailsRequest(parsed.data, body);
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
