import { z } from 'zod';
import { PASSWORD_RULES, TENANT_ROLES, type TenantRole } from '../auth';
import { INPUT_MESSAGES, INT32_MAX, optionalUuid, TEXT_LIMITS } from '../input-limits';
import { addIssue, dateField, EMAIL_PATTERN, matches, required, singleLine, textField } from './fields';

/**
 * Tenant administration form (spec 1 §2.8, §5). The spec names the required fields but quotes only the
 * user message; the others follow the '<Field> is required' pattern.
 */
export const TENANT_FORM_MESSAGES = {
  clientName: 'Client Name is required',
  wmsTenantCode: 'Client Code is required',
  emailRequired: 'Email is required',
  email: 'Invalid email format',
  expiryDate: 'Expiry Date is required',
  tradeLicenseNumber: 'Trade License Number is required',
  address: 'Address is required',
  maxScreeningCount: 'Balance Screening Count must be at least 0',
  givenScreeningCount: 'Given Screening Count must be at least 0',
  ongoingMonitoringCount: 'Ongoing Monitoring Count must be at least 0',
  userFields: 'Please fill in all required fields.', // spec
  /** Ours: a date that does not exist (2027-02-30) or is out of range. */
  expiryDateInvalid: 'Expiry Date is not a valid date',
} as const;

const M = TENANT_FORM_MESSAGES;

/** Spec 1 §5: count fields are parsed as integers and default to 0 ('' and '12.7' read as 0 and 12). */
export const countValue = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value == null || value === '') return 0;
    const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
    return Number.isNaN(parsed) ? 0 : parsed;
  });

/** A count stored in an `integer` column: at least 0 and at most INT32_MAX. */
function countField(message: string) {
  return countValue.superRefine((value, ctx) => {
    if (value < 0) ctx.addIssue({ code: 'custom', message });
    else if (value > INT32_MAX) ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.tooLarge(INT32_MAX) });
  });
}

const nameText = (rules: Parameters<typeof textField>[0] = []) => textField([...rules, singleLine], TEXT_LIMITS.name);
const emailText = (requiredMessage: string) =>
  textField([required(requiredMessage), singleLine, matches(EMAIL_PATTERN, M.email)], TEXT_LIMITS.email);
const lineText = (rules: Parameters<typeof textField>[0] = []) => textField([...rules, singleLine], TEXT_LIMITS.line);

/** A user row of the tenant dialog: name, email and role are required (spec 1 §5). */
export const tenantUserFormSchema = z.object({
  /** Empty for a new user; otherwise the user's UUID. */
  id: optionalUuid,
  name: nameText([required(M.userFields)]),
  email: emailText(M.userFields),
  roleId: textField([
    required(M.userFields),
    [(role) => (TENANT_ROLES as readonly string[]).includes(role), M.userFields],
  ]).transform((role) => role as TenantRole),
  isActive: z.boolean().default(true),
  /**
   * Asks the server to give this existing user a new password (the administrator's way back in for a
   * user who forgot theirs): all of the user's sessions end. Rows that are not marked keep their
   * password, so re-sending the whole users list never resets anyone; a new user gets a first password
   * anyway, so the flag changes nothing there.
   */
  resetPassword: z.boolean().default(false),
  /**
   * A new user's first password, or the new password of a row marked `resetPassword`, set by the
   * administrator; empty means the server generates one and shows it once. Not trimmed (spaces are
   * characters of a password); the change-password rules apply so the user may keep it. Ignored for
   * other existing users, whose password only they change.
   */
  password: z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (value.length > TEXT_LIMITS.password) {
        ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.tooLong(TEXT_LIMITS.password) });
        return;
      }
      const failed = PASSWORD_RULES.find((rule) => !rule.test(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
    }),
});
export type TenantUserFormInput = z.input<typeof tenantUserFormSchema>;
export type TenantUserFormValues = z.output<typeof tenantUserFormSchema>;

export const tenantFormSchema = z
  .object({
    id: optionalUuid,
    clientName: nameText([required(M.clientName)]),
    name: nameText(),
    wmsTenantCode: lineText([required(M.wmsTenantCode)]),
    email: emailText(M.emailRequired),
    expiryDate: dateField({ required: M.expiryDate, invalid: M.expiryDateInvalid }),
    remarks: textField([], TEXT_LIMITS.text),
    tradeLicenseNumber: lineText([required(M.tradeLicenseNumber)]),
    address: textField([required(M.address)]),
    maxScreeningCount: countField(M.maxScreeningCount),
    /**
     * The balance as the edit dialog loaded it. Searches keep charging the balance while the dialog is
     * open, so the server applies the administrator's change (entered minus loaded) to the balance as it
     * is at save time instead of writing the entered figure over screenings charged meanwhile. Absent
     * (a new tenant, or a caller that does not send it): the entered figure is the balance.
     */
    loadedMaxScreeningCount: z.number().int().min(0).max(INT32_MAX).nullish(),
    givenScreeningCount: countField(M.givenScreeningCount),
    ongoingMonitoringEnabled: z.boolean().default(false),
    ongoingMonitoringCount: countValue.superRefine((value, ctx) => {
      if (value > INT32_MAX) ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.tooLarge(INT32_MAX) });
    }),
    users: z.array(tenantUserFormSchema).max(500, INPUT_MESSAGES.tooMany(500)).default([]),
  })
  .superRefine((v, ctx) => {
    // Spec 1 §5: the monitoring count is asked (minimum 0) only when monitoring is enabled.
    if (v.ongoingMonitoringEnabled && v.ongoingMonitoringCount < 0) {
      addIssue(ctx, ['ongoingMonitoringCount'], M.ongoingMonitoringCount);
    }
  });

export type TenantFormInput = z.input<typeof tenantFormSchema>;
export type TenantFormValues = z.output<typeof tenantFormSchema>;

/**
 * Body of POST register-tenant-user and PUT update-tenant-user/{id} (spec 1 §7): the form's values with
 * the expiry as an ISO datetime; a new user has an empty id. createdDate is set by the server.
 */
export const tenantUpsertRequestSchema = tenantFormSchema.transform((values) => ({
  ...values,
  expiryDate: `${values.expiryDate}T00:00:00.000Z`,
  ongoingMonitoringCount: values.ongoingMonitoringEnabled ? values.ongoingMonitoringCount : 0,
}));
export type TenantUpsertRequest = z.output<typeof tenantUpsertRequestSchema>;

export function emptyTenantForm(): TenantFormInput {
  return {
    id: '',
    clientName: '',
    name: '',
    wmsTenantCode: '',
    email: '',
    expiryDate: '',
    remarks: '',
    tradeLicenseNumber: '',
    address: '',
    maxScreeningCount: 0,
    loadedMaxScreeningCount: null,
    givenScreeningCount: 0,
    ongoingMonitoringEnabled: false,
    ongoingMonitoringCount: 0,
    users: [],
  };
}

/** Spec 1 §2.8: permanent deletion is enabled once the tenant's email is typed, compared case-insensitively. */
export function confirmsHardDelete(typed: string, tenantEmail: string): boolean {
  return typed.trim().toLowerCase() === tenantEmail.trim().toLowerCase() && tenantEmail.trim() !== '';
}
