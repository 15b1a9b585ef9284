import { z } from 'zod';
import { boundedString, INPUT_MESSAGES, TEXT_LIMITS } from './input-limits';

/** Platform roles carried in the token's `role` claim (spec 1 §6). */
export const PLATFORM_ROLES = ['SuperUser', 'TenantUser', 'ClientUser'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** Tenant business roles (spec 1 §6): Money Laundering Reporting Officer and Front Line Associate. */
export const TENANT_ROLES = ['MLRO', 'FLA'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
} as const;

/**
 * Spec 1 §5 Login. The mail-domain rule is applied separately by `withMailDomain`. An empty password
 * stops at 'Password is required' (abort): otherwise the minimum-length issue follows it and the form
 * resolver, which keeps the last issue of a field, would show the wrong message.
 */
export const loginRequestSchema = z.object({
  email: boundedString(TEXT_LIMITS.email).trim().min(1, LOGIN_MESSAGES.emailRequired),
  password: z
    .string()
    .min(1, { message: LOGIN_MESSAGES.passwordRequired, abort: true })
    .min(6, LOGIN_MESSAGES.passwordMin)
    .max(TEXT_LIMITS.password, INPUT_MESSAGES.tooLong(TEXT_LIMITS.password)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Spec 1 §5: "If the email contains no @, the product's default mail domain is appended." */
export function withMailDomain(email: string, mailDomain: string | undefined): string {
  const trimmed = email.trim();
  if (trimmed.includes('@') || !mailDomain) return trimmed;
  return `${trimmed}@${mailDomain.replace(/^@/, '')}`;
}

/** Answer of Login and RefreshToken (spec 1 §3 Login result). */
export const authResultSchema = z.object({
  result: z.boolean(),
  token: z.string().nullable(),
  refreshToken: z.string().nullable(),
  errors: z.array(z.string()),
});
export type AuthResult = z.infer<typeof authResultSchema>;

const tokenText = boundedString(TEXT_LIMITS.token);

export const refreshRequestSchema = z.object({
  token: tokenText.default(''),
  refreshToken: tokenText.min(1, 'Refresh token is required'),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const logoutRequestSchema = z.object({ refreshToken: tokenText.min(1, 'Refresh token is required') });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** Claims the screens read from the access token (spec 1 §3), plus subject and tenant. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(PLATFORM_ROLES),
  name: z.string(),
  email: z.string(),
  tenantId: z.string().nullable(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newMin: 'Password must be at least 8 characters',
  newUpper: 'Password must contain an uppercase letter',
  newLower: 'Password must contain a lowercase letter',
  newDigit: 'Password must contain a number',
  newSpecial: 'Password must contain a special character',
  mismatch: 'Passwords do not match',
  success: 'Password changed successfully!',
  noToken: 'Token not found. Please log in again.',
  nonOk: 'An unexpected error occurred',
  exception: 'An unexpected error occurred. Please try again.',
  other: 'Error',
} as const;

/** The four character classes of spec 1 §5 Change password; "special" is any non-word character. */
export const PASSWORD_RULES = [
  {
    key: 'length',
    label: 'At least 8 characters',
    test: (p: string) => p.length >= 8,
    message: CHANGE_PASSWORD_MESSAGES.newMin,
  },
  {
    key: 'upper',
    label: 'Includes uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
    message: CHANGE_PASSWORD_MESSAGES.newUpper,
  },
  {
    key: 'lower',
    label: 'Includes lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
    message: CHANGE_PASSWORD_MESSAGES.newLower,
  },
  {
    key: 'digit',
    label: 'Includes number',
    test: (p: string) => /[0-9]/.test(p),
    message: CHANGE_PASSWORD_MESSAGES.newDigit,
  },
  {
    key: 'special',
    label: 'Includes special symbol',
    test: (p: string) => /\W/.test(p),
    message: CHANGE_PASSWORD_MESSAGES.newSpecial,
  },
] as const;

/** New-password rule shared by the form and the server. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  if (value.length > TEXT_LIMITS.password) {
    ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.tooLong(TEXT_LIMITS.password) });
    return;
  }
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message });
  }
});

/** Body of POST api/Authentication/ChangePassword (spec 1 §3). The email comes from the token payload. */
export const changePasswordRequestSchema = z.object({
  email: boundedString(TEXT_LIMITS.email),
  currentPassword: z
    .string()
    .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
    .max(TEXT_LIMITS.password, INPUT_MESSAGES.tooLong(TEXT_LIMITS.password)),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Spec 1 §7 POST api/Authentication/ChangePassword: 200 with result true; a refusal's 400 carries errors too. */
export const changePasswordResultSchema = authResultSchema.pick({ result: true, errors: true });
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** The change-password form: the request fields plus the confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * Spec 1 §2.4: submit stays disabled until every rule holds: a current password entered, the new one
 * meeting the §5 rules and the confirmation equal to it. The form's own schema decides, so the button
 * and the messages never disagree.
 */
export function changePasswordFormComplete(values: ChangePasswordForm): boolean {
  return changePasswordFormSchema.safeParse(values).success;
}

/**
 * Spec 1 §5 strength score: length part min(length/8, 2) x 20 (so up to 40) plus 15 for each
 * satisfied character class (upper, lower, digit, special), capped at 100.
 */
export function passwordStrength(password: string): number {
  const lengthPart = Math.min(password.length / 8, 2) * 20;
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /\W/].filter((re) => re.test(password)).length;
  return Math.min(100, lengthPart + classes * 15);
}

/** Spec 1 §5 bar colours: red under 30, yellow under 60, indigo under 80, green otherwise. */
export function passwordStrengthColor(score: number): 'red' | 'yellow' | 'indigo' | 'green' {
  if (score < 30) return 'red';
  if (score < 60) return 'yellow';
  if (score < 80) return 'indigo';
  return 'green';
}
